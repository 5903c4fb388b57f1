// The extra markets of one match (uxmatch): correct score, double chance, HT/FT, first/last goal, total
// goals and the rest of RULES.md's extra list, priced from the match's own score chain (pricing.ts
// furtherGoals): the first half's scores, then the second half's from each of them, the distribution the
// simulator plays.
import { LINE_STATE, PERIOD } from '../../shared/feed/layout';
import type { MoreOddsRow } from '../../shared/feed/schemas';
import { MARKET_CHOICES } from '../../shared/market/choices';
import { atHalfTimeBreak, playMinutes } from './clock';
import { MAX_QUOTABLE_CHANCE, marginPrice, quote } from './model';
import { furtherGoals } from './pricing';
import type { SimMatch } from './types';

/** The choice (or, for combined markets such as double chance, every choice) a final score wins; null voids. */
type Outcome = (home: number, away: number) => string | readonly string[] | null;
type Cell = { home: number; away: number; p: number };

/** A choice less likely than this is not offered: its price would sit far past the quotable maximum. */
const MIN_OFFERED_CHANCE = 0.005;

/** Final-score cells of a stretch of play: the score `base` plus the further goals from it. */
function cells(match: SimMatch, from: number, to: number, base: [number, number]): Cell[] {
  const grid = furtherGoals(match, from, to, base[0] - base[1]);
  const out: Cell[] = [];
  grid.forEach((row, i) => row.forEach((p, j) => out.push({ home: base[0] + i, away: base[1] + j, p })));
  return out;
}

/**
 * One market's row from each choice's chance (void results already taken out, so exclusive choices sum to one).
 * Exclusive choices share the book margin over the choices offered, so their implied chances sum to one plus the
 * margin; overlapping ones (double chance) are each priced from their own chance with the same margin, scaled so
 * the offered ones keep the whole market's coverage (twice one plus the margin for double chance). A nearly
 * decided market closes; a choice that can no longer (or barely) happen is not offered.
 */
function pricedRow(
  key: string,
  period: number,
  line: number,
  choices: readonly string[],
  chances: readonly number[],
  overlapping: boolean,
  state: number,
): MoreOddsRow {
  const offered = chances.map((q) => q >= MIN_OFFERED_CHANCE);
  const kept = chances.map((q, i) => (offered[i] ? q : 0));
  // Overlapping choices keep the coverage of all of them (each result twice for double chance) over the offered.
  const coverage = chances.reduce((a, b) => a + b, 0) / (kept.reduce((a, b) => a + b, 0) || 1);
  const prices = overlapping ? kept.map((q) => marginPrice(q * coverage)) : quote(kept);
  const hidden = state === LINE_STATE.CLOSED_PRICE;
  const decided = Math.max(...chances) > MAX_QUOTABLE_CHANCE;
  return [
    key,
    period,
    line,
    choices.map((c, i) => {
      const off = decided || !offered[i];
      return [c, hidden || off ? 0 : (prices[i] ?? 0), off && !hidden ? LINE_STATE.CLOSED : state] as [
        string,
        number,
        number,
      ];
    }),
  ];
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
  total = total || 1;
  const chances = choices.map((c) => (mass.get(c) ?? 0) / total);
  const overlapping = chances.reduce((a, b) => a + b, 0) > 1 + 1e-9;
  return pricedRow(key, period, line, choices, chances, overlapping, state);
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
    return pricedRow('fglg', PERIOD.FT, first ? 1 : 2, C.fglg, probs, false, state);
  };
  if (!match.goals.length) out.push(firstLast(true));
  out.push(firstLast(false));
  if (played < half && !atHalfTimeBreak(match, now)) {
    const ht = cells(match, played, half, score);
    add('ehtg', C.ehtg, (h, a) => (h + a >= 3 ? '3+' : String(h + a)), 0, PERIOD.HT, ht);
    // HT/FT: each half-time score times the second half played from it. The second half's further goals depend
    // on the half-time margin only (the score effect), so each margin's chain is run once.
    const secondHalf = new Map<number, readonly (readonly number[])[]>();
    const htft: Cell[] = [];
    for (const c of ht) {
      if (c.p < 1e-5) continue;
      const margin = c.home - c.away;
      const grid = secondHalf.get(margin) ?? furtherGoals(match, half, match.sport.minutes, margin);
      secondHalf.set(margin, grid);
      grid.forEach((row, i) =>
        row.forEach((p, j) => {
          const d = { home: c.home + i, away: c.away + j };
          htft.push({ home: c.home * 100 + d.home, away: c.away * 100 + d.away, p: c.p * p });
        }),
      );
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
