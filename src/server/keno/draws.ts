// Keno draws on a fixed grid: each due slot is drawn once from a fresh seed (stored with the numbers), then the
// running bets of that draw are settled, each in its own transaction with one credit row when it returns money.
import type { KenoDrawRecord } from '../../shared/keno/api';
import { kenoReturnMinor } from '../../shared/keno/rules';
import { dueDraws } from '../../shared/lottery/schedule';
import type { Queryable } from '../db/types';
import { toSafeInt } from '../db/types';
import { missingDraws, settleDueBets, type Settler } from '../lottery/scheduled-draws';
import { transfer } from '../provider/transfer';
import { kenoNumbersFromSeed, newDrawSeed } from './draw-source';

/** Draws kept visible in the results when the server starts with none. */
const BACKFILL = 10;

export async function ensureKenoDraws(
  db: Queryable,
  now: number,
  intervalMs: number,
  seedSource: () => string = newDrawSeed,
): Promise<number> {
  let created = 0;
  // A draw another pass (or server) stores meanwhile wins: ON CONFLICT keeps the first row, its seed and numbers.
  for (const drawNo of await missingDraws(db, 'keno_draws', dueDraws(now, intervalMs, BACKFILL))) {
    const seed = seedSource();
    const rows = await db.query(
      `INSERT INTO keno_draws (draw_no, draw_at_ms, seed, numbers) VALUES ($1, $2, $3, $4) ON CONFLICT (draw_no) DO NOTHING RETURNING draw_no`,
      [drawNo, drawNo * intervalMs, seed, kenoNumbersFromSeed(seed).join(',')],
    );
    created += rows.length;
  }
  return created;
}

interface KenoDrawRow {
  draw_no: unknown;
  draw_at_ms: unknown;
  seed: string;
  numbers: string;
}

function toDrawRecord(row: KenoDrawRow): KenoDrawRecord {
  return {
    draw_no: toSafeInt(row.draw_no),
    draw_at: toSafeInt(row.draw_at_ms),
    seed: row.seed,
    numbers: row.numbers.split(',').map(Number),
  };
}

export async function latestKenoDraws(db: Queryable, limit: number): Promise<KenoDrawRecord[]> {
  const rows = await db.query<KenoDrawRow>('SELECT * FROM keno_draws ORDER BY draw_no DESC LIMIT $1', [
    limit,
  ]);
  return rows.map(toDrawRecord);
}

/** Settles every running bet whose draw has been made. Safe to run twice at once: a bet is claimed by its status. */
export async function settleKenoDrawn(db: Settler): Promise<number> {
  return settleDueBets(db, { bets: 'keno_bets', draws: 'keno_draws' }, settleBet);
}

async function settleBet(tx: Queryable, bet: Record<string, unknown>): Promise<void> {
  const id = toSafeInt(bet.id);
  const [draw] = await tx.query<KenoDrawRow>('SELECT * FROM keno_draws WHERE draw_no = $1', [
    bet.draw_no as number,
  ]);
  if (!draw) throw new Error(`keno draw ${String(bet.draw_no)} vanished`);
  const record = toDrawRecord(draw);
  const picks = String(bet.picks).split(',').map(Number);
  const { hits, returnMinor } = kenoReturnMinor(toSafeInt(bet.stake_minor), picks, record.numbers);
  if (returnMinor > 0) {
    await transfer(tx, {
      accountId: String(bet.account_id),
      transferId: `keno:${id}:credit`,
      direction: 'credit',
      amountMinor: returnMinor,
      platform: 'lottery',
      ref: String(bet.ref_no),
      remark: `Keno draw #${record.draw_no} ${hits} of ${picks.length}`,
    });
  }
  await tx.query('UPDATE keno_bets SET hits = $2, return_minor = $3, settled_ms = $4 WHERE id = $1', [
    id,
    hits,
    returnMinor,
    record.draw_at,
  ]);
}
