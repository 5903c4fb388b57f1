// Money travels and is stored as integer minor units (cents); never as binary floats.

/**
 * The kinds of money movement the wallet's ledger records; a statement shows each entry's kind as its
 * `transfer_method`.
 */
export const LEDGER_TYPES = [
  'deposit',
  'withdrawal',
  'adjustment',
  'bet',
  'settle',
  'refund',
  'commission',
] as const;
export type LedgerType = (typeof LEDGER_TYPES)[number];

const MINOR_PER_MAJOR = 100;
/** Decimal places of every currency the API handles (MYR, USD, THB, MMK...: all count in hundredths). */
const CURRENCY_DECIMALS = 2;

/** A decimal amount as text: an optional sign, digits, and at most the currency's decimals. */
export const AMOUNT_PATTERN = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

function textToMinor(text: string): number | null {
  const match = AMOUNT_PATTERN.exec(text);
  if (!match) return null;
  const [, sign, whole = '0', frac = ''] = match;
  const minor = Number(whole) * MINOR_PER_MAJOR + Number(frac.padEnd(CURRENCY_DECIMALS, '0'));
  if (!Number.isSafeInteger(minor)) return null;
  return sign ? -minor : minor;
}

/**
 * An amount a client sent (a stake, a fee), as a decimal string or a JSON number, in minor units; null when it is
 * not an exact amount of the currency. A number is read by its shortest decimal form, which is what the client
 * wrote, and never rounded: 10.999 and 1.005 are refused rather than debited as 11.00 and 1.00, and so are
 * exponents (1e21, 1e-7), NaN and infinities. Every route that takes an amount parses it here, once.
 */
export function parseAmount(value: string | number): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? textToMinor(String(value)) : null;
  return textToMinor(value.trim());
}

/**
 * An amount the server sent (a balance, a limit) to minor units; throws when it is not one. Numbers are tolerated
 * there and read at the currency's precision.
 */
export function toMinor(amount: string | number): number {
  const minor = parseAmount(typeof amount === 'number' ? amount.toFixed(CURRENCY_DECIMALS) : amount);
  if (minor === null) throw new RangeError(`not a money amount: ${String(amount)}`);
  return minor;
}

/** Minor units to a plain decimal string with two places ("10000.00"), exact. */
export function minorToDecimalString(minor: number): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`not an integer amount: ${minor}`);
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const whole = Math.floor(abs / MINOR_PER_MAJOR);
  const frac = String(abs % MINOR_PER_MAJOR).padStart(2, '0');
  return `${sign}${whole}.${frac}`;
}

/**
 * How every amount is shown to a player: `Intl.NumberFormat` in the display language's locale with these options
 * (the locale's grouping, always two decimals), given the exact decimal string, and the currency code after it.
 * The app's screens (renderer `formatMoney`) and the provider's game pages (their `Game.money`) both write money so.
 */
export const MONEY_NUMBER_FORMAT = {
  minimumFractionDigits: CURRENCY_DECIMALS,
  maximumFractionDigits: CURRENCY_DECIMALS,
} as const;

/** Minor units to a grouped display string ("10,000.00"), exact and locale-independent. */
export function formatMinor(minor: number): string {
  const [whole = '0', frac = '00'] = minorToDecimalString(minor).split('.');
  const negative = whole.startsWith('-');
  const digits = negative ? whole.slice(1) : whole;
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}.${frac}`;
}
