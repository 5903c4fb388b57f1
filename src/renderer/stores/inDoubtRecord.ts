import { z } from 'zod';

// The shape of a stored slip in doubt (InDoubtSlip.ts), checked when it is read back. It loads with the first read,
// after a login, so its code stays out of the first download.

const selectionSchema = z.object({
  matchId: z.number().int(),
  parentId: z.number().int().nullable(),
  sportId: z.number().int(),
  leagueId: z.number().int(),
  leagueName: z.string().max(200),
  homeName: z.string().max(200),
  awayName: z.string().max(200),
  // The child label and the Myanmar giver are absent from a slip stored by an earlier version; only the pick's
  // name depends on them, never what was sent or how it is resolved.
  childLabel: z.string().max(64).nullable().default(null),
  marketGroup: z.number().int(),
  market: z.string().max(32),
  period: z.number().int(),
  choice: z.string().max(200),
  line: z.number().int().nullable(),
  price: z.number().int(),
  oddsType: z.number().int(),
  displayOdds: z.number(),
  mmo: z
    .object({
      body: z.number().int(),
      pct: z.number().int(),
      giver: z.number().int().min(0).max(2).default(0),
    })
    .nullable(),
  score: z.tuple([z.number().int(), z.number().int()]).nullable(),
  parlay: z.boolean(),
  feedVersion: z.number().int(),
});

export const inDoubtSlipRecord = z.object({
  accountId: z.string().min(1).max(64),
  slipId: z.string().min(1).max(64),
  inDoubt: z.array(z.string().min(1).max(80)).min(1).max(50),
  mode: z.enum(['single', 'parlay', 'system']),
  items: z.array(z.object({ selection: selectionSchema, stakeText: z.string().max(32) })).max(50),
  parlayStake: z.string().max(32),
  sizes: z.array(z.number().int()).max(20),
  special: z.boolean(),
});
