// Turnover, valid turnover and commission of a settled bet (RULES.md Bet entity; comm_type of player_info).
import { BP } from '../../shared/betting/outcome';
import type { SettleFactor } from '../../shared/betting/outcome';

/** The part of the risk that was really at stake: all of it for a full result, the half or share otherwise, none for a push. */
export function validTurnover(riskMinor: number, f: SettleFactor): number {
  const share = Math.max(f.winBp, f.loseBp);
  return Number((BigInt(riskMinor) * BigInt(share)) / BigInt(BP));
}

/** Commission in minor units, truncated: `commissionBp` is the member's rate in basis points. */
export function commission(
  validMinor: number,
  commType: string,
  commissionBp: number,
  f: SettleFactor,
): number {
  if (commType === 'A' || (commType === 'B' && f.loseBp > 0)) {
    return Number((BigInt(validMinor) * BigInt(commissionBp)) / BigInt(BP));
  }
  return 0;
}
