// Re-settlement: a corrected result reverses what each settled bet of the match was paid and pays it
// again, one transaction per bet, so the ledger shows both the reversal and the new settlement.
import type { MatchOutcome } from './markets';
import { resettlementMoves, settleSingle } from './settlement';
import type { Settled } from './settlement';
import { toSafeInt, type Queryable } from '../db/types';
import { ApiError } from '../http/api-error';
import type { BettingDeps } from './deps';
import { loadCommission } from './member';
import { legFactor, parlaySettled } from './settle-parlays';
import { postSettlementMoves, writeBetSettlement } from './settlement-records';
import { settleMatch } from './settle';

type Row = Record<string, unknown>;
const int = (v: unknown): number => toSafeInt(v ?? 0);

export interface ResettleReport {
  resettled: number;
  /** Bets whose reversal the balance could not cover (insufficient_balance); they keep the old settlement. */
  failed: number[];
}

function previousOf(bet: Row): Settled {
  const ret = int(bet.return_minor);
  return {
    returnMinor: ret,
    winLossMinor: ret - int(bet.risk_minor),
    validTurnoverMinor: int(bet.valid_turnover_minor),
    commissionMinor: int(bet.commission_minor),
  };
}

async function applyMoves(
  tx: Queryable,
  bet: Row,
  previous: Settled,
  next: Settled,
  nextVoid: boolean,
): Promise<void> {
  const moves = resettlementMoves(previous, bet.status === 'void', next, nextVoid);
  await postSettlementMoves(tx, bet, int(bet.settle_count) + 1, moves);
}

async function resettleOne(
  tx: Queryable,
  betId: number,
  matchId: number,
  result: MatchOutcome,
): Promise<boolean> {
  const [bet] = await tx.query<Row>(
    `SELECT * FROM bets WHERE id = $1 AND status IN ('settled', 'void') FOR UPDATE`,
    [betId],
  );
  if (!bet) return false;
  const legs = await tx.query<Row>('SELECT * FROM bet_legs WHERE bet_id = $1 AND match_id = $2', [
    betId,
    matchId,
  ]);
  for (const leg of legs) {
    const f = legFactor(leg, result);
    await tx.query(
      'UPDATE bet_legs SET outcome = $3, win_bp = $4, lose_bp = $5 WHERE bet_id = $1 AND leg_no = $2',
      [betId, int(leg.leg_no), f.outcome, f.winBp, f.loseBp],
    );
  }
  let next: Settled;
  let factor;
  if (bet.kind === 'single' || bet.kind === 'mmo_single') {
    factor = legFactor(legs[0] as Row, result);
    next = settleSingle(
      int(bet.risk_minor),
      int(bet.win_minor),
      factor,
      await loadCommission(tx, String(bet.account_id)),
    );
  } else {
    const done = await parlaySettled(tx, bet);
    if (!done) return false;
    ({ settled: next, factor } = done);
  }
  const voided = factor.outcome === 'void';
  await applyMoves(tx, bet, previousOf(bet), next, voided);
  await writeBetSettlement(tx, betId, factor, next);
  return true;
}

/** Replaces the result a match was settled against and re-settles every bet that used it. */
export async function resettleMatch(
  deps: BettingDeps,
  matchId: number,
  result: MatchOutcome,
): Promise<ResettleReport> {
  const { db } = deps.ctx;
  await db.query(
    `INSERT INTO settled_results (match_id, status, outcome) VALUES ($1, $2, $3)
     ON CONFLICT (match_id) DO UPDATE SET status = EXCLUDED.status, outcome = EXCLUDED.outcome,
       version = settled_results.version + 1, updated_at = now()`,
    [matchId, result.status, JSON.stringify(result)],
  );
  const bets = await db.query<{ id: unknown }>(
    `SELECT DISTINCT b.id FROM bets b JOIN bet_legs l ON l.bet_id = b.id
     WHERE l.match_id = $1 AND b.status IN ('settled', 'void') ORDER BY b.id`,
    [matchId],
  );
  const report: ResettleReport = { resettled: 0, failed: [] };
  for (const { id } of bets) {
    const betId = int(id);
    try {
      if (await db.transaction((tx) => resettleOne(tx, betId, matchId, result))) report.resettled++;
    } catch (error) {
      if (!(error instanceof ApiError) || error.code !== 'insufficient_balance') throw error;
      report.failed.push(betId);
    }
  }
  // Open parlays marked under the old result take the new one; open bets on the match then settle normally.
  await db.query(
    `UPDATE bet_legs SET outcome = NULL, win_bp = NULL, lose_bp = NULL
     WHERE match_id = $1 AND bet_id IN (SELECT id FROM bets WHERE status IN ('waiting', 'running'))`,
    [matchId],
  );
  await settleMatch(deps, matchId, result, { skipRecord: true });
  return report;
}
