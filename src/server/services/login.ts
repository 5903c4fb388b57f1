import type { AccountState, LoginRequest, MemberProfile } from '../../shared/api/account';
import { PASSWORD_PATTERN } from '../../shared/api/auth';
import { INVALID_LOGIN_CODE } from '../../shared/errors/catalogue';
import type { AppContext } from '../context';
import { ApiError } from '../http/api-error';
import { verifyAgainstDummy, verifyPassword } from '../security/password';
import { loadMemberProfile } from './profile';
import { assertNotExcluded } from './play-limits';
import { openSession } from './sessions';

/** States that may not log in, with the code each answers (RULES.md section 8). */
const REFUSED_STATES: Partial<Record<AccountState, string>> = {
  BLOCK: 'BLOCK',
  CLOSE: 'CLOSE',
  INACTIVE: 'account_inactive',
};

export const accountKey = (loginId: string): string => `account:${loginId.trim().toLowerCase()}`;
export const addressKey = (ip: string | null): string => `address:${ip ?? 'unknown'}`;

/** Refuses with loginLimit while the id or the address is in its one-minute penalty. */
export function assertNotThrottled(ctx: AppContext, loginId: string | null, ip: string | null): void {
  const now = ctx.now();
  const byAccount = loginId !== null && ctx.loginFailuresByAccount.isLocked(accountKey(loginId), now);
  if (byAccount || ctx.loginFailuresByAddress.isLocked(addressKey(ip), now)) throw new ApiError('loginLimit');
}

export function recordLoginFailure(ctx: AppContext, loginId: string | null, ip: string | null): void {
  const now = ctx.now();
  if (loginId !== null) ctx.loginFailuresByAccount.recordFailure(accountKey(loginId), now);
  ctx.loginFailuresByAddress.recordFailure(addressKey(ip), now);
}

/**
 * Password first, state second: someone without the password learns nothing about the account's state. An unknown
 * id and a wrong password get the same answer, after the same work, and count the same towards the lockout, so a
 * login tells nobody which ids exist. A nickname (secondary login name) works in place of the account id.
 */
export async function loginWithPassword(
  ctx: AppContext,
  body: LoginRequest,
  clientIp: string | null,
): Promise<MemberProfile> {
  const loginId = body.account_id.trim().toLowerCase();
  assertNotThrottled(ctx, loginId, clientIp);
  const rows = await ctx.db.query<{ account_id: string; password_hash: string; state: AccountState }>(
    'SELECT account_id, password_hash, state FROM members WHERE account_id = $1 OR lower(nickname) = $1 LIMIT 1',
    [loginId],
  );
  const member = rows[0];
  if (!member) {
    await verifyAgainstDummy(body.password);
    recordLoginFailure(ctx, loginId, clientIp);
    throw new ApiError(INVALID_LOGIN_CODE);
  }
  const ok =
    PASSWORD_PATTERN.test(body.password) && (await verifyPassword(body.password, member.password_hash));
  if (!ok) {
    recordLoginFailure(ctx, loginId, clientIp);
    throw new ApiError(INVALID_LOGIN_CODE);
  }
  ctx.loginFailuresByAccount.reset(accountKey(loginId));
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
  await assertNotExcluded(ctx.db, accountId, ctx.now());
  return ctx.db.transaction(async (tx) => {
    const token = await openSession(tx, ctx, accountId, clientIp);
    return loadMemberProfile(tx, accountId, token);
  });
}
