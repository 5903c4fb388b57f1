// Telling a replayed money request from a new one by the key the client chose (http/route.ts `moneyRoute`).
import type { Database } from '../db/types';
import type { ReplayCheck } from './route';

/** The tables that hold one row per accepted slip under UNIQUE (account_id, slip_id). */
const SLIP_TABLES = { sportsbook: 'bets', lottery: 'lottery_bets', virtual: 'race_bets' } as const;

/** A slip the member already placed answers duplicate_debit_record, whatever its bet has become since. */
export function slipReplay(
  db: Database,
  product: keyof typeof SLIP_TABLES,
): ReplayCheck<{ slip_id: string }> {
  const sql = `SELECT 1 FROM ${SLIP_TABLES[product]} WHERE account_id = $1 AND slip_id = $2 LIMIT 1`;
  return async (body, session) =>
    (await db.query(sql, [session.accountId, body.slip_id])).length > 0 ? 'duplicate_debit_record' : null;
}
