// What the server counts about its own work for Prometheus: bets placed and refused, placement batch sizes and
// settlement lag, reported by the engines through the small `ServerMetrics` interface on the app context. Each
// report is an update of a counter or histogram in memory, cheap enough for the placement path. One registry per
// app, never prom-client's global one, so several apps in one process (the tests) keep apart. http/metrics.ts adds
// the figures read at scrape time (requests, leader, feed, pool, process) and serves the registry.
import { Counter, Histogram, Registry } from 'prom-client';
import type { ServerConfig } from '../config';

/** The products whose bet calls are counted, each its own label value. */
export type BetProduct =
  | 'sportsbook'
  | 'virtual_sportsbook'
  | 'odds_booster'
  | 'virtual_sports'
  | 'keno'
  | 'lottery'
  | 'roulette'
  | 'video_poker'
  | 'mini_games'
  | 'tournament';

/** The code a bet call answers when it takes the bet. */
const PLACED_CODE = 'success';

export interface ServerMetrics {
  /** A bet call answered `code`: `success` counts the bet placed, any other code counts a refusal with it. */
  betAnswered(product: BetProduct, code: string): void;
  /** How many placements the queue took together in one go (placement-queue.ts). */
  placementBatch(size: number): void;
  /** A settlement pass paid bets of a match that ended `lagMs` before. */
  matchSettled(lagMs: number): void;
  /** The registry http/metrics.ts publishes; null when metrics are off (METRICS=off). */
  readonly registry: Registry | null;
}

/** METRICS=off: nothing is measured or kept. */
const NO_METRICS: ServerMetrics = {
  betAnswered() {},
  placementBatch() {},
  matchSettled() {},
  registry: null,
};

const BATCH_BUCKETS = [1, 2, 4, 8, 16, 32, 64];
/** Seconds from a match's end to its bets being paid: under a second normally, minutes after a fail-over. */
const LAG_BUCKETS = [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300, 900, 3600];

class PrometheusMetrics implements ServerMetrics {
  readonly registry = new Registry();
  private readonly placed = new Counter({
    name: 'sportsbook_bets_placed_total',
    help: 'Bets taken, by product.',
    labelNames: ['product'],
    registers: [this.registry],
  });
  private readonly refused = new Counter({
    name: 'sportsbook_bets_refused_total',
    help: 'Bet calls refused, by product and the statusdesc answered.',
    labelNames: ['product', 'code'],
    registers: [this.registry],
  });
  private readonly batches = new Histogram({
    name: 'sportsbook_placement_batch_size',
    help: 'Placements the queue took together in one go (1 when nothing else was waiting).',
    buckets: BATCH_BUCKETS,
    registers: [this.registry],
  });
  private readonly lag = new Histogram({
    name: 'sportsbook_settlement_lag_seconds',
    help: "From a match's end to the pass that paid its bets; a match whose bets all settle at once counts once.",
    buckets: LAG_BUCKETS,
    registers: [this.registry],
  });
  /** Each label pair's child, so a bet costs one map lookup and an add, not a label hash. */
  private readonly answers = new Map<string, { inc(): void }>();

  betAnswered(product: BetProduct, code: string): void {
    const key = `${product}\u0000${code}`;
    let child = this.answers.get(key);
    if (!child) {
      child = code === PLACED_CODE ? this.placed.labels(product) : this.refused.labels(product, code);
      this.answers.set(key, child);
    }
    child.inc();
  }

  placementBatch(size: number): void {
    this.batches.observe(size);
  }

  matchSettled(lagMs: number): void {
    this.lag.observe(Math.max(0, lagMs) / 1000);
  }
}

/** The app's metrics: kept in memory unless the operator turned them off. */
export function createMetrics(config: ServerConfig): ServerMetrics {
  return config.metrics === 'off' ? NO_METRICS : new PrometheusMetrics();
}
