// Cash out arithmetic (RULES.md section 12): the value of a running bet from today's prices of its open legs and
// the results of its settled ones, and how a partial cash out splits a bet. Exact rationals in BigInt, one
// truncation at the end, every rounding in the house's favour.
import { PRICE_SCALE, type Price } from '../../shared/odds/price';
import { BP, type SettleFactor } from '../../shared/betting/outcome';

const SCALE = BigInt(PRICE_SCALE);
const BPN = BigInt(BP);

/** A non-negative rational number. */
export interface Ratio {
  num: bigint;
  den: bigint;
}

/**
 * The fair chance of one choice of a market from the prices of all its choices: the share of the choice's implied
 * chance (1 / decimal odds) in the sum of every choice's, which takes the book's margin out of the prices.
 * `prices` are canonical (HK x PRICE_SCALE), every one above 0; `own` indexes the choice.
 */
export function fairChance(prices: readonly Price[], own: number): Ratio {
  if (own < 0 || own >= prices.length) throw new RangeError('the choice is not one of the prices');
  if (prices.some((p) => !Number.isSafeInteger(p) || p <= 0)) throw new RangeError('a price is not above 0');
  // 1/D_own / sum(1/D_k) = prod(D_j, j != own) / sum_k prod(D_j, j != k), with D = decimal odds x SCALE.
  const decimals = prices.map((p) => SCALE + BigInt(p));
  const productWithout = (skip: number): bigint =>
    decimals.reduce((acc, d, j) => (j === skip ? acc : acc * d), 1n);
  const num = productWithout(own);
  const den = decimals.reduce((acc, _d, k) => acc + productWithout(k), 0n);
  return { num, den };
}

/** One leg of a bet as cash out values it: settled (its result applies) or open (its fair chance now). */
export type ValuedLeg =
  { price: Price; settled: SettleFactor } | { price: Price; settled: null; chance: Ratio };

export interface CashOutInput {
  /** The bet's risk and the win it was struck at (the bet row's risk_minor and win_minor). */
  riskMinor: number;
  winMinor: number;
  /** The bet's cap on what it can return (its max payout). */
  maxPayoutMinor: number;
  /**
   * A parlay's full return is its risk times every leg's decimal odds, taken exactly; a single's is its risk plus its
   * win, which placement already truncated from the displayed odds.
   */
  parlay: boolean;
  legs: readonly ValuedLeg[];
  /** The operator's margin in basis points of the fair value. */
  marginBp: number;
}

export interface CashOutValue {
  /** The fair value, truncated to the minor unit. */
  fairMinor: number;
  /** What the bet is cashed out for: the fair value less the margin, truncated, at most the potential return. */
  valueMinor: number;
}

/**
 * The bet's cash out value: its full return with each leg's decimal odds D replaced by what the leg is worth now.
 * A settled leg is worth its multiplier M (won D, half won (1 + D) / 2, push or void 1, half lost 1/2, lost 0), an
 * open leg D times its fair chance now. So a single is worth its full return times its chance, and a parlay its risk
 * times the product over its legs.
 */
export function cashOutValue(input: CashOutInput): CashOutValue {
  if (!Number.isInteger(input.marginBp) || input.marginBp < 0 || input.marginBp >= BP)
    throw new RangeError('the cash out margin must be 0 to 9,999 basis points');
  let num = BigInt(input.parlay ? input.riskMinor : input.riskMinor + input.winMinor);
  let den = 1n;
  for (const leg of input.legs) {
    const decimal = SCALE + BigInt(leg.price);
    if (leg.settled) {
      const f = leg.settled;
      // The leg's multiplier as shared/betting/parlay.ts legMultiplier has it; a single's full return holds D already.
      num *= SCALE * BPN + BigInt(leg.price) * BigInt(f.winBp) - BigInt(f.loseBp) * SCALE;
      den *= input.parlay ? SCALE * BPN : decimal * BPN;
    } else {
      num *= leg.chance.num * (input.parlay ? decimal : SCALE);
      den *= leg.chance.den * SCALE;
    }
  }
  const cap = Math.min(input.riskMinor + input.winMinor, input.maxPayoutMinor);
  const fair = Number(num / den);
  const offered = Number((num * (BPN - BigInt(input.marginBp))) / (den * BPN));
  return { fairMinor: Math.min(fair, cap), valueMinor: Math.min(offered, cap) };
}

/** A running bet's money columns, the ones a partial cash out divides. */
export interface BetMoney {
  stakeMinor: number;
  riskMinor: number;
  winMinor: number;
  maxPayoutMinor: number;
}

export interface CashOutSplit {
  /** The running remainder: its own stake, risk, win and max payout. */
  remainder: BetMoney;
  /** The part cashed out: the stake and risk it takes off the bet. */
  partStakeMinor: number;
  partRiskMinor: number;
}

/**
 * Splits a bet worth `valueMinor` when `amountMinor` of it is cashed out (0 < amount < value). The part gives up
 * the stake share amount / value rounded up, and the remainder keeps the rest of the stake with its risk, win and
 * max payout scaled down and truncated: the house's side of every rounding. Null when no stake would remain.
 */
export function splitForPartial(bet: BetMoney, valueMinor: number, amountMinor: number): CashOutSplit | null {
  if (!(amountMinor > 0 && amountMinor < valueMinor))
    throw new RangeError('a partial amount is below the value');
  const stake = BigInt(bet.stakeMinor);
  const partStake = (stake * BigInt(amountMinor) + BigInt(valueMinor) - 1n) / BigInt(valueMinor);
  const keep = stake - partStake;
  if (keep <= 0n) return null;
  const scaled = (v: number): number => Number((BigInt(v) * keep) / stake);
  const remainder: BetMoney = {
    stakeMinor: Number(keep),
    riskMinor: scaled(bet.riskMinor),
    winMinor: scaled(bet.winMinor),
    maxPayoutMinor: scaled(bet.maxPayoutMinor),
  };
  if (remainder.riskMinor <= 0) return null;
  return {
    remainder,
    partStakeMinor: Number(partStake),
    partRiskMinor: bet.riskMinor - remainder.riskMinor,
  };
}
