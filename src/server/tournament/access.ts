// Who may use tournaments: the per-account and per-operator switch (RULES.md section 6), and the "valid
// bet" a member needs before joining a room (RULES.md section 5).
import { toSafeInt, type Queryable } from '../db/types';
import { ApiError } from '../http/api-error';

/** The app_meta key the operator-level product switches are kept under (a comma list of product keys). */
const OPERATOR_SWITCH_KEY = 'operator_disabled_products';

export async function isTournamentDisabled(q: Queryable, accountId: string): Promise<boolean> {
  const rows = await q.query<{ off: boolean; operator: string | null }>(
    `SELECT m.tournament_disabled AS off, (SELECT value FROM app_meta WHERE key = $2) AS operator
     FROM members m WHERE m.account_id = $1`,
    [accountId, OPERATOR_SWITCH_KEY],
  );
  const row = rows[0];
  if (!row) return true;
  return (
    row.off ||
    (row.operator ?? '')
      .split(',')
      .map((s) => s.trim())
      .includes('tournament')
  );
}

export async function assertTournamentEnabled(q: Queryable, accountId: string): Promise<void> {
  if (await isTournamentDisabled(q, accountId)) throw new ApiError('tournamentDisabled');
}

/** "A valid bet is needed to join": where the member's sportsbook bets are stored is the betting side's business. */
export interface ValidBetSource {
  hasValidBet(q: Queryable, accountId: string): Promise<boolean>;
}

/**
 * A valid bet is an accepted sportsbook bet: running or settled, not waiting, rejected or void. Reads the
 * betting engine's `bets` table; until that table exists no member has a valid bet.
 */
export const sportsbookValidBets: ValidBetSource = {
  async hasValidBet(q, accountId) {
    const [table] = await q.query<{ name: string | null }>(`SELECT to_regclass('public.bets')::text AS name`);
    if (!table?.name) return false;
    const [row] = await q.query<{ n: unknown }>(
      `SELECT count(*) AS n FROM (SELECT 1 FROM bets WHERE account_id = $1 AND status IN ('running', 'settled') LIMIT 1) b`,
      [accountId],
    );
    return toSafeInt(row?.n ?? 0) > 0;
  },
};
