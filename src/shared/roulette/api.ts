// Virtual roulette calls (extension group: POST {apiBaseUrl}/osg/{name}).
import { z } from 'zod';
import { sessionRequest } from '../api/account';
import { amountSchema, slipIdSchema } from '../api/envelope';
import { ROULETTE_MAX_LINES, ROULETTE_MAX_NUMBER } from './rules';

const pocket = z.number().int().min(0).max(ROULETTE_MAX_NUMBER);

const rouletteSpinSchema = z.object({
  spin_no: z.number().int(),
  spin_at: z.number().int(),
  /** The pocket the ball landed in, 0 to 36. */
  number: pocket,
  /** Hex seed the number is derived from (docs/GAMES.md gives the derivation so anyone can re-check a spin). */
  seed: z.string(),
});
export type RouletteSpinRecord = z.infer<typeof rouletteSpinSchema>;

export const rouletteSpinRequest = sessionRequest.extend({
  limit: z.number().int().min(1).max(50).optional(),
});
export const rouletteSpinResponse = z.object({
  open_spin: z.object({ spin_no: z.number().int(), spin_at: z.number().int(), close_at: z.number().int() }),
  /** The server's clock when it answered, so a client can count down to the spin without trusting its own. */
  server_time: z.number().int(),
  results: z.array(rouletteSpinSchema),
});
export type RouletteSpinResponse = z.infer<typeof rouletteSpinResponse>;

const lineSchema = z.object({
  /** `straight:{0-36}`, `red`, `black`, `odd`, `even`, `low`, `high`, `dozen1`-`dozen3`, `column1`-`column3`. */
  bet: z.string().max(16),
  /** Whole units, 1.00 to 1000.00. */
  stake: amountSchema,
});

export const rouletteBetRequest = sessionRequest.extend({
  /** One id per submit: sending the same slip again answers the bet it placed (`replay: true`) and debits nothing. */
  slip_id: slipIdSchema,
  bets: z.array(lineSchema).min(1).max(ROULETTE_MAX_LINES),
});

const rouletteBetRow = z.object({
  ref_no: z.string(),
  spin_no: z.number().int(),
  bets: z.array(z.object({ bet: z.string(), stake: amountSchema, payout: amountSchema.nullable() })),
  stake: amountSchema,
  status: z.enum(['running', 'settled']),
  /** The pocket of the spin once settled. */
  number: pocket.nullable(),
  payout: amountSchema.nullable(),
  win_loss: amountSchema.nullable(),
  trans_time: z.string(),
});
export type RouletteBetRow = z.infer<typeof rouletteBetRow>;

export const rouletteBetResponse = z.object({
  bet: rouletteBetRow,
  replay: z.boolean(),
  balance: amountSchema,
});
export type RouletteBetResponse = z.infer<typeof rouletteBetResponse>;

export const rouletteBetListRequest = sessionRequest.extend({
  status: z.enum(['running', 'settled', 'all']).default('all'),
  page_size: z.number().int().min(1).max(100).default(50),
});
export const rouletteBetListResponse = z.object({ bets: z.array(rouletteBetRow) });
