// The daily statement (RULES.md section 10 "Statements"): per working day the opening and closing balance and the
// stake, valid amount, win/loss and commission behind the change, for every product that moves the wallet.
// Every figure is read from the ledger, the only record of money: each stake is a 'bet' row, each return a
// 'settle' or 'refund' row, and every product writes its platform on them (sportsbook, the provider's games,
// 4D, virtual sports, tournament fees and prizes). So on every day, for every account,
// closing = opening + win_loss + commission + other, to the minor unit, and no product can be left out.
import { PLATFORMS } from '../../shared/api/reports';
import type { BetStatementResponse, StatementDayResponse, StatementSource } from '../../shared/betting/api';
import { minorToDecimalString as dec } from '../../shared/money';
import { toSafeInt, toText, type Queryable } from '../db/types';
import { ApiError } from '../http/api-error';
import { reportWindow, WORKING_DATE_SQL, type ReportWindow } from '../services/report-range';

const int = (v: unknown): number => toSafeInt(v ?? 0);
const iso = (value: Date | string): string => (value instanceof Date ? value : new Date(value)).toISOString();

/** The sums every statement level shares, over the ledger rows of the FROM clause that follows. */
const SUMS = `COALESCE(-SUM(amount_minor) FILTER (WHERE type = 'bet'), 0) AS stake,
            COALESCE(SUM(amount_minor) FILTER (WHERE type = 'refund'), 0) AS refunded,
            COALESCE(SUM(amount_minor) FILTER (WHERE type IN ('bet', 'settle', 'refund')), 0) AS win_loss,
            COALESCE(SUM(amount_minor) FILTER (WHERE type = 'commission'), 0) AS commission,
            COALESCE(SUM(amount_minor) FILTER (WHERE type IN ('deposit', 'withdrawal', 'adjustment')), 0) AS other,
            count(*) FILTER (WHERE type = 'bet') AS bets`;

const window = (start: string, end: string): ReportWindow =>
  reportWindow({
    account_id: '',
    session_token: '',
    start_date: start,
    end_date: end,
    page_number: 1,
    page_size: 1,
  });

export async function betStatement(
  q: Queryable,
  accountId: string,
  start: string,
  end: string,
): Promise<BetStatementResponse> {
  const w = window(start, end);
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
            ${SUMS}
     FROM ledger WHERE account_id = $1 AND created_at >= $2 AND created_at < $3 GROUP BY 1 ORDER BY 1`,
    [accountId, w.from, w.to],
  );
  const productDays = await q.query<Record<string, unknown>>(
    `SELECT ${day} AS d, platform, ${SUMS}
     FROM ledger WHERE account_id = $1 AND created_at >= $2 AND created_at < $3 AND platform IS NOT NULL
     GROUP BY 1, 2`,
    [accountId, w.from, w.to],
  );
  const products = new Map<string, Map<string, Record<string, unknown>>>();
  for (const row of productDays) {
    const d = String(row.d);
    if (!products.has(d)) products.set(d, new Map());
    products.get(d)!.set(String(row.platform), row);
  }
  return {
    opening_balance: dec(await balanceBefore(w.from)),
    closing_balance: dec(await balanceBefore(w.to)),
    days: ledgerDays.map((r) => {
      const played = products.get(String(r.d)) ?? new Map<string, Record<string, unknown>>();
      return {
        working_date: String(r.d),
        opening_balance: dec(int(r.opening)),
        stake: dec(int(r.stake)),
        valid_amount: dec(int(r.stake) - int(r.refunded)),
        win_loss: dec(int(r.win_loss)),
        commission: dec(int(r.commission)),
        other: dec(int(r.other)),
        closing_balance: dec(int(r.closing)),
        bet_count: int(r.bets),
        products: PLATFORMS.filter((p) => played.has(p)).map((product) => {
          const p = played.get(product)!;
          return {
            product,
            stake: dec(int(p.stake)),
            win_loss: dec(int(p.win_loss)),
            commission: dec(int(p.commission)),
            count: int(p.bets),
          };
        }),
      };
    }),
  };
}

/**
 * The drill-down of one day: the ledger rows of the day summed per product and reference, so a bet's stake,
 * its settlement and its commission read as one line, and a round, a 4D ticket or a tournament fee as another.
 * A reference settled on a later day shows on each day with that day's part, which keeps every day's lines
 * summing to that day's row of the statement.
 */
export async function statementDay(
  q: Queryable,
  accountId: string,
  workingDate: string,
): Promise<StatementDayResponse> {
  let w: ReportWindow;
  try {
    w = window(workingDate, workingDate);
  } catch (error) {
    if (error instanceof ApiError) throw new ApiError('workingDateInvalid');
    throw error;
  }
  const rows = await q.query<Record<string, unknown> & { t: Date | string }>(
    `SELECT min(created_at) AS t, COALESCE(platform, min(type)) AS source, ref, min(remark) AS remark, ${SUMS}
     FROM ledger WHERE account_id = $1 AND created_at >= $2 AND created_at < $3
     GROUP BY platform, ref, CASE WHEN platform IS NULL OR ref IS NULL THEN id END
     ORDER BY min(id)`,
    [accountId, w.from, w.to],
  );
  return {
    working_date: workingDate,
    items: rows.map((r) => ({
      time: iso(r.t),
      source: String(r.source) as StatementSource,
      ref_no: r.ref === null || r.ref === undefined ? null : toText(r.ref),
      remark: r.remark === null || r.remark === undefined ? null : toText(r.remark),
      stake: dec(int(r.stake)),
      win_loss: dec(int(r.win_loss)),
      commission: dec(int(r.commission)),
      other: dec(int(r.other)),
    })),
  };
}
