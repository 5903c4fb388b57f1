import { z } from 'zod';
import { amountSchema } from './envelope';

// Account-side calls of RULES.md section 7 and API.md.

export const ACCOUNT_STATES = ['OK', 'BLOCK', 'CLOSE', 'FREEZE', 'SUSPEND', 'INACTIVE'] as const;
export type AccountState = (typeof ACCOUNT_STATES)[number];

export const UPLINE_ROLES = ['shareholder', 'super_senior', 'senior', 'master', 'agent'] as const;
export type UplineRole = (typeof UPLINE_ROLES)[number];

/** Products that can be switched off per account (RULES.md section 6); listed in player_info.disabled_products. */
export const PRODUCT_KEYS = [
  'live_casino',
  'lottery',
  'mini_game',
  'esports',
  'tournament',
  'mini_casino',
  'mini_slots',
  'virtual_games',
  'odds_booster',
  'cash_out',
] as const;
export type ProductKey = (typeof PRODUCT_KEYS)[number];

const nonEmpty = z.string().trim().min(1);

export const loginRequest = z.object({
  account_id: nonEmpty.max(64),
  password: z.string().min(1).max(64),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const sessionRequest = z.object({
  account_id: nonEmpty.max(64),
  session_token: nonEmpty.max(256),
});

export const balanceRequest = sessionRequest.extend({
  parent_id: z.string().max(64).optional(),
});
export type BalanceRequest = z.infer<typeof balanceRequest>;

export const tokenLoginRequest = z.object({ token: nonEmpty.max(2048) });

const playerInfo = z.object({
  account_id: z.string(),
  session_token: z.string(),
  operator_type: z.coerce.number(),
  parent_id: z.string(),
  comm_type: z.string(),
  nickname: z.string().nullable(),
  has_secondary_account: z.boolean(),
  account_state: z.enum(ACCOUNT_STATES).optional(),
  last_login: z.string().nullable().optional(),
  last_transaction: z.string().nullable().optional(),
  password_expiry: z.string().nullable().optional(),
  disabled_products: z.array(z.enum(PRODUCT_KEYS)).optional(),
});
export type PlayerInfo = z.infer<typeof playerInfo>;

const playerWallet = z.object({
  currency_code: z.string(),
  available_balance: amountSchema,
  cash_balance: amountSchema,
  frozen_balance: amountSchema,
  given_credit: amountSchema.optional(),
  outstanding_balance: amountSchema.optional(),
});
export type PlayerWallet = z.infer<typeof playerWallet>;

const betLimitEntry = z.object({
  key: z.string(),
  min_bet: amountSchema,
  max_bet: amountSchema,
  max_payout: amountSchema,
});
export type BetLimitEntry = z.infer<typeof betLimitEntry>;

export const memberProfile = z.object({
  player_info: z.array(playerInfo).min(1),
  player_wallet: z.array(playerWallet).min(1),
  player_bet_limit: z.array(betLimitEntry),
});
export type MemberProfile = z.infer<typeof memberProfile>;

export const loginResponse = z.object({ member_profile: memberProfile });
export type LoginResponse = z.infer<typeof loginResponse>;

export const balanceResponse = z.object({
  balance: amountSchema,
  account_balance: amountSchema,
  outstanding_balance: amountSchema,
  retrieve_profile: z.boolean(),
});
export type BalanceResponse = z.infer<typeof balanceResponse>;

export const versionResponse = z.object({
  version: z.string(),
  min_client_version: z.string(),
  maintenance: z.boolean(),
  maintenance_message: z.string().optional(),
});
export type VersionResponse = z.infer<typeof versionResponse>;
