// What settling a bet writes: its row's settled state and its money moves on the ledger. First settlement and
// re-settlement write the same way.
import type { SettleFactor } from '../../shared/betting/outcome';
import type { LedgerMove, Settled } from './settlement';
import { toSafeInt, type Queryable } from '../db/types';
import { applyLedgerEntry } from '../wallet/wallet';

/** Writes a bet's settled state on its row: outcome, shares, amounts, and one more settlement counted. */
export async function writeBetSettlement(
  tx: Queryable,
  betId: number,
  factor: SettleFactor,
  settled: Settled,
): Promise<void> {
  await tx.query(
    `UPDATE bets SET status = $2, outcome = $3, win_bp = $4, lose_bp = $5, return_minor = $6, valid_turnover_minor = $7,
       commission_minor = $8, settled_at = clock_timestamp(), settle_count = settle_count + 1 WHERE id = $1`,
    [
      betId,
      factor.outcome === 'void' ? 'void' : 'settled',
      factor.outcome,
      factor.winBp,
      factor.loseBp,
      settled.returnMinor,
      settled.validTurnoverMinor,
      settled.commissionMinor,
    ],
  );
}

/**
 * Posts a bet's settlement moves to the member's ledger. `round` is the settlement's number (1 for the first,
 * one more for each re-settlement), so each move's idempotency key is its own and a retried round posts nothing
 * twice.
 */
export async function postSettlementMoves(
  tx: Queryable,
  bet: Record<string, unknown>,
  round: number,
  moves: readonly LedgerMove[],
): Promise<void> {
  for (const [i, move] of moves.entries()) {
    await applyLedgerEntry(tx, {
      accountId: String(bet.account_id),
      type: move.type,
      amountMinor: move.amountMinor,
      ref: String(bet.ref_no),
      remark: `${move.remark} ${String(bet.ref_no)}`,
      idempotencyKey: `settle:${toSafeInt(bet.id)}:${round}:${i}`,
      platform: 'sportsbook',
    });
  }
}
