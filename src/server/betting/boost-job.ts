// The simulator's own boosts: the leader keeps a few offers on open selections (the admin CLI offers the operator's),
// so the Booster tab has something to show on a fresh demo server.
import { LINE_STATE } from '../../shared/feed/layout';
import { SerialJobs } from '../infra/serial-jobs';
import type { BettingDeps } from './deps';
import { activeBoosts, createBoost, currentQuote, withdrawBoost } from './boost-store';

/** The simulator's default offers: how many it keeps, and the boost over the feed price (in percent). */
const SIMULATED_BOOSTS = 3;
const SIMULATED_BOOST_PERCENT = 25;
const SIMULATED_MAX_STAKE_MINOR = 50_000;
const SIMULATED_BUDGET_MINOR = 500_000;

/** A boosted price SIMULATED_BOOST_PERCENT above the feed price, on the 0.01 grid of the HK price. */
export function simulatedBoostPrice(price: number): number {
  const boosted = Math.floor((price * (100 + SIMULATED_BOOST_PERCENT)) / 100 / 10_000) * 10_000;
  return Math.max(boosted, price + 10_000);
}

/**
 * The leader's job: withdraws the simulator's boosts whose match left pre-match, and keeps SIMULATED_BOOSTS on offer
 * on soccer matches that still take pre-match bets (home win of 1X2). The boosts are rows, so a restart or a new
 * leader carries on with them; operator boosts are left alone.
 */
export class BoostService extends SerialJobs {
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(private readonly deps: BettingDeps) {
    super('boosts', deps.ctx.log);
  }

  start(everyMs = 30_000): void {
    if (this.timer) return;
    this.fireAndForget(() => this.refresh());
    this.timer = setInterval(() => this.fireAndForget(() => this.refresh()), everyMs);
    this.timer.unref?.();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  async refresh(): Promise<void> {
    const { db } = this.deps.ctx;
    const odds = this.deps.odds;
    const active = await activeBoosts(db);
    let offered = 0;
    for (const b of active) {
      if (b.source !== 'simulator') continue;
      if (currentQuote(odds, b).code) await withdrawBoost(db, b.id);
      else offered += 1;
    }
    const taken = new Set(active.map((b) => b.matchId));
    const candidates = [...odds.sync().matches.values()].filter(
      (m) =>
        m.sport.id === 1 &&
        m.type === 1 &&
        m.state === 'pre' &&
        !taken.has(m.id) &&
        m.lines.some((l) => l[0] === 'oxt' && l[1] === 0 && l[6] === LINE_STATE.RUNNING && l[3] > 0),
    );
    candidates.sort((a, b) => a.kickoff - b.kickoff || a.id - b.id);
    for (const m of candidates) {
      if (offered >= SIMULATED_BOOSTS) break;
      const quote = currentQuote(odds, { matchId: m.id, market: 'oxt', period: 0, choice: '1', line: null });
      if (quote.code) continue;
      await createBoost(db, odds, {
        matchId: m.id,
        market: 'oxt',
        period: 0,
        choice: '1',
        boostedPrice: simulatedBoostPrice(quote.price),
        maxStakeMinor: SIMULATED_MAX_STAKE_MINOR,
        budgetMinor: SIMULATED_BUDGET_MINOR,
        source: 'simulator',
      });
      offered += 1;
    }
  }
}
