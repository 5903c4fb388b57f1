// Roulette spins on a fixed grid: each due slot is spun once from a fresh seed (stored with the pocket), then the
// running slips of that spin are settled, each in its own transaction with one credit row when it returns money.
import type { RouletteSpinRecord } from '../../shared/roulette/api';
import { ROULETTE_POCKETS, slipReturnMinor, type RouletteLine } from '../../shared/roulette/rules';
import { dueDraws } from '../../shared/lottery/schedule';
import type { Queryable } from '../db/types';
import { toSafeInt } from '../db/types';
import { newDrawSeed, seededSample } from '../keno/draw-source';
import { missingDraws, settleDueBets, type Settler } from '../lottery/scheduled-draws';
import { transfer } from '../provider/transfer';

/** Spins kept visible in the results when the server starts with none. */
const BACKFILL = 10;

/** The pocket a seed gives: keno's seeded rule drawing one of the 37 pockets (docs/GAMES.md). */
export function rouletteNumberFromSeed(seed: string): number {
  return seededSample(seed, ROULETTE_POCKETS, 1)[0] as number;
}

export async function ensureRouletteSpins(
  db: Queryable,
  now: number,
  intervalMs: number,
  seedSource: () => string = newDrawSeed,
): Promise<number> {
  let created = 0;
  // One read finds the spins still missing; a spin another pass (or server) stores meanwhile wins on conflict.
  for (const spinNo of await missingDraws(db, 'roulette_spins', dueDraws(now, intervalMs, BACKFILL))) {
    const seed = seedSource();
    const rows = await db.query(
      `INSERT INTO roulette_spins (draw_no, draw_at_ms, seed, number) VALUES ($1, $2, $3, $4) ON CONFLICT (draw_no) DO NOTHING RETURNING draw_no`,
      [spinNo, spinNo * intervalMs, seed, rouletteNumberFromSeed(seed)],
    );
    created += rows.length;
  }
  return created;
}

interface SpinRow {
  draw_no: unknown;
  draw_at_ms: unknown;
  seed: string;
  number: unknown;
}

function toSpinRecord(row: SpinRow): RouletteSpinRecord {
  return {
    spin_no: toSafeInt(row.draw_no),
    spin_at: toSafeInt(row.draw_at_ms),
    seed: row.seed,
    number: toSafeInt(row.number),
  };
}

export async function latestRouletteSpins(db: Queryable, limit: number): Promise<RouletteSpinRecord[]> {
  const rows = await db.query<SpinRow>('SELECT * FROM roulette_spins ORDER BY draw_no DESC LIMIT $1', [
    limit,
  ]);
  return rows.map(toSpinRecord);
}

/** Settles every running slip whose spin has been made. Safe to run twice at once: a slip is claimed by its status. */
export async function settleRouletteSpun(db: Settler): Promise<number> {
  return settleDueBets(db, { bets: 'roulette_bets', draws: 'roulette_spins' }, settleSlip);
}

export function parseLines(stored: unknown): RouletteLine[] {
  return (JSON.parse(String(stored)) as { bet: string; stake_minor: number }[]).map((l) => ({
    bet: l.bet,
    stakeMinor: l.stake_minor,
  }));
}

async function settleSlip(tx: Queryable, bet: Record<string, unknown>): Promise<void> {
  const id = toSafeInt(bet.id);
  const [spin] = await tx.query<SpinRow>('SELECT * FROM roulette_spins WHERE draw_no = $1', [
    bet.draw_no as number,
  ]);
  if (!spin) throw new Error(`roulette spin ${String(bet.draw_no)} vanished`);
  const record = toSpinRecord(spin);
  const returnMinor = slipReturnMinor(parseLines(bet.lines), record.number);
  if (returnMinor > 0) {
    await transfer(tx, {
      accountId: String(bet.account_id),
      transferId: `roulette:${id}:credit`,
      direction: 'credit',
      amountMinor: returnMinor,
      platform: 'virtual',
      ref: String(bet.ref_no),
      remark: `Roulette spin #${record.spin_no} number ${record.number}`,
    });
  }
  await tx.query('UPDATE roulette_bets SET number = $2, return_minor = $3, settled_ms = $4 WHERE id = $1', [
    id,
    record.number,
    returnMinor,
    record.spin_at,
  ]);
}
