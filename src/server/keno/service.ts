// Keeps the keno draws on schedule: every tick (and before every keno call) due draws are made and their bets
// settled. The interval is KENO_DRAW_SECONDS (default 120): keno is the frequent draw beside 4D's.
import type { AppContext } from '../context';
import { drawIntervalMs, ScheduledDrawService } from '../lottery/scheduled-draws';
import { kenoDraws } from './draws';

export function kenoIntervalMs(env: NodeJS.ProcessEnv = process.env): number {
  // The closing lead is 10 s, so a shorter grid would leave no time to bet.
  return drawIntervalMs(env, 'KENO_DRAW_SECONDS', { unitMs: 1000, fallback: 120, minimum: 15 });
}

export class KenoService extends ScheduledDrawService {
  constructor(ctx: AppContext, intervalMs: number) {
    super('keno', ctx, intervalMs, kenoDraws, 2_000);
  }
}
