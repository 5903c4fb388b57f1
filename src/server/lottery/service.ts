// Keeps the 4D draws on schedule: every tick (and before every lottery call) due draws are made and their
// bets settled. The interval is LOTTERY_DRAW_MINUTES (default 5) so a demo sees results quickly.
import type { AppContext } from '../context';
import { ensureDraws, settleDrawn } from './draws';
import { ScheduledDraws } from './scheduled-draws';

export function lotteryIntervalMs(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.LOTTERY_DRAW_MINUTES;
  const minutes = raw ? Number(raw) : 5;
  if (!Number.isFinite(minutes) || minutes <= 0)
    throw new Error(`LOTTERY_DRAW_MINUTES must be positive, got ${raw}`);
  return Math.round(minutes * 60_000);
}

export class LotteryService extends ScheduledDraws {
  constructor(
    ctx: AppContext,
    readonly intervalMs: number,
  ) {
    super('lottery', async () => {
      await ensureDraws(ctx.db, ctx.now(), intervalMs);
      await settleDrawn(ctx.db);
    });
  }

  override start(tickMs = 5_000): void {
    super.start(tickMs);
  }
}
