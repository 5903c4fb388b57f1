import { ODDS_TYPES } from '@shared/constants';
import { toMinor } from '@shared/money';
import { formatPrice, priceFromDisplay, type NumericOddsType } from '@shared/odds/price';

/**
 * A room price in the player's odds type. Rooms quote Hong Kong odds on the wire (points risked are always the
 * stake); the player reads them in the type they chose, like every other price in the app.
 */
export function roomOddsText(hongKongOdds: string, type: NumericOddsType): string {
  return formatPrice(priceFromDisplay(toMinor(hongKongOdds), ODDS_TYPES.HK), type);
}
