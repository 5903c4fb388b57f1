import type { AccountState } from '../../shared/api/account';
import type { AppContext } from '../context';
import { toSafeInt, type Queryable } from '../db/types';
import { ApiError } from '../http/api-error';
import { hashToken, newSessionToken } from './session-token';
import type { CachedIdentity, WalletFigures } from '../infra/session-cache';

/** Why a session stopped; every reason answers invalidSession so the client logs out with the right wording. */
export type RevokeReason = 'replaced' | 'password_changed' | 'logout' | 'excluded';

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
  /** The wallet as of this call (read once, on first use: most calls never need it). */
  wallet(): Promise<WalletFigures>;
}

// Writing last_seen on every call would double the cost of a balance poll; a few seconds of slack is harmless.
const TOUCH_EVERY_MS = 5_000;

/**
 * When this process last wrote each session's last_seen. Calls that read the session before that write committed
 * still see the old time: without this, every one of them (a burst of bets in flight together) wrote the same
 * UPDATE, each firing the account_changed trigger that drops the member from every server's session cache.
 */
const touchedAt = new WeakMap<object, Map<number, number>>();

function touchDue(ctx: AppContext, sessionId: number, lastSeenMs: number, now: number): boolean {
  let mine = touchedAt.get(ctx.db);
  if (!mine) {
    mine = new Map();
    touchedAt.set(ctx.db, mine);
  }
  if (now - Math.max(lastSeenMs, mine.get(sessionId) ?? 0) < TOUCH_EVERY_MS) return false;
  // Forgetting costs at most one more write per session, so the map is emptied rather than left to grow.
  if (mine.size >= 10_000) mine.clear();
  mine.set(sessionId, now);
  return true;
}

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
    [
      accountId,
      hashToken(token),
      member.profile_version,
      clientIp,
      now,
      now + Math.min(ctx.config.sessionIdleMs, ctx.config.sessionMaxMs),
    ],
  );
  await tx.query('UPDATE members SET last_login_at = $2 WHERE account_id = $1', [
    accountId,
    new Date(now).toISOString(),
  ]);
  return token;
}

/**
 * Ends the account's sessions (all but `exceptSessionId`, the one changing its password) and, with them, every
 * game session and unused launch token of the account: a game window must not outlive the login that opened it.
 */
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
  await revokeGameAccess(q, accountId, now);
}

/** Ends every game session and unused launch token of the account (provider/launch.ts refuses them after). */
export async function revokeGameAccess(q: Queryable, accountId: string, now: number): Promise<void> {
  await q.query('UPDATE game_sessions SET revoked_ms = $2 WHERE account_id = $1 AND revoked_ms IS NULL', [
    accountId,
    now,
  ]);
  await q.query(
    'UPDATE game_launch_tokens SET revoked_ms = $2 WHERE account_id = $1 AND used_ms IS NULL AND revoked_ms IS NULL',
    [accountId, now],
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

function identityOf(row: SessionRow): CachedIdentity {
  return {
    id: toSafeInt(row.id, 'sessions.id'),
    accountId: row.account_id,
    profileVersion: row.profile_version,
    lastSeenMs: toSafeInt(row.last_seen_ms, 'last_seen_ms'),
    expiresMs: toSafeInt(row.expires_ms, 'expires_ms'),
    revokedMs: row.revoked_ms === null ? null : toSafeInt(row.revoked_ms, 'revoked_ms'),
    state: row.state,
    operatorType: row.operator_type,
    parentId: row.parent_id,
    currency: row.currency,
    memberProfileVersion: row.member_profile_version,
  };
}

function walletOf(row: Record<string, unknown>): WalletFigures {
  return {
    balanceMinor: toSafeInt(row.balance_minor, 'balance_minor'),
    frozenMinor: toSafeInt(row.frozen_minor, 'frozen_minor'),
    outstandingMinor: toSafeInt(row.outstanding_minor, 'outstanding_minor'),
  };
}

/**
 * Session reads that arrive in one turn of the event loop go to the database as one statement. Under load
 * on PostgreSQL every bet reads its session afresh (calls that move money do not trust the cache there), and
 * one round trip per request cost more than the statement itself: each wakes a backend, and the socket
 * writes alone took a fifth of the server's time in the placement benchmark. A single read waits only for
 * the end of the current loop iteration.
 */
class SessionReads {
  private waiting = new Map<
    string,
    { resolve(row: SessionRow | null): void; reject(error: unknown): void }[]
  >();
  private scheduled = false;

  constructor(private readonly db: Queryable) {}

  read(tokenHash: string): Promise<SessionRow | null> {
    return new Promise((resolve, reject) => {
      const callers = this.waiting.get(tokenHash);
      if (callers) callers.push({ resolve, reject });
      else this.waiting.set(tokenHash, [{ resolve, reject }]);
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  private flush(): void {
    this.scheduled = false;
    const batch = this.waiting;
    this.waiting = new Map();
    this.db
      .query<SessionRow & { lookup_hash: string }>(
        'SELECT h AS lookup_hash, s.* FROM unnest($1::text[]) AS h, LATERAL session_lookup(h) AS s',
        [[...batch.keys()]],
      )
      .then((rows) => {
        const byHash = new Map(rows.map((r) => [r.lookup_hash, r]));
        for (const [hash, callers] of batch) for (const c of callers) c.resolve(byHash.get(hash) ?? null);
      })
      .catch((error: unknown) => {
        for (const callers of batch.values()) for (const c of callers) c.reject(error);
      });
  }
}

const sessionReads = new WeakMap<object, SessionReads>();

function readSession(ctx: AppContext, tokenHash: string): Promise<SessionRow | null> {
  let reads = sessionReads.get(ctx.db);
  if (!reads) {
    reads = new SessionReads(ctx.db);
    sessionReads.set(ctx.db, reads);
  }
  return reads.read(tokenHash);
}

/** The session row and the wallet figures, from the per-process cache when it has them (see session-cache.ts). */
async function lookup(
  ctx: AppContext,
  tokenHash: string,
  fresh: boolean,
): Promise<{ identity: CachedIdentity; wallet: WalletFigures | null } | null> {
  const cache = ctx.sessionCache;
  const cached = fresh ? undefined : cache?.identity(tokenHash);
  if (cached) return { identity: cached, wallet: cache?.wallet(cached.accountId) ?? null };
  // Taken before the read is queued: a change announced after it keeps the answer out of the cache.
  const readAt = cache?.mark() ?? 0;
  // One query answers both "who is this" and the wallet figures, so an uncached balance poll is one round trip.
  const row = await readSession(ctx, tokenHash);
  if (!row) return null;
  const identity = identityOf(row);
  const wallet = walletOf(row as unknown as Record<string, unknown>);
  cache?.putIdentity(tokenHash, identity, readAt);
  cache?.putWallet(identity.accountId, wallet, readAt);
  return { identity, wallet };
}

async function readWallet(ctx: AppContext, accountId: string, fresh: boolean): Promise<WalletFigures> {
  const cache = ctx.sessionCache;
  const cached = fresh ? undefined : cache?.wallet(accountId);
  if (cached) return cached;
  const readAt = cache?.mark() ?? 0;
  const [row] = await ctx.db.query<Record<string, unknown>>(
    'SELECT balance_minor, frozen_minor, outstanding_minor FROM wallets WHERE account_id = $1',
    [accountId],
  );
  if (!row) throw new ApiError('member_wallet_not_exists');
  const wallet = walletOf(row);
  cache?.putWallet(accountId, wallet, readAt);
  return wallet;
}

/**
 * Checks the token, the session's state and the member's state; the wallet figures are read on demand.
 * `forMoney`: the call is about to move money, so a cache that may lag another process's change (see
 * session-cache.ts) is not trusted with the answer.
 */
export async function authenticate(
  ctx: AppContext,
  accountId: string,
  sessionToken: string,
  options: { forMoney?: boolean } = {},
): Promise<AuthenticatedSession> {
  const fresh = options.forMoney === true && ctx.sessionCache?.exact !== true;
  const found = await lookup(ctx, hashToken(sessionToken), fresh);
  const s = found?.identity;
  if (!found || !s || s.accountId !== accountId.trim().toLowerCase())
    throw new ApiError('session_not_exists');
  if (s.revokedMs !== null) throw new ApiError('invalidSession');
  const now = ctx.now();
  if (now > s.expiresMs) throw new ApiError('session_expired');
  if (s.state === 'BLOCK' || s.state === 'CLOSE') throw new ApiError(s.state);
  if (s.state === 'INACTIVE') throw new ApiError('account_inactive');

  if (touchDue(ctx, s.id, s.lastSeenMs, now)) {
    // The write also drops the cached row (its trigger notifies), so the next call reads the new times. Use
    // extends a session by the idle window, never past its absolute lifetime from login.
    await ctx.db.query(
      'UPDATE sessions SET last_seen_ms = $2, expires_ms = LEAST($3::bigint, created_ms + $4::bigint) WHERE id = $1 AND revoked_ms IS NULL',
      [s.id, now, now + ctx.config.sessionIdleMs, ctx.config.sessionMaxMs],
    );
  }
  let wallet = found.wallet;
  return {
    sessionId: s.id,
    accountId: s.accountId,
    sessionToken,
    state: s.state as AccountState,
    operatorType: s.operatorType,
    parentId: s.parentId,
    currency: s.currency,
    profileChanged: s.memberProfileVersion > s.profileVersion,
    wallet: async () => (wallet ??= await readWallet(ctx, s.accountId, fresh)),
  };
}

/** Logout: the session ends on the server too, with every game session and unused launch token of the member. */
export async function logout(ctx: AppContext, session: AuthenticatedSession): Promise<void> {
  await ctx.db.transaction((tx) => revokeSessions(tx, session.accountId, 'logout', ctx.now()));
}

/** Records that the client has seen the current profile, which clears retrieve_profile. */
export async function markProfileSeen(q: Queryable, sessionId: number): Promise<void> {
  await q.query(
    `UPDATE sessions SET profile_version = m.profile_version
     FROM members m WHERE sessions.id = $1 AND m.account_id = sessions.account_id`,
    [sessionId],
  );
}
