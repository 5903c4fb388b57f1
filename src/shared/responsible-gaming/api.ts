import { z } from 'zod';
import { sessionRequest } from '../api/account';
import { amountSchema, requestAmountSchema } from '../api/envelope';
import { EXCLUSION_DURATIONS, PLAY_LIMIT_KINDS, PLAY_LIMIT_PERIODS } from './rules';

// The responsible-gaming calls on the wire: read the player's limits, change one, set the reality check, exclude.

const playLimitEntry = z.object({
  kind: z.enum(PLAY_LIMIT_KINDS),
  period: z.enum(PLAY_LIMIT_PERIODS),
  /** The limit in force; null when there is none. */
  limit: amountSchema.nullable(),
  /** A raise or removal waiting for `applies_at` (ISO instant); `amount` null is a removal. */
  pending: z.object({ amount: amountSchema.nullable(), applies_at: z.string() }).nullable(),
  /** What the ledger counts against the limit in the current period (net loss may be negative). */
  used: amountSchema,
});
export type PlayLimitEntry = z.infer<typeof playLimitEntry>;

export const playLimitsResponse = z.object({
  limits: z.array(playLimitEntry),
  /** Minutes between reality checks; null when the player has none. */
  reality_check_minutes: z.number().int().nullable(),
  /** When a time-out or self-exclusion ends (ISO instant); null when there is none. */
  excluded_until: z.string().nullable(),
  /** The current login: when it started, and its net result (returns less stakes) from the ledger. */
  session: z.object({ started_at: z.string(), net_result: amountSchema }),
});
export type PlayLimitsResponse = z.infer<typeof playLimitsResponse>;

export const playLimitsRequest = sessionRequest;

export const setPlayLimitRequest = sessionRequest.extend({
  kind: z.enum(PLAY_LIMIT_KINDS),
  period: z.enum(PLAY_LIMIT_PERIODS),
  /** The new limit; null removes it (after the waiting time). */
  amount: requestAmountSchema.nullable(),
});

export const setRealityCheckRequest = sessionRequest.extend({
  /** Whole minutes, REALITY_CHECK_MIN_MINUTES to REALITY_CHECK_MAX_MINUTES; null turns the check off. */
  minutes: z.number().nullable(),
});

export const selfExcludeRequest = sessionRequest.extend({ duration: z.enum(EXCLUSION_DURATIONS) });
export const selfExcludeResponse = z.object({ excluded_until: z.string() });
