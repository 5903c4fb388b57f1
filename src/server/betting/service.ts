// The betting engine's background work: settles each match when the simulator records its result, and a
// sweep that decides waiting live bets and catches up on results settlement missed. One queue keeps
// these jobs in order so a match is never settled by two jobs at once in this process.
import type { MatchOutcome } from '../../shared/betting/markets';
import { loadResult } from '../odds/results-store';
import { processWaiting } from './acceptance';
import type { BettingDeps } from './deps';
import { recordNames } from './results';
import { ABANDONED_BY_RESTART, orphanedMatches, outcomeOf, settleMatch, unsettledMatches } from './settle';

export class BetService {
  private queue: Promise<unknown> = Promise.resolve();
  private timer: ReturnType<typeof setInterval> | null = null;
  private unsubscribe: (() => void) | null = null;
  /** Failures of background jobs, kept for the log and for tests to assert on. */
  readonly errors: unknown[] = [];
  /** Set once the bets left on matches of earlier runs have all been refunded (see orphanedMatches). */
  private orphansDone = false;

  constructor(readonly deps: BettingDeps) {}

  start(sweepMs = 1_000): void {
    this.unsubscribe = this.deps.odds.onResult((result) => {
      this.enqueue(async () => {
        await recordNames(this.deps.ctx.db, this.deps.odds, result);
        await settleMatch(this.deps, result.matchId, outcomeOf(result));
      });
    });
    this.timer = setInterval(() => this.enqueue(() => this.sweep()), sweepMs);
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
      console.error('betting job failed', error);
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

  /**
   * Decides due waiting bets, then settles matches whose result is known but whose bets are open. The
   * first sweeps after a start also refund bets on matches of earlier runs, which will never finish.
   */
  async sweep(): Promise<void> {
    await processWaiting(this.deps);
    if (!this.orphansDone) {
      const orphans = await orphanedMatches(this.deps);
      for (const matchId of orphans) await settleMatch(this.deps, matchId, ABANDONED_BY_RESTART);
      this.orphansDone = orphans.length === 0;
    }
    for (const matchId of await unsettledMatches(this.deps)) {
      const recorded = await loadResult(this.deps.ctx.db, matchId);
      const [stored] = await this.deps.ctx.db.query<{ outcome: string }>(
        'SELECT outcome FROM settled_results WHERE match_id = $1',
        [matchId],
      );
      const result: MatchOutcome | null = stored
        ? (JSON.parse(stored.outcome) as MatchOutcome)
        : recorded
          ? outcomeOf(recorded)
          : null;
      if (result) await settleMatch(this.deps, matchId, result);
    }
  }
}
