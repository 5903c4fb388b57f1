// Keno: 20 numbers of 1-80 are drawn; a bet picks 1 to 10 of them and is paid by how many of its picks were
// drawn. The paytable is the one home of the prices; the RTP of each pick count follows from it exactly.
import type { Rtp } from '../games/rtp';

export const KENO_POOL = 80;
export const KENO_DRAWN = 20;
const KENO_MIN_PICKS = 1;
export const KENO_MAX_PICKS = 10;
/** Stakes are whole units (1.00 to 1,000.00) so every multiplier below pays an exact number of minor units. */
export const KENO_MIN_STAKE_MINOR = 100;
export const KENO_MAX_STAKE_MINOR = 100_000;

/**
 * What one unit staked returns, in hundredths of a unit, by pick count and then by hits. Hit counts that are
 * not listed return nothing. Pick 10 also pays for catching none of the ten.
 */
export const KENO_PAYTABLE: Readonly<Record<number, Readonly<Record<number, number>>>> = {
  1: { 1: 380 },
  2: { 1: 100, 2: 900 },
  3: { 2: 250, 3: 4_200 },
  4: { 2: 100, 3: 600, 4: 15_000 },
  5: { 3: 300, 4: 1_500, 5: 80_000 },
  6: { 3: 150, 4: 800, 5: 10_000, 6: 150_000 },
  7: { 3: 100, 4: 300, 5: 2_000, 6: 35_000, 7: 700_000 },
  8: { 4: 200, 5: 1_200, 6: 9_000, 7: 150_000, 8: 2_500_000 },
  9: { 4: 100, 5: 600, 6: 5_000, 7: 30_000, 8: 400_000, 9: 5_000_000 },
  10: { 0: 400, 5: 200, 6: 2_000, 7: 14_000, 8: 100_000, 9: 500_000, 10: 10_000_000 },
};

/** The RTP of each pick count, as published (docs/GAMES.md) and checked exactly against the paytable by a test. */
export const KENO_RTP_PERCENT: Readonly<Record<number, string>> = {
  1: '95.0000',
  2: '92.0886',
  3: '92.9649',
  4: '93.1631',
  5: '94.9129',
  6: '92.6073',
  7: '93.1380',
  8: '94.4966',
  9: '93.9779',
  10: '91.8409',
};

/** The server's refusal code for picks that are not 1 to 10 distinct whole numbers of 1-80, or null when they are. */
export function checkPicks(picks: readonly number[]): 'invalidBet' | null {
  if (picks.length < KENO_MIN_PICKS || picks.length > KENO_MAX_PICKS) return 'invalidBet';
  if (!picks.every((n) => Number.isInteger(n) && n >= 1 && n <= KENO_POOL)) return 'invalidBet';
  return new Set(picks).size === picks.length ? null : 'invalidBet';
}

/** The stake's refusal code (whole units within the limits), or null. */
export function checkStake(stakeMinor: number): 'invalidBetAmount' | 'betOverMax' | null {
  if (!Number.isSafeInteger(stakeMinor) || stakeMinor < KENO_MIN_STAKE_MINOR || stakeMinor % 100 !== 0)
    return 'invalidBetAmount';
  return stakeMinor > KENO_MAX_STAKE_MINOR ? 'betOverMax' : null;
}

function countHits(picks: readonly number[], drawn: readonly number[]): number {
  const set = new Set(drawn);
  return picks.filter((n) => set.has(n)).length;
}

/** Multiplier in hundredths for `hits` of `picks` numbers. */
function kenoMultiplierX100(picks: number, hits: number): number {
  return KENO_PAYTABLE[picks]?.[hits] ?? 0;
}

/** What the bet returns in minor units (0 when it loses); exact because stakes are whole units. */
export function kenoReturnMinor(
  stakeMinor: number,
  picks: readonly number[],
  drawn: readonly number[],
): { hits: number; returnMinor: number } {
  const hits = countHits(picks, drawn);
  return { hits, returnMinor: (stakeMinor * kenoMultiplierX100(picks.length, hits)) / 100 };
}

function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let r = 1n;
  for (let i = 0; i < k; i++) r = (r * BigInt(n - i)) / BigInt(i + 1);
  return r;
}

/**
 * The exact RTP of a pick count over all C(80, 20) equally likely draws: the draws with k hits number
 * C(picks, k) * C(80 - picks, 20 - k), each returning the paytable's multiplier.
 */
export function computeKenoRtp(picks: number): Rtp {
  let returned = 0n;
  for (let k = 0; k <= picks; k++)
    returned +=
      BigInt(kenoMultiplierX100(picks, k)) * choose(picks, k) * choose(KENO_POOL - picks, KENO_DRAWN - k);
  return { numerator: returned, denominator: 100n * choose(KENO_POOL, KENO_DRAWN) };
}
