// Myanmar body/percentage settlement (RULES.md section 10 "Myanmar odds"): the giver of body N wins the full stake
// above N, wins or loses pct% at exactly N, and loses below N; the taker gets the mirror.
import type { MyanmarQuote } from '../odds/myanmar';
import { myanmarOutcome } from '../odds/myanmar';
import { LOST, WON, mirror, partial } from './outcome';
import type { SettleFactor } from './outcome';

/**
 * `margin` is the giver's winning margin in goals (handicap) or the total goals (over/under, where the
 * over side is the giver). `backsGiver` says which side the bettor took.
 */
export function myanmarFactor(quote: MyanmarQuote, margin: number, backsGiver: boolean): SettleFactor {
  const result = myanmarOutcome(quote, margin);
  const giver = result === 1 ? WON : result === -1 ? LOST : partial(Math.round(result * 100));
  return backsGiver ? giver : mirror(giver);
}

/**
 * Risk and win of a Myanmar bet: the stake is risked and a full win pays the stake (the house's body
 * payout is even money in this product).
 */
export function myanmarRiskWin(stakeMinor: number): { riskMinor: number; winMinor: number } {
  return { riskMinor: stakeMinor, winMinor: stakeMinor };
}
