// Keno calls (extension group: POST {apiBaseUrl}/osg/{name}).
import { z } from 'zod';
import { sessionRequest } from '../api/account';
import { amountSchema, slipIdSchema } from '../api/envelope';
import { KENO_MAX_PICKS, KENO_POOL } from './rules';

const kenoNumber = z.number().int().min(1).max(KENO_POOL);

const kenoDrawSchema = z.object({
  draw_no: z.number().int(),
  draw_at: z.number().int(),
  /** The 20 numbers in the order they were drawn. */
  numbers: z.array(kenoNumber),
  /** Hex seed the numbers are derived from (docs/GAMES.md gives the derivation so anyone can re-check a draw). */
  seed: z.string(),
});
export type KenoDrawRecord = z.infer<typeof kenoDrawSchema>;

export const kenoDrawRequest = sessionRequest.extend({ limit: z.number().int().min(1).max(50).optional() });
export const kenoDrawResponse = z.object({
  open_draw: z.object({ draw_no: z.number().int(), draw_at: z.number().int(), close_at: z.number().int() }),
  /** The server's clock when it answered, so a client can count down to the draw without trusting its own. */
  server_time: z.number().int(),
  results: z.array(kenoDrawSchema),
});
export type KenoDrawResponse = z.infer<typeof kenoDrawResponse>;

export const kenoBetRequest = sessionRequest.extend({
  /** One id per submit: sending the same slip again answers the bet it placed (`replay: true`) and debits nothing. */
  slip_id: slipIdSchema,
  picks: z.array(z.number()).min(1).max(KENO_MAX_PICKS),
  /** Whole units, 1.00 to 1000.00. */
  stake: amountSchema,
});

const kenoBetRow = z.object({
  ref_no: z.string(),
  draw_no: z.number().int(),
  picks: z.array(kenoNumber),
  stake: amountSchema,
  status: z.enum(['running', 'settled']),
  hits: z.number().int().nullable(),
  payout: amountSchema.nullable(),
  win_loss: amountSchema.nullable(),
  trans_time: z.string(),
});
export type KenoBetRow = z.infer<typeof kenoBetRow>;

export const kenoBetResponse = z.object({ bet: kenoBetRow, replay: z.boolean(), balance: amountSchema });
export type KenoBetResponse = z.infer<typeof kenoBetResponse>;

export const kenoBetListRequest = sessionRequest.extend({
  status: z.enum(['running', 'settled', 'all']).default('all'),
  page_size: z.number().int().min(1).max(100).default(50),
});
export const kenoBetListResponse = z.object({ bets: z.array(kenoBetRow) });
