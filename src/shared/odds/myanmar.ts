// Myanmar quotes: a goal "body" plus a signed percentage ("1+50", "1-50", "1=", level ball "-50").
// The server quotes them directly from its own line; the client shows them as given (RULES.md section 10).

import type { Price } from './price';

/**
 * The canonical price of every Myanmar bet: a full win pays the stake (HK 1.00), and the body and percentage
 * carry the rest of the terms. The slip sends it and the server quotes it, so a pick in Myanmar odds is compared
 * on its body and percentage, never on the Malay price of the line shown beside it.
 */
export const MYANMAR_PRICE: Price = 1_000_000;

export interface MyanmarQuote {
  /** Goals given by the favourite (0 = level ball). */
  body: number;
  /** Percentage won (+) or lost (-) when the favourite wins by exactly `body`; 0 is an exact push ("="). */
  pct: number;
}

export function formatMyanmar(quote: MyanmarQuote): string {
  const pct = quote.pct === 0 ? '=' : `${quote.pct > 0 ? '+' : '-'}${Math.abs(quote.pct)}`;
  return quote.body === 0 ? (quote.pct === 0 ? '0=' : pct) : `${quote.body}${pct}`;
}

/**
 * One side's own terms at the exact margin, for its price button: the giver wins (+) or loses (-) the
 * percentage, the taker the mirror; "=" is the exact push both share. The body is shown once, beside the giver.
 */
export function myanmarSideText(quote: MyanmarQuote, backsGiver: boolean): string {
  if (quote.pct === 0) return '=';
  const pct = backsGiver ? quote.pct : -quote.pct;
  return `${pct > 0 ? '+' : '-'}${Math.abs(pct)}`;
}

/**
 * Whether a pick backs the side giving the body: the over of a total (its giver is 0), else the handicap's giving
 * team (1 home, 2 away) by the choice key `h` or `a`.
 */
export function backsGiver(market: string, choice: string, giver: number): boolean {
  return market === 'ou' ? choice === 'o' : choice === (giver === 2 ? 'a' : 'h');
}

/** The price a Myanmar pick is backed at, as its price button shows it: the side's own share of the quote. */
export function myanmarPickText(quote: MyanmarQuote, market: string, choice: string, giver: number): string {
  return myanmarSideText(quote, backsGiver(market, choice, giver));
}

export function parseMyanmar(text: string): MyanmarQuote | null {
  const match = /^(\d+)?(?:(=)|([+-])(\d{1,3}))$/.exec(text.trim());
  if (!match) return null;
  const [, body, eq, sign, pct] = match;
  if (eq) return { body: Number(body ?? 0), pct: 0 };
  const value = Number(pct);
  if (value > 100) return null;
  return { body: Number(body ?? 0), pct: sign === '-' ? -value : value };
}

/**
 * The favourite's settlement factor at a given winning margin: 1 full win, pct/100 partial,
 * -1 full loss. Matches the Asian-line equivalents of RULES.md section 10 (`1+50` = -0.75, `-50` = -0.25).
 */
export function myanmarOutcome(quote: MyanmarQuote, margin: number): number {
  if (margin > quote.body) return 1;
  if (margin === quote.body) return quote.pct / 100;
  return -1;
}

/**
 * The Myanmar quote nearest to an Asian handicap line given to the favourite (hundredths, <= 0)
 * and its two-way fair probability of covering. Used by the simulator to quote Myanmar prices.
 */
export function myanmarFromLine(lineHundredths: number): MyanmarQuote {
  const give = Math.abs(lineHundredths);
  const body = Math.floor(give / 100);
  const rest = give - body * 100;
  // A quarter past a whole body loses half at the exact margin; a quarter before it wins half.
  if (rest === 0) return { body, pct: 0 };
  if (rest === 25) return { body, pct: -50 };
  if (rest === 50) return { body, pct: -100 };
  return { body: body + 1, pct: 50 };
}
