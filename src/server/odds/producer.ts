// The feed producer seam: what writes the odds world. The embedded simulator is the default; an operator
// plugs a real odds provider in by writing an adapter that implements FeedProducer (docs/FEED.md "Producers").
// Only the leader runs a producer; the odds service stores what it hands over after every tick.
import { OddsSimulator, type SavedWorld, type WorldChanges } from './simulator';
import type { MatchResult } from './types';
import type { OddsWorld } from './world-view';

export interface FeedProducer extends OddsWorld {
  /**
   * Moves the world to sim time `now` (the simulator plays it; an adapter applies the provider's messages
   * received since the last call). Every match row that changed gets `changedAt` = the new version, and a
   * change of feed group is appended to its `groupLog`.
   */
  advance(now: number): void;
  /** Called with every result the producer records (completed or cancelled). */
  onResult(listener: (result: MatchResult) => void): () => void;
  /** Everything changed since the last call (rows, purged ids, results), for storage in one transaction. */
  takeChanges(): WorldChanges;
  /** Takes back changes whose write failed, so the next takeChanges() hands them over again. */
  giveBack(changes: WorldChanges): void;
}

interface NewWorld {
  seed: number;
  /** Sim time of the start. */
  now: number;
  /** The first match id this world may use: above every id the database has seen. */
  firstId: number;
  perLeague: number;
  closedPriceMs: number;
}

/** Builds the producer of a new world, or continues a stored one (its rows and checkpoint). */
export interface FeedProducerFactory {
  create(world: NewWorld): FeedProducer;
  /**
   * Continues a stored world and brings it to `now`: matches that should have kicked off or ended while no
   * producer ran are played (or, for a provider, fetched) to now, their results recorded.
   */
  resume(
    saved: SavedWorld,
    seed: number,
    now: number,
    options: Pick<NewWorld, 'perLeague' | 'closedPriceMs'>,
  ): FeedProducer;
}

/** The embedded default: the seeded simulator of simulator.ts. */
export const simulatorProducer: FeedProducerFactory = {
  create: (w) =>
    new OddsSimulator({
      seed: w.seed,
      start: w.now,
      perLeague: w.perLeague,
      firstId: w.firstId,
      closedPriceMs: w.closedPriceMs,
    }),
  resume: (saved, seed, now, options) => {
    const sim = new OddsSimulator({ seed, start: saved.checkpoint.now, ...options, resume: saved });
    sim.catchUp(now);
    return sim;
  },
};
