// Roulette spins on a fixed grid: each due slot is spun once from a fresh seed (stored with the pocket), then the
// running slips of that spin are settled, each in its own transaction with one credit row when it returns money.
import type { RouletteSpinRecord } from '../../shared/roulette/api';
import { ROULETTE_POCKETS, slipReturnMinor, type RouletteLine } from '../../shared/roulette/rules';
import type { Queryable } from '../db/types';
import { toSafeInt } from '../db/types';
import { seededSample } from '../keno/draw-source';
import { creditBetReturn } from '../lottery/scheduled-draws';
import { SeededDraws } from '../lottery/seeded-draws';

/** The pocket a seed gives: keno's seeded rule drawing one of the 37 pockets (docs/GAMES.md). */
export function rouletteNumberFromSeed(seed: string): number {
  return seededSample(seed, ROULETTE_POCKETS, 1)[0] as number;
}

/** The roulette spins: each a fresh seed and the pocket it gives. */
export const rouletteSpins = new SeededDraws<RouletteSpinRecord>({
  table: 'roulette_spins',
  label: 'roulette spin',
  outcomeColumn: 'number',
  outcomeOf: rouletteNumberFromSeed,
  toRecord: (row) => ({
    spin_no: toSafeInt(row.draw_no),
    spin_at: toSafeInt(row.draw_at_ms),
    seed: row.seed,
    number: toSafeInt(row.number),
  }),
  bets: 'roulette_bets',
  settleBet: settleSlip,
});

export function parseLines(stored: unknown): RouletteLine[] {
  return (JSON.parse(String(stored)) as { bet: string; stake_minor: number }[]).map((l) => ({
    bet: l.bet,
    stakeMinor: l.stake_minor,
  }));
}

async function settleSlip(tx: Queryable, bet: Record<string, unknown>): Promise<void> {
  const id = toSafeInt(bet.id);
  const record = await rouletteSpins.ofBet(tx, bet);
  const returnMinor = slipReturnMinor(parseLines(bet.lines), record.number);
  await creditBetReturn(tx, bet, {
    product: 'roulette',
    platform: 'virtual',
    amountMinor: returnMinor,
    remark: `Roulette spin #${record.spin_no} number ${record.number}`,
  });
  await tx.query('UPDATE roulette_bets SET number = $2, return_minor = $3, settled_ms = $4 WHERE id = $1', [
    id,
    record.number,
    returnMinor,
    record.spin_at,
  ]);
}
