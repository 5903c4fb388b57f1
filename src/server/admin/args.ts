import { toMinor } from '../../shared/money';

/** An operator's mistake on the command line: printed as-is, exit code 2. */
export class UsageError extends Error {}

export function required(value: string | undefined, what: string): string {
  if (value === undefined || value.trim() === '') throw new UsageError(`missing ${what}`);
  return value.trim();
}

export function money(value: string | undefined, what: string): number {
  const text = required(value, what);
  try {
    return toMinor(text);
  } catch {
    throw new UsageError(`${what} must be an amount with at most 2 decimals, got "${text}"`);
  }
}

/** Commission is given in percent ("0.25" = 0.25%) and stored in basis points. */
export function percentToBp(value: string | undefined, what: string): number {
  const text = required(value, what);
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(text))
    throw new UsageError(`${what} must be a percentage like 0.25, got "${text}"`);
  const bp = Math.round(Number(text) * 100);
  if (bp > 10_000) throw new UsageError(`${what} cannot exceed 100%`);
  return bp;
}

export function oneOf<T extends string>(value: string | undefined, allowed: readonly T[], what: string): T {
  const text = required(value, what);
  if (!(allowed as readonly string[]).includes(text))
    throw new UsageError(`${what} must be one of ${allowed.join(', ')}, got "${text}"`);
  return text as T;
}

/** `key=min:max:payout` in major units, e.g. `1_hdp=1:5000:50000`. */
export function betLimit(spec: string): {
  key: string;
  minBetMinor: number;
  maxBetMinor: number;
  maxPayoutMinor: number;
} {
  const match = /^([a-z0-9_]+)=([\d.]+):([\d.]+):([\d.]+)$/.exec(spec);
  if (!match)
    throw new UsageError(`--limit must look like key=min:max:payout (1_hdp=1:5000:50000), got "${spec}"`);
  const [, key = '', min, max, payout] = match;
  return {
    key,
    minBetMinor: money(min, 'min'),
    maxBetMinor: money(max, 'max'),
    maxPayoutMinor: money(payout, 'payout'),
  };
}
