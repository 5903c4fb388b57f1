// Request and response shapes of the odds cache group (uxmenu, uxmarket, uxmatch, uxmatch2).
// Rows stay loosely typed here: the decoder checks each row and skips malformed ones (RULES.md section 3).
import { z } from 'zod';

export const MARKETS = ['early', 'today', 'live', 'parlay', 'outright'] as const;
export type Market = (typeof MARKETS)[number];

const row = z.array(z.unknown());

export const uxmenuRequest = z.object({ mmo: z.boolean().optional() }).loose();
/** Menu entry: [sportId, early, today, live, parlay, outright]. */
export const uxmenuResponse = z.object({
  version: z.number().int(),
  sports: z.array(z.array(z.number().int())),
});
export type UxmenuResponse = z.infer<typeof uxmenuResponse>;

export const uxmarketRequest = z
  .object({
    /** 0 = every sport. */
    sport_id: z.number().int().min(0),
    market: z.enum(MARKETS),
    /** The version the client holds; 0 (or too old) answers the full feed. */
    version: z.number().int().min(0).default(0),
    /** Include Myanmar quotes (position 17) for MMK/MMO accounts. */
    mmo: z.boolean().default(false),
  })
  .loose();

export const uxmarketResponse = z.object({
  version: z.number().int(),
  /** 1 when the lists replace everything the client holds; 0 for a delta since the sent version. */
  full: z.union([z.literal(0), z.literal(1)]),
  leagues: z.array(row),
  matches: z.array(row),
  pairs: z.array(row),
  heads: z.array(row),
  /** Match ids that left this sport/market since the sent version (deltas only). */
  removed: z.array(z.number().int()),
});
export type UxmarketResponse = z.infer<typeof uxmarketResponse>;

export const uxmatchRequest = z
  .object({ match_id: z.number().int().positive(), mmo: z.boolean().default(false) })
  .loose();
/** More-odds entry: [market, period, line, [[choice, price, state], ...]]. */
const moreOddsSchema = z.array(
  z.tuple([z.string(), z.number(), z.number(), z.array(z.tuple([z.string(), z.number(), z.number()]))]),
);
export type MoreOddsRow = [string, number, number, [string, number, number][]];
export const uxmatchResponse = z.object({
  version: z.number().int(),
  match_id: z.number().int(),
  markets: moreOddsSchema,
});
export type UxmatchResponse = z.infer<typeof uxmatchResponse>;

export const uxmatch2Request = z
  .object({ match_ids: z.array(z.number().int().positive()).min(1).max(50) })
  .loose();
export const uxmatch2Response = z.object({
  version: z.number().int(),
  matches: z.array(z.object({ match_id: z.number().int(), markets: moreOddsSchema })),
});
export type Uxmatch2Response = z.infer<typeof uxmatch2Response>;
