// Keeps the roulette spins on schedule: every tick (and before every roulette call) due spins are made and their
// slips settled. The interval is ROULETTE_SPIN_SECONDS (default 60).
import type { AppContext } from '../context';
import { drawIntervalMs, ScheduledDrawService } from '../lottery/scheduled-draws';
import { ROULETTE_CLOSE_BEFORE_MS } from './bets';
import { rouletteSpins } from './spins';

export function rouletteIntervalMs(env: NodeJS.ProcessEnv = process.env): number {
  // Bets close 5 s before the spin, so a shorter grid would leave no time to bet.
  return drawIntervalMs(env, 'ROULETTE_SPIN_SECONDS', { unitMs: 1000, fallback: 60, minimum: 15 });
}

export class RouletteService extends ScheduledDrawService {
  readonly closeBeforeMs = ROULETTE_CLOSE_BEFORE_MS;

  constructor(ctx: AppContext, intervalMs: number) {
    super('roulette', ctx, intervalMs, rouletteSpins, 2_000);
  }
}
