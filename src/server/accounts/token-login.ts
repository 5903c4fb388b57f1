import type { AccountState, MemberProfile } from '../../shared/api/account';
import type { SecureLoginRequest } from '../../shared/api/auth';
import type { AppContext } from '../context';
import { ApiError } from '../http/api-error';
import {
  secureLoginSignature,
  signaturesEqual,
  verifyOperatorToken,
  type OperatorTokenKind,
} from '../security/operator-token';
import { startSession, throttledAttempt } from './login';

/** How far a securelogin timestamp may sit from the server clock. */
const SECURE_LOGIN_SKEW_MS = 5 * 60_000;

/** authlogin / switchlogin: a valid, unused operator token of the right kind opens a session. */
export async function loginWithOperatorToken(
  ctx: AppContext,
  token: string,
  kind: OperatorTokenKind,
  clientIp: string | null,
): Promise<MemberProfile> {
  const now = ctx.now();
  const member = await throttledAttempt(ctx, null, clientIp, async () => {
    const claims = verifyOperatorToken(ctx.operatorSecret, token, kind, now);
    if (!claims) throw new ApiError('unauthenticatedUser');
    const found = await findMember(ctx, claims.sub);
    // Claiming the id after the member check leaves a token unspent when the account does not exist.
    const claimed = await ctx.db.query(
      'INSERT INTO used_tokens (token_id, expires_ms) VALUES ($1, $2) ON CONFLICT (token_id) DO NOTHING RETURNING token_id',
      [claims.jti, claims.exp],
    );
    if (claimed.length === 0) throw new ApiError('unauthenticatedUser');
    return found;
  });
  await ctx.db.query('DELETE FROM used_tokens WHERE expires_ms < $1', [now]);
  return startSession(ctx, member.account_id, member.state, clientIp);
}

/** securelogin: the operator's backend proves itself with an HMAC over the account id and a fresh timestamp. */
export async function secureLogin(
  ctx: AppContext,
  body: SecureLoginRequest,
  clientIp: string | null,
): Promise<MemberProfile> {
  const accountId = body.account_id.trim().toLowerCase();
  await throttledAttempt(ctx, accountId, clientIp, async () => {
    const fresh = Math.abs(ctx.now() - body.timestamp) <= SECURE_LOGIN_SKEW_MS;
    const expected = secureLoginSignature(ctx.operatorSecret, accountId, body.timestamp);
    if (!fresh || !signaturesEqual(expected, body.signature)) throw new ApiError('unauthenticatedUser');
  });
  // The signature binds account and time; remembering it makes each signed request single use.
  const claimed = await ctx.db.query(
    'INSERT INTO used_tokens (token_id, expires_ms) VALUES ($1, $2) ON CONFLICT (token_id) DO NOTHING RETURNING token_id',
    [`secure:${body.signature}`, body.timestamp + SECURE_LOGIN_SKEW_MS],
  );
  if (claimed.length === 0) throw new ApiError('unauthenticatedUser');
  const member = await findMember(ctx, accountId);
  return startSession(ctx, member.account_id, member.state, clientIp);
}

async function findMember(
  ctx: AppContext,
  accountId: string,
): Promise<{ account_id: string; state: AccountState }> {
  const rows = await ctx.db.query<{ account_id: string; state: AccountState }>(
    'SELECT account_id, state FROM members WHERE account_id = $1',
    [accountId.trim().toLowerCase()],
  );
  const member = rows[0];
  if (!member) throw new ApiError('login_id_not_exists');
  return member;
}
