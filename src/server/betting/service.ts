// The betting engine's background work, run by the leader only: settles each match when the producer records
// its result (once the result is stored), and a sweep that decides waiting live bets (whichever server took
// them: they are rows) and settles every match whose stored result has open bets. One queue keeps these jobs
// in order; settlement is idempotent, so a job run twice, or by a new leader, changes nothing the second time.
import { SerialJobs } from '../infra/serial-jobs';
import type { MatchOutcome } from './markets';
import { loadResult } from '../odds/results-store';
import { processWaiting } from './acceptance';
import type { BettingDeps } from './deps';
import { outcomeOf, settleMatch, unsettledMatches } from './settle';

export class BetService extends SerialJobs {
  private timer: ReturnType<typeof setInterval> | null = null;
  private unsubscribe: (() => void) | null = null;

  constructor(readonly deps: BettingDeps) {
    super('settlement', deps.ctx.log);
  }

  start(sweepMs = 1_000): void {
    if (this.timer) return;
    this.unsubscribe = this.deps.odds.onResult((result) => {
      this.fireAndForget(async () => {
        await this.deps.odds.persist();
        await settleMatch(this.deps, result.matchId, outcomeOf(result), { finishedAt: result.finishedAt });
      });
    });
    this.timer = setInterval(() => this.fireAndForget(() => this.sweep()), sweepMs);
    this.timer.unref?.();
  }

  stop(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Decides due waiting bets, then settles matches whose result is stored but whose bets are open. */
  async sweep(): Promise<void> {
    await processWaiting(this.deps);
    for (const matchId of await unsettledMatches(this.deps)) {
      // One match that cannot be settled now must not hold back the others of this pass.
      try {
        await this.settleStored(matchId);
      } catch (error) {
        this.log.error({ err: error, matchId }, 'settling a match failed, retried on the next pass');
      }
    }
  }

  private async settleStored(matchId: number): Promise<void> {
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
    if (result) await settleMatch(this.deps, matchId, result, { finishedAt: recorded?.finishedAt });
  }
}
