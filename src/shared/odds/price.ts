// One canonical price per selection: Hong Kong odds as an integer number of millionths (HK x 1,000,000).
// Integers avoid binary-float drift; a millionth is fine enough that every two-decimal Malay, Indo,
// HK and decimal quote survives the trip to the canonical form and back (see docs/FEED.md).
import { ODDS_TYPES } from '../constants';
import type { OddsType } from '../constants';

/** HK odds x PRICE_SCALE, an integer. */
export type Price = number;

export const PRICE_SCALE = 1_000_000;
/** The quotable range: HK 0.01 (decimal 1.01) to HK 100.00 (decimal 101.00), so MY and ID never show 0. */
export const MIN_PRICE: Price = 10_000;
export const MAX_PRICE: Price = 100 * PRICE_SCALE;

/** Odds types with a numeric conversion from the canonical price (Myanmar is quoted directly). */
export type NumericOddsType = Exclude<OddsType, typeof ODDS_TYPES.MMO>;

const pow10 = (places: number): number => 10 ** places;

/**
 * The displayed odds of a canonical price as an integer in units of 10^-places, rounded in the house's
 * favour so that a bet struck at the shown quote never pays more than the price: a positive quote is
 * truncated (a smaller win per stake), a negative Malay or Indo quote is rounded away from zero (a larger
 * risk per stake won). HK 1.00 shows as +1.00 in both Malay and Indo (the +/-1.00 convention).
 */
export function displayUnits(price: Price, type: NumericOddsType, places = 2): number {
  const unit = PRICE_SCALE / pow10(places);
  // 1/HK in display units is PRICE_SCALE^2 / (price * unit) = PRICE_SCALE * 10^places / price.
  const inverse = (): number => -Math.ceil((PRICE_SCALE * pow10(places)) / price);
  switch (type) {
    case ODDS_TYPES.DEC:
      return Math.trunc((price + PRICE_SCALE) / unit);
    case ODDS_TYPES.HK:
      return Math.trunc(price / unit);
    case ODDS_TYPES.MY:
      return price <= PRICE_SCALE ? Math.trunc(price / unit) : inverse();
    case ODDS_TYPES.ID:
      return price >= PRICE_SCALE ? Math.trunc(price / unit) : inverse();
  }
}

/**
 * The canonical price of a displayed quote (units of 10^-places). Inverse quotes take the ceiling of
 * 1/|odds|: the smallest price whose quote, rounded away from zero, is the same displayed value.
 */
export function priceFromDisplay(units: number, type: NumericOddsType, places = 2): Price {
  const unit = PRICE_SCALE / pow10(places);
  const inverse = (): Price => Math.ceil((PRICE_SCALE * pow10(places)) / Math.abs(units));
  switch (type) {
    case ODDS_TYPES.DEC:
      return units * unit - PRICE_SCALE;
    case ODDS_TYPES.HK:
      return units * unit;
    case ODDS_TYPES.MY:
    case ODDS_TYPES.ID:
      return units > 0 ? units * unit : inverse();
  }
}

/** Parses "0.95", "-1.04", "2.0526" into display units of the given places; null when malformed. */
export function parseOdds(text: string, places = 2): number | null {
  const match = /^([+-])?(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return null;
  const [, sign, whole = '0', frac = ''] = match;
  if (frac.length > places) return null;
  const units = Number(whole) * pow10(places) + Number(frac.padEnd(places, '0'));
  return sign === '-' ? -units : units;
}

/** Display units to text with exactly `places` decimals ("-0.80", "2.05"). */
export function formatUnits(units: number, places = 2): string {
  const sign = units < 0 ? '-' : '';
  const abs = Math.abs(units);
  if (places === 0) return `${sign}${abs}`;
  const scale = pow10(places);
  return `${sign}${Math.floor(abs / scale)}.${String(abs % scale).padStart(places, '0')}`;
}

/** The canonical price shown in an odds type, two decimals, rounded in the house's favour (displayUnits). */
export function formatPrice(price: Price, type: NumericOddsType): string {
  return formatUnits(displayUnits(price, type));
}

/** Canonical price to decimal odds as a float, for probability maths only (never for money). */
export function decimalOf(price: Price): number {
  return 1 + price / PRICE_SCALE;
}

/** A fair-ish decimal float (from the simulator's model) to a canonical price quoted at two HK decimals. */
export function priceFromDecimal(decimal: number): Price {
  const hkCents = Math.floor((decimal - 1) * 100 + 1e-9);
  const clamped = Math.min(Math.max(hkCents, 1), 100 * 100);
  return clamped * (PRICE_SCALE / 100);
}
