// What settlement reports about itself while the server runs: kept in process for the operator (the log says
// which bet and why; these counters say how often), in a shape a metrics endpoint can publish as counters.
import type { ServerLog } from '../log';

export class SettlementStats {
  /** Bets whose settlement threw; each stays running and is tried again on the next pass. */
  failures = 0;
  /** The last failure, for a status view: the bet, the reason and when. */
  lastFailure: { betId: number; reason: string; at: number } | null = null;

  /** `log`: the settlement job's log (log.ts jobLog). */
  constructor(private readonly log: ServerLog) {}

  /** Counts a bet that failed to settle and logs it with its reason. */
  failed(betId: number, matchId: number, error: unknown, now: number = Date.now()): void {
    const reason = error instanceof Error ? error.message : String(error);
    this.failures++;
    this.lastFailure = { betId, reason, at: now };
    this.log.error({ err: error, betId, matchId }, 'settling a bet failed, retried on the next pass');
  }

  /** A match whose bets could not be settled together; they are settled one by one next. */
  matchFailed(matchId: number, error: unknown): void {
    this.log.warn({ err: error, matchId }, 'settling a match at once failed, settling its bets one by one');
  }
}
