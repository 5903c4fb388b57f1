// What the feed, bet checks, rooms and media read: the world at one feed version. On the leader it is the
// producer itself; on every other API server it is a replica built from the world's rows (world-store.ts),
// so both answer the same rows and versions.
import type { Queryable } from '../db/types';
import type { Group } from './simulator';
import type { MatchResult, SimMatch } from './types';
import { loadMatchesSince, loadWorldHead, type SimClockAnchor } from './world-store';
import { catalogLeagues, type SimLeague } from './world';

export interface OddsWorld {
  /** Feed version: grows on every step that changed anything. */
  readonly version: number;
  /** Deltas from versions below this cannot be built: answer full. */
  readonly deltaFloor: number;
  /** Sim time of this version. */
  readonly now: number;
  readonly matches: ReadonlyMap<number, SimMatch>;
  readonly leagues: ReadonlyMap<number, SimLeague>;
  /** Results recorded by this process (the producer); every result is also in match_results. */
  readonly results: ReadonlyMap<number, MatchResult>;
  /** Feed group now: 0 gone, 1 early, 2 today, 3 live. */
  groupOf(m: SimMatch): Group;
  getMatch(id: number): SimMatch | undefined;
}

/** The world as stored, followed by polling the version row: one cheap read unless something changed. */
export class WorldReplica implements OddsWorld {
  version = 0;
  deltaFloor = 0;
  now = 0;
  readonly matches = new Map<number, SimMatch>();
  readonly leagues = catalogLeagues();
  readonly results = new Map<number, MatchResult>();
  /** The producer's sim clock, or null before the world exists. */
  anchor: SimClockAnchor | null = null;
  private refreshing: Promise<boolean> | null = null;
  /** The read queued behind the one in progress. */
  private next: Promise<boolean> | null = null;

  constructor(private readonly db: Queryable) {}

  groupOf(m: SimMatch): Group {
    return m.groupLog.at(-1)?.g ?? 0;
  }

  getMatch(id: number): SimMatch | undefined {
    return this.matches.get(id);
  }

  /**
   * Reads what changed since this copy's version. Resolves true when it moved. A caller arriving during a read may
   * know of a version newer than that read saw (a notification of it), so it gets one more read after it, shared by
   * every caller arriving during the same read.
   */
  refresh(): Promise<boolean> {
    if (!this.refreshing) {
      this.refreshing = this.read().finally(() => {
        this.refreshing = null;
      });
      return this.refreshing;
    }
    this.next ??= this.refreshing
      .catch(() => false)
      .then(() => {
        this.next = null;
        return this.refresh();
      });
    return this.next;
  }

  private async read(): Promise<boolean> {
    const head = await loadWorldHead(this.db);
    if (!head) return false;
    this.anchor = { speed: head.speed, anchorReal: head.anchorReal, anchorSim: head.anchorSim };
    if (head.version === this.version) return false;
    // Tombstones below the floor are gone, so a copy that fell behind it starts again from every row.
    const full = this.version === 0 || this.version < head.deltaFloor || head.version < this.version;
    const { matches, removed } = await loadMatchesSince(this.db, full ? 0 : this.version);
    if (full) this.matches.clear();
    for (const m of matches) this.matches.set(m.id, m);
    for (const id of removed) this.matches.delete(id);
    this.version = head.version;
    this.deltaFloor = head.deltaFloor;
    this.now = head.simNow;
    return true;
  }
}
