// What a single bet risks and wins at a canonical price in the odds type the player bets in, and how a
// moved price is treated under the accept-better / accept-any preferences.
import { ODDS_TYPES } from '../constants';
import type { OddsType } from '../constants';
import { displayUnits } from '../odds/price';
import type { Price } from '../odds/price';
import { riskAndWin } from '../odds/risk';
import { myanmarRiskWin } from './myanmar';

export interface BetAmounts {
  /** Debited at placement: the stake, or stake x |odds| at negative Malay/Indo odds. */
  riskMinor: number;
  /** Net win if the bet wins in full. */
  winMinor: number;
  /** The displayed odds the bet is struck at (hundredths of its odds type; 0 for Myanmar quotes). */
  oddsUnits: number;
}

export function betAmounts(stakeMinor: number, price: Price, oddsType: OddsType): BetAmounts {
  if (oddsType === ODDS_TYPES.MMO) return { ...myanmarRiskWin(stakeMinor), oddsUnits: 0 };
  const oddsUnits = displayUnits(price, oddsType);
  return { ...riskAndWin(stakeMinor, oddsUnits, oddsType), oddsUnits };
}

export interface OddsAcceptance {
  acceptBetterOdds: boolean;
  acceptAnyOdds: boolean;
}

/**
 * Which price a bet is struck at when the quote moved since the slip read it: the current one when the
 * player accepts the move, else null (the slip shows the new price for a new confirm: oddsIsUpdating).
 * A higher canonical price is better for the player in every odds type.
 */
export function acceptedPrice(requested: Price, current: Price, prefs: OddsAcceptance): Price | null {
  if (current === requested) return current;
  if (prefs.acceptAnyOdds) return current;
  if (current > requested && prefs.acceptBetterOdds) return current;
  return null;
}
