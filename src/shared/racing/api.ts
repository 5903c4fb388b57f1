// Virtual sports calls (extension group: POST {apiBaseUrl}/osg/{name}): the 5-minute schedule of sports 40-54,
// and WIN / PLACE / SHOW / PLACE-SHOW bets on racing and winner bets on e-fights.
import { z } from 'zod';
import { sessionRequest } from '../api/account';
import { amountSchema, requestAmountSchema, slipIdSchema } from '../api/envelope';
import { RACE_BET_TYPES } from './settlement';

const virtualRunner = z.object({
  no: z.number().int(),
  name: z.string(),
  /** Decimal odds per leg, two places ("3.45"); absent when the leg is not offered. */
  win: z.string(),
  place: z.string().nullable(),
  show: z.string().nullable(),
});

/**
 * A virtual race as the sportsbook's race cards name theirs: `name` in the feed's English form ("Race 12 - 1200m",
 * which the client translates) and the `venue` it is run at (a proper name).
 */
export const raceTitle = z.object({ name: z.string(), venue: z.string() });
export type RaceTitle = z.infer<typeof raceTitle>;

export const virtualEvent = z.object({
  event_id: z.string(),
  sport_id: z.number().int(),
  kind: z.enum(['racing', 'efight', 'game']),
  name: z.string(),
  /** Racing only (null otherwise): the race's number of the day, distance and venue. */
  race: raceTitle.nullable(),
  /** The 5-minute slot this game belongs to, its start after the 0-4 minute delay, and its end. */
  slot_at: z.number().int(),
  starts_at: z.number().int(),
  ends_at: z.number().int(),
  state: z.enum(['open', 'running', 'finished']),
  places_paid: z.number().int(),
  runners: z.array(virtualRunner),
  /** Finishing order (runner numbers) once finished. */
  result: z.array(z.number().int()).nullable(),
  score: z.tuple([z.number().int(), z.number().int()]).nullable(),
});
export type VirtualEvent = z.infer<typeof virtualEvent>;

export const virtualScheduleRequest = sessionRequest.extend({
  sport_id: z.number().int().min(40).max(54).optional(),
});
export const virtualScheduleResponse = z.object({ now: z.number().int(), events: z.array(virtualEvent) });

export const raceBetRequest = sessionRequest.extend({
  slip_id: slipIdSchema,
  event_id: z.string().min(1).max(40),
  bet_type: z.enum(RACE_BET_TYPES),
  runner: z.number().int().min(1).max(20),
  stake: requestAmountSchema,
});

export const raceBetRow = z.object({
  ref_no: z.string(),
  event_id: z.string(),
  sport_id: z.number().int(),
  bet_type: z.enum(RACE_BET_TYPES),
  runner: z.number().int(),
  runner_name: z.string(),
  /** The race the bet is on (null for an e-fight or a virtual game). */
  race: raceTitle.nullable(),
  odds: z.array(z.object({ leg: z.enum(['WIN', 'PLACE', 'SHOW']), odds: z.string() })),
  stake: amountSchema,
  status: z.enum(['running', 'settled', 'void']),
  outcome: z.string().nullable(),
  payout: amountSchema.nullable(),
  trans_time: z.string(),
});
export const raceBetResponse = z.object({ bet: raceBetRow, balance: amountSchema });
export const raceBetListRequest = sessionRequest.extend({
  page_size: z.number().int().min(1).max(100).default(50),
});
export const raceBetListResponse = z.object({ bets: z.array(raceBetRow) });
