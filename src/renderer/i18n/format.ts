import { TIME_ZONE_OFFSET_MINUTES } from '@shared/constants';
import type { Language } from '@shared/constants';
import { MONEY_NUMBER_FORMAT, minorToDecimalString } from '@shared/money';
import { intlLocale } from './languages';

// Display of numbers, money, dates and times. Numbers and money are grouped per locale; dates and times read
// the same in every language. Times are always Malaysia time (RULES.md section 9: shown in GMT+8) whatever the
// machine's zone, and say so, because players sit in many zones.

const ZONE_LABEL = 'GMT+8';

const cache = new Map<string, Intl.NumberFormat>();
function cached<T extends Intl.NumberFormat>(key: string, make: () => T): T {
  let f = cache.get(key) as T | undefined;
  if (!f) {
    f = make();
    cache.set(key, f);
  }
  return f;
}

export function formatNumber(value: number, language: Language, fractionDigits?: number): string {
  const key = `n|${language}|${fractionDigits ?? ''}`;
  return cached(
    key,
    () =>
      new Intl.NumberFormat(
        intlLocale(language),
        fractionDigits === undefined
          ? {}
          : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits },
      ),
  ).format(value);
}

/**
 * An amount from integer minor units, grouped for the locale, always two decimals. The decimal string is
 * handed to Intl (which formats strings exactly) so no float ever rounds money.
 */
export function formatMoney(minor: number, language: Language, currency?: string | null): string {
  const nf = cached(`m|${language}`, () => new Intl.NumberFormat(intlLocale(language), MONEY_NUMBER_FORMAT));
  const text = nf.format(minorToDecimalString(minor) as unknown as number);
  return currency ? `${text} ${currency}` : text;
}

/**
 * The GMT+8 wall clock of an instant as two-digit parts. Dates and times read the same in every language (day
 * first, "27/11/2026", 24-hour "20:45"): locales disagree (Burmese puts the month first in some browsers, Chinese,
 * Japanese and Korean the year), and a player who switches language must not read a different day.
 */
function wallClock(epochMs: number) {
  const t = new Date(epochMs + TIME_ZONE_OFFSET_MINUTES * 60_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return {
    date: `${two(t.getUTCDate())}/${two(t.getUTCMonth() + 1)}/${String(t.getUTCFullYear()).padStart(4, '0')}`,
    time: `${two(t.getUTCHours())}:${two(t.getUTCMinutes())}`,
    seconds: two(t.getUTCSeconds()),
  };
}

/** How a date is written and typed in every language. */
export const DATE_FORMAT = 'dd/mm/yyyy';

/** Date and time in GMT+8 with the zone shown: "14/06/2025, 20:45 GMT+8", the same in every language. */
export function formatDateTime(epochMs: number, _language: Language, withSeconds = false): string {
  const c = wallClock(epochMs);
  return `${c.date}, ${c.time}${withSeconds ? `:${c.seconds}` : ''} ${ZONE_LABEL}`;
}

/** Date only, in GMT+8 (a bet's working date), with the zone shown: "14/06/2025 GMT+8". */
export function formatDate(epochMs: number, _language: Language): string {
  return `${wallClock(epochMs).date} ${ZONE_LABEL}`;
}

/** A working date of the wire (YYYY-MM-DD, already a GMT+8 day) as the player reads it: "27/11/2026". */
export function formatWorkingDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-');
  return y && m && d ? `${d}/${m}/${y}` : isoDate;
}

/**
 * A date typed as dd/mm/yyyy (one-digit day or month, and "-" or "." between, are taken too) as the wire's
 * YYYY-MM-DD, or null when it is not a real calendar day.
 */
export function parseDateInput(text: string): string | null {
  const match = /^\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\s*$/.exec(text);
  if (!match) return null;
  const [d, m, y] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const day = new Date(Date.UTC(y, m - 1, d));
  if (day.getUTCFullYear() !== y || day.getUTCMonth() !== m - 1 || day.getUTCDate() !== d) return null;
  return `${match[3]}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** Time of day in GMT+8 with the zone shown: "20:45 GMT+8". */
export function formatTime(epochMs: number, _language: Language): string {
  return `${wallClock(epochMs).time} ${ZONE_LABEL}`;
}
