import { TIME_ZONE } from '@shared/constants';
import type { Language } from '@shared/constants';
import { MONEY_NUMBER_FORMAT, minorToDecimalString } from '@shared/money';
import { intlLocale } from './languages';

// Locale-aware display of numbers, money and times. Times are always Malaysia time (RULES.md section 9:
// shown in GMT+8) whatever the machine's zone, and say so, because players sit in many zones.

export const ZONE_LABEL = 'GMT+8';

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
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
 * An instant shown in GMT+8 with the zone said after it. `kind` names the option set, so each language
 * builds one formatter per kind.
 */
function formatZoned(
  epochMs: number,
  language: Language,
  kind: string,
  options: Intl.DateTimeFormatOptions,
): string {
  const df = cached(
    `${kind}|${language}`,
    () => new Intl.DateTimeFormat(intlLocale(language), { timeZone: TIME_ZONE, ...options }),
  );
  return `${df.format(epochMs)} ${ZONE_LABEL}`;
}

/** Date and time in GMT+8 with the zone shown: "14/06/2025, 20:45 GMT+8" (order per locale). */
export function formatDateTime(epochMs: number, language: Language, withSeconds = false): string {
  return formatZoned(epochMs, language, `dt|${withSeconds}`, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    ...(withSeconds ? { second: '2-digit' } : {}),
    hourCycle: 'h23',
  });
}

/** Date only, in GMT+8 (a bet's working date), with the zone shown. */
export function formatDate(epochMs: number, language: Language): string {
  return formatZoned(epochMs, language, 'd', { year: 'numeric', month: '2-digit', day: '2-digit' });
}

/** Time of day in GMT+8 with the zone shown: "20:45 GMT+8". */
export function formatTime(epochMs: number, language: Language): string {
  return formatZoned(epochMs, language, 't', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
}
