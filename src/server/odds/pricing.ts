// Main lines (hdp, ou, oe, 1X2 or moneyline, full and first half) and direct Myanmar quotes of a match.
import { LINE_STATE, PERIOD } from '../../shared/feed/layout';
import type { LineRow, LineState, MmoRow, Period } from '../../shared/feed/layout';
import type { MyanmarQuote } from '../../shared/odds/myanmar';
import {
  balancedLine,
  coverProbability,
  gridMargin,
  gridTotal,
  negate,
  normalPmf,
  goalChain,
  MAX_QUOTABLE_CHANCE,
  probAbove,
  probEqual,
  probOdd,
  quote,
  scoreEffect,
  shift,
} from './model';
import type { Pmf } from './model';
import { playMinutes } from './clock';
import type { Rng } from './rng';
import type { SimMatch } from './types';

/** Red cards cut a side's scoring rate. */
const RED_CARD_FACTOR = 0.75;

/** A side's expected goals per minute of play at a level score (its strength, cut by its red cards). */
function levelRate(match: SimMatch, side: 'h' | 'a'): number {
  const [expected, reds] = side === 'h' ? [match.expHome, match.redHome] : [match.expAway, match.redAway];
  return (expected / match.sport.minutes) * RED_CARD_FACTOR ** reds;
}

/** A side's scoring rate per minute of play at the current score: what the simulator draws goals from. */
export function scoringRate(match: SimMatch, side: 'h' | 'a'): number {
  const lead = match.scoreHome - match.scoreAway;
  return levelRate(match, side) * scoreEffect(side === 'h' ? lead : -lead);
}

/**
 * The joint grid [home][away] of further goals between `fromMinute` and `toMinute` of play, starting from the
 * score `margin` (home minus away, by default the current one): the simulator's own chain, so the lines and every
 * extra market are priced from the distribution the results come from.
 */
export function furtherGoals(
  match: SimMatch,
  fromMinute: number,
  toMinute: number,
  margin = match.scoreHome - match.scoreAway,
): readonly (readonly number[])[] {
  const minutes = Math.max(0, toMinute - fromMinute);
  return goalChain(levelRate(match, 'h') * minutes, levelRate(match, 'a') * minutes, minutes, margin);
}

interface Outlook {
  /** Further-scoring margin (home minus away) and final total. */
  remainingMargin: Pmf;
  finalMargin: Pmf;
  finalTotal: Pmf;
  /** Joint grid of further goals (low-scoring sports only). */
  grid: readonly (readonly number[])[] | null;
}

/** The distribution of what is still to come between `fromMinute` and `toMinute` of play. */
function outlook(match: SimMatch, fromMinute: number, toMinute: number, withScore: boolean): Outlook {
  const sport = match.sport;
  const minutes = Math.max(0, toMinute - fromMinute);
  const lh = levelRate(match, 'h') * minutes;
  const la = levelRate(match, 'a') * minutes;
  const margin0 = withScore ? match.scoreHome - match.scoreAway : 0;
  const total0 = withScore ? match.scoreHome + match.scoreAway : 0;
  if (sport.model === 'normal') {
    const sd = sport.spread * Math.sqrt(minutes / sport.minutes);
    const remainingMargin = normalPmf(lh - la, sd);
    const finalTotal = shift(normalPmf(lh + la, sd * 1.2), total0);
    return { remainingMargin, finalMargin: shift(remainingMargin, margin0), finalTotal, grid: null };
  }
  const grid = furtherGoals(match, fromMinute, toMinute);
  const remainingMargin = gridMargin(grid);
  return {
    remainingMargin,
    finalMargin: shift(remainingMargin, margin0),
    finalTotal: gridTotal(grid, total0),
    grid,
  };
}

/** Small noise on a fair probability so quotes move the way a trader's would. */
function jitter(q: number, rng: Rng): number {
  return Math.min(0.97, Math.max(0.03, q + (rng.next() - 0.5) * 0.03));
}

export function lineState(match: SimMatch, now: number): LineState {
  if (match.closedUntil > now) return LINE_STATE.CLOSED_PRICE;
  if (match.suspendedUntil > now) return LINE_STATE.SUSPENDED;
  return LINE_STATE.RUNNING;
}

function periodLines(match: SimMatch, o: Outlook, period: Period, state: LineState, rng: Rng): LineRow[] {
  const sport = match.sport;
  const hidden = state === LINE_STATE.CLOSED_PRICE;
  // A market whose outcome is nearly certain cannot carry the margin within the price range: closed.
  const row = (market: LineRow[0], line: number, fair: number[]): LineRow => {
    const decided = Math.max(...fair) > MAX_QUOTABLE_CHANCE;
    const prices = quote(fair);
    const closed = hidden || decided;
    return [
      market,
      period,
      line,
      closed ? 0 : (prices[0] ?? 0),
      closed ? 0 : (prices[1] ?? 0),
      closed ? 0 : (prices[2] ?? 0),
      decided && !hidden ? LINE_STATE.CLOSED : state,
    ];
  };
  // Live handicaps count goals from now on (Asian practice); totals count the whole match.
  const hdpLine = balancedLine(o.remainingMargin, sport.lineStep);
  const hdpQ = jitter(coverProbability(o.remainingMargin, hdpLine), rng);
  // A total at or below the goals already scored is settled; the lowest live total is score + 0.5.
  const ouLine = Math.max(-balancedLine(o.finalTotal, sport.lineStep), o.finalTotal.min * 100 + 50);
  const overQ = jitter(coverProbability(o.finalTotal, -ouLine), rng);
  const lines: LineRow[] = [row('hdp', hdpLine, [hdpQ, 1 - hdpQ]), row('ou', ouLine, [overQ, 1 - overQ])];
  const home = probAbove(o.finalMargin, 0);
  const draw = probEqual(o.finalMargin, 0);
  if (sport.draws) lines.push(row('oxt', 0, [home, draw, 1 - home - draw]));
  else lines.push(row('ml', 0, [home + draw / 2, 1 - home - draw / 2]));
  if (period === PERIOD.FT) {
    const odd = probOdd(o.finalTotal);
    lines.push(row('oe', 0, [odd, 1 - odd]));
  }
  return lines;
}

/** Every main line of a pre-match or live match at sim time `now`. */
export function mainLines(match: SimMatch, now: number, rng: Rng): LineRow[] {
  const state = lineState(match, now);
  const played = match.state === 'live' ? playMinutes(match, now) : 0;
  const sport = match.sport;
  const ft = outlook(match, played, sport.minutes, true);
  const lines = periodLines(match, ft, PERIOD.FT, state, rng);
  // First-half lines close in the last 5% of the half, when one side is nearly certain.
  if (played < sport.halfAt - sport.minutes * 0.05 && sport.halfAt < sport.minutes) {
    const htScore = match.htHome === null;
    lines.push(...periodLines(match, outlook(match, played, sport.halfAt, htScore), PERIOD.HT, state, rng));
  }
  return lines;
}

/**
 * The Myanmar quote for the side giving goals: the body N and the percentage p that make backing the
 * giver about fair (wins above N, wins or loses p% at exactly N), rounded to tens as the market quotes.
 */
function myanmarQuote(margin: Pmf): MyanmarQuote {
  let best: MyanmarQuote = { body: 0, pct: 0 };
  let bestAbs = Infinity;
  // Every body the distribution reaches: totals such as corners sit far above the handful of goals a
  // handicap gives, and a search that stopped short left them on a meaningless level quote.
  const top = margin.min + margin.p.length - 1;
  for (let body = Math.max(0, margin.min); body <= top; body++) {
    const above = probAbove(margin, body);
    const exact = probEqual(margin, body);
    const below = 1 - above - exact;
    if (exact < 1e-6) continue;
    const pct = Math.round((100 * (below - above)) / exact / 10) * 10 || 0;
    if (Math.abs(pct) <= 100 && Math.abs(pct) < bestAbs) {
      best = { body, pct };
      bestAbs = Math.abs(pct);
    }
  }
  return best;
}

/** The Myanmar handicap and over/under quotes of one period, from what is still to come in it. */
function myanmarPeriod(o: Outlook, period: Period, goalsSoFar: number): MmoRow[] {
  const homeGives = probAbove(o.remainingMargin, 0) >= probAbove(negate(o.remainingMargin), 0);
  const hdp = myanmarQuote(homeGives ? o.remainingMargin : negate(o.remainingMargin));
  // The total is quoted on the further goals and shown (and settled) on the whole period's goals.
  const ou = myanmarQuote(o.finalTotal);
  return [
    ['hdp', period, homeGives ? 1 : 2, hdp.body, hdp.pct],
    ['ou', period, 0, ou.body + goalsSoFar, ou.pct],
  ];
}

/** Myanmar quotes for the full time and, while its lines are offered, the first half (as the main lines). */
export function myanmarRows(match: SimMatch, now: number): MmoRow[] {
  if (match.sport.model !== 'poisson' || match.type === 2) return [];
  const sport = match.sport;
  const played = match.state === 'live' ? playMinutes(match, now) : 0;
  const current = match.scoreHome + match.scoreAway;
  const rows = myanmarPeriod(outlook(match, played, sport.minutes, false), PERIOD.FT, current);
  if (played < sport.halfAt - sport.minutes * 0.05 && sport.halfAt < sport.minutes) {
    // Only before half time, so every goal so far belongs to the first half.
    rows.push(...myanmarPeriod(outlook(match, played, sport.halfAt, false), PERIOD.HT, current));
  }
  return rows;
}
