// Settlement of one match: the result it is settled against is recorded once (a correction goes through
// resettleMatch), singles are paid set-based, parlay legs are marked and finished parlays paid.
import type { MatchOutcome } from './markets';
import { toSafeInt } from '../db/types';
import type { MatchResult } from '../odds/types';
import type { BettingDeps } from './deps';
import { PARLAY_KINDS, markParlayLegs, openParlaysOf, settleParlayBet } from './settle-parlays';
import { lockMatch, runningSinglesOf, settleSinglesOfMatch } from './settle-singles';

/** The simulator records completed (1) and cancelled (2) matches; cancelled refunds every bet. */
export function outcomeOf(r: MatchResult): MatchOutcome {
  return {
    status: r.status === 2 ? 'cancelled' : 'completed',
    home: r.scoreHome,
    away: r.scoreAway,
    htHome: r.htHome,
    htAway: r.htAway,
    firstGoal: r.firstGoal,
    lastGoal: r.lastGoal,
    placings: r.placings,
  };
}

export interface SettleReport {
  singles: number;
  parlays: number;
}

export async function settleMatch(
  deps: BettingDeps,
  matchId: number,
  fresh: MatchOutcome,
  opts: {
    skipRecord?: boolean;
    /** When the match ended (sim time, MatchResult.finishedAt): a pass that pays bets reports its lag. */
    finishedAt?: number;
  } = {},
): Promise<SettleReport> {
  const { db } = deps.ctx;
  if (!opts.skipRecord) {
    await db.query(
      `INSERT INTO settled_results (match_id, status, outcome) VALUES ($1, $2, $3) ON CONFLICT (match_id) DO NOTHING`,
      [matchId, fresh.status, JSON.stringify(fresh)],
    );
  }
  // A result corrected earlier wins over the simulator's replayed one.
  const [stored] = await db.query<{ outcome: string }>(
    'SELECT outcome FROM settled_results WHERE match_id = $1',
    [matchId],
  );
  const result = stored ? (JSON.parse(stored.outcome) as MatchOutcome) : fresh;
  const { singles, parlayIds } = await settleLegsOfMatch(deps, matchId, result);
  // Also the parlays whose legs were marked on an earlier pass but whose payment failed.
  const ready = await db.query<{ id: unknown }>(
    `SELECT DISTINCT b.id FROM bet_legs l JOIN bets b ON b.id = l.bet_id
     WHERE l.match_id = $1 AND b.status = 'running' AND b.kind IN ${PARLAY_KINDS}
       AND NOT EXISTS (SELECT 1 FROM bet_legs o WHERE o.bet_id = b.id AND o.outcome IS NULL)`,
    [matchId],
  );
  let parlays = 0;
  for (const id of new Set([...parlayIds, ...ready.map((r) => toSafeInt(r.id))])) {
    try {
      if (await db.transaction((tx) => settleParlayBet(tx, id))) parlays++;
    } catch (error) {
      deps.settlement.failed(id, matchId, error);
    }
  }
  if (opts.finishedAt !== undefined && singles + parlays > 0)
    deps.ctx.metrics.matchSettled(deps.odds.realMsSince(opts.finishedAt));
  return { singles, parlays };
}

/**
 * Pays the match's singles and marks its parlay legs, all at once; when that fails (one bet the set cannot
 * settle), each bet is settled in its own transaction so the others are paid now. A bet that fails alone is
 * logged and counted, stays running, and is tried again on the next pass (the sweep finds its open leg).
 */
async function settleLegsOfMatch(
  deps: BettingDeps,
  matchId: number,
  result: MatchOutcome,
): Promise<{ singles: number; parlayIds: number[] }> {
  const { db } = deps.ctx;
  try {
    return await db.transaction(async (tx) => {
      await lockMatch(tx, matchId);
      return {
        singles: await settleSinglesOfMatch(tx, matchId, result),
        parlayIds: await markParlayLegs(tx, matchId, result),
      };
    });
  } catch (error) {
    deps.settlement.matchFailed(matchId, error);
  }
  let singles = 0;
  for (const id of await runningSinglesOf(db, matchId)) {
    try {
      singles += await db.transaction(async (tx) => {
        await lockMatch(tx, matchId);
        return settleSinglesOfMatch(tx, matchId, result, id);
      });
    } catch (error) {
      deps.settlement.failed(id, matchId, error);
    }
  }
  const parlayIds: number[] = [];
  for (const id of await openParlaysOf(db, matchId)) {
    try {
      parlayIds.push(
        ...(await db.transaction(async (tx) => {
          await lockMatch(tx, matchId);
          return markParlayLegs(tx, matchId, result, id);
        })),
      );
    } catch (error) {
      deps.settlement.failed(id, matchId, error);
    }
  }
  return { singles, parlayIds };
}

/**
 * Matches with open legs whose result is already known (settlement missed while down, a late acceptance, or a
 * bet whose settlement failed), and matches of running parlays whose every leg is marked (the ticket's payment
 * failed): the sweep settles them again.
 */
export async function unsettledMatches(deps: BettingDeps): Promise<number[]> {
  const rows = await deps.ctx.db.query<{ match_id: unknown }>(
    `SELECT DISTINCT l.match_id FROM bet_legs l JOIN bets b ON b.id = l.bet_id
     WHERE b.status = 'running'
       AND ((l.outcome IS NULL
             AND (EXISTS (SELECT 1 FROM match_results r WHERE r.match_id = l.match_id)
               OR EXISTS (SELECT 1 FROM settled_results s WHERE s.match_id = l.match_id)))
         OR (b.kind IN ${PARLAY_KINDS}
             AND NOT EXISTS (SELECT 1 FROM bet_legs o WHERE o.bet_id = b.id AND o.outcome IS NULL)))
     LIMIT 200`,
  );
  return rows.map((r) => toSafeInt(r.match_id));
}

/** A cancelled match: every bet on it is refunded (also what an operator's `resettle-match --cancelled` applies). */
export const CANCELLED: MatchOutcome = {
  status: 'cancelled',
  home: 0,
  away: 0,
  htHome: null,
  htAway: null,
  firstGoal: null,
  lastGoal: null,
  placings: [],
};
