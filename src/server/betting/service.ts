// The betting engine's background work: settles each match when the simulator records its result, and a
// sweep that decides waiting live bets and catches up on results settlement missed. One queue keeps
// these jobs in order so a match is never settled by two jobs at once in this process.
import { SerialJobs } from '../services/serial-jobs';
import type { MatchOutcome } from '../../shared/betting/markets';
import { loadResult } from '../odds/results-store';
import { processWaiting } from './acceptance';
import type { BettingDeps } from './deps';
import { recordNames } from './results';
import { CANCELLED, orphanedMatches, outcomeOf, settleMatch, unsettledMatches } from './settle';

export class BetService extends SerialJobs {
  private timer: ReturnType<typeof setInterval> | null = null;
  private unsubscribe: (() => void) | null = null;
  /** Set once the bets left on matches of earlier runs have all been refunded (see orphanedMatches). */
  private orphansDone = false;

  constructor(readonly deps: BettingDeps) {
    super('betting');
  }

  start(sweepMs = 1_000): void {
    this.unsubscribe = this.deps.odds.onResult((result) => {
      this.fireAndForget(async () => {
        await recordNames(this.deps.ctx.db, this.deps.odds, result);
        await settleMatch(this.deps, result.matchId, outcomeOf(result));
      });
    });
    this.timer = setInterval(() => this.fireAndForget(() => this.sweep()), sweepMs);
    this.timer.unref?.();
  }

  stop(): void {
    this.unsubscribe?.();
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /**
   * Decides due waiting bets, then settles matches whose result is known but whose bets are open. The
   * first sweeps after a start also refund bets on matches of earlier runs, which will never finish.
   */
  async sweep(): Promise<void> {
    await processWaiting(this.deps);
    if (!this.orphansDone) {
      const orphans = await orphanedMatches(this.deps);
      for (const matchId of orphans) await settleMatch(this.deps, matchId, CANCELLED);
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
