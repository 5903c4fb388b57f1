// The daily statement (DOMAIN.md "Statements"): per working day the opening and closing balance and the
// stake, valid amount, win/loss and commission behind the change. Balances come from the ledger, which is
// the only record of money; valid amount and win/loss come from the bets settled that day.
import type { BetStatementResponse } from '../../shared/betting/api';
import { minorToDecimalString as dec } from '../../shared/money';
import { toSafeInt, type Queryable } from '../db/types';
import { reportWindow, WORKING_DATE_SQL } from '../services/report-range';

const int = (v: unknown): number => toSafeInt(v ?? 0);

export async function betStatement(
  q: Queryable,
  accountId: string,
  start: string,
  end: string,
): Promise<BetStatementResponse> {
  const w = reportWindow({
    account_id: '',
    session_token: '',
    start_date: start,
    end_date: end,
    page_number: 1,
    page_size: 1,
  });
  const balanceBefore = async (instant: string): Promise<number> => {
    const [row] = await q.query<{ b: unknown }>(
      'SELECT balance_after_minor AS b FROM ledger WHERE account_id = $1 AND created_at < $2 ORDER BY id DESC LIMIT 1',
      [accountId, instant],
    );
    return int(row?.b);
  };
  const day = WORKING_DATE_SQL('created_at');
  const ledgerDays = await q.query<Record<string, unknown>>(
    `SELECT ${day} AS d,
            (array_agg(balance_before_minor ORDER BY id))[1] AS opening,
            (array_agg(balance_after_minor ORDER BY id DESC))[1] AS closing,
            COALESCE(-SUM(amount_minor) FILTER (WHERE type = 'bet'), 0) AS stake,
            COALESCE(SUM(amount_minor) FILTER (WHERE type = 'commission'), 0) AS commission,
            COALESCE(SUM(amount_minor) FILTER (WHERE type IN ('deposit', 'withdrawal', 'adjustment')), 0) AS other,
            count(*) FILTER (WHERE type = 'bet') AS bets
     FROM ledger WHERE account_id = $1 AND created_at >= $2 AND created_at < $3 GROUP BY 1 ORDER BY 1`,
    [accountId, w.from, w.to],
  );
  const settledDay = WORKING_DATE_SQL('settled_at');
  const betDays = await q.query<{ d: string; valid: unknown; win_loss: unknown }>(
    `SELECT ${settledDay} AS d, SUM(valid_turnover_minor) AS valid, SUM(return_minor - risk_minor) AS win_loss
     FROM bets WHERE account_id = $1 AND status IN ('settled', 'void') AND settled_at >= $2 AND settled_at < $3 GROUP BY 1`,
    [accountId, w.from, w.to],
  );
  const settled = new Map(betDays.map((r) => [r.d, r]));
  return {
    opening_balance: dec(await balanceBefore(w.from)),
    closing_balance: dec(await balanceBefore(w.to)),
    days: ledgerDays.map((r) => {
      const s = settled.get(String(r.d));
      return {
        working_date: String(r.d),
        opening_balance: dec(int(r.opening)),
        stake: dec(int(r.stake)),
        valid_amount: dec(int(s?.valid)),
        win_loss: dec(int(s?.win_loss)),
        commission: dec(int(r.commission)),
        other: dec(int(r.other)),
        closing_balance: dec(int(r.closing)),
        bet_count: int(r.bets),
      };
    }),
  };
}
