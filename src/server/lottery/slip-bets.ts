// What the scheduled-draw games (keno, virtual roulette) share when they take a slip: the bet is found by the member's
// slip id, so the same slip sent again (a retry after a lost answer, or two sends racing) answers the bet already
// placed and debits nothing.
import { toSafeInt, type Queryable } from '../db/types';

export interface SlipPlaced<Row> {
  bet: Row;
  replay: boolean;
  balanceMinor: number;
}

type SlipTable = 'keno_bets' | 'roulette_bets';

/** True when the member already placed this slip. */
export async function slipBetExists(
  q: Queryable,
  table: SlipTable,
  accountId: string,
  slipId: string,
): Promise<boolean> {
  const rows = await q.query(`SELECT 1 FROM ${table} WHERE account_id = $1 AND slip_id = $2`, [
    accountId,
    slipId,
  ]);
  return rows.length > 0;
}

async function placedBefore<Row>(
  q: Queryable,
  table: SlipTable,
  accountId: string,
  slipId: string,
  toRow: (row: Record<string, unknown>) => Row,
): Promise<SlipPlaced<Row> | null> {
  const [row] = await q.query<Record<string, unknown>>(
    `SELECT * FROM ${table} WHERE account_id = $1 AND slip_id = $2`,
    [accountId, slipId],
  );
  if (!row) return null;
  const [wallet] = await q.query<{ b: unknown }>(
    'SELECT balance_minor AS b FROM wallets WHERE account_id = $1',
    [accountId],
  );
  return { bet: toRow(row), replay: true, balanceMinor: toSafeInt(wallet?.b) };
}

/**
 * Places a slip once: a slip already placed answers as a replay before `checkAndPlace` runs (so no rule that changed
 * since can refuse it), and when `checkAndPlace` fails because a concurrent send of the same slip committed first,
 * that send's bet is the answer.
 */
export async function placeSlipOnce<Row>(
  q: Queryable,
  table: SlipTable,
  accountId: string,
  slipId: string,
  toRow: (row: Record<string, unknown>) => Row,
  checkAndPlace: () => Promise<SlipPlaced<Row>>,
): Promise<SlipPlaced<Row>> {
  const replayed = await placedBefore(q, table, accountId, slipId, toRow);
  if (replayed) return replayed;
  try {
    return await checkAndPlace();
  } catch (error) {
    const raced = await placedBefore(q, table, accountId, slipId, toRow);
    if (raced) return raced;
    throw error;
  }
}

/** The member's slips of one game, newest first: all, or only the running or settled ones. */
export async function listSlipBets(
  q: Queryable,
  table: SlipTable,
  accountId: string,
  status: 'running' | 'settled' | 'all',
  limit: number,
): Promise<Record<string, unknown>[]> {
  const params: (string | number)[] = [accountId, limit];
  let where = 'account_id = $1';
  if (status !== 'all') {
    params.push(status);
    where += ' AND status = $3';
  }
  return q.query<Record<string, unknown>>(
    `SELECT * FROM ${table} WHERE ${where} ORDER BY id DESC LIMIT $2`,
    params,
  );
}
