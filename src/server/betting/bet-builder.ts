// Bet builder (RULES.md section 13): two to six selections of one soccer match not yet live, priced together from
// the match model's joint distribution of the outcomes they name, never from the product of their own prices.
// The goals come from the same chain the simulator plays (odds/pricing.ts furtherGoals): the first half from kick-off,
// then the second half from each half-time margin, so "home win and over 2.5" is the chance that both happen.
// Corners are a child match with a chain of their own, independent of the goals in the model: their chance multiplies.
import type { PlacedResponse } from '../../shared/betting/api';
import { acceptedPrice, betAmounts } from '../../shared/betting/amounts';
import { ODDS_TYPES } from '../../shared/constants';
import { displayUnits, MAX_PRICE, MIN_PRICE, priceFromDecimal, type Price } from '../../shared/odds/price';
import type { AuthenticatedSession } from '../security/sessions';
import type { NewBet } from './bet-store';
import { submitPlacement } from './place';
import type { BettingDeps } from './deps';
import type { ResolvedLeg } from './quotes';
import { ApiError } from '../http/api-error';
import {
  BUILDER_MAX_PICKS,
  BUILDER_MIN_PICKS,
  builderSlot,
  builderTakesCornerPick,
  builderTakesGoalPick,
  type BuilderPick,
} from '../../shared/betting/builder';
import { BOOK_MARGIN } from '../odds/model';
import { furtherGoals } from '../odds/pricing';
import { LINE_STATE, LN } from '../../shared/feed/layout';
import type { SimMatch } from '../odds/types';

/** One way the match can end, as the builder's goal markets read it. */
interface GoalEnd {
  htHome: number;
  htAway: number;
  home: number;
  away: number;
  p: number;
}

type GoalRule = (end: GoalEnd) => boolean;
type CornerRule = (total: number) => boolean;
type Rule = { goals: GoalRule } | { corners: CornerRule };

const result = (home: number, away: number) => (home > away ? '1' : home === away ? 'x' : '2');

const DOUBLE_CHANCE: Record<string, readonly string[]> = {
  '1x': ['1', 'x'],
  '12': ['1', '2'],
  x2: ['x', '2'],
};

/** What a goal market's choice wins on (a selection `builderTakesGoalPick` took). */
function goalRule(pick: BuilderPick): GoalRule {
  const { market, period, choice } = pick;
  const line = pick.line ?? 0;
  switch (market) {
    case 'oxt':
      return period === 0
        ? (e) => result(e.home, e.away) === choice
        : (e) => result(e.htHome, e.htAway) === choice;
    case 'dc':
      return (e) => DOUBLE_CHANCE[choice]!.includes(result(e.home, e.away));
    case 'ou':
      return (e) => (e.home + e.away) * 100 > line === (choice === 'o');
    case 'bs':
      return (e) => (e.home > 0 && e.away > 0) === (choice === 'y');
    case 'cs': {
      if (choice === 'other') return (e) => e.home > 4 || e.away > 4;
      const [home, away] = choice.split('-').map(Number);
      return (e) => e.home === home && e.away === away;
    }
    default: {
      // Winning margin: a draw, or the side ("h", "a") and its lead (1, 2, 3+).
      if (choice === 'x') return (e) => e.home === e.away;
      const lead = choice.slice(1);
      return (e) => {
        const by = choice[0] === 'h' ? e.home - e.away : e.away - e.home;
        return lead === '3+' ? by >= 3 : by === Number(lead);
      };
    }
  }
}

/** What a Corners total wins on (a selection `builderTakesCornerPick` took). */
function cornerRule(pick: BuilderPick): CornerRule {
  const line = pick.line ?? 0;
  return (total) => total * 100 > line === (pick.choice === 'o');
}

/** The builder's match and its Corners child, when the match is one a builder takes now. */
export interface BuilderMatch {
  match: SimMatch;
  corners: SimMatch | null;
}

/** Every half-time and full-time score of a match not yet kicked off, with its chance (the model's own chain). */
function goalEnds(match: SimMatch): GoalEnd[] {
  const half = match.sport.halfAt;
  const ends: GoalEnd[] = [];
  const secondHalf = new Map<number, readonly (readonly number[])[]>();
  furtherGoals(match, 0, half, 0).forEach((row, htHome) =>
    row.forEach((pHt, htAway) => {
      if (pHt === 0) return;
      const margin = htHome - htAway;
      const grid = secondHalf.get(margin) ?? furtherGoals(match, half, match.sport.minutes, margin);
      secondHalf.set(margin, grid);
      grid.forEach((r, i) =>
        r.forEach((p, j) => {
          if (p > 0) ends.push({ htHome, htAway, home: htHome + i, away: htAway + j, p: pHt * p });
        }),
      );
    }),
  );
  return ends;
}

/** The chance of each total of corners (the child match's own chain over the whole match). */
function cornerTotals(corners: SimMatch): number[] {
  const totals: number[] = [];
  furtherGoals(corners, 0, corners.sport.minutes, 0).forEach((row, i) =>
    row.forEach((p, j) => (totals[i + j] = (totals[i + j] ?? 0) + p)),
  );
  return totals;
}

/**
 * Checks the selections against the match (markets, no selection twice) and answers each one's rule; refuses
 * with the code the player is shown.
 */
function rulesOf(target: BuilderMatch, picks: readonly BuilderPick[]): Rule[] {
  const seen = new Set<string>();
  return picks.map((pick) => {
    const slot = builderSlot(pick);
    if (seen.has(slot)) throw new ApiError('builderSameMarket');
    seen.add(slot);
    if (pick.match_id === target.match.id) {
      if (!builderTakesGoalPick(pick)) throw new ApiError('builderPickInvalid');
      return { goals: goalRule(pick) };
    }
    if (target.corners && pick.match_id === target.corners.id) {
      if (!builderTakesCornerPick(pick)) throw new ApiError('builderPickInvalid');
      return { corners: cornerRule(pick) };
    }
    throw new ApiError('builderOneMatch');
  });
}

/** The chance that every selection wins, from the joint distribution of the match's outcomes. */
export function builderChance(target: BuilderMatch, picks: readonly BuilderPick[]): number {
  if (picks.length < BUILDER_MIN_PICKS || picks.length > BUILDER_MAX_PICKS)
    throw new ApiError('builderPickCount');
  return jointChance(target, picks);
}

/** The chance that every one of `picks` (any number) wins. */
function jointChance(target: BuilderMatch, picks: readonly BuilderPick[]): number {
  const rules = rulesOf(target, picks);
  const goalRules = rules.flatMap((r) => ('goals' in r ? [r.goals] : []));
  const cornerRules = rules.flatMap((r) => ('corners' in r ? [r.corners] : []));
  const goals = goalEnds(target.match)
    .filter((e) => goalRules.every((rule) => rule(e)))
    .reduce((s, e) => s + e.p, 0);
  if (cornerRules.length === 0 || !target.corners) return goals;
  const corners = cornerTotals(target.corners).reduce(
    (s, p, total) => (cornerRules.every((rule) => rule(total)) ? s + p : s),
    0,
  );
  return goals * corners;
}

/** Below this chance the selections cannot all happen: they contradict one another. */
const CONTRADICTION = 1e-9;

/**
 * The builder's price: the joint chance with the book's margin once per selection, as a slip of as many separate
 * prices would carry it, floored to the quoted hundredth (the house's way). Refused when the selections contradict
 * one another, or when the price is out of the quotable range (a near-certain combination has no price).
 */
export function builderPrice(
  target: BuilderMatch,
  picks: readonly BuilderPick[],
): { price: Price; chance: number } {
  const chance = builderChance(target, picks);
  if (chance < CONTRADICTION) throw new ApiError('builderContradictory');
  const decimal = 1 / (chance * BOOK_MARGIN ** picks.length);
  const price = Math.min(priceFromDecimal(decimal), MAX_PRICE);
  if (decimal < 1 + MIN_PRICE / 1_000_000) throw new ApiError('builderPriceOutOfRange');
  return { price, chance };
}

/**
 * The match a builder is on, if it takes one now: a soccer match not yet kicked off whose full-time 1X2 is open
 * (suspended: 328, as for a single).
 */
export function builderMatch(getMatch: (id: number) => SimMatch | undefined, matchId: number): BuilderMatch {
  const match = getMatch(matchId);
  if (!match || match.sport.id !== 1 || match.type !== 1 || match.state !== 'pre')
    throw new ApiError('builderNotOffered');
  const fullTime = match.lines.find((l) => l[LN.MARKET] === 'oxt' && l[LN.PERIOD] === 0);
  if (!fullTime) throw new ApiError('builderNotOffered');
  if (fullTime[LN.STATE] !== LINE_STATE.RUNNING) throw new ApiError('328');
  const corners =
    match.childIds.map((id) => getMatch(id)).find((c): c is SimMatch => c?.label === 'Corners') ?? null;
  return { match, corners };
}

export interface BuilderBetBody {
  match_id: number;
  picks: BuilderPick[];
  /** The price the player was quoted. */
  price: number;
  /** Minor units. */
  stake: number;
  slip_id: string;
  accept_better_odds?: boolean;
  accept_any_odds?: boolean;
}

/**
 * Places a bet builder through the placement of a single: priced again now, at the price the player saw (or the
 * flags' better or any), one bet whose legs are the selections, each kept with its own price from the same model
 * so the bet list can show what each alone would have paid; the whole is struck at the one price.
 */
export async function placeBuilderBet(
  deps: BettingDeps,
  session: AuthenticatedSession,
  body: BuilderBetBody,
): Promise<PlacedResponse> {
  const getMatch = (id: number) => deps.odds.getMatch(id);
  const target = builderMatch(getMatch, body.match_id);
  const { price: now } = builderPrice(target, body.picks);
  const price = acceptedPrice(body.price, now, {
    acceptBetterOdds: body.accept_better_odds === true,
    acceptAnyOdds: body.accept_any_odds === true,
  });
  if (price === null) throw new ApiError('oddsIsUpdating');
  if (body.stake <= 0) throw new ApiError('invalidBetAmount');
  const amounts = betAmounts(body.stake, price, ODDS_TYPES.DEC);
  const leagueName = deps.odds.world().leagues.get(target.match.leagueId)?.name ?? '';
  const legs = body.picks.map((pick) => {
    const match = getMatch(pick.match_id) ?? target.match;
    const alone = Math.min(priceFromDecimal(1 / (jointChance(target, [pick]) * BOOK_MARGIN)), MAX_PRICE);
    const r: ResolvedLeg = {
      leg: { ...pick, price: alone, odds_type: ODDS_TYPES.DEC },
      code: '',
      price: alone,
      line: pick.line,
      state: LINE_STATE.RUNNING,
      live: false,
      score: null,
      mmo: null,
      match,
      leagueName,
      matchKey: target.match.id,
      reds: 0,
    };
    return { r, price: alone, oddsUnits: displayUnits(alone, ODDS_TYPES.DEC) };
  });
  const bet: NewBet = {
    accountId: session.accountId,
    slipId: body.slip_id,
    kind: 'builder',
    virtual: false,
    status: 'running',
    acceptAtMs: null,
    placedMs: deps.ctx.now(),
    oddsType: ODDS_TYPES.DEC,
    oddsUnits: amounts.oddsUnits,
    stakeMinor: body.stake,
    riskMinor: amounts.riskMinor,
    winMinor: amounts.winMinor,
    maxPayoutMinor: amounts.riskMinor + amounts.winMinor,
    ticketCount: 1,
    sizes: [],
    legs,
  };
  // The member's parlay limits: a builder is a combination of selections, as a parlay is.
  return submitPlacement(deps, { bet, key: 'parlay', checkedStake: body.stake, ticketStake: null });
}
