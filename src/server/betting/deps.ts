import type { AppContext } from '../context';
import type { OddsService } from '../odds/service';
import type { PlacementQueue } from './placement-queue';
import type { SettlementStats } from './settlement-stats';

/** What the betting engine needs from the app: storage and clock, the simulator, and its timing knobs. */
export interface BettingDeps {
  ctx: AppContext;
  odds: OddsService;
  /** How long a live bet waits before it is accepted or rejected (BET_LIVE_DELAY_MS, default 5 s). */
  liveDelayMs: number;
  /** Group commit of placements under load (placement-queue.ts); without it each bet is its own transaction. */
  placements?: PlacementQueue;
  /** Settlement failures, counted for the operator (settlement-stats.ts). */
  settlement: SettlementStats;
}

export function liveDelayFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.BET_LIVE_DELAY_MS;
  const value = raw === undefined || raw === '' ? 5_000 : Number(raw);
  if (!Number.isFinite(value) || value < 0)
    throw new Error(`BET_LIVE_DELAY_MS must be a non-negative number, got ${raw}`);
  return value;
}
