// What settlement reports about itself while the server runs: kept in process for the operator (the log says
// which bet and why; these counters say how often), in a shape a metrics endpoint can publish as counters.

export class SettlementStats {
  /** Bets whose settlement threw; each stays running and is tried again on the next pass. */
  failures = 0;
  /** The last failure, for a status view: the bet, the reason and when. */
  lastFailure: { betId: number; reason: string; at: number } | null = null;

  /** Counts a bet that failed to settle and logs it with its reason. */
  failed(betId: number, matchId: number, error: unknown, now: number = Date.now()): void {
    const reason = error instanceof Error ? error.message : String(error);
    this.failures++;
    this.lastFailure = { betId, reason, at: now };
    console.error(`settling bet ${betId} of match ${matchId} failed, retried on the next pass: ${reason}`);
  }
}
