import type { AccountState, LoginRequest, MemberProfile } from '../../shared/api/account';
import type { AppContext } from '../context';
import { ApiError } from '../http/api-error';
import { verifyAgainstDummy, verifyPassword } from '../security/password';
import { isPasswordWellFormed } from './password-rules';
import { loadMemberProfile } from './profile';
import { openSession } from './sessions';

/** States that may not log in, with the code each answers (SPEC.md section 8). */
const REFUSED_STATES: Partial<Record<AccountState, string>> = {
  BLOCK: 'BLOCK',
  CLOSE: 'CLOSE',
  INACTIVE: 'account_inactive',
};

/**
 * Password first, state second: someone without the password learns nothing about the account's state.
 * A nickname (secondary login name) works in place of the account id.
 */
export async function loginWithPassword(
  ctx: AppContext,
  body: LoginRequest,
  clientIp: string | null,
): Promise<MemberProfile> {
  const loginId = body.account_id.trim().toLowerCase();
  const rows = await ctx.db.query<{ account_id: string; password_hash: string; state: AccountState }>(
    'SELECT account_id, password_hash, state FROM members WHERE account_id = $1 OR lower(nickname) = $1 LIMIT 1',
    [loginId],
  );
  const member = rows[0];
  if (!member) {
    await verifyAgainstDummy(body.password);
    throw new ApiError('login_id_not_exists');
  }
  const ok = isPasswordWellFormed(body.password) && (await verifyPassword(body.password, member.password_hash));
  if (!ok) throw new ApiError('invalid_password');
  return startSession(ctx, member.account_id, member.state, clientIp);
}

/** Shared by password and token logins once the caller is proven to be the account holder. */
export async function startSession(
  ctx: AppContext,
  accountId: string,
  state: AccountState,
  clientIp: string | null,
): Promise<MemberProfile> {
  const refused = REFUSED_STATES[state];
  if (refused) throw new ApiError(refused);
  return ctx.db.transaction(async (tx) => {
    const token = await openSession(tx, ctx, accountId, clientIp);
    return loadMemberProfile(tx, accountId, token);
  });
}
