import { z } from 'zod';
import { LEDGER_TYPES } from '../money';
import { amountSchema } from './envelope';
import { sessionRequest } from './account';

// Statement and report calls. Dates are YYYY-MM-DD working days in GMT+8 (RULES.md section 9), both ends included.

export const REPORT_MAX_DAYS = 93;

const isoDate = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/);

export const reportRequest = sessionRequest.extend({
  start_date: isoDate,
  end_date: isoDate,
  page_number: z.number().int().min(1).max(100_000),
  page_size: z.number().int().min(1).max(100),
});
export type ReportRequest = z.infer<typeof reportRequest>;

const statementEntry = z.object({
  transaction_date: z.string(),
  transfer_method: z.enum(LEDGER_TYPES),
  ref_no: z.string().nullable(),
  remark: z.string().nullable(),
  amount_before: amountSchema,
  amount_after: amountSchema,
  credit: amountSchema,
  debit: amountSchema,
});

export const dailyStatementResponse = z.object({
  opening_balance: amountSchema,
  closing_balance: amountSchema,
  total_credit: amountSchema,
  total_debit: amountSchema,
  total_count: z.number().int(),
  statement: z.array(statementEntry),
});
export type DailyStatementResponse = z.infer<typeof dailyStatementResponse>;

const settlementDay = z.object({
  working_date: z.string(),
  turnover: amountSchema,
  valid_turnover: amountSchema,
  win_loss: amountSchema,
  commission: amountSchema,
  net: amountSchema,
});

export const settlementHistoryResponse = z.object({
  days: z.array(settlementDay),
  total_count: z.number().int(),
});

export const PLATFORMS = [
  'sportsbook',
  'live_casino',
  'slots',
  'lottery',
  'esports',
  'mini_game',
  'virtual',
  'tournament',
] as const;

export const platformWinLoseResponse = z.object({
  platforms: z.array(
    z.object({
      platform: z.enum(PLATFORMS),
      turnover: amountSchema,
      win_loss: amountSchema,
      commission: amountSchema,
    }),
  ),
});

/** Sub-kinds of gameresult (RULES.md section 7); areas not built yet answer an empty list. */
const GAME_RESULT_KINDS = [
  'tournament',
  'tournament_refund',
  'sportsbook',
  'adjustment',
  'esports2',
  'esports2detail',
  'slots',
  'livecasino',
  'lottery',
  'summary_sportsbook',
] as const;

export const gameResultRequest = reportRequest.extend({ kind: z.enum(GAME_RESULT_KINDS) });
export type GameResultRequest = z.infer<typeof gameResultRequest>;

const gameResultRow = z.object({
  ref_no: z.string(),
  trans_time: z.string(),
  description: z.string(),
  stake: amountSchema,
  win_loss: amountSchema,
  status: z.string(),
});

export const gameResultResponse = z.object({
  kind: z.enum(GAME_RESULT_KINDS),
  results: z.array(gameResultRow),
  total_count: z.number().int(),
});
