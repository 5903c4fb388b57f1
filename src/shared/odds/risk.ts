// What a stake risks and what it wins at a displayed price (RULES.md section 10 "Risk and win").
import { ODDS_TYPES } from '../constants';
import type { NumericOddsType } from './price';

export interface RiskWin {
  /** What leaves the balance if the bet loses, minor units. */
  riskMinor: number;
  /** Net winnings if the bet wins in full, minor units. */
  winMinor: number;
}

/**
 * Risk and win for a stake (minor units) at displayed odds in hundredths of the given type.
 * Negative Malay/Indo: the stake is what is won and stake x |odds| is risked. Amounts round to whole
 * minor units in the house's favour, never the player's by a fraction: a win truncates, a risk at
 * negative odds rounds up, so the risked-to-won ratio never beats the quote.
 */
export function riskAndWin(stakeMinor: number, oddsUnits: number, type: NumericOddsType): RiskWin {
  if (!Number.isSafeInteger(stakeMinor) || stakeMinor < 0) throw new RangeError(`bad stake ${stakeMinor}`);
  if (!Number.isSafeInteger(oddsUnits) || oddsUnits === 0) throw new RangeError(`bad odds ${oddsUnits}`);
  const times = (units: number): number => Math.trunc((stakeMinor * units) / 100);
  const timesUp = (units: number): number => Math.ceil((stakeMinor * units) / 100);
  if (type === ODDS_TYPES.DEC) {
    if (oddsUnits <= 100) throw new RangeError(`decimal odds must exceed 1.00: ${oddsUnits}`);
    return { riskMinor: stakeMinor, winMinor: times(oddsUnits - 100) };
  }
  if (oddsUnits > 0) return { riskMinor: stakeMinor, winMinor: times(oddsUnits) };
  if (type === ODDS_TYPES.HK) throw new RangeError('HK odds are never negative');
  return { riskMinor: timesUp(-oddsUnits), winMinor: stakeMinor };
}
