// Stake limits from player_bet_limit (RULES.md sections 3 and 5): the key of a bet, the clamp the slip
// applies with its notice, and the server's refusal codes.

export interface StakeLimit {
  minMinor: number;
  maxMinor: number;
  /** The largest net win one bet may carry. */
  maxPayoutMinor: number;
}

/** Market keys whose limit row is named differently (the 1X2 market is quoted as `oxt` in the feed). */
const LIMIT_MARKET: ReadonlyMap<string, string> = new Map([['oxt', '1x2']]);

/**
 * The player_bet_limit key of a bet: `parlay` for parlays, `mmo` for Myanmar odds, else
 * `{sportId}_{market}`; lookups fall back to `default`.
 */
export function limitKey(sportId: number, market: string, kind: 'single' | 'parlay' | 'mmo'): string {
  if (kind === 'parlay') return 'parlay';
  if (kind === 'mmo') return 'mmo';
  return `${sportId}_${LIMIT_MARKET.get(market) ?? market}`;
}

export function findLimit(limits: ReadonlyMap<string, StakeLimit>, key: string): StakeLimit | null {
  return limits.get(key) ?? limits.get('default') ?? null;
}

/** A bet may not put more than this many times the max stake on one match and market. */
export const MAX_PER_MATCH_MULTIPLE = 3;

export type StakeNotice = 'changeStakeMin' | 'changeStakeMax';

/** The slip's clamp: a stake under the minimum or over the maximum is moved to it, with its notice. */
export function clampStake(
  stakeMinor: number,
  limit: StakeLimit,
): { stakeMinor: number; notice: StakeNotice | null } {
  if (stakeMinor < limit.minMinor) return { stakeMinor: limit.minMinor, notice: 'changeStakeMin' };
  if (stakeMinor > limit.maxMinor) return { stakeMinor: limit.maxMinor, notice: 'changeStakeMax' };
  return { stakeMinor, notice: null };
}

/** The server's check of one bet: its stake, its potential win, and what the member already has on the match. */
export function stakeViolation(
  stakeMinor: number,
  winMinor: number,
  limit: StakeLimit,
  openOnMatchMinor = 0,
): string | null {
  if (!Number.isSafeInteger(stakeMinor) || stakeMinor <= 0) return 'invalidBetAmount';
  if (stakeMinor < limit.minMinor) return 'betLowerMin';
  if (stakeMinor > limit.maxMinor) return 'betOverMax';
  if (winMinor > limit.maxPayoutMinor) return 'betOverMaxPayout';
  if (openOnMatchMinor + stakeMinor > limit.maxMinor * MAX_PER_MATCH_MULTIPLE) return 'betOverMaxPerMatch';
  return null;
}
