import type { BalanceResponse } from '../../shared/api/account';
import { minorToDecimalString } from '../../shared/money';
import { ApiError } from '../http/api-error';
import { toSafeInt, type Queryable } from '../db/types';
import type { LedgerType } from '../../shared/money';
import { assertStakeWithinPlayLimits } from '../responsible-gaming/play-limits';

/**
 * What a member can stake: the cash balance less the frozen amount an operator holds (never below zero). Every
 * stake check uses this rule; the SQL guards that debit a stake (`applyLedgerEntry` for stake types,
 * betting/bet-store.ts) compare the same two columns, `balance_minor - frozen_minor`.
 */
export function availableMinor(wallet: { balanceMinor: number; frozenMinor: number }): number {
  return Math.max(0, wallet.balanceMinor - wallet.frozenMinor);
}

/** The balance as `userbalance` answers it (and the push stream pushes it). */
export async function balanceAnswer(session: {
  wallet(): Promise<{ balanceMinor: number; frozenMinor: number; outstandingMinor: number }>;
  profileChanged: boolean;
}): Promise<BalanceResponse> {
  const wallet = await session.wallet();
  return {
    balance: minorToDecimalString(availableMinor(wallet)),
    account_balance: minorToDecimalString(wallet.balanceMinor),
    outstanding_balance: minorToDecimalString(wallet.outstandingMinor),
    retrieve_profile: session.profileChanged,
  };
}

/**
 * Debits the member asks for (stakes: bets, parlays, 4D, virtual sports, tournament fees, game transfers) may not
 * touch frozen funds. Operator adjustments and settlement corrections may: they are how an operator acts on them.
 */
const SPENDS_AVAILABLE: ReadonlySet<LedgerType> = new Set<LedgerType>(['bet', 'withdrawal']);

export interface LedgerEntryInput {
  accountId: string;
  type: LedgerType;
  /** Signed minor units: positive credits the wallet, negative debits it. */
  amountMinor: number;
  ref?: string | null;
  remark?: string | null;
  /** The same key twice is refused with duplicate_debit_record, so a retried debit never lands twice. */
  idempotencyKey?: string | null;
  /** Product area of a bet, settlement or commission row (sportsbook, live_casino, ...) for platformwinlose. */
  platform?: string | null;
  /**
   * The server clock (epoch ms) of a stake the member asked for: required for a `bet` debit, whose period limits
   * (responsible-gaming/play-limits.ts) are counted at this time.
   */
  stakeAtMs?: number;
}

export interface LedgerEntryResult {
  entryId: number;
  balanceBeforeMinor: number;
  balanceAfterMinor: number;
  /** What the member can stake after this entry (`availableMinor`): the `balance` a bet's answer reports. */
  availableAfterMinor: number;
}

/**
 * Moves money: one guarded balance update plus one ledger row, inside the caller's transaction.
 * The guard in the UPDATE (not a read-then-write) is what keeps parallel debits from overdrawing.
 */
export async function applyLedgerEntry(tx: Queryable, input: LedgerEntryInput): Promise<LedgerEntryResult> {
  if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor === 0)
    throw new ApiError('invalidAmount');
  if (input.idempotencyKey) {
    const seen = await tx.query('SELECT 1 FROM ledger WHERE idempotency_key = $1', [input.idempotencyKey]);
    if (seen.length > 0) throw new ApiError('duplicate_debit_record');
  }
  if (input.type === 'bet' && input.amountMinor < 0) {
    if (input.stakeAtMs === undefined)
      throw new Error('a stake is debited without the clock its play limits are counted at');
    await assertStakeWithinPlayLimits(tx, input.accountId, -input.amountMinor, input.stakeAtMs);
  }
  const updated = await tx.query<{ balance_minor: unknown; frozen_minor: unknown }>(
    `UPDATE wallets SET balance_minor = balance_minor + $2, updated_at = now()
     WHERE account_id = $1 AND balance_minor + $2 >= CASE WHEN $3::boolean THEN frozen_minor ELSE 0 END
     RETURNING balance_minor, frozen_minor`,
    [input.accountId, input.amountMinor, input.amountMinor < 0 && SPENDS_AVAILABLE.has(input.type)],
  );
  const row = updated[0];
  if (!row) {
    const exists = await tx.query('SELECT 1 FROM wallets WHERE account_id = $1', [input.accountId]);
    throw new ApiError(exists.length > 0 ? 'insufficient_balance' : 'member_wallet_not_exists');
  }
  const after = toSafeInt(row.balance_minor, 'balance_minor');
  const before = after - input.amountMinor;
  try {
    const inserted = await tx.query<{ id: unknown }>(
      `INSERT INTO ledger (account_id, type, amount_minor, balance_before_minor, balance_after_minor, ref, remark, idempotency_key, platform, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, clock_timestamp()) RETURNING id`,
      [
        input.accountId,
        input.type,
        input.amountMinor,
        before,
        after,
        input.ref ?? null,
        input.remark ?? null,
        input.idempotencyKey ?? null,
        input.platform ?? null,
      ],
    );
    await tx.query('UPDATE members SET last_transaction_at = now() WHERE account_id = $1', [input.accountId]);
    return {
      entryId: toSafeInt(inserted[0]?.id, 'ledger.id'),
      balanceBeforeMinor: before,
      balanceAfterMinor: after,
      availableAfterMinor: availableMinor({
        balanceMinor: after,
        frozenMinor: toSafeInt(row.frozen_minor, 'frozen_minor'),
      }),
    };
  } catch (error) {
    // A concurrent twin with the same key won the unique index; the whole transaction rolls back.
    if (isUniqueViolation(error)) throw new ApiError('duplicate_debit_record');
    throw error;
  }
}

export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
