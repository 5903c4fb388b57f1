// A per-process copy of what the session check reads, so a balance poll or a bet does not pay a database
// round trip just to learn who is calling. Triggers (migration 016) notify `account_changed` with the
// account id of each changed session, member or wallet row.
//
// * PGlite (`exact`): one connection on this thread, and the data-dir lock makes this process the only
//   writer. Notifications reach the cache before the writing call resumes, so the copy is never stale.
// * PostgreSQL: other processes (the admin CLI) may write, and their notifications arrive
//   on a listening connection shortly after their commit. This process's own writes drop the whole copy
//   before the writer resumes (`reset`), so a client always reads its own writes; another process's change
//   shows once its notification arrives (about a millisecond). Calls that move money therefore skip the
//   copy on PostgreSQL (`exact` is false), and while the listening connection is down the copy is off.

/** Who the session is: the sessions row joined with the member's state, as the session check needs it. */
export interface CachedIdentity {
  id: number;
  accountId: string;
  /** The profile version this session last read (sessions.profile_version). */
  profileVersion: number;
  lastSeenMs: number;
  expiresMs: number;
  revokedMs: number | null;
  state: string;
  operatorType: number;
  parentId: string;
  currency: string;
  memberProfileVersion: number;
}

export interface WalletFigures {
  balanceMinor: number;
  frozenMinor: number;
  outstandingMinor: number;
}

/**
 * The channel of migration 016; payloads are `s:<account>` (session or member) and `w:<account>` (wallet), and since
 * migration 060 `b:<account>` (a sportsbook bet's state).
 */
export const ACCOUNT_CHANGED_CHANNEL = 'account_changed';

/**
 * Entries are dropped when their account changes. A read that raced a change is not stored: each change
 * advances `epoch`, a reader notes the epoch before its query and stores the result only when its account
 * has not changed since (see `mark` / `put*`).
 */
export class SessionCache {
  private readonly byToken = new Map<string, CachedIdentity>();
  private readonly tokensByAccount = new Map<string, Set<string>>();
  private readonly wallets = new Map<string, WalletFigures>();
  /** Epoch of each account's last session or member change, and of its last change of any kind. */
  private readonly identityChangedAt = new Map<string, number>();
  private readonly anyChangedAt = new Map<string, number>();
  private epoch = 0;
  /** Reads that started before the last full reset are never stored. */
  private floor = 0;

  /** Off while notifications may be missed (PostgreSQL's listening connection is down). */
  private enabled = true;

  constructor(
    /** True when every change is seen before its writer resumes (PGlite); see the top of this file. */
    readonly exact: boolean,
    private readonly maxEntries = 20_000,
  ) {}

  /** Turning the cache off or on drops everything and refuses reads that started before. */
  setEnabled(enabled: boolean): void {
    this.reset();
    this.enabled = enabled;
  }

  /** Applies one `account_changed` payload. Unknown payloads drop everything, which is always safe. */
  changed(payload: string): void {
    const kind = payload.slice(0, 2);
    // A bet's state (migration 060), a message (062) and the server's status (maintenance) are not among what the
    // cache holds; a bet's wallet moves notify on their own.
    if (kind === 'b:' || kind === 'm:' || kind === 'x:') return;
    this.epoch += 1;
    const accountId = payload.slice(2);
    if ((kind !== 's:' && kind !== 'w:') || accountId === '') {
      this.reset();
      return;
    }
    this.anyChangedAt.set(accountId, this.epoch);
    this.wallets.delete(accountId);
    if (kind === 's:') {
      this.identityChangedAt.set(accountId, this.epoch);
      for (const token of this.tokensByAccount.get(accountId) ?? []) this.byToken.delete(token);
      this.tokensByAccount.delete(accountId);
    }
    // Forgetting when accounts changed is safe only if nothing read before now gets stored.
    if (this.anyChangedAt.size > this.maxEntries) this.reset();
  }

  /** Drops everything, and refuses to store any read that started before now. */
  reset(): void {
    this.byToken.clear();
    this.tokensByAccount.clear();
    this.wallets.clear();
    this.identityChangedAt.clear();
    this.anyChangedAt.clear();
    this.epoch += 1;
    this.floor = this.epoch;
  }

  /** The epoch to pass to `putIdentity` / `putWallet` for a read about to start. */
  mark(): number {
    return this.epoch;
  }

  identity(tokenHash: string): CachedIdentity | undefined {
    return this.enabled ? this.byToken.get(tokenHash) : undefined;
  }

  wallet(accountId: string): WalletFigures | undefined {
    return this.enabled ? this.wallets.get(accountId) : undefined;
  }

  putIdentity(tokenHash: string, identity: CachedIdentity, readAt: number): void {
    if (
      !this.enabled ||
      readAt < this.floor ||
      (this.identityChangedAt.get(identity.accountId) ?? 0) > readAt
    )
      return;
    if (this.byToken.size >= this.maxEntries) this.dropToken(this.byToken.keys().next().value as string);
    this.byToken.set(tokenHash, identity);
    const tokens = this.tokensByAccount.get(identity.accountId) ?? new Set<string>();
    tokens.add(tokenHash);
    this.tokensByAccount.set(identity.accountId, tokens);
  }

  putWallet(accountId: string, figures: WalletFigures, readAt: number): void {
    if (!this.enabled || readAt < this.floor || (this.anyChangedAt.get(accountId) ?? 0) > readAt) return;
    if (this.wallets.size >= this.maxEntries) this.wallets.delete(this.wallets.keys().next().value as string);
    this.wallets.set(accountId, figures);
  }

  private dropToken(tokenHash: string): void {
    const identity = this.byToken.get(tokenHash);
    if (!identity) return;
    this.byToken.delete(tokenHash);
    const tokens = this.tokensByAccount.get(identity.accountId);
    tokens?.delete(tokenHash);
    if (tokens?.size === 0) this.tokensByAccount.delete(identity.accountId);
  }

  get size(): number {
    return this.byToken.size;
  }
}
