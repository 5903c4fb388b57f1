// Keno draws on a fixed grid: each due slot is drawn once from a fresh seed (stored with the numbers), then the
// running bets of that draw are settled, each in its own transaction with one credit row when it returns money.
import type { KenoDrawRecord } from '../../shared/keno/api';
import { kenoReturnMinor } from '../../shared/keno/rules';
import type { Queryable } from '../db/types';
import { toSafeInt } from '../db/types';
import { creditBetReturn, type Settler } from '../lottery/scheduled-draws';
import { SeededDraws } from '../lottery/seeded-draws';
import { kenoNumbersFromSeed } from './draw-source';

/** The keno draws: each a fresh seed and the 20 numbers it gives, stored as a list. */
export const kenoDraws = new SeededDraws<KenoDrawRecord>({
  table: 'keno_draws',
  label: 'keno draw',
  outcomeColumn: 'numbers',
  outcomeOf: (seed) => kenoNumbersFromSeed(seed).join(','),
  toRecord: (row) => ({
    draw_no: toSafeInt(row.draw_no),
    draw_at: toSafeInt(row.draw_at_ms),
    seed: row.seed,
    numbers: String(row.numbers).split(',').map(Number),
  }),
  bets: 'keno_bets',
  settleBet,
});

/** Settles every running bet whose draw has been made. Safe to run twice at once: a bet is claimed by its status. */
export function settleKenoDrawn(db: Settler): Promise<number> {
  return kenoDraws.settle(db);
}

async function settleBet(tx: Queryable, bet: Record<string, unknown>): Promise<void> {
  const id = toSafeInt(bet.id);
  const record = await kenoDraws.ofBet(tx, bet);
  const picks = String(bet.picks).split(',').map(Number);
  const { hits, returnMinor } = kenoReturnMinor(toSafeInt(bet.stake_minor), picks, record.numbers);
  await creditBetReturn(tx, bet, {
    product: 'keno',
    platform: 'lottery',
    amountMinor: returnMinor,
    remark: `Keno draw #${record.draw_no} ${hits} of ${picks.length}`,
  });
  await tx.query('UPDATE keno_bets SET hits = $2, return_minor = $3, settled_ms = $4 WHERE id = $1', [
    id,
    hits,
    returnMinor,
    record.draw_at,
  ]);
}
