// Keeps the 4D draws on schedule: every tick (and before every lottery call) due draws are made and their
// bets settled. The interval is LOTTERY_DRAW_MINUTES (default 5) so a demo sees results quickly.
import type { AppContext } from '../context';
import { ensureDraws, settleDrawn } from './draws';
import { drawIntervalMs, ScheduledDrawService } from './scheduled-draws';

export function lotteryIntervalMs(env: NodeJS.ProcessEnv = process.env): number {
  return drawIntervalMs(env, 'LOTTERY_DRAW_MINUTES', { unitMs: 60_000, fallback: 5 });
}

export class LotteryService extends ScheduledDrawService {
  constructor(ctx: AppContext, intervalMs: number) {
    super('lottery', ctx, intervalMs, { makeDue: ensureDraws, settle: settleDrawn }, 5_000);
  }
}
