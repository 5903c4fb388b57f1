// The odds service the routes and the betting engine share: one simulator advanced on a timer and on
// every request, its sim clock derived from the app clock (AppContext.now) times the speed factor.
import { LN, mainChoiceIndex } from '../../shared/feed/layout';
import type { AppContext } from '../context';
import { buildMoreOdds } from './feed';
import { loadResult, saveResult, startRun } from './results-store';
import { OddsSimulator } from './simulator';
import type { MatchResult, SimMatch } from './types';

export interface OddsEnv {
  /** SIM_SEED: the world's seed (default 20250614). */
  seed: number;
  /** SIM_SPEED: sim minutes per real minute (default 1). */
  speed: number;
  /** SIM_MATCHES_PER_LEAGUE: fixtures per league at start (default 12). */
  perLeague: number;
  /** SIM_CONTROL=1 enables the test-control route (finish a match, score a goal). Never in production. */
  control: boolean;
  /** SIM_TICK_MS: how often the simulator steps without requests (default 1000). */
  tickMs: number;
}

function num(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got ${raw}`);
  return value;
}

export function oddsEnv(env: NodeJS.ProcessEnv = process.env): OddsEnv {
  return {
    seed: Math.floor(num(env.SIM_SEED, 20250614, 'SIM_SEED')),
    speed: num(env.SIM_SPEED, 1, 'SIM_SPEED'),
    perLeague: Math.floor(num(env.SIM_MATCHES_PER_LEAGUE, 12, 'SIM_MATCHES_PER_LEAGUE')),
    control: env.SIM_CONTROL === '1',
    tickMs: num(env.SIM_TICK_MS, 1000, 'SIM_TICK_MS'),
  };
}

/** What a bet asks a price for (see Selection in shared/market/selection.ts). */
export interface QuoteQuery {
  matchId: number;
  market: string;
  period: number;
  choice: string;
  /** Hundredths; ignored for markets without a line. */
  line: number | null;
}

export interface LiveQuote {
  price: number;
  state: number;
  line: number;
}

export class OddsService {
  readonly sim: OddsSimulator;
  private readonly realStart: number;
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly clock: () => number,
    readonly env: OddsEnv,
    /** The first match id of this run; lower ids belong to earlier runs (earlier starts of the server). */
    readonly firstId = 1000,
  ) {
    this.realStart = clock();
    this.sim = new OddsSimulator({
      seed: env.seed,
      start: this.realStart,
      perLeague: env.perLeague,
      firstId: this.firstId,
      // Hidden prices after a goal last 10 real seconds whatever the speed.
      closedPriceMs: 10_000 * env.speed,
    });
  }

  simNow(): number {
    return this.realStart + (this.clock() - this.realStart) * this.env.speed;
  }

  /** Advances the simulator to the current sim time and returns it. */
  sync(): OddsSimulator {
    this.sim.advance(this.simNow());
    return this.sim;
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.sync(), this.env.tickMs);
    this.timer.unref?.();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  // ---- The seam for settlement and bet checks (betting issue) ----

  onResult(listener: (result: MatchResult) => void): () => void {
    return this.sim.onResult(listener);
  }

  getMatch(id: number): SimMatch | undefined {
    return this.sync().getMatch(id);
  }

  /** The current price and state of one selection, or null when the market is not offered. */
  findQuote(q: QuoteQuery): LiveQuote | null {
    const m = this.getMatch(q.matchId);
    if (!m) return null;
    if (m.outright) {
      const entry = m.outright.find((o) => o[0] === q.choice);
      return entry ? { price: entry[1], state: entry[2], line: 0 } : null;
    }
    const index = mainChoiceIndex(q.market, q.choice);
    if (index !== undefined) {
      const line = m.lines.find((l) => l[0] === q.market && l[1] === q.period);
      if (!line) return null;
      return { price: line[LN.P1 + index] as number, state: line[6], line: line[2] };
    }
    const more = buildMoreOdds(this.sim, q.matchId) ?? [];
    for (const [market, period, line, choices] of more) {
      if (market !== q.market || period !== q.period || (q.line !== null && line !== q.line)) continue;
      const choice = choices.find((c) => c[0] === q.choice);
      if (choice) return { price: choice[1], state: choice[2], line };
    }
    return null;
  }
}

/** Starts a run (own match-id range), persists every result, and ticks the simulator. */
export async function createOddsService(ctx: AppContext, env: OddsEnv = oddsEnv()): Promise<OddsService> {
  const runId = await startRun(ctx.db, env.seed, ctx.now());
  const service = new OddsService(ctx.now, env, runId * 1_000_000);
  service.onResult((result) => {
    saveResult(ctx.db, result).catch((error: unknown) => console.error('saving match result failed', result.matchId, error));
  });
  service.start();
  return service;
}

export { loadResult };
