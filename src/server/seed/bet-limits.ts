import type { BetLimitInput } from '../accounts/members-admin';

/**
 * Bet limit keys are `{sportId}_{market}` (RULES.md sport ids: 1 soccer, 2 basketball), plus
 * `parlay`, `mmo` (Myanmar odds, MMK/MMO only) and `default`, which applies to any key not listed.
 * Figures are MYR major units; other currencies scale by CURRENCY_SCALE.
 */
const BASE_LIMITS_MYR: readonly { key: string; min: number; max: number; payout: number }[] = [
  { key: 'default', min: 1, max: 5_000, payout: 50_000 },
  { key: '1_hdp', min: 1, max: 10_000, payout: 100_000 },
  { key: '1_ou', min: 1, max: 10_000, payout: 100_000 },
  { key: '1_1x2', min: 1, max: 5_000, payout: 50_000 },
  { key: '1_oe', min: 1, max: 5_000, payout: 50_000 },
  { key: '2_hdp', min: 1, max: 5_000, payout: 50_000 },
  { key: '2_ou', min: 1, max: 5_000, payout: 50_000 },
  { key: 'parlay', min: 1, max: 2_000, payout: 100_000 },
];

const MYANMAR_LIMIT = { key: 'mmo', min: 1, max: 5_000, payout: 50_000 };

const CURRENCY_SCALE: Readonly<Record<string, number>> = {
  MYR: 1,
  USD: 0.25,
  SGD: 0.3,
  CNY: 1.5,
  THB: 10,
  IDR: 3_000,
  MMK: 500,
  MMO: 500,
  BDT: 25,
};

export function defaultBetLimits(currency: string): BetLimitInput[] {
  // The currency comes from the operator's create-member command: only the table's own keys count.
  const scale = Object.hasOwn(CURRENCY_SCALE, currency) ? (CURRENCY_SCALE[currency] as number) : 1;
  const rows =
    currency === 'MMK' || currency === 'MMO' ? [...BASE_LIMITS_MYR, MYANMAR_LIMIT] : BASE_LIMITS_MYR;
  const minor = (major: number): number => Math.max(100, Math.round(major * scale) * 100);
  return rows.map((row) => ({
    key: row.key,
    minBetMinor: minor(row.min),
    maxBetMinor: minor(row.max),
    maxPayoutMinor: minor(row.payout),
  }));
}
