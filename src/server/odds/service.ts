// The odds service the routes, bet checks, settlement and rooms share. The world lives in the database
// (world-store.ts): on the leader this service runs the feed producer (the embedded simulator), advanced on a
// timer and on requests and written after each tick; on every other server it follows the stored rows
// (world-view.ts). Sim time is derived from the app clock (AppContext.now) through the world's stored anchor.
import type { Database } from '../db/types';
import { jobLog, type ServerLog } from '../log';
import { LN, mainChoiceIndex, outrightEntryPrice } from '../../shared/feed/layout';
import { buildMoreOdds } from './feed';
import { loadResult, startRun } from './results-store';
import { OddsSimulator } from './simulator';
import { simulatorProducer, type FeedProducer, type FeedProducerFactory } from './producer';
import type { MatchResult, SimMatch } from './types';
import { WorldReplica, type OddsWorld } from './world-view';
import {
  checkpointOf,
  claimWorld,
  loadMatchesSince,
  WorldTakenOver,
  writeWorld,
  type SimClockAnchor,
} from './world-store';

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

/**
 * How far a resumed world's version jumps: a producer that stopped without warning may have handed out a few
 * versions after its last write, and no client may hold a version the new producer will reuse with other rows.
 * The floor moves with it, so every client's next refresh is a full one.
 */
const RESUME_VERSION_GAP = 1_000;

export class OddsService {
  private producer: FeedProducer | null = null;
  /** The last producer's world, answered after losing the lead until the replica has read the rows. */
  private previous: FeedProducer | null = null;
  readonly replica: WorldReplica;
  private anchor: SimClockAnchor | null = null;
  private epoch = 0;
  private created = false;
  private storedVersion = 0;
  private timer: ReturnType<typeof setInterval> | null = null;
  private readonly listeners = new Set<(result: MatchResult) => void>();
  private readonly worldListeners = new Set<() => void>();
  private announcedVersion = 0;
  private announcing = false;
  private closed = false;
  private chain: Promise<void> = Promise.resolve();
  private queued: Promise<void> | null = null;
  /** Called when a write finds that another producer has taken the world over. */
  onTakenOver: (() => void) | null = null;
  private readonly log: ServerLog;

  constructor(
    private readonly db: Database,
    private readonly clock: () => number,
    readonly env: OddsEnv,
    log: ServerLog,
    private readonly producers: FeedProducerFactory = simulatorProducer,
  ) {
    this.replica = new WorldReplica(db);
    this.log = jobLog(log, 'odds-storage');
  }

  /** True while this server runs the feed producer (it is the leader). */
  get producing(): boolean {
    return this.producer !== null;
  }

  /** The embedded simulator: test control and fast-forward, on the leader only. */
  get sim(): OddsSimulator {
    if (!(this.producer instanceof OddsSimulator))
      throw new Error('this server does not run the odds simulator (it is not the leader)');
    return this.producer;
  }

  /** The world this server answers from: the producer's, or the stored rows as last read. */
  world(): OddsWorld {
    if (this.producer) return this.producer;
    return this.replica.version === 0 && this.previous ? this.previous : this.replica;
  }

  simNow(): number {
    const anchor = this.anchor ?? this.replica.anchor;
    if (!anchor) return this.clock();
    return anchor.anchorSim + (this.clock() - anchor.anchorReal) * anchor.speed;
  }

  /** Real milliseconds since the sim time `simTime` (the feed's clock may run faster than the wall clock). */
  realMsSince(simTime: number): number {
    const speed = (this.anchor ?? this.replica.anchor)?.speed ?? 1;
    return (this.simNow() - simTime) / speed;
  }

  /**
   * How long ago, in real milliseconds, the leader was at the feed version this server answers from: on the leader
   * the time since its last step, on a follower also how far its copy lags the stored world. Null before any world.
   */
  versionAgeMs(): number | null {
    const world = this.world();
    if (world.version === 0) return null;
    return Math.max(0, this.realMsSince(world.now));
  }

  /** The producer advances to the current sim time; a follower answers the rows it last read. */
  sync(): OddsWorld {
    this.producer?.advance(this.simNow());
    const world = this.world();
    if (world.version !== this.announcedVersion) this.announce();
    return world;
  }

  /**
   * Hears every new version of the world this server answers from: the producer's steps (on a tick or advanced by a
   * request) and the stored rows a follower reads. Called after the current turn of the event loop, once however
   * many steps it took, so a request that advanced the world is answered first.
   */
  onWorldChanged(listener: () => void): () => void {
    this.worldListeners.add(listener);
    return () => this.worldListeners.delete(listener);
  }

  private announce(): void {
    if (this.announcing) return;
    this.announcing = true;
    setImmediate(() => {
      this.announcing = false;
      const version = this.world().version;
      if (version === this.announcedVersion) return;
      this.announcedVersion = version;
      for (const listener of this.worldListeners) listener();
    });
  }

  /**
   * Becomes the feed producer: resumes the stored world (matches that should have kicked off or ended while no
   * producer ran are played to now and their results recorded) or builds a new one, writes it, and ticks.
   */
  async produce(): Promise<void> {
    if (this.producer || this.closed) return;
    // A follower's poll timer gives way to the producer's tick.
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    const head = await claimWorld(this.db);
    const closedPriceMs = 10_000 * this.env.speed;
    let sim: FeedProducer;
    if (head) {
      const { matches } = await loadMatchesSince(this.db, 0);
      this.anchor =
        head.speed === this.env.speed
          ? { speed: head.speed, anchorReal: head.anchorReal, anchorSim: head.anchorSim }
          : { speed: this.env.speed, anchorReal: head.writtenAt, anchorSim: head.simNow };
      const checkpoint = checkpointOf(head);
      checkpoint.version += RESUME_VERSION_GAP;
      checkpoint.deltaFloor = checkpoint.version;
      sim = this.producers.resume({ checkpoint, matches }, head.seed, this.simNow(), {
        perLeague: this.env.perLeague,
        closedPriceMs,
      });
      this.epoch = head.epoch;
      this.created = false;
    } else {
      // A new world: its ids start above those of any world this database held before (sim_runs).
      const now = this.clock();
      const runId = await startRun(this.db, this.env.seed, now);
      this.anchor = { speed: this.env.speed, anchorReal: now, anchorSim: now };
      sim = this.producers.create({
        seed: this.env.seed,
        now,
        perLeague: this.env.perLeague,
        firstId: runId * 1_000_000,
        closedPriceMs,
      });
      this.epoch = 1;
      this.created = true;
    }
    sim.onResult((result) => {
      for (const listener of this.listeners) listener(result);
    });
    this.producer = sim;
    this.previous = null;
    await this.persist();
    this.timer = setInterval(() => {
      this.sync();
      this.persist().catch(() => undefined);
    }, this.env.tickMs);
    this.timer.unref?.();
  }

  /** Stops producing at once (the lead is lost or the server stops); the world is followed from the rows. */
  stopProducing(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    if (this.producer) this.previous = this.producer;
    this.producer = null;
    this.anchor = null;
    this.replica.version = 0;
  }

  /**
   * Follows the stored world: reads it now, then every tick, and whenever the leader announces a new version
   * (`storedVersionAnnounced`); the tick also covers announcements missed while the listening connection was down.
   */
  async follow(): Promise<void> {
    if (this.closed) return;
    await this.readReplica();
    if (this.timer || this.producer || this.closed) return;
    this.timer = setInterval(() => {
      if (!this.producer) void this.readReplica();
    }, this.env.tickMs);
    this.timer.unref?.();
  }

  /**
   * The leader stored a new version of the world (migration 061's notification): a follower reads it now rather
   * than at its next tick. The leader ignores its own.
   */
  storedVersionAnnounced(): void {
    if (!this.producer && !this.closed) void this.readReplica();
  }

  private async readReplica(): Promise<void> {
    try {
      if (await this.replica.refresh()) this.announce();
    } catch (error) {
      this.log.error({ err: error }, 'reading the odds world failed');
    }
  }

  /** The server stops: no more producing or following. */
  stop(): void {
    this.closed = true;
    this.stopProducing();
  }

  /**
   * Writes what the producer changed; resolves once everything changed before the call is stored. Settlement
   * waits for it, so a result is never settled before it is stored with its match's ended row.
   */
  persist(): Promise<void> {
    if (!this.producer) return Promise.resolve();
    if (this.queued) return this.queued;
    const run = this.chain.then(() => {
      this.queued = null;
      return this.write();
    });
    this.queued = run;
    this.chain = run.catch((error: unknown) => {
      if (error instanceof WorldTakenOver) {
        this.stopProducing();
        this.onTakenOver?.();
      }
      this.log.error({ err: error }, 'writing the odds world failed');
    });
    return run;
  }

  private async write(): Promise<void> {
    const sim = this.producer;
    if (!sim || !this.anchor) return;
    const changes = sim.takeChanges();
    const idle = !changes.changed.length && !changes.removed.length && !changes.results.length;
    if (idle && changes.checkpoint.version === this.storedVersion && !this.created) return;
    try {
      await writeWorld(this.db, {
        epoch: this.epoch,
        create: this.created,
        seed: this.env.seed,
        anchor: this.anchor,
        changes,
        writtenAt: this.clock(),
        matchOf: (id) => sim.getMatch(id),
        leagues: sim.leagues,
      });
    } catch (error) {
      sim.giveBack(changes);
      throw error;
    }
    this.created = false;
    this.storedVersion = changes.checkpoint.version;
  }

  /**
   * Resolves once every given match is stored. A bet may only name a match a restarted producer will find:
   * a match created since the last write (a replacement fixture) waits for the next one.
   */
  async stored(matches: readonly (SimMatch | null)[]): Promise<void> {
    if (!this.producer) return;
    if (matches.some((m) => m !== null && (m.groupLog[0]?.v ?? 0) > this.storedVersion)) await this.persist();
  }

  // ---- The seam for settlement and bet checks ----

  /** Results as the producer records them (the leader only); every result is also stored in match_results. */
  onResult(listener: (result: MatchResult) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  getMatch(id: number): SimMatch | undefined {
    return this.sync().getMatch(id);
  }

  /** A match's result: from the producer's memory, else as stored. */
  async resultOf(matchId: number): Promise<MatchResult | null> {
    return this.producer?.results.get(matchId) ?? (await loadResult(this.db, matchId));
  }

  /** The current price and state of one selection, or null when the market is not offered. */
  findQuote(q: QuoteQuery): LiveQuote | null {
    const m = this.getMatch(q.matchId);
    if (!m) return null;
    if (m.outright) {
      const entry = m.outright.find((o) => o[0] === q.choice);
      const price = entry ? outrightEntryPrice(entry, q.market) : null;
      return entry && price !== null ? { price, state: entry[2], line: 0 } : null;
    }
    const index = mainChoiceIndex(q.market, q.choice);
    if (index !== undefined) {
      const line = m.lines.find((l) => l[0] === q.market && l[1] === q.period);
      if (!line) return null;
      return { price: line[LN.P1 + index] as number, state: line[6], line: line[2] };
    }
    const more = buildMoreOdds(this.world(), q.matchId) ?? [];
    for (const [market, period, line, choices] of more) {
      if (market !== q.market || period !== q.period || (q.line !== null && line !== q.line)) continue;
      const choice = choices.find((c) => c[0] === q.choice);
      if (choice) return { price: choice[1], state: choice[2], line };
    }
    return null;
  }
}
