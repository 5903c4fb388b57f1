import { DEFAULT_STAKE, DEFAULT_STAKE_AMOUNT } from '@shared/constants';
export { THEMES } from '@shared/constants';
export type { ThemeName } from '@shared/constants';

// The settings of RULES.md section 3 beyond the sportsbook layout: their allowed values, defaults and the
// pure rules the preferences store applies (validation of saved data, sports ordering).

/** Market type shown first on the sportsbook (menu3 defaults to hdpou). */
export const MARKET_TYPES = ['hdpou', 'oxt', 'oe', 'cs', 'htft', 'tg'] as const;
export type MarketTypePref = (typeof MARKET_TYPES)[number];

/** Default stake mode: 1 the last bet's stake, 2 a custom amount, 3 none (RULES.md section 9: default 3). */
export const DEFAULT_STAKE_MODES = [1, 2, 3] as const;
export type DefaultStakeMode = (typeof DEFAULT_STAKE_MODES)[number];

export interface BettingPrefs {
  defaultStake: DefaultStakeMode;
  defaultStakeAmount: number;
  acceptBetterOdds: boolean;
  acceptAnyOdds: boolean;
  quickBet: boolean;
  quickBetAmount: number;
}

export const BETTING_DEFAULTS: BettingPrefs = {
  defaultStake: DEFAULT_STAKE,
  defaultStakeAmount: DEFAULT_STAKE_AMOUNT,
  acceptBetterOdds: true,
  acceptAnyOdds: false,
  quickBet: false,
  quickBetAmount: 10,
};

/** Stakes a player may save: whole currency units from 1 to 10 million (the bet limits clamp later). */
export const MAX_SAVED_STAKE = 10_000_000;
const validStake = (v: unknown): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= MAX_SAVED_STAKE;

/** Merges saved betting values into the current ones, keeping only values of the right shape. */
export function applyBetting(current: BettingPrefs, saved: Record<string, unknown>): BettingPrefs {
  const next = { ...current };
  if ((DEFAULT_STAKE_MODES as readonly unknown[]).includes(saved.defaultStake))
    next.defaultStake = saved.defaultStake as DefaultStakeMode;
  if (validStake(saved.defaultStakeAmount)) next.defaultStakeAmount = saved.defaultStakeAmount;
  if (validStake(saved.quickBetAmount)) next.quickBetAmount = saved.quickBetAmount;
  for (const key of ['acceptBetterOdds', 'acceptAnyOdds', 'quickBet'] as const) {
    if (typeof saved[key] === 'boolean') next[key] = saved[key];
  }
  // Accepting any odds includes better odds; the two switches never contradict each other.
  if (next.acceptAnyOdds) next.acceptBetterOdds = true;
  return next;
}

/** Default sports order; BDT accounts (RULES.md section 9) lead with tennis, e-sports and racing, popular there. */
export const DEFAULT_SPORTS_ORDER: readonly number[] = [1, 2, 3, 4, 5, 40, 41, 45, 46];
export const BDT_SPORTS_ORDER: readonly number[] = [1, 3, 40, 45, 46, 2, 41, 5, 4];

export function defaultSportsOrder(currency: string | null): readonly number[] {
  return currency === 'BDT' ? BDT_SPORTS_ORDER : DEFAULT_SPORTS_ORDER;
}

/** Orders ids by a preferred order; ids it does not name keep their feed order after the named ones. */
export function orderSports(ids: readonly number[], preferred: readonly number[]): number[] {
  const rank = new Map(preferred.map((id, i) => [id, i]));
  return ids
    .map((id, i) => ({ id, i }))
    .sort((a, b) => (rank.get(a.id) ?? preferred.length + a.i) - (rank.get(b.id) ?? preferred.length + b.i))
    .map((x) => x.id);
}

/** Moves one item of a list by `delta` places (keyboard reordering: up = -1, down = +1). */
export function moveItem<T>(list: readonly T[], index: number, delta: number): T[] {
  const target = index + delta;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(index, 1);
  next.splice(target, 0, item as T);
  return next;
}
