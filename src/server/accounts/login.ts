import type { AccountState, LoginRequest, MemberProfile } from '../../shared/api/account';
import { PASSWORD_PATTERN } from '../../shared/api/auth';
import { INVALID_LOGIN_CODE } from '../../shared/errors/catalogue';
import type { AppContext } from '../context';
import { ApiError } from '../http/api-error';
import { verifyAgainstDummy, verifyPassword } from '../security/password';
import { loadMemberProfile } from './profile';
import { assertNotExcluded } from '../responsible-gaming/play-limits';
import { openSession } from '../security/sessions';

/** States that may not log in, with the code each answers (RULES.md section 8). */
const REFUSED_STATES: Partial<Record<AccountState, string>> = {
  BLOCK: 'BLOCK',
  CLOSE: 'CLOSE',
  INACTIVE: 'account_inactive',
};

const accountKey = (loginId: string): string => `account:${loginId.trim().toLowerCase()}`;
const addressKey = (ip: string | null): string => `address:${ip ?? 'unknown'}`;

/**
 * Runs one attempt to prove who the caller is (a password, an operator token, the current password), counted
 * against the account id and the client address before `attempt` runs: an attempt past either limit answers
 * loginLimit unchecked. A successful attempt clears the account's count and gives the address its attempt back.
 */
export async function throttledAttempt<T>(
  ctx: AppContext,
  loginId: string | null,
  ip: string | null,
  attempt: () => Promise<T>,
): Promise<T> {
  const { maxFailures, maxFailuresPerAddress, windowMs, lockMs } = ctx.config.loginLimit;
  const account = loginId === null ? null : accountKey(loginId);
  const keys = [
    ...(account === null ? [] : [{ key: account, limit: { maxAttempts: maxFailures, windowMs, lockMs } }]),
    { key: addressKey(ip), limit: { maxAttempts: maxFailuresPerAddress, windowMs, lockMs } },
  ];
  const { allowed, claims } = await ctx.loginAttempts.claim(keys, ctx.now());
  if (!allowed) throw new ApiError('loginLimit');
  const result = await attempt();
  await ctx.loginAttempts.succeeded(claims, account);
  return result;
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
  const member = await throttledAttempt(ctx, loginId, clientIp, () =>
    checkPassword(ctx, loginId, body.password),
  );
  return startSession(ctx, member.account_id, member.state, clientIp);
}

async function checkPassword(
  ctx: AppContext,
  loginId: string,
  password: string,
): Promise<{ account_id: string; state: AccountState }> {
  const rows = await ctx.db.query<{ account_id: string; password_hash: string; state: AccountState }>(
    'SELECT account_id, password_hash, state FROM members WHERE account_id = $1 OR lower(nickname) = $1 LIMIT 1',
    [loginId],
  );
  const member = rows[0];
  if (!member) {
    await verifyAgainstDummy(password);
    throw new ApiError(INVALID_LOGIN_CODE);
  }
  const ok = PASSWORD_PATTERN.test(password) && (await verifyPassword(password, member.password_hash));
  if (!ok) throw new ApiError(INVALID_LOGIN_CODE);
  return member;
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
