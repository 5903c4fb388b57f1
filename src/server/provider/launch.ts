// One-time launch tokens: a launch call mints one, the game page trades it once for a game session.
// Only hashes are stored, so a leaked database cannot open games.
import type { AppContext } from '../context';
import { toSafeInt } from '../db/types';
import { ApiError } from '../http/api-error';
import { hashToken, newSessionToken } from '../security/session-token';

const LAUNCH_TOKEN_TTL_MS = 5 * 60_000;
const GAME_SESSION_TTL_MS = 4 * 60 * 60_000;

export async function createLaunchToken(
  ctx: AppContext,
  accountId: string,
  gameId: string,
): Promise<{ token: string; expiresAt: number }> {
  const token = newSessionToken();
  const now = ctx.now();
  const expiresAt = now + LAUNCH_TOKEN_TTL_MS;
  await ctx.db.query(
    'INSERT INTO game_launch_tokens (token_hash, account_id, game_id, created_ms, expires_ms) VALUES ($1, $2, $3, $4, $5)',
    [hashToken(token), accountId, gameId, now, expiresAt],
  );
  return { token, expiresAt };
}

/**
 * Trades a launch token for a game session. The UPDATE marks it used and answers only if it was unused and not
 * revoked (security/sessions.ts `revokeGameAccess`), so two concurrent opens of one token cannot both win.
 */
export async function openGameSession(
  ctx: AppContext,
  launchToken: string,
): Promise<{ sessionToken: string; accountId: string; gameId: string }> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const rows = await tx.query<{ account_id: string; game_id: string; expires_ms: unknown }>(
      `UPDATE game_launch_tokens SET used_ms = $2 WHERE token_hash = $1 AND used_ms IS NULL AND revoked_ms IS NULL
       RETURNING account_id, game_id, expires_ms`,
      [hashToken(launchToken), now],
    );
    const row = rows[0];
    if (!row) throw new ApiError('invalidLaunchToken');
    if (toSafeInt(row.expires_ms) < now) throw new ApiError('launchTokenExpired');
    const sessionToken = newSessionToken();
    await tx.query(
      'INSERT INTO game_sessions (token_hash, account_id, game_id, created_ms, expires_ms) VALUES ($1, $2, $3, $4, $5)',
      [hashToken(sessionToken), row.account_id, row.game_id, now, now + GAME_SESSION_TTL_MS],
    );
    return { sessionToken, accountId: row.account_id, gameId: row.game_id };
  });
}

export async function gameSession(
  ctx: AppContext,
  sessionToken: string,
): Promise<{ accountId: string; gameId: string }> {
  const rows = await ctx.db.query<{
    account_id: string;
    game_id: string;
    expires_ms: unknown;
    revoked_ms: unknown;
  }>('SELECT account_id, game_id, expires_ms, revoked_ms FROM game_sessions WHERE token_hash = $1', [
    hashToken(sessionToken),
  ]);
  const row = rows[0];
  if (!row) throw new ApiError('session_not_exists');
  // Ended with the member's login (logout, new login, password change) or by an account state change.
  if (row.revoked_ms !== null) throw new ApiError('invalidSession');
  if (toSafeInt(row.expires_ms) < ctx.now()) throw new ApiError('session_expired');
  return { accountId: row.account_id, gameId: row.game_id };
}
