import { ACCOUNT_STATES, type AccountState, type ProductKey } from '../../shared/api/account';
import { CURRENCIES } from '../../shared/constants';
import { ApiError } from '../http/api-error';
import type { Queryable } from '../db/types';
import { hashPassword } from '../security/password';
import { PASSWORD_PATTERN } from '../../shared/api/auth';
import { loadUplineChain } from './upline-chain';
import { applyLedgerEntry } from '../wallet/wallet';

export type { ProductKey };

export interface BetLimitInput {
  key: string;
  minBetMinor: number;
  maxBetMinor: number;
  maxPayoutMinor: number;
}

export interface NewMember {
  accountId: string;
  password: string;
  /** Precomputed hash of password, so callers creating many members can hash outside the transaction. */
  passwordHash?: string;
  currency: string;
  agentId: string;
  commissionBp: number;
  commType?: string;
  operatorType?: 1 | 2;
  state?: AccountState;
  disabledProducts?: readonly ProductKey[];
  creditMinor?: number;
  betLimits: readonly BetLimitInput[];
}

const ACCOUNT_ID_PATTERN = /^[a-z0-9_]{3,20}$/;

/** Creates member, wallet, limits and the opening credit as one unit; the caller supplies the transaction. */
export async function createMember(tx: Queryable, input: NewMember): Promise<void> {
  const accountId = input.accountId.trim().toLowerCase();
  if (!ACCOUNT_ID_PATTERN.test(accountId)) throw new ApiError('accountIdInvalid');
  if (!PASSWORD_PATTERN.test(input.password)) throw new ApiError('passwordInvalid');
  if (!(CURRENCIES as readonly string[]).includes(input.currency)) throw new ApiError('currencyNotSupported');
  if (input.state && !ACCOUNT_STATES.includes(input.state)) throw new ApiError('accountStateInvalid');
  if (!Number.isInteger(input.commissionBp) || input.commissionBp < 0 || input.commissionBp > 10_000) {
    throw new ApiError('memberCommissionNotSetup');
  }
  await loadUplineChain(tx, input.agentId);
  const existing = await tx.query('SELECT 1 FROM members WHERE account_id = $1 OR lower(nickname) = $1', [
    accountId,
  ]);
  if (existing.length > 0) throw new ApiError('accountIdExists');

  const disabled = new Set(input.disabledProducts ?? []);
  await tx.query(
    `INSERT INTO members (account_id, password_hash, currency, state, operator_type, parent_id, comm_type, commission_bp,
       live_casino_disabled, lottery_disabled, mini_game_disabled, esports_disabled, tournament_disabled,
       mini_casino_disabled, mini_slots_disabled, virtual_games_disabled, odds_booster_disabled,
       cash_out_disabled)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)`,
    [
      accountId,
      input.passwordHash ?? (await hashPassword(input.password)),
      input.currency,
      input.state ?? 'OK',
      input.operatorType ?? 1,
      input.agentId,
      input.commType ?? 'A',
      input.commissionBp,
      disabled.has('live_casino'),
      disabled.has('lottery'),
      disabled.has('mini_game'),
      disabled.has('esports'),
      disabled.has('tournament'),
      disabled.has('mini_casino'),
      disabled.has('mini_slots'),
      disabled.has('virtual_games'),
      disabled.has('odds_booster'),
      disabled.has('cash_out'),
    ],
  );
  await tx.query('INSERT INTO wallets (account_id, given_credit_minor) VALUES ($1, $2)', [
    accountId,
    input.creditMinor ?? 0,
  ]);
  for (const limit of input.betLimits) await upsertBetLimit(tx, accountId, limit);
  if (input.creditMinor && input.creditMinor > 0) {
    await applyLedgerEntry(tx, {
      accountId,
      type: 'deposit',
      amountMinor: input.creditMinor,
      remark: 'opening credit',
      idempotencyKey: `open:${accountId}`,
    });
  }
}

export async function upsertBetLimit(tx: Queryable, accountId: string, limit: BetLimitInput): Promise<void> {
  const { key, minBetMinor, maxBetMinor, maxPayoutMinor } = limit;
  const valid =
    /^[a-z0-9_]{1,32}$/.test(key) &&
    [minBetMinor, maxBetMinor, maxPayoutMinor].every((n) => Number.isSafeInteger(n) && n > 0) &&
    minBetMinor <= maxBetMinor &&
    maxBetMinor <= maxPayoutMinor;
  if (!valid) throw new ApiError('betLimitInvalid');
  await tx.query(
    `INSERT INTO bet_limits (account_id, key, min_bet_minor, max_bet_minor, max_payout_minor) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (account_id, key) DO UPDATE
       SET min_bet_minor = EXCLUDED.min_bet_minor, max_bet_minor = EXCLUDED.max_bet_minor, max_payout_minor = EXCLUDED.max_payout_minor`,
    [accountId, key, minBetMinor, maxBetMinor, maxPayoutMinor],
  );
  // Open clients learn of new limits through retrieve_profile on their next balance poll.
  await tx.query(
    'UPDATE members SET profile_version = profile_version + 1, updated_at = now() WHERE account_id = $1',
    [accountId],
  );
}
