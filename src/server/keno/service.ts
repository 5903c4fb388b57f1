// Keeps the keno draws on schedule: every tick (and before every keno call) due draws are made and their bets
// settled. The interval is KENO_DRAW_SECONDS (default 120): keno is the frequent draw beside 4D's.
import type { AppContext } from '../context';
import { ScheduledDraws } from '../lottery/scheduled-draws';
import { ensureKenoDraws, settleKenoDrawn } from './draws';

export function kenoIntervalMs(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.KENO_DRAW_SECONDS;
  const seconds = raw ? Number(raw) : 120;
  // The closing lead is 10 s, so a shorter grid would leave no time to bet.
  if (!Number.isFinite(seconds) || seconds < 15)
    throw new Error(`KENO_DRAW_SECONDS must be at least 15, got ${raw}`);
  return Math.round(seconds * 1000);
}

export class KenoService extends ScheduledDraws {
  constructor(
    ctx: AppContext,
    readonly intervalMs: number,
  ) {
    super('keno', async () => {
      await ensureKenoDraws(ctx.db, ctx.now(), intervalMs);
      await settleKenoDrawn(ctx.db);
    });
  }

  override start(tickMs = 2_000): void {
    super.start(tickMs);
  }
}
