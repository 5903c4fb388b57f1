// Money travels and is stored as integer minor units (cents); never as binary floats.

export const MINOR_PER_MAJOR = 100;

/** Converts a decimal string or number of major units to minor units, refusing more than 2 decimals. */
export function toMinor(amount: string | number): number {
  const text = typeof amount === 'number' ? amount.toFixed(2) : amount.trim();
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new RangeError(`not a money amount: ${String(amount)}`);
  const [, sign, whole = '0', frac = ''] = match;
  const minor = Number(whole) * MINOR_PER_MAJOR + Number(frac.padEnd(2, '0'));
  if (!Number.isSafeInteger(minor)) throw new RangeError(`amount out of range: ${String(amount)}`);
  return sign ? -minor : minor;
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

/** Minor units to a grouped display string ("10,000.00"), exact and locale-independent. */
export function formatMinor(minor: number): string {
  const [whole = '0', frac = '00'] = minorToDecimalString(minor).split('.');
  const negative = whole.startsWith('-');
  const digits = negative ? whole.slice(1) : whole;
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}.${frac}`;
}
