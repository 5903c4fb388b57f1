// Leader election with PostgreSQL itself: the server whose dedicated connection holds a session-level advisory
// lock runs the singleton jobs (feed producer, settlement, live-bet acceptance, tournament ending, lottery
// draws, virtual sports). The lock lasts exactly as long as that connection: when the leader dies, PostgreSQL
// drops the lock with its session and the next follower to try takes it within a retry period. A leader that
// loses its connection stops its jobs at once. On PGlite the one process is always the leader.
import type { Database, LockSession } from '../db/types';
import { jobLog, SILENT_LOG, type ServerLog } from '../log';

/** Any fixed number shared by every server of one database (the migration lock uses another). */
const LEADER_LOCK_KEY = 7_204_118;

export interface LeadershipEvents {
  /** Starts the singleton jobs; a failure gives the lead up and it is tried again later. */
  gained(): Promise<void>;
  /** Stops the singleton jobs at once (synchronously: nothing of theirs may run after it returns). */
  lost(): void;
}

export interface LeadershipOptions {
  /** How often a follower tries the lock and the leader checks its connection (default 1 s). */
  retryMs?: number;
  /** A leader whose connection does not answer a ping in this time gives up the lead (default 3 s). */
  pingTimeoutMs?: number;
}

export class Leadership {
  private session: LockSession | null = null;
  private leading = false;
  private stopped = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly retryMs: number;
  private readonly pingTimeoutMs: number;
  private readonly log: ServerLog;

  constructor(
    private readonly db: Database,
    private readonly events: LeadershipEvents,
    options: LeadershipOptions = {},
    log: ServerLog = SILENT_LOG,
  ) {
    this.log = jobLog(log, 'leader-election');
    this.retryMs = options.retryMs ?? 1_000;
    this.pingTimeoutMs = options.pingTimeoutMs ?? 3_000;
  }

  get isLeader(): boolean {
    return this.leading;
  }

  /** Tries for the lead once, before the server answers requests, then keeps trying (or checking) in the background. */
  async start(): Promise<void> {
    if (!this.db.openLockSession) {
      this.leading = true;
      await this.events.gained();
      return;
    }
    await this.round();
    this.schedule();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.lose();
    await this.session?.close();
    this.session = null;
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      // round() reports its own failures; the next round is always scheduled.
      void this.round().finally(() => this.schedule());
    }, this.retryMs);
    this.timer.unref?.();
  }

  /** A follower tries the lock; the leader checks that its connection (and so its lock) is still there. */
  private async round(): Promise<void> {
    try {
      if (!this.session) await this.connect();
      const session = this.session;
      if (!session || this.stopped) return;
      if (this.leading) {
        await session.ping(this.pingTimeoutMs);
        return;
      }
      if (await session.tryLock(LEADER_LOCK_KEY)) await this.gain();
    } catch (error) {
      this.log.error({ err: error }, 'leader election round failed, tried again');
    }
  }

  /** Gives the lead up (a leader that finds another one writing): jobs stop, the lock goes with the connection. */
  async resign(): Promise<void> {
    this.lose();
    const session = this.session;
    this.session = null;
    await session?.close();
  }

  private async connect(): Promise<void> {
    const session = await this.db.openLockSession!();
    session.onLost(() => {
      if (this.session === session) this.session = null;
      this.lose();
    });
    this.session = session;
  }

  private async gain(): Promise<void> {
    if (this.stopped) return;
    this.leading = true;
    try {
      await this.events.gained();
    } catch (error) {
      this.log.error({ err: error }, 'starting the leader jobs failed; giving the lead up');
      // Closing the connection releases the lock for another server (or this one, on a later round).
      await this.resign();
    }
  }

  private lose(): void {
    if (!this.leading) return;
    this.leading = false;
    this.events.lost();
  }
}
