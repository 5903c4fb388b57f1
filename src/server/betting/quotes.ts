// Re-checks a slip leg against the odds world (the producer's on the leader, the stored rows elsewhere): is the match and market open, what is the price and
// line now, and the live facts (score, red cards) the acceptance delay compares against.
import type { BetLeg, LegCheck } from '../../shared/betting/api';
import { isVirtualSport } from '../../shared/constants';
import { isMainMarket, LINE_STATE, LN, mainChoiceIndex } from '../../shared/feed/layout';
import { MYANMAR_PRICE } from '../../shared/odds/myanmar';
import type { OddsService } from '../odds/service';
import type { SimMatch } from '../odds/types';

export interface ResolvedLeg {
  leg: BetLeg;
  /** '' when bettable. */
  code: string;
  price: number;
  line: number | null;
  state: number;
  live: boolean;
  score: [number, number] | null;
  mmo: { body: number; pct: number; giver: 0 | 1 | 2 } | null;
  match: SimMatch | null;
  leagueName: string;
  /** Parent id for a child line, else the match id (one selection per match). */
  matchKey: number;
  reds: number;
}

const STATE_CODE: Record<number, string> = {
  [LINE_STATE.SUSPENDED]: '328',
  [LINE_STATE.CLOSED_PRICE]: '313',
  [LINE_STATE.CLOSED]: '314',
};

/**
 * Codes (RULES.md section 8): 318 unknown match, 311 match over, 308 match not open to this call (virtual
 * calls take sports 40-54 only, the others never), 340 selection not offered, 328 suspended, 313 price
 * hidden after a goal, 314 closed, invalidOddsBall when the handicap or total moved.
 */
export function resolveLeg(
  odds: OddsService,
  leg: BetLeg,
  opts: { virtual: boolean; mmo: boolean },
): ResolvedLeg {
  const match = odds.getMatch(leg.match_id) ?? null;
  const base: ResolvedLeg = {
    leg,
    code: '',
    price: 0,
    line: leg.line,
    state: LINE_STATE.CLOSED,
    live: match?.state === 'live',
    score: match && match.state === 'live' ? [match.scoreHome, match.scoreAway] : null,
    mmo: null,
    match,
    leagueName: match ? (odds.world().leagues.get(match.leagueId)?.name ?? '') : '',
    matchKey: match?.parentId ?? leg.match_id,
    reds: match ? match.redHome + match.redAway : 0,
  };
  const refuse = (code: string): ResolvedLeg => ({ ...base, code });
  if (!match) return refuse('318');
  if (match.state === 'ended' || match.state === 'cancelled') return refuse('311');
  if (isVirtualSport(match.sport.id) !== opts.virtual) return refuse('308');
  if (opts.mmo) return resolveMyanmar(base, match, leg);
  const quote =
    mainQuote(match, leg) ??
    (isMainMarket(leg.market)
      ? null
      : odds.findQuote({
          matchId: leg.match_id,
          market: leg.market,
          period: leg.period,
          choice: leg.choice,
          line: leg.line,
        }));
  if (!quote) return refuse('340');
  const resolved: ResolvedLeg = {
    ...base,
    price: quote.price,
    state: quote.state,
    line: leg.line === null ? null : quote.line,
  };
  if (quote.state !== LINE_STATE.RUNNING) return { ...resolved, code: STATE_CODE[quote.state] ?? '314' };
  if (quote.price <= 0) return { ...resolved, code: '313' };
  if (leg.line !== null && quote.line !== leg.line) return { ...resolved, code: 'invalidOddsBall' };
  return resolved;
}

function resolveMyanmar(base: ResolvedLeg, match: SimMatch, leg: BetLeg): ResolvedLeg {
  if (leg.market !== 'hdp' && leg.market !== 'ou') return { ...base, code: 'invalidBetType' };
  const row = match.mmo.find((r) => r[0] === leg.market && r[1] === leg.period);
  if (!row) return { ...base, code: '340' };
  const [, , giver, body, pct] = row;
  const main = match.lines.find((l) => l[0] === leg.market && l[1] === leg.period);
  const state = main ? main[6] : LINE_STATE.RUNNING;
  // Myanmar bets are even money: the canonical price of HK 1.00 makes them fit the parlay maths.
  const resolved: ResolvedLeg = {
    ...base,
    price: MYANMAR_PRICE,
    line: null,
    state,
    mmo: { body, pct, giver },
  };
  if (state !== LINE_STATE.RUNNING) return { ...resolved, code: STATE_CODE[state] ?? '314' };
  return resolved;
}

/** A main-market quote read straight from the match row (no extra-market build). */
function mainQuote(match: SimMatch, leg: BetLeg): { price: number; state: number; line: number } | null {
  const index = mainChoiceIndex(leg.market, leg.choice);
  if (index === undefined || match.outright) return null;
  const row = match.lines.find((l) => l[0] === leg.market && l[1] === leg.period);
  return row ? { price: row[LN.P1 + index] as number, state: row[6], line: row[2] } : null;
}

export function toLegCheck(r: ResolvedLeg): LegCheck {
  return {
    match_id: r.leg.match_id,
    code: r.code,
    price: r.price,
    line: r.line,
    state: r.state,
    live: r.live,
    score: r.score,
    mmo: r.mmo,
  };
}
