// Keeps the 4D draws on schedule: every tick (and before every lottery call) due draws are made and their
// bets settled. The interval is LOTTERY_DRAW_MINUTES (default 5) so a demo sees results quickly.
import type { AppContext } from '../context';
import { ensureDraws, settleDrawn } from './draws';

export function lotteryIntervalMs(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.LOTTERY_DRAW_MINUTES;
  const minutes = raw ? Number(raw) : 5;
  if (!Number.isFinite(minutes) || minutes <= 0) throw new Error(`LOTTERY_DRAW_MINUTES must be positive, got ${raw}`);
  return Math.round(minutes * 60_000);
}

export class LotteryService {
  private timer: ReturnType<typeof setInterval> | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly ctx: AppContext,
    readonly intervalMs: number,
  ) {}

  /** Makes due draws and settles them; concurrent callers share one pass. */
  sync(): Promise<void> {
    this.running ??= (async () => {
      try {
        await ensureDraws(this.ctx.db, this.ctx.now(), this.intervalMs);
        await settleDrawn(this.ctx.db);
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }

  start(tickMs = 5_000): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      this.sync().catch((error: unknown) => console.error('lottery sync failed', error));
    }, tickMs);
    this.timer.unref?.();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Resolves once a pass in flight has finished (the server waits for it before closing the database). */
  async idle(): Promise<void> {
    await this.running?.catch(() => undefined);
  }
}
