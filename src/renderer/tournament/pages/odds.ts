import { ODDS_TYPES } from '@shared/constants';
import { decimalOnly } from '@shared/feed/layout';
import { toMinor } from '@shared/money';
import { formatPrice, priceFromDisplay, type NumericOddsType } from '@shared/odds/price';

/**
 * A room price as the sportsbook shows the same market. Rooms quote Hong Kong odds on the wire (points risked are
 * always the stake); the player reads a handicap, total or money line in the type they chose and 1X2 in decimal,
 * like every other 1X2 price in the app.
 */
export function roomOddsText(hongKongOdds: string, market: string, type: NumericOddsType): string {
  return formatPrice(
    priceFromDisplay(toMinor(hongKongOdds), ODDS_TYPES.HK),
    decimalOnly(market) ? ODDS_TYPES.DEC : type,
  );
}
