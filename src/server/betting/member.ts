// The member facts placement and settlement need: stake limits per key and the commission terms.
import type { StakeLimit } from '../../shared/betting/limits';
import type { MemberCommission } from './settlement';
import { toSafeInt, type Queryable } from '../db/types';

export async function loadLimits(q: Queryable, accountId: string): Promise<Map<string, StakeLimit>> {
  const rows = await q.query<{
    key: string;
    min_bet_minor: unknown;
    max_bet_minor: unknown;
    max_payout_minor: unknown;
  }>('SELECT key, min_bet_minor, max_bet_minor, max_payout_minor FROM bet_limits WHERE account_id = $1', [
    accountId,
  ]);
  return new Map(
    rows.map((r) => [
      r.key,
      {
        minMinor: toSafeInt(r.min_bet_minor),
        maxMinor: toSafeInt(r.max_bet_minor),
        maxPayoutMinor: toSafeInt(r.max_payout_minor),
      },
    ]),
  );
}

export async function loadCommission(q: Queryable, accountId: string): Promise<MemberCommission> {
  const [row] = await q.query<{ comm_type: string; commission_bp: unknown }>(
    'SELECT comm_type, commission_bp FROM members WHERE account_id = $1',
    [accountId],
  );
  return { commType: row?.comm_type ?? 'N', commissionBp: row ? toSafeInt(row.commission_bp) : 0 };
}
