// The extra markets of one match (uxmatch): correct score, double chance, HT/FT, first/last goal, total
// goals and the rest of RULES.md's extra list, priced from the Poisson grid of the rest of the match.
import { LINE_STATE, PERIOD } from '../../shared/feed/layout';
import type { MoreOddsRow } from '../../shared/feed/schemas';
import { MARKET_CHOICES } from '../../shared/market/choices';
import { MAX_PRICE, MIN_PRICE, priceFromDecimal } from '../../shared/odds/price';
import { atHalfTimeBreak, playMinutes } from './clock';
import { BOOK_MARGIN, poissonGrid, quote } from './model';
import type { SimMatch } from './types';

/** The choice (or, for combined markets such as double chance, every choice) a final score wins; null voids. */
type Outcome = (home: number, away: number) => string | readonly string[] | null;
type Cell = { home: number; away: number; p: number };

/** Final-score cells (current score plus further goals) of a period. */
function cells(match: SimMatch, from: number, to: number, base: [number, number]): Cell[] {
  const share = Math.max(0, to - from) / match.sport.minutes;
  const grid = poissonGrid(
    match.expHome * share * 0.75 ** match.redHome,
    match.expAway * share * 0.75 ** match.redAway,
    10,
  );
  const out: Cell[] = [];
  grid.forEach((row, i) => row.forEach((p, j) => out.push({ home: base[0] + i, away: base[1] + j, p })));
  return out;
}

function market(
  key: string,
  period: number,
  line: number,
  all: Cell[],
  choices: readonly string[],
  outcome: Outcome,
  state: number,
): MoreOddsRow {
  const mass = new Map<string, number>(choices.map((c) => [c, 0]));
  // Probability of the scores that settle the market (void scores excluded); a score counts once even
  // when it wins several choices, so a combined choice's chance is the sum of the results it covers.
  let total = 0;
  for (const cell of all) {
    const won = outcome(cell.home, cell.away);
    const hits = (won === null ? [] : typeof won === 'string' ? [won] : won).filter((c) => mass.has(c));
    if (!hits.length) continue;
    total += cell.p;
    for (const choice of hits) mass.set(choice, (mass.get(choice) ?? 0) + cell.p);
  }
  const probs = choices.map((c) => mass.get(c) ?? 0);
  const covered = probs.reduce((a, b) => a + b, 0);
  total = total || 1;
  // Exclusive choices share the mass (the usual quote); overlapping ones are each priced from their own
  // chance with the same book margin.
  const prices = covered <= total * (1 + 1e-9) ? quote(probs) : probs.map((q) => priceOf(q / total));
  const hidden = state === LINE_STATE.CLOSED_PRICE;
  // A nearly decided market closes; an outcome that can no longer (or barely) happen is not offered.
  const decided = Math.max(...probs) / total > 0.97;
  return [
    key,
    period,
    line,
    choices.map((c, i) => {
      const off = decided || (probs[i] ?? 0) / total < 0.005;
      return [c, hidden || off ? 0 : (prices[i] ?? 0), off && !hidden ? LINE_STATE.CLOSED : state] as [
        string,
        number,
        number,
      ];
    }),
  ];
}

/** A fair probability to a canonical price carrying the book margin (as `quote` does for each share). */
function priceOf(fair: number): number {
  const price = priceFromDecimal(1 / (Math.max(fair, 1e-6) * BOOK_MARGIN));
  return Math.min(Math.max(price, MIN_PRICE), MAX_PRICE);
}

const res = (h: number, a: number): string => (h > a ? '1' : h === a ? 'x' : '2');
const yn = (value: boolean): string => (value ? 'y' : 'n');
const C = MARKET_CHOICES;

/** Extra markets of a soccer match; other sports answer only their main lines (empty list). */
export function moreOdds(match: SimMatch, now: number): MoreOddsRow[] {
  if (match.sport.id !== 1 || match.type !== 1 || match.state === 'ended' || match.state === 'cancelled')
    return [];
  const state =
    match.closedUntil > now
      ? LINE_STATE.CLOSED_PRICE
      : match.suspendedUntil > now
        ? LINE_STATE.SUSPENDED
        : LINE_STATE.RUNNING;
  const half = match.sport.halfAt;
  const played = match.state === 'live' ? playMinutes(match, now) : 0;
  const score: [number, number] = [match.scoreHome, match.scoreAway];
  const ft = cells(match, played, match.sport.minutes, score);
  const out: MoreOddsRow[] = [];
  const add = (
    key: string,
    choices: readonly string[],
    outcome: Outcome,
    line = 0,
    period: number = PERIOD.FT,
    from = ft,
  ) => out.push(market(key, period, line, from, choices, outcome, state));

  add('cs', C.cs, (h, a) => (h <= 4 && a <= 4 ? `${h}-${a}` : 'other'));
  // Double chance: 1X wins on a home win or a draw, X2 on a draw or an away win, 12 on either win.
  const dc = (h: number, a: number): string[] =>
    h > a ? ['1x', '12'] : h === a ? ['1x', 'x2'] : ['12', 'x2'];
  add('dc', C.dc, dc);
  add('tg', C.tg, (h, a) => (h + a >= 10 ? '10+' : String(h + a)));
  add('orz', C.orz, (h, a) => (h + a <= 1 ? '0-1' : h + a <= 3 ? '2-3' : h + a <= 6 ? '4-6' : '7+'));
  add('bs', C.bs, (h, a) => yn(h > 0 && a > 0));
  add('dnb', C.dnb, (h, a) => (h === a ? null : h > a ? 'h' : 'a'));
  add('hnb', C.hnb, (h, a) => (h > a ? null : h === a ? 'x' : 'a'));
  add('anb', C.anb, (h, a) => (a > h ? null : h === a ? 'x' : 'h'));
  add('cl', C.cl, (_h, a) => yn(a === 0), 1);
  add('cl', C.cl, (h) => yn(h === 0), 2);
  add('twtn', C.twtn, (h, a) => yn(h > a && a === 0), 1);
  add('twtn', C.twtn, (h, a) => yn(a > h && h === 0), 2);
  add('oehm', C.oehm, (h) => (h % 2 ? 'odd' : 'even'));
  add('oeaw', C.oeaw, (_h, a) => (a % 2 ? 'odd' : 'even'));
  add('wm', C.wm, (h, a) =>
    h === a ? 'x' : `${h > a ? 'h' : 'a'}${Math.abs(h - a) >= 3 ? '3+' : Math.abs(h - a)}`,
  );
  add('oxtou', C.oxtou, (h, a) => `${res(h, a)}${h + a > 2.5 ? 'o' : 'u'}`, 250);
  add('dcou', C.dcou, (h, a) => dc(h, a).map((c) => `${c}${h + a > 2.5 ? 'o' : 'u'}`), 250);
  add('ouoe', C.ouoe, (h, a) => `${h + a > 2.5 ? 'o' : 'u'}${(h + a) % 2 ? 'odd' : 'even'}`, 250);
  const noMoreGoals = ft.find((c) => c.home === score[0] && c.away === score[1])?.p ?? 0;
  const last = match.goals.at(-1)?.side;
  const firstLast = (first: boolean): MoreOddsRow => {
    const pHome = match.expHome / (match.expHome + match.expAway);
    const already = first ? match.goals[0]?.side : undefined;
    const none = first && already ? 0 : noMoreGoals;
    const fallback = last ?? 'none';
    const probs = already
      ? [already === 'h' ? 1 : 0, already === 'a' ? 1 : 0, 0]
      : [
          (1 - none) * pHome + (fallback === 'h' ? none : 0),
          (1 - none) * (1 - pHome) + (fallback === 'a' ? none : 0),
          fallback === 'none' ? none : 0,
        ];
    const prices = quote(probs);
    return [
      'fglg',
      PERIOD.FT,
      first ? 1 : 2,
      C.fglg.map((c, i) => [c, prices[i] ?? 0, state] as [string, number, number]),
    ];
  };
  if (!match.goals.length) out.push(firstLast(true));
  out.push(firstLast(false));
  if (played < half && !atHalfTimeBreak(match, now)) {
    const ht = cells(match, played, half, score);
    add('ehtg', C.ehtg, (h, a) => (h + a >= 3 ? '3+' : String(h + a)), 0, PERIOD.HT, ht);
    // HT/FT: the first-half result times the second half's further goals from that half-time score.
    const htft: Cell[] = [];
    for (const c of ht) {
      if (c.p < 1e-5) continue;
      for (const d of cells(match, half, match.sport.minutes, [c.home, c.away])) {
        htft.push({ home: c.home * 100 + d.home, away: c.away * 100 + d.away, p: c.p * d.p });
      }
    }
    const decode = (h: number, a: number) =>
      `${res(Math.floor(h / 100), Math.floor(a / 100))}${res(h % 100, a % 100)}`;
    add('htft', C.htft, decode, 0, PERIOD.FT, htft);
    add(
      'tw',
      C.tw,
      (h, a) =>
        yn(
          Math.floor(h / 100) > Math.floor(a / 100) ||
            (h % 100) - Math.floor(h / 100) > (a % 100) - Math.floor(a / 100),
        ),
      1,
      PERIOD.FT,
      htft,
    );
    add(
      'tw',
      C.tw,
      (h, a) =>
        yn(
          Math.floor(a / 100) > Math.floor(h / 100) ||
            (a % 100) - Math.floor(a / 100) > (h % 100) - Math.floor(h / 100),
        ),
      2,
      PERIOD.FT,
      htft,
    );
  }
  return out;
}
