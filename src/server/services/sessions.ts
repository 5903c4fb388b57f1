import type { AccountState } from '../../shared/api/account';
import type { AppContext } from '../context';
import { toSafeInt, type Queryable } from '../db/types';
import { ApiError } from '../http/api-error';
import { hashToken, newSessionToken } from '../security/session-token';

/** Why a session stopped; every reason answers invalidSession so the client logs out with the right wording. */
export type RevokeReason = 'replaced' | 'password_changed' | 'logout';

export interface AuthenticatedSession {
  sessionId: number;
  accountId: string;
  sessionToken: string;
  state: AccountState;
  operatorType: number;
  parentId: string;
  currency: string;
  /** True when limits, state or nickname changed after this session last read the profile. */
  profileChanged: boolean;
  balanceMinor: number;
  frozenMinor: number;
  outstandingMinor: number;
}

// Writing last_seen on every call would double the cost of a balance poll; a few seconds of slack is harmless.
const TOUCH_EVERY_MS = 5_000;

/** Opens a session and revokes every earlier one of the account, inside the caller's transaction. */
export async function openSession(
  tx: Queryable,
  ctx: AppContext,
  accountId: string,
  clientIp: string | null,
): Promise<string> {
  const now = ctx.now();
  const members = await tx.query<{ profile_version: number }>(
    'SELECT profile_version FROM members WHERE account_id = $1 FOR UPDATE',
    [accountId],
  );
  const member = members[0];
  if (!member) throw new ApiError('login_id_not_exists');
  await revokeSessions(tx, accountId, 'replaced', now);
  const token = newSessionToken();
  await tx.query(
    `INSERT INTO sessions (account_id, token_hash, profile_version, client_ip, created_ms, last_seen_ms, expires_ms)
     VALUES ($1, $2, $3, $4, $5, $5, $6)`,
    [accountId, hashToken(token), member.profile_version, clientIp, now, now + ctx.config.sessionIdleMs],
  );
  await tx.query('UPDATE members SET last_login_at = $2 WHERE account_id = $1', [accountId, new Date(now).toISOString()]);
  return token;
}

export async function revokeSessions(
  q: Queryable,
  accountId: string,
  reason: RevokeReason,
  now: number,
  exceptSessionId?: number,
): Promise<void> {
  await q.query(
    `UPDATE sessions SET revoked_ms = $2, revoked_reason = $3
     WHERE account_id = $1 AND revoked_ms IS NULL AND id <> $4`,
    [accountId, now, reason, exceptSessionId ?? -1],
  );
}

interface SessionRow {
  id: unknown;
  account_id: string;
  profile_version: number;
  last_seen_ms: unknown;
  expires_ms: unknown;
  revoked_ms: unknown;
  state: AccountState;
  operator_type: number;
  parent_id: string;
  currency: string;
  member_profile_version: number;
  balance_minor: unknown;
  frozen_minor: unknown;
  outstanding_minor: unknown;
}

/** One query answers both "who is this" and the wallet figures, so a balance poll costs a single round trip. */
export async function authenticate(ctx: AppContext, accountId: string, sessionToken: string): Promise<AuthenticatedSession> {
  const rows = await ctx.db.query<SessionRow>('SELECT * FROM session_lookup($1)', [hashToken(sessionToken)]);
  const row = rows[0];
  if (!row || row.account_id !== accountId.trim().toLowerCase()) throw new ApiError('session_not_exists');
  if (row.revoked_ms !== null) throw new ApiError('invalidSession');
  const now = ctx.now();
  if (now > toSafeInt(row.expires_ms, 'expires_ms')) throw new ApiError('session_expired');
  if (row.state === 'BLOCK' || row.state === 'CLOSE') throw new ApiError(row.state);
  if (row.state === 'INACTIVE') throw new ApiError('account_inactive');

  const sessionId = toSafeInt(row.id, 'sessions.id');
  if (now - toSafeInt(row.last_seen_ms, 'last_seen_ms') >= TOUCH_EVERY_MS) {
    await ctx.db.query('UPDATE sessions SET last_seen_ms = $2, expires_ms = $3 WHERE id = $1 AND revoked_ms IS NULL', [
      sessionId,
      now,
      now + ctx.config.sessionIdleMs,
    ]);
  }
  return {
    sessionId,
    accountId: row.account_id,
    sessionToken,
    state: row.state,
    operatorType: row.operator_type,
    parentId: row.parent_id,
    currency: row.currency,
    profileChanged: row.member_profile_version > row.profile_version,
    balanceMinor: toSafeInt(row.balance_minor, 'balance_minor'),
    frozenMinor: toSafeInt(row.frozen_minor, 'frozen_minor'),
    outstandingMinor: toSafeInt(row.outstanding_minor, 'outstanding_minor'),
  };
}

/** Records that the client has seen the current profile, which clears retrieve_profile. */
export async function markProfileSeen(q: Queryable, sessionId: number): Promise<void> {
  await q.query(
    `UPDATE sessions SET profile_version = m.profile_version
     FROM members m WHERE sessions.id = $1 AND m.account_id = sessions.account_id`,
    [sessionId],
  );
}
