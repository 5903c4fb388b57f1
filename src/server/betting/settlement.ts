// The money of one settled bet, and the ledger movements of a re-settlement, as pure functions the
// server applies inside one transaction and the property tests check.
import { commission, validTurnover } from './commission';
import { singleReturn } from '../../shared/betting/outcome';
import type { SettleFactor } from '../../shared/betting/outcome';

export interface Settled {
  /** Credited to the wallet at settlement (0 for a lost bet). */
  returnMinor: number;
  /** return - risk: the player's win (+) or loss (-). */
  winLossMinor: number;
  validTurnoverMinor: number;
  commissionMinor: number;
}

export interface MemberCommission {
  commType: string;
  commissionBp: number;
}

/** Never returns more than the bet's max payout (risk plus the full win it was struck at). */
export function settleAmounts(
  riskMinor: number,
  returnMinor: number,
  factor: SettleFactor,
  maxPayoutMinor: number,
  member: MemberCommission,
): Settled {
  const capped = Math.min(returnMinor, maxPayoutMinor);
  const valid = validTurnover(riskMinor, factor);
  return {
    returnMinor: capped,
    winLossMinor: capped - riskMinor,
    validTurnoverMinor: valid,
    commissionMinor: commission(valid, member.commType, member.commissionBp, factor),
  };
}

export function settleSingle(
  riskMinor: number,
  winMinor: number,
  factor: SettleFactor,
  member: MemberCommission,
): Settled {
  return settleAmounts(
    riskMinor,
    singleReturn(riskMinor, winMinor, factor),
    factor,
    riskMinor + winMinor,
    member,
  );
}

export interface LedgerMove {
  type: 'settle' | 'refund' | 'commission';
  amountMinor: number;
  remark: string;
}

/** The credits of a first settlement: the return (a refund when the bet was voided) and the commission. */
export function settlementMoves(s: Settled, voided: boolean): LedgerMove[] {
  const moves: LedgerMove[] = [];
  if (s.returnMinor > 0)
    moves.push({
      type: voided ? 'refund' : 'settle',
      amountMinor: s.returnMinor,
      remark: voided ? 'void' : 'settle',
    });
  if (s.commissionMinor > 0)
    moves.push({ type: 'commission', amountMinor: s.commissionMinor, remark: 'commission' });
  return moves;
}

/**
 * Re-settlement reverses what the previous settlement credited and applies the new one, as separate
 * rows so the ledger shows both. Credits come first so a re-settlement that pays more never trips the
 * balance guard on its way.
 */
export function resettlementMoves(
  previous: Settled,
  previousVoid: boolean,
  next: Settled,
  nextVoid: boolean,
): LedgerMove[] {
  const reverse = settlementMoves(previous, previousVoid).map((m) => ({
    ...m,
    amountMinor: -m.amountMinor,
    remark: `resettle reversal: ${m.remark}`,
  }));
  return [...settlementMoves(next, nextVoid), ...reverse];
}
