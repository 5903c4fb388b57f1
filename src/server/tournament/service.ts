// The tournament engine's background work: settle room bets when the simulator records a result, and a
// sweep that cancels rooms short of players, ends rooms whose matches are all over, and catches up on
// anything missed. One queue keeps these jobs in order within the process.
import type { TournamentDeps } from './deps';
import { resultOf } from './matches';
import { finishRoom, roomsToDecide, settleMatchInRooms, unsettledMatches, type FinishReport } from './settlement';

export class TournamentService {
  private queue: Promise<unknown> = Promise.resolve();
  private timer: ReturnType<typeof setInterval> | null = null;
  private unsubscribe: (() => void) | null = null;
  /** Failures of background jobs, kept for the log and for tests to assert on. */
  readonly errors: unknown[] = [];

  constructor(readonly deps: TournamentDeps) {}

  start(sweepMs = 1_000): void {
    this.unsubscribe = this.deps.odds.onResult((result) => {
      this.enqueue(async () => {
        await settleMatchInRooms(this.deps, result);
        await this.decideRooms();
      });
    });
    this.timer = setInterval(() => void this.enqueue(() => this.sweep()).catch(() => undefined), sweepMs);
    this.timer.unref?.();
  }

  stop(): void {
    this.unsubscribe?.();
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  enqueue<T>(job: () => Promise<T>): Promise<T> {
    const run = this.queue.then(job);
    this.queue = run.catch((error: unknown) => {
      this.errors.push(error);
      console.error('tournament job failed', error);
    });
    return run;
  }

  /** Resolves once every job queued so far (and any it queued) has finished. */
  async idle(): Promise<void> {
    let current: Promise<unknown>;
    do {
      current = this.queue;
      await current;
    } while (current !== this.queue);
  }

  async sweep(): Promise<FinishReport> {
    for (const matchId of await unsettledMatches(this.deps)) {
      const result = await resultOf(this.deps.ctx.db, this.deps.odds, matchId);
      if (result) await settleMatchInRooms(this.deps, result);
    }
    return this.decideRooms();
  }

  private async decideRooms(): Promise<FinishReport> {
    const report: FinishReport = { ended: [], cancelled: [] };
    for (const roomId of await roomsToDecide(this.deps)) await finishRoom(this.deps, roomId, report);
    return report;
  }
}
