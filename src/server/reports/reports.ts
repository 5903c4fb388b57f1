import type { z } from 'zod';
import {
  PLATFORMS,
  type DailyStatementResponse,
  type GameResultRequest,
  type ReportRequest,
  type gameResultResponse,
  type platformWinLoseResponse,
  type settlementHistoryResponse,
} from '../../shared/api/reports';
import { minorToDecimalString as dec, type LedgerType } from '../../shared/money';
import { toSafeInt, type Queryable } from '../db/types';
import { productGameResults } from './game-results';
import { reportWindow, WORKING_DATE_SQL } from './report-range';

const int = (value: unknown): number => toSafeInt(value ?? 0);
const iso = (value: Date | string): string => (value instanceof Date ? value : new Date(value)).toISOString();

/** Ledger rows of the range, ordered as they were applied (id order is the wallet's lock order). */
export async function dailyStatement(
  q: Queryable,
  accountId: string,
  body: ReportRequest,
): Promise<DailyStatementResponse> {
  const w = reportWindow(body);
  const balanceBefore = async (instant: string): Promise<number> => {
    const rows = await q.query<{ balance_after_minor: unknown }>(
      `SELECT balance_after_minor FROM ledger WHERE account_id = $1 AND created_at < $2 ORDER BY id DESC LIMIT 1`,
      [accountId, instant],
    );
    return int(rows[0]?.balance_after_minor);
  };
  const rows = await q.query<{
    created_at: Date | string;
    type: LedgerType;
    ref: string | null;
    remark: string | null;
    amount_minor: unknown;
    balance_before_minor: unknown;
    balance_after_minor: unknown;
  }>(
    `SELECT created_at, type, ref, remark, amount_minor, balance_before_minor, balance_after_minor FROM ledger
     WHERE account_id = $1 AND created_at >= $2 AND created_at < $3 ORDER BY id LIMIT $4 OFFSET $5`,
    [accountId, w.from, w.to, w.limit, w.offset],
  );
  const totals = await q.query<{ n: unknown; credit: unknown; debit: unknown }>(
    `SELECT count(*) AS n,
            COALESCE(SUM(amount_minor) FILTER (WHERE amount_minor > 0), 0) AS credit,
            COALESCE(-SUM(amount_minor) FILTER (WHERE amount_minor < 0), 0) AS debit
     FROM ledger WHERE account_id = $1 AND created_at >= $2 AND created_at < $3`,
    [accountId, w.from, w.to],
  );
  return {
    opening_balance: dec(await balanceBefore(w.from)),
    closing_balance: dec(await balanceBefore(w.to)),
    total_credit: dec(int(totals[0]?.credit)),
    total_debit: dec(int(totals[0]?.debit)),
    total_count: int(totals[0]?.n),
    statement: rows.map((row) => {
      const amount = int(row.amount_minor);
      return {
        transaction_date: iso(row.created_at),
        transfer_method: row.type,
        ref_no: row.ref,
        remark: row.remark,
        amount_before: dec(int(row.balance_before_minor)),
        amount_after: dec(int(row.balance_after_minor)),
        credit: dec(Math.max(0, amount)),
        debit: dec(Math.max(0, -amount)),
      };
    }),
  };
}

/** Betting result per working day: stakes, returns and commission taken from the ledger. */
export async function settlementHistory(
  q: Queryable,
  accountId: string,
  body: ReportRequest,
): Promise<z.input<typeof settlementHistoryResponse>> {
  const w = reportWindow(body);
  const day = WORKING_DATE_SQL('created_at');
  const grouped = `SELECT ${day} AS working_date,
       COALESCE(-SUM(amount_minor) FILTER (WHERE type = 'bet'), 0) AS turnover,
       COALESCE(SUM(amount_minor) FILTER (WHERE type = 'refund'), 0) AS refunded,
       COALESCE(SUM(amount_minor) FILTER (WHERE type IN ('bet', 'settle', 'refund')), 0) AS win_loss,
       COALESCE(SUM(amount_minor) FILTER (WHERE type = 'commission'), 0) AS commission
     FROM ledger
     WHERE account_id = $1 AND created_at >= $2 AND created_at < $3 AND type IN ('bet', 'settle', 'refund', 'commission')
     GROUP BY 1`;
  const rows = await q.query<Record<string, unknown>>(`${grouped} ORDER BY 1 DESC LIMIT $4 OFFSET $5`, [
    accountId,
    w.from,
    w.to,
    w.limit,
    w.offset,
  ]);
  const count = await q.query<{ n: unknown }>(`SELECT count(*) AS n FROM (${grouped}) d`, [
    accountId,
    w.from,
    w.to,
  ]);
  return {
    days: rows.map((row) => ({
      working_date: String(row.working_date),
      turnover: dec(int(row.turnover)),
      valid_turnover: dec(int(row.turnover) - int(row.refunded)),
      win_loss: dec(int(row.win_loss)),
      commission: dec(int(row.commission)),
      net: dec(int(row.win_loss) + int(row.commission)),
    })),
    total_count: int(count[0]?.n),
  };
}

/** Every platform is listed, with zeros where the member did not play, so the table keeps its rows. */
export async function platformWinLose(
  q: Queryable,
  accountId: string,
  body: ReportRequest,
): Promise<z.input<typeof platformWinLoseResponse>> {
  const w = reportWindow(body);
  const rows = await q.query<{ platform: string; turnover: unknown; win_loss: unknown; commission: unknown }>(
    `SELECT platform,
            COALESCE(-SUM(amount_minor) FILTER (WHERE type = 'bet'), 0) AS turnover,
            COALESCE(SUM(amount_minor) FILTER (WHERE type IN ('bet', 'settle', 'refund')), 0) AS win_loss,
            COALESCE(SUM(amount_minor) FILTER (WHERE type = 'commission'), 0) AS commission
     FROM ledger WHERE account_id = $1 AND created_at >= $2 AND created_at < $3 AND platform IS NOT NULL
     GROUP BY platform`,
    [accountId, w.from, w.to],
  );
  const byPlatform = new Map(rows.map((row) => [row.platform, row]));
  return {
    platforms: PLATFORMS.map((platform) => {
      const row = byPlatform.get(platform);
      return {
        platform,
        turnover: dec(int(row?.turnover)),
        win_loss: dec(int(row?.win_loss)),
        commission: dec(int(row?.commission)),
      };
    }),
  };
}

/** Adjustments come from the ledger, games, 4D and tournaments from their own tables; the rest answer an empty list. */
export async function gameResult(
  q: Queryable,
  accountId: string,
  body: GameResultRequest,
): Promise<z.input<typeof gameResultResponse>> {
  const w = reportWindow(body);
  const fromProducts = await productGameResults(q, accountId, body);
  if (fromProducts) return fromProducts;
  if (body.kind !== 'adjustment') return { kind: body.kind, results: [], total_count: 0 };
  const rows = await q.query<{
    id: unknown;
    created_at: Date | string;
    ref: string | null;
    remark: string | null;
    amount_minor: unknown;
  }>(
    `SELECT id, created_at, ref, remark, amount_minor FROM ledger
     WHERE account_id = $1 AND type = 'adjustment' AND created_at >= $2 AND created_at < $3
     ORDER BY id DESC LIMIT $4 OFFSET $5`,
    [accountId, w.from, w.to, w.limit, w.offset],
  );
  const count = await q.query<{ n: unknown }>(
    `SELECT count(*) AS n FROM ledger WHERE account_id = $1 AND type = 'adjustment' AND created_at >= $2 AND created_at < $3`,
    [accountId, w.from, w.to],
  );
  return {
    kind: body.kind,
    results: rows.map((row) => ({
      ref_no: row.ref ?? `ADJ${int(row.id)}`,
      trans_time: iso(row.created_at),
      description: row.remark ?? 'adjustment',
      stake: '0.00',
      win_loss: dec(int(row.amount_minor)),
      status: 'settled',
    })),
    total_count: int(count[0]?.n),
  };
}
