// Keeps the roulette spins on schedule: every tick (and before every roulette call) due spins are made and their
// slips settled. The interval is ROULETTE_SPIN_SECONDS (default 60).
import type { AppContext } from '../context';
import { ScheduledDraws } from '../lottery/scheduled-draws';
import { ROULETTE_CLOSE_BEFORE_MS } from './bets';
import { ensureRouletteSpins, settleRouletteSpun } from './spins';

export function rouletteIntervalMs(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.ROULETTE_SPIN_SECONDS;
  const seconds = raw ? Number(raw) : 60;
  // Bets close 5 s before the spin, so a shorter grid would leave no time to bet.
  if (!Number.isFinite(seconds) || seconds < 15)
    throw new Error(`ROULETTE_SPIN_SECONDS must be at least 15, got ${raw}`);
  return Math.round(seconds * 1000);
}

export class RouletteService extends ScheduledDraws {
  readonly closeBeforeMs = ROULETTE_CLOSE_BEFORE_MS;

  constructor(
    ctx: AppContext,
    readonly intervalMs: number,
  ) {
    super('roulette', async () => {
      await ensureRouletteSpins(ctx.db, ctx.now(), intervalMs);
      await settleRouletteSpun(ctx.db);
    });
  }

  override start(tickMs = 2_000): void {
    super.start(tickMs);
  }
}
