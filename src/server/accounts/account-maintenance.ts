import type { ChangePasswordRequest } from '../../shared/api/auth';
import type { UserSettings } from '../../shared/api/settings';
import type { AppContext } from '../context';
import { CHANGE_PASSWORD_RULES, firstFieldCode } from '../../shared/validation';
import { ApiError } from '../http/api-error';
import { hashPassword, verifyPassword } from '../security/password';
import { throttledAttempt } from './login';
import { revokeSessions, type AuthenticatedSession } from '../security/sessions';
import { isUniqueViolation } from '../wallet/wallet';

/** Wrong current passwords count as login failures, so this call cannot be used to guess one. */
export async function changePassword(
  ctx: AppContext,
  session: AuthenticatedSession,
  body: ChangePasswordRequest,
  clientIp: string | null,
): Promise<void> {
  // The rules comparing fields (confirmation, unlike the current) are the change-password form's own.
  const refusal = firstFieldCode(CHANGE_PASSWORD_RULES, body);
  if (refusal) throw new ApiError(refusal);
  await throttledAttempt(ctx, session.accountId, clientIp, async () => {
    const rows = await ctx.db.query<{ password_hash: string }>(
      'SELECT password_hash FROM members WHERE account_id = $1',
      [session.accountId],
    );
    if (!rows[0] || !(await verifyPassword(body.password, rows[0].password_hash)))
      throw new ApiError('invalid_password');
  });
  const hash = await hashPassword(body.new_password);
  await ctx.db.transaction(async (tx) => {
    await tx.query(
      'UPDATE members SET password_hash = $2, password_changed_at = now(), updated_at = now() WHERE account_id = $1',
      [session.accountId, hash],
    );
    await revokeSessions(tx, session.accountId, 'password_changed', ctx.now(), session.sessionId);
  });
}

/** The nickname is a second login name, set once; it may not equal any account id or nickname. */
export async function addSecondaryName(
  ctx: AppContext,
  session: AuthenticatedSession,
  loginName: string,
): Promise<string> {
  const nickname = loginName.trim();
  const lowered = nickname.toLowerCase();
  try {
    return await ctx.db.transaction(async (tx) => {
      const mine = await tx.query<{ nickname: string | null }>(
        'SELECT nickname FROM members WHERE account_id = $1 FOR UPDATE',
        [session.accountId],
      );
      if (mine[0]?.nickname) throw new ApiError('secondary_account_exists');
      const taken = await tx.query('SELECT 1 FROM members WHERE account_id = $1 OR lower(nickname) = $1', [
        lowered,
      ]);
      if (taken.length > 0) throw new ApiError('new_login_id_exists');
      await tx.query(
        'UPDATE members SET nickname = $2, profile_version = profile_version + 1, updated_at = now() WHERE account_id = $1',
        [session.accountId, nickname],
      );
      return nickname;
    });
  } catch (error) {
    // Two members racing for one name: the unique index decides.
    if (isUniqueViolation(error)) throw new ApiError('new_login_id_exists');
    throw error;
  }
}

export async function loadSettings(ctx: AppContext, accountId: string): Promise<UserSettings> {
  const rows = await ctx.db.query<{ settings: UserSettings | string }>(
    'SELECT settings FROM members WHERE account_id = $1',
    [accountId],
  );
  const value = rows[0]?.settings ?? {};
  return typeof value === 'string' ? (JSON.parse(value) as UserSettings) : value;
}

export async function saveSettings(
  ctx: AppContext,
  accountId: string,
  settings: UserSettings,
): Promise<void> {
  await ctx.db.query('UPDATE members SET settings = $2::jsonb, updated_at = now() WHERE account_id = $1', [
    accountId,
    JSON.stringify(settings),
  ]);
}
