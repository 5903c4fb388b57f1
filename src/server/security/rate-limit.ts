import type { Queryable } from '../db/types';

// The login and request limits are counted in the database, so every API server on one PostgreSQL counts against
// the same budget: N servers behind a load balancer do not make a limit N times larger.

/** Rows of passed windows are deleted at most this often per process (one statement). */
const PRUNE_EVERY_MS = 60_000;

export interface AttemptLimit {
  /** Attempts counted within windowMs; the next one locks the key for lockMs. */
  maxAttempts: number;
  windowMs: number;
  lockMs: number;
}

/** What one counted attempt took, so that a success can give it back. */
export interface AttemptClaim {
  key: string;
  windowStartMs: number;
}

/**
 * Login attempts per key (an account id, a client address). Each attempt is counted BEFORE the password is
 * checked, in one statement whose row lock orders concurrent attempts, so guesses sent together are counted one
 * by one: the attempt past the limit is refused without being checked and locks the key. A successful attempt is
 * given back (an address is limited by its failures; a shop's many players logging in from one address are not).
 */
export class LoginAttemptLimiter {
  private lastPruneMs = 0;

  constructor(private readonly db: Queryable) {}

  /** Counts one attempt on each key; false when any of them is locked or now over its limit (none is checked). */
  async claim(
    keys: readonly { key: string; limit: AttemptLimit }[],
    now: number,
  ): Promise<{ allowed: boolean; claims: AttemptClaim[] }> {
    await this.prune(now, keys[0]?.limit.windowMs ?? PRUNE_EVERY_MS);
    const claims: AttemptClaim[] = [];
    let allowed = true;
    for (const { key, limit } of keys) {
      const [row] = await this.db.query<Record<string, unknown>>(
        `INSERT INTO login_attempts AS a (key, window_start_ms, attempts, locked_until_ms) VALUES ($1, $2, 1, 0)
         ON CONFLICT (key) DO UPDATE SET
           attempts = CASE WHEN a.locked_until_ms > $2 THEN a.attempts
                           WHEN a.locked_until_ms > 0 OR a.window_start_ms <= $2 - $3 THEN 1
                           ELSE a.attempts + 1 END,
           window_start_ms = CASE WHEN a.locked_until_ms > $2 THEN a.window_start_ms
                                  WHEN a.locked_until_ms > 0 OR a.window_start_ms <= $2 - $3 THEN $2
                                  ELSE a.window_start_ms END,
           locked_until_ms = CASE WHEN a.locked_until_ms > $2 THEN a.locked_until_ms ELSE 0 END
         RETURNING attempts, window_start_ms, locked_until_ms`,
        [key, now, limit.windowMs],
      );
      const attempts = Number(row?.attempts);
      const lockedUntil = Number(row?.locked_until_ms);
      if (lockedUntil > now) {
        allowed = false;
        continue;
      }
      if (attempts > limit.maxAttempts) {
        allowed = false;
        await this.db.query(
          'UPDATE login_attempts SET locked_until_ms = $2 WHERE key = $1 AND locked_until_ms <= $3',
          [key, now + limit.lockMs, now],
        );
        continue;
      }
      claims.push({ key, windowStartMs: Number(row?.window_start_ms) });
    }
    return { allowed, claims };
  }

  /** A successful attempt: the account starts afresh, the address gets its attempt back. */
  async succeeded(claims: readonly AttemptClaim[], resetKey: string | null): Promise<void> {
    for (const claim of claims) {
      if (claim.key === resetKey)
        await this.db.query('DELETE FROM login_attempts WHERE key = $1 AND locked_until_ms = 0', [claim.key]);
      else
        await this.db.query(
          `UPDATE login_attempts SET attempts = attempts - 1
            WHERE key = $1 AND window_start_ms = $2 AND locked_until_ms = 0 AND attempts > 0`,
          [claim.key, claim.windowStartMs],
        );
    }
  }

  private async prune(now: number, windowMs: number): Promise<void> {
    if (now - this.lastPruneMs < PRUNE_EVERY_MS) return;
    this.lastPruneMs = now;
    await this.db.query('DELETE FROM login_attempts WHERE window_start_ms <= $1 AND locked_until_ms <= $2', [
      now - windowMs,
      now,
    ]);
  }
}

/**
 * Requests per session within a fixed window, shared by every server. A server takes the budget in leases from
 * the database (one statement per lease) and spends them in memory, so the limit costs one write per lease, not
 * per request. Leases are numbered slots of the window: a lease whose slots lie past the limit is refused, so the
 * servers together never grant more than the limit; slots a server leased and did not use before the window
 * ended are lost, so a session spread over several servers may be refused a little before the limit, never after.
 */
export class SessionRequestBudget {
  private readonly local = new Map<
    number,
    { windowStartMs: number; remaining: number; exhausted: boolean; leasing?: Promise<void> }
  >();
  private readonly lease: number;
  private lastPruneMs = 0;

  constructor(
    private readonly db: Queryable,
    private readonly max: number,
    private readonly windowMs: number,
  ) {
    // About twenty leases a window: small enough that an unused lease costs little of the budget.
    this.lease = Math.max(1, Math.floor(max / 20));
  }

  /** Counts one request; false when the session is over its budget for the current window. */
  async allow(sessionId: number, now: number): Promise<boolean> {
    const windowStartMs = now - (now % this.windowMs);
    let held = this.local.get(sessionId);
    if (!held || held.windowStartMs !== windowStartMs) {
      if (this.local.size >= 50_000) this.forgetBefore(windowStartMs);
      held = { windowStartMs, remaining: 0, exhausted: false };
      this.local.set(sessionId, held);
    }
    while (held.remaining === 0) {
      if (held.exhausted) return false;
      // One lease at a time per session: a burst of requests waits for it instead of each taking one, which
      // would lease the whole window's budget at once.
      held.leasing ??= this.refill(held, sessionId, windowStartMs, now);
      await held.leasing;
    }
    held.remaining -= 1;
    return true;
  }

  private async refill(
    held: { remaining: number; exhausted: boolean; leasing?: Promise<void> },
    sessionId: number,
    windowStartMs: number,
    now: number,
  ): Promise<void> {
    try {
      const granted = await this.takeLease(sessionId, windowStartMs, now);
      held.remaining += granted;
      if (granted < this.lease) held.exhausted = true;
    } finally {
      held.leasing = undefined;
    }
  }

  /** Slots (g - lease, g] of the window are this lease's; those within the limit are usable. */
  private async takeLease(sessionId: number, windowStartMs: number, now: number): Promise<number> {
    await this.prune(now);
    const [row] = await this.db.query<{ granted: unknown }>(
      `INSERT INTO session_request_budgets AS b (session_id, window_start_ms, granted) VALUES ($1, $2, $3)
       ON CONFLICT (session_id) DO UPDATE SET
         granted = CASE WHEN b.window_start_ms < EXCLUDED.window_start_ms THEN EXCLUDED.granted
                        ELSE b.granted + EXCLUDED.granted END,
         window_start_ms = GREATEST(b.window_start_ms, EXCLUDED.window_start_ms)
       RETURNING granted`,
      [sessionId, windowStartMs, this.lease],
    );
    const granted = Number(row?.granted);
    return Math.min(this.lease, Math.max(0, this.max - (granted - this.lease)));
  }

  private forgetBefore(windowStartMs: number): void {
    for (const [id, held] of this.local) if (held.windowStartMs < windowStartMs) this.local.delete(id);
  }

  private async prune(now: number): Promise<void> {
    if (now - this.lastPruneMs < PRUNE_EVERY_MS) return;
    this.lastPruneMs = now;
    await this.db.query('DELETE FROM session_request_budgets WHERE window_start_ms <= $1', [
      now - 2 * this.windowMs,
    ]);
  }
}
