// The rows docs/GAMES.md's slot title table must hold, built from the catalogue: one per slot title, in lobby order.
import { GAMES, providerName } from '../../src/shared/games/catalog';
import { rtpPercent } from '../../src/shared/games/rtp';

const grouped = (n: bigint) => n.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');

export function slotTitleRows(): string[][] {
  return GAMES.filter((g) => g.category === 'slots').map((g) => {
    const m = g.machine;
    if (!m) throw new Error(`${g.id} has no machine`);
    return [
      g.name,
      providerName(g.provider),
      String(m.lines),
      m.reels.map((r) => r.length).join(' x '),
      `${m.threeOfAKind.seven ?? 0}`,
      m.volatility,
      `${grouped(m.rtp.numerator)} / ${grouped(m.rtp.denominator)} = **${rtpPercent(m.rtp)}%**`,
    ];
  });
}

/** The table's rows as cells (header and separator left out), read from the markdown between the markers. */
export function readSlotTable(markdown: string): string[][] {
  const start = markdown.indexOf('<!-- slot-titles:start -->');
  const end = markdown.indexOf('<!-- slot-titles:end -->');
  if (start < 0 || end < start) return [];
  return markdown
    .slice(start, end)
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) =>
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    )
    .slice(2);
}
