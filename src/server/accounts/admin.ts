import { ACCOUNT_STATES, type AccountState } from '../../shared/api/account';
import { PASSWORD_PATTERN } from '../../shared/api/auth';
import { ApiError } from '../http/api-error';
import { toSafeInt, type Database } from '../db/types';
import { hashPassword } from '../security/password';
import { revokeGameAccess, revokeSessions } from '../security/sessions';
import { applyLedgerEntry, type LedgerEntryResult } from '../wallet/wallet';

// Operator actions (CLI admin, tests). Each is one transaction and bumps profile_version when the
// member's profile changes, so an open client sees retrieve_profile on its next balance poll.

export async function adjustCredit(
  db: Database,
  input: { accountId: string; amountMinor: number; remark?: string; idempotencyKey?: string },
): Promise<LedgerEntryResult> {
  return db.transaction((tx) =>
    applyLedgerEntry(tx, {
      accountId: input.accountId,
      type: 'adjustment',
      amountMinor: input.amountMinor,
      remark: input.remark ?? 'operator adjustment',
      idempotencyKey: input.idempotencyKey ?? null,
    }),
  );
}

export interface FrozenFunds {
  balanceMinor: number;
  frozenMinor: number;
}

/**
 * Holds (`deltaMinor` > 0) or releases (< 0) part of a member's cash. Frozen funds stay in the balance and in
 * every ledger figure but cannot be staked (`availableMinor`). No money moves, so no ledger row is written. The
 * guard is in the UPDATE, so a stake racing the freeze can never leave frozen above the cash: a freeze may take at
 * most what is available, a release at most what is frozen. Refusals: `insufficient_balance` (freezing more than
 * is available), `invalidAmount` (releasing more than is frozen, or zero), `account_not_exists`.
 */
export async function changeFrozenFunds(
  db: Database,
  accountId: string,
  deltaMinor: number,
): Promise<FrozenFunds & { before: FrozenFunds }> {
  if (!Number.isSafeInteger(deltaMinor) || deltaMinor === 0) throw new ApiError('invalidAmount');
  return db.transaction(async (tx) => {
    const [before] = await tx.query<{ balance_minor: unknown; frozen_minor: unknown }>(
      'SELECT balance_minor, frozen_minor FROM wallets WHERE account_id = $1 FOR UPDATE',
      [accountId],
    );
    if (!before) throw new ApiError('account_not_exists');
    const [row] = await tx.query<{ balance_minor: unknown; frozen_minor: unknown }>(
      `UPDATE wallets SET frozen_minor = frozen_minor + $2, updated_at = now()
       WHERE account_id = $1 AND frozen_minor + $2 >= 0 AND ($2 < 0 OR frozen_minor + $2 <= balance_minor)
       RETURNING balance_minor, frozen_minor`,
      [accountId, deltaMinor],
    );
    if (!row) throw new ApiError(deltaMinor > 0 ? 'insufficient_balance' : 'invalidAmount');
    return {
      balanceMinor: toSafeInt(row.balance_minor),
      frozenMinor: toSafeInt(row.frozen_minor),
      before: { balanceMinor: toSafeInt(before.balance_minor), frozenMinor: toSafeInt(before.frozen_minor) },
    };
  });
}

/**
 * Any state but OK also ends the member's game sessions and unused launch tokens: a suspended, frozen, blocked,
 * closed or inactive account keeps no game window open (its member session answers by state, see sessions.ts).
 */
export async function setAccountState(
  db: Database,
  accountId: string,
  state: AccountState,
  now: number,
): Promise<AccountState> {
  if (!ACCOUNT_STATES.includes(state)) throw new ApiError('accountStateInvalid');
  return db.transaction(async (tx) => {
    const before = await tx.query<{ state: AccountState }>(
      'SELECT state FROM members WHERE account_id = $1 FOR UPDATE',
      [accountId],
    );
    if (!before[0]) throw new ApiError('account_not_exists');
    await tx.query(
      'UPDATE members SET state = $2, profile_version = profile_version + 1, updated_at = now() WHERE account_id = $1',
      [accountId, state],
    );
    if (state !== 'OK') await revokeGameAccess(tx, accountId, now);
    return before[0].state;
  });
}

/** Every open session ends: whoever knew the old password is out. */
export async function resetPassword(
  db: Database,
  accountId: string,
  password: string,
  now: number,
): Promise<void> {
  if (!PASSWORD_PATTERN.test(password)) throw new ApiError('passwordInvalid');
  const hash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const updated = await tx.query(
      'UPDATE members SET password_hash = $2, password_changed_at = now(), updated_at = now() WHERE account_id = $1 RETURNING account_id',
      [accountId, hash],
    );
    if (updated.length === 0) throw new ApiError('account_not_exists');
    await revokeSessions(tx, accountId, 'password_changed', now);
  });
}
