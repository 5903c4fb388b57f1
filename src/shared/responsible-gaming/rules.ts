import { TIME_ZONE_OFFSET_MINUTES } from '../constants';

// Responsible gaming: the limits a player sets on their own play, as pure rules shared by the server (which
// enforces them on every stake) and the client (which shows them). Deposit limits belong to the operator's
// cashier, not to this product.

/** A stake limit caps what is staked in a period; a loss limit caps the net loss (stakes less returns). */
export const PLAY_LIMIT_KINDS = ['stake', 'loss'] as const;
export type PlayLimitKind = (typeof PLAY_LIMIT_KINDS)[number];

/** Periods are working periods in GMT+8: the calendar day, the week from Monday, the calendar month. */
export const PLAY_LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type PlayLimitPeriod = (typeof PLAY_LIMIT_PERIODS)[number];

/** Raising or removing a limit waits this long (the industry rule); lowering applies at once. */
const LIMIT_RAISE_DELAY_MS = 24 * 3600_000;

/** Time-out (24 hours) and self-exclusion (7 or 30 days): the account cannot log in until the end. */
export const EXCLUSION_DURATIONS = ['24h', '7d', '30d'] as const;
export type ExclusionDuration = (typeof EXCLUSION_DURATIONS)[number];
export const EXCLUSION_MS: Record<ExclusionDuration, number> = {
  '24h': 24 * 3600_000,
  '7d': 7 * 24 * 3600_000,
  '30d': 30 * 24 * 3600_000,
};

/** The reality check's interval in whole minutes. */
export const REALITY_CHECK_MIN_MINUTES = 1;
export const REALITY_CHECK_MAX_MINUTES = 240;

/** Refusal codes (shared/errors/catalogue.ts). */
export const STAKE_LIMIT_CODE = 'stakeLimitReached';
export const LOSS_LIMIT_CODE = 'lossLimitReached';
export const EXCLUDED_CODE = 'selfExcluded';
export const REALITY_CHECK_INVALID_CODE = 'realityCheckInvalid';
export const PLAY_LIMIT_INVALID_CODE = 'playLimitInvalid';

/** One limit: the value in force (null: none) and a raise or removal waiting for its time. */
export interface LimitState {
  limitMinor: number | null;
  pending: { amountMinor: number | null; appliesAtMs: number } | null;
}

/** The limit as it stands at `nowMs`: a pending change whose time has come is the limit. */
export function resolveLimit(state: LimitState, nowMs: number): LimitState {
  if (state.pending && state.pending.appliesAtMs <= nowMs)
    return { limitMinor: state.pending.amountMinor, pending: null };
  return state;
}

/** Whether `requested` (null: no limit) is looser than `current`. */
function isLooser(requested: number | null, current: number | null): boolean {
  if (current === null) return false;
  return requested === null || requested > current;
}

/**
 * A player's change to one limit. Lowering (or setting a first limit) applies at once and drops any waiting
 * raise; raising or removing waits LIMIT_RAISE_DELAY_MS from now, the current limit staying in force meanwhile;
 * asking for the value in force again drops a waiting change.
 */
export function changeLimit(current: LimitState, requested: number | null, nowMs: number): LimitState {
  const now = resolveLimit(current, nowMs);
  if (requested === now.limitMinor) return { limitMinor: now.limitMinor, pending: null };
  if (isLooser(requested, now.limitMinor))
    return {
      limitMinor: now.limitMinor,
      pending: { amountMinor: requested, appliesAtMs: nowMs + LIMIT_RAISE_DELAY_MS },
    };
  return { limitMinor: requested, pending: null };
}

/** Start (epoch ms) of the GMT+8 period containing `nowMs`: midnight, Monday midnight or the 1st at midnight. */
export function periodStartMs(period: PlayLimitPeriod, nowMs: number): number {
  const offset = TIME_ZONE_OFFSET_MINUTES * 60_000;
  const local = new Date(nowMs + offset);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth();
  const d = local.getUTCDate();
  let startLocal: number;
  if (period === 'day') startLocal = Date.UTC(y, m, d);
  else if (period === 'month') startLocal = Date.UTC(y, m, 1);
  else startLocal = Date.UTC(y, m, d) - ((local.getUTCDay() + 6) % 7) * 86_400_000;
  return startLocal - offset;
}

/** What the ledger says of one period: stakes (less refunds) and net loss (stakes less returns; negative when ahead). */
export interface PeriodUsage {
  stakedMinor: number;
  lostMinor: number;
}

export type LimitKey = `${PlayLimitKind}:${PlayLimitPeriod}`;
export const limitKey = (kind: PlayLimitKind, period: PlayLimitPeriod): LimitKey => `${kind}:${period}`;

/**
 * The refusal a new stake of `stakeMinor` meets, or null: a stake limit refuses when the period's stakes plus this
 * one would pass it; a loss limit when the period's net loss plus this stake (all of it could be lost) would.
 */
export function stakeRefusal(
  limits: ReadonlyMap<LimitKey, number>,
  usage: Readonly<Record<PlayLimitPeriod, PeriodUsage>>,
  stakeMinor: number,
): typeof STAKE_LIMIT_CODE | typeof LOSS_LIMIT_CODE | null {
  for (const period of PLAY_LIMIT_PERIODS) {
    const cap = limits.get(limitKey('stake', period));
    if (cap !== undefined && usage[period].stakedMinor + stakeMinor > cap) return STAKE_LIMIT_CODE;
  }
  for (const period of PLAY_LIMIT_PERIODS) {
    const cap = limits.get(limitKey('loss', period));
    if (cap !== undefined && usage[period].lostMinor + stakeMinor > cap) return LOSS_LIMIT_CODE;
  }
  return null;
}
