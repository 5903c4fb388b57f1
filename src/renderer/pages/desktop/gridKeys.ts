// Keyboard movement in the odds table: the arrow keys move between prices by where they are drawn, so the
// movement follows the layout whatever it is (single or double line, quick odds, extra markets), and Tab
// leaves the table in one step: the table is one tab stop, its prices a roving focus.

const PRICES = 'button.price:not(:disabled)';
const FOCUSABLE =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

export const isPrice = (el: EventTarget | null): el is HTMLButtonElement =>
  el instanceof HTMLButtonElement && el.classList.contains('price');

/** The first price the table shows (where the arrow keys enter it from the list itself). */
export const firstPrice = (grid: HTMLElement): HTMLButtonElement | null =>
  grid.querySelector<HTMLButtonElement>(PRICES);

/** The price an arrow key moves to from `from`, or null at an edge (or for any other key). */
export function priceByKey(grid: HTMLElement, from: HTMLElement, key: string): HTMLButtonElement | null {
  const prices = [...grid.querySelectorAll<HTMLButtonElement>(PRICES)];
  const index = prices.indexOf(from as HTMLButtonElement);
  if (key === 'ArrowRight') return prices[index + 1] ?? null;
  if (key === 'ArrowLeft') return index > 0 ? (prices[index - 1] ?? null) : null;
  if (key !== 'ArrowDown' && key !== 'ArrowUp') return null;
  const down = key === 'ArrowDown';
  const at = from.getBoundingClientRect();
  const midY = at.top + at.height / 2;
  let best: HTMLButtonElement | null = null;
  let bestScore = Infinity;
  for (const price of prices) {
    if (price === from) continue;
    const r = price.getBoundingClientRect();
    const dy = down ? r.top + r.height / 2 - midY : midY - (r.top + r.height / 2);
    if (dy <= 1) continue;
    // The same column (overlapping horizontally) first, the nearest row of it; else the nearest price below.
    const overlaps = r.left < at.right && r.right > at.left;
    const dx = Math.abs(r.left + r.width / 2 - (at.left + at.width / 2));
    const score = overlaps ? dy : 1e6 + dy + dx;
    if (score < bestScore) {
      bestScore = score;
      best = price;
    }
  }
  return best;
}

/** The first element after the table that takes focus: where Tab goes from a price. */
export function focusableAfter(grid: HTMLElement): HTMLElement | null {
  for (const el of document.querySelectorAll<HTMLElement>(FOCUSABLE)) {
    if (grid.contains(el)) continue;
    if (grid.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING) return el;
  }
  return null;
}
