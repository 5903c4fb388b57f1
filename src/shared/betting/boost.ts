// Odds boosts (the sportsbook's Booster tab): an operator's better price on one selection. Wire schemas and the
// rules that need no database; the server keeps the boosts (server/betting/boost-store.ts), the client lists them.
import { z } from 'zod';
import { sessionRequest } from '../api/account';
import { amountSchema, requestAmountSchema, slipIdSchema } from '../api/envelope';
import { MAX_PRICE, type Price } from '../odds/price';

/** The markets a boost may be set on: those whose selection is one fixed side of a main line. */
export const BOOST_MARKETS = ['oxt', 'ml', 'hdp', 'ou'] as const;
export type BoostMarket = (typeof BOOST_MARKETS)[number];

export const BOOST_CHOICES: Record<BoostMarket, readonly string[]> = {
  oxt: ['1', 'x', '2'],
  ml: ['h', 'a'],
  hdp: ['h', 'a'],
  ou: ['o', 'u'],
};

const boostView = z.object({
  boost_id: z.number().int(),
  /** Moves on every change of the boost; a bet names the version it was offered at. */
  version: z.number().int(),
  match_id: z.number().int(),
  sport_id: z.number().int(),
  league_name: z.string(),
  home: z.string(),
  away: z.string(),
  market: z.enum(BOOST_MARKETS),
  period: z.number().int(),
  choice: z.string(),
  line: z.number().int().nullable(),
  /** The selection's price in the feed now (canonical HK x 1,000,000): what the player would get without the boost. */
  price: z.number().int(),
  /** The boosted canonical price a bet on the boost is struck at. */
  boosted_price: z.number().int(),
  /** The most one player may stake on this boost in total, and what this player has staked on it already. */
  max_stake: amountSchema,
  staked: amountSchema,
  /** What is left of the boost's budget (the total stake it accepts from every player). */
  budget_left: amountSchema,
});
export type BoostView = z.infer<typeof boostView>;

export const boostListRequest = sessionRequest;
export const boostListResponse = z.object({ boosts: z.array(boostView) });

export const betBoostRequest = sessionRequest.extend({
  boost_id: z.number().int().positive(),
  version: z.number().int().positive(),
  /** The boosted price the player saw; a boost changed or withdrawn since answers oddsIsUpdating. */
  boosted_price: z.number().int().min(1).max(1_000_000_000),
  /** 1 MY, 2 HK, 3 ID, 4 DEC (no Myanmar odds on a boost). */
  odds_type: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  stake: requestAmountSchema,
  slip_id: slipIdSchema,
});
export type BetBoostRequest = z.infer<typeof betBoostRequest>;

/**
 * Why a boost cannot be set at this price, or null: the boosted price must beat the selection's price (it is a
 * boost) and stay a valid price.
 */
export function boostPriceViolation(boosted: Price, current: Price): 'notBetter' | 'invalid' | null {
  if (!Number.isSafeInteger(boosted) || boosted <= 0 || boosted > MAX_PRICE) return 'invalid';
  return boosted > current ? null : 'notBetter';
}

/**
 * The refusal of a boost stake, or null: over the player's own limit on the boost (`betOverMax`), or more than the
 * budget has left (`boostBudgetExhausted`). Both are sums of stakes, so a player who reaches either stops there.
 */
export function boostStakeViolation(
  stakeMinor: number,
  boost: { maxStakeMinor: number; budgetMinor: number; usedMinor: number },
  stakedByPlayerMinor: number,
): 'betOverMax' | 'boostBudgetExhausted' | null {
  if (stakedByPlayerMinor + stakeMinor > boost.maxStakeMinor) return 'betOverMax';
  if (boost.usedMinor + stakeMinor > boost.budgetMinor) return 'boostBudgetExhausted';
  return null;
}
