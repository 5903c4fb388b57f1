// Settles one selection against a recorded match result: every market key the simulator quotes
// (docs/FEED.md choice codes), the half-time / F5 period, and the cancelled, refund and abandoned states.
import { backsGiver, type MyanmarQuote } from '../../shared/odds/myanmar';
import { finishedInside, isRaceMarket, RACE_MARKET_LEGS } from '../../shared/racing/settlement';
import { handicapFactor, totalFactor } from './asian';
import { myanmarFactor } from '../../shared/betting/myanmar';
import { VOID, won } from '../../shared/betting/outcome';
import type { SettleFactor } from '../../shared/betting/outcome';

/**
 * How a match ended (RULES.md section 4 match status): completed, cancelled (refund everything), a 1H or
 * 2H refund (that half's bets void, the rest settle), or abandoned in the 1st or 2nd half.
 */
export type ResultStatus =
  'completed' | 'cancelled' | 'refund_1h' | 'refund_2h' | 'abandoned_1h' | 'abandoned_2h';

export interface MatchOutcome {
  status: ResultStatus;
  home: number;
  away: number;
  /** Score at half time (F5 innings in baseball); null when the sport has no half line. */
  htHome: number | null;
  htAway: number | null;
  firstGoal: 'h' | 'a' | null;
  lastGoal: 'h' | 'a' | null;
  /** Outright winner first. */
  placings: readonly string[];
}

export interface BetPick {
  market: string;
  /** 0 full time, 1 first half (F5 innings). */
  period: number;
  choice: string;
  /** Hundredths: the home handicap, a total, or the side of a per-team market (1 home, 2 away). */
  line: number | null;
  /** Live handicaps count only the goals after the bet (Asian practice): the score when it was placed. */
  scoreAtBet: readonly [number, number] | null;
  /** Myanmar quote and its giver (1 home, 2 away, 0 for over/under, where over gives). */
  mmo: { quote: MyanmarQuote; giver: 0 | 1 | 2 } | null;
}

type Score = [number, number];
const res = (h: number, a: number): '1' | 'x' | '2' => (h > a ? '1' : h === a ? 'x' : '2');
const yn = (v: boolean): string => (v ? 'y' : 'n');

/** Correct-score grid 0-0..4-4 plus "other" (RULES.md section 9). */
function correctScore(h: number, a: number): string {
  return h <= 4 && a <= 4 ? `${h}-${a}` : 'other';
}

/** "N" or "N+" options: exact-goal markets end in an open bucket ("10+", "3+"). */
function exactBucket(choice: string, goals: number): boolean {
  if (choice.endsWith('+')) return goals >= Number(choice.slice(0, -1));
  return goals === Number(choice);
}

function rangeBucket(choice: string, goals: number): boolean {
  if (choice.endsWith('+')) return goals >= Number(choice.slice(0, -1));
  const [lo, hi] = choice.split('-').map(Number) as [number, number];
  return goals >= lo && goals <= hi;
}

function winningMargin(h: number, a: number): string {
  if (h === a) return 'x';
  const diff = Math.abs(h - a);
  return `${h > a ? 'h' : 'a'}${diff >= 3 ? '3+' : diff}`;
}

/** Settles a market whose outcome depends only on a final score (and a line for some). */
function byScore(pick: BetPick, [h, a]: Score, bet: Score): SettleFactor | null {
  const total = h + a;
  const c = pick.choice;
  const line = pick.line ?? 0;
  switch (pick.market) {
    case 'hdp':
      return handicapFactor(c as 'h' | 'a', line, h - a - (bet[0] - bet[1]));
    case 'ou':
      return totalFactor(c as 'o' | 'u', line, total);
    case 'oe':
      return won(c === (total % 2 ? 'odd' : 'even'));
    case 'oehm':
      return won(c === (h % 2 ? 'odd' : 'even'));
    case 'oeaw':
      return won(c === (a % 2 ? 'odd' : 'even'));
    case 'oxt':
      return won(c === res(h, a));
    case 'ml':
    case 'dnb':
      return h === a ? VOID : won(c === (h > a ? 'h' : 'a'));
    case 'hnb':
      return h > a ? VOID : won(c === (h === a ? 'x' : 'a'));
    case 'anb':
      return a > h ? VOID : won(c === (h === a ? 'x' : 'h'));
    case 'dc':
      return won(c.includes(res(h, a)));
    case 'cs':
      return won(c === correctScore(h, a));
    case 'tg':
    case 'etg':
    case 'ehtg':
      return won(exactBucket(c, total));
    case 'eatg':
      return won(exactBucket(c, a));
    case 'orz':
      return won(rangeBucket(c, total));
    case 'bs':
      return won(c === yn(h > 0 && a > 0));
    case 'cl':
      return won(c === yn(line === 2 ? h === 0 : a === 0));
    case 'twtn':
      return won(c === yn(line === 2 ? a > h && h === 0 : h > a && a === 0));
    case 'wm':
      return won(c === winningMargin(h, a));
    case 'oxtou':
      return won(c === `${res(h, a)}${total * 100 > line ? 'o' : 'u'}`);
    case 'dcou': {
      const ou = c.slice(-1);
      return won(c.slice(0, -1).includes(res(h, a)) && ou === (total * 100 > line ? 'o' : 'u'));
    }
    case 'ouoe':
      return won(c === `${total * 100 > line ? 'o' : 'u'}${total % 2 ? 'odd' : 'even'}`);
    default:
      return null;
  }
}

/** Markets that need both halves (HT/FT, to win either half). */
function byHalves(pick: BetPick, ht: Score, ft: Score): SettleFactor | null {
  const second: Score = [ft[0] - ht[0], ft[1] - ht[1]];
  switch (pick.market) {
    case 'htft':
      return won(pick.choice === `${res(...ht)}${res(...ft)}`);
    case 'tw': {
      const side = pick.line === 2 ? 1 : 0;
      const wins = (s: Score) => s[side] > s[1 - side]!;
      return won(pick.choice === yn(wins(ht) || wins(second)));
    }
    default:
      return null;
  }
}

function firstLast(pick: BetPick, r: MatchOutcome): SettleFactor {
  const goal = pick.line === 2 ? r.lastGoal : r.firstGoal;
  return won(pick.choice === (goal ?? 'none'));
}

const FIRST_HALF_FIXED = new Set(['htft', 'tw']);

/** Whether the bet belongs to the first half (its own period, or a first-half-only market). */
function isFirstHalf(pick: BetPick): boolean {
  return pick.period === 1 || pick.market === 'ehtg';
}

/** The settlement factor of one selection; void when the result does not decide it. */
export function settlePick(pick: BetPick, r: MatchOutcome): SettleFactor {
  const firstHalf = isFirstHalf(pick);
  switch (r.status) {
    case 'cancelled':
    case 'abandoned_1h':
      return VOID;
    case 'refund_1h':
      if (firstHalf) return VOID;
      break;
    case 'refund_2h':
      if (!firstHalf) return VOID;
      break;
    case 'abandoned_2h':
      // A first goal already scored decides its market; everything else of the full match is void.
      if (pick.market === 'fglg' && pick.line !== 2 && r.firstGoal !== null) return firstLast(pick, r);
      if (!firstHalf) return VOID;
      break;
    case 'completed':
      break;
  }
  const ht: Score | null = r.htHome === null || r.htAway === null ? null : [r.htHome, r.htAway];
  const ft: Score = [r.home, r.away];
  if (pick.market === 'outright') return won(r.placings[0] === pick.choice);
  if (isRaceMarket(pick.market)) {
    // Race card picks (RULES.md section 11): placings hold the whole field in finishing order.
    const inside = finishedInside(RACE_MARKET_LEGS[pick.market], pick.choice, r.placings);
    return inside === null ? VOID : won(inside);
  }
  if (pick.market === 'fglg') return firstLast(pick, r);
  const bet: Score = pick.scoreAtBet ? [pick.scoreAtBet[0], pick.scoreAtBet[1]] : [0, 0];
  if (pick.mmo) return settleMyanmar(pick, firstHalf ? ht : ft, bet);
  if (FIRST_HALF_FIXED.has(pick.market)) return ht ? (byHalves(pick, ht, ft) ?? VOID) : VOID;
  const score = firstHalf ? ht : ft;
  if (!score) return VOID;
  return byScore(pick, score, bet) ?? VOID;
}

function settleMyanmar(pick: BetPick, score: Score | null, bet: Score): SettleFactor {
  if (!score || !pick.mmo) return VOID;
  const { quote, giver } = pick.mmo;
  const backs = backsGiver(pick.market, pick.choice, giver);
  if (pick.market === 'ou') return myanmarFactor(quote, score[0] + score[1], backs);
  if (pick.market !== 'hdp' || giver === 0) return VOID;
  // Myanmar handicaps are quoted on the goals still to come, like Asian live handicaps.
  const homeMargin = score[0] - score[1] - (bet[0] - bet[1]);
  const giverMargin = giver === 1 ? homeMargin : -homeMargin;
  return myanmarFactor(quote, giverMargin, backs);
}
