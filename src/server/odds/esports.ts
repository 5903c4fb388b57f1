// E-sports (sport 40) as the game is played: a best-of-N series of maps. The score is maps won, so the map being
// played is always one more than the maps won so far; each map takes MAP_MINUTES of the simulator's clock and the
// series stops as soon as one side has won enough maps. The markets are the series' own: match winner (ml), map
// handicap (hdp) and total maps (ou), all priced from one per-map win chance.
import { LINE_STATE, PERIOD } from '../../shared/feed/layout';
import type { LineRow, LineState, MainMarket } from '../../shared/feed/layout';
import { coverProbability, quote } from './model';
import type { Pmf } from './model';
import { MAP_MINUTES } from './clock';
import type { Rng } from './rng';
import type { SimMatch } from './types';

/** A market whose likelier side is more certain than this cannot carry the margin: it is closed. */
const DECIDED = 0.95;

type Side = 'h' | 'a';

/** Maps in the series: one period per map (MAP1, MAP2, MAP3 for a best of three). */
export function bestOf(match: SimMatch): number {
  return match.sport.periods.length;
}

/** Maps a side must win to take a best-of-`n` series. */
function mapsToWin(n: number): number {
  return Math.floor(n / 2) + 1;
}

/** The home side's chance of winning any one map, from the two sides' strengths. */
export function mapWinChance(match: SimMatch): number {
  const total = match.expHome + match.expAway;
  return total > 0 ? match.expHome / total : 0.5;
}

/** One way a series can end: the maps each side has won, and its probability. */
export interface SeriesOutcome {
  home: number;
  away: number;
  p: number;
}

/**
 * Every final score a best-of-`n` series can still reach from `won` (maps won so far), with its probability when the
 * home side wins each map with probability `p`. A finished series has itself as its only outcome.
 */
export function seriesOutcomes(p: number, n: number, won: readonly [number, number]): SeriesOutcome[] {
  const need = mapsToWin(n);
  const out = new Map<string, SeriesOutcome>();
  const walk = (h: number, a: number, prob: number): void => {
    if (h >= need || a >= need) {
      const key = `${h}-${a}`;
      const seen = out.get(key);
      if (seen) seen.p += prob;
      else out.set(key, { home: h, away: a, p: prob });
      return;
    }
    walk(h + 1, a, prob * p);
    walk(h, a + 1, prob * (1 - p));
  };
  walk(won[0], won[1], 1);
  return [...out.values()].sort((x, y) => y.home - y.away - (x.home - x.away));
}

/** The winner of every map of a series, drawn at the start; the list stops when one side has won it. */
export function drawSeries(rng: Rng, p: number, n: number): Side[] {
  const need = mapsToWin(n);
  const maps: Side[] = [];
  let h = 0;
  let a = 0;
  while (h < need && a < need) {
    const side: Side = rng.next() < p ? 'h' : 'a';
    if (side === 'h') h++;
    else a++;
    maps.push(side);
  }
  return maps;
}

/** Minutes of play a series of `maps` maps lasts. */
export function seriesMinutes(maps: number): number {
  return maps * MAP_MINUTES;
}

/** How many maps have been decided after `minute` minutes of play (a map ends when its minutes are up). */
export function mapsDecided(minute: number): number {
  return Math.floor(minute / MAP_MINUTES);
}

/** The minute of play at which map `index` (from 0) is recorded as won: its last minute, so it counts in its map. */
export function mapWonMinute(index: number): number {
  return (index + 1) * MAP_MINUTES - 1;
}

/** A distribution over integers from a list of (value, probability). */
function pmfOf(values: readonly { x: number; p: number }[]): Pmf {
  const min = Math.min(...values.map((v) => v.x));
  const max = Math.max(...values.map((v) => v.x));
  const p = new Array<number>(max - min + 1).fill(0);
  for (const v of values) p[v.x - min]! += v.p;
  return { min, p };
}

/** The price row of one market; a market that is as good as decided is closed, a hidden one shows no prices. */
function row(market: MainMarket, line: number, fair: readonly number[], state: LineState): LineRow {
  const hidden = state === LINE_STATE.CLOSED_PRICE;
  const decided = Math.max(...fair) > DECIDED;
  const prices = quote(fair);
  const closed = hidden || decided;
  return [
    market,
    PERIOD.FT,
    line,
    closed ? 0 : (prices[0] ?? 0),
    closed ? 0 : (prices[1] ?? 0),
    0,
    decided && !hidden ? LINE_STATE.CLOSED : state,
  ];
}

/**
 * The map handicap in hundredths from the home side (x * 100 + line > 0 wins for home), on the maps still to come
 * as live Asian handicaps are: the favourite gives 1.5 maps while that is still open, then 0.5.
 */
function handicapLine(margin: Pmf): number {
  const homeFavourite = coverProbability(margin, 0) >= 0.5;
  for (const give of [150, 50]) {
    const line = homeFavourite ? -give : give;
    const cover = coverProbability(margin, line);
    if (cover > 1 - DECIDED && cover < DECIDED) return line;
  }
  return homeFavourite ? -50 : 50;
}

/** The total maps line in hundredths: the half line nearest an even chance between the fewest and most maps. */
function totalLine(total: Pmf, n: number): number {
  let best = total.min * 100 + 50;
  let gap = Infinity;
  for (let maps = total.min; maps < n; maps++) {
    const line = maps * 100 + 50;
    const over = coverProbability(total, -line);
    if (Math.abs(over - 0.5) < gap) {
      best = line;
      gap = Math.abs(over - 0.5);
    }
  }
  return best;
}

/**
 * The series' markets at sim time `now`: match winner, map handicap and total maps, full series only. `jitter` moves
 * the per-map chance a little, as a trader's quotes move; `state` is the match's line state (closed briefly after a
 * map, suspended).
 */
export function seriesLines(match: SimMatch, state: LineState, jitter = 0): LineRow[] {
  const n = bestOf(match);
  const p = Math.min(0.95, Math.max(0.05, mapWinChance(match) + jitter));
  const won: [number, number] = [match.scoreHome, match.scoreAway];
  const outcomes = seriesOutcomes(p, n, won);
  const homeWins = outcomes.filter((o) => o.home > o.away).reduce((s, o) => s + o.p, 0);
  const margin = pmfOf(outcomes.map((o) => ({ x: o.home - won[0] - (o.away - won[1]), p: o.p })));
  const total = pmfOf(outcomes.map((o) => ({ x: o.home + o.away, p: o.p })));
  const hdp = handicapLine(margin);
  const homeCovers = coverProbability(margin, hdp);
  const ou = totalLine(total, n);
  const over = coverProbability(total, -ou);
  return [
    row('hdp', hdp, [homeCovers, 1 - homeCovers], state),
    row('ou', ou, [over, 1 - over], state),
    row('ml', 0, [homeWins, 1 - homeWins], state),
  ];
}
