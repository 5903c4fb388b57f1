// 4D lottery calls (extension group: POST {apiBaseUrl}/osg/{name}).
import { z } from 'zod';
import { sessionRequest } from '../api/account';
import { amountSchema, requestAmountSchema, slipIdSchema } from '../api/envelope';
import { LOTTERY_BET_TYPES } from './bets';
import { PRIZES } from './payouts';

const drawSchema = z.object({
  draw_no: z.number().int(),
  draw_at: z.number().int(),
  first: z.string(),
  second: z.string(),
  third: z.string(),
  special: z.array(z.string()),
  consolation: z.array(z.string()),
});
export type DrawRecord = z.infer<typeof drawSchema>;

export const lotteryDrawRequest = sessionRequest.extend({
  limit: z.number().int().min(1).max(50).optional(),
});
export const lotteryDrawResponse = z.object({
  open_draw: z.object({ draw_no: z.number().int(), draw_at: z.number().int(), close_at: z.number().int() }),
  results: z.array(drawSchema),
});
export type LotteryDrawResponse = z.infer<typeof lotteryDrawResponse>;

const lotteryBetItem = z.object({
  bet_type: z.enum(LOTTERY_BET_TYPES),
  number: z.string().max(4).default(''),
  choice: z.string().max(8),
  /** Stake per line, whole units ("1.00", "5.00"). */
  stake: requestAmountSchema,
});

export const lotteryBetRequest = sessionRequest.extend({
  /** One id per submit: the same slip twice is refused with duplicate_debit_record. */
  slip_id: slipIdSchema,
  bets: z.array(lotteryBetItem).min(1).max(20),
});

const lotteryBetRow = z.object({
  ref_no: z.string(),
  draw_no: z.number().int(),
  bet_type: z.enum(LOTTERY_BET_TYPES),
  number: z.string(),
  choice: z.string(),
  unit_stake: amountSchema,
  stake: amountSchema,
  lines: z.number().int(),
  status: z.enum(['running', 'settled', 'void']),
  win_loss: amountSchema.nullable(),
  payout: amountSchema.nullable(),
  wins: z.array(z.object({ number: z.string(), prize: z.enum(PRIZES), amount: amountSchema })),
  trans_time: z.string(),
});
export type LotteryBetRow = z.infer<typeof lotteryBetRow>;

export const lotteryBetResponse = z.object({ bets: z.array(lotteryBetRow), balance: amountSchema });

export const lotteryBetListRequest = sessionRequest.extend({
  status: z.enum(['running', 'settled', 'all']).default('all'),
  page_size: z.number().int().min(1).max(100).default(50),
});
export const lotteryBetListResponse = z.object({ bets: z.array(lotteryBetRow) });
