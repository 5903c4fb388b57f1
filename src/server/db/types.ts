// The storage seam: services speak SQL through these two calls so PGlite and PostgreSQL share every query.

export type SqlParam = string | number | boolean | null | Date | Buffer | readonly string[];

export interface Queryable {
  /** Runs one parameterised statement ($1, $2, ...) and returns its rows. */
  query<T = Record<string, unknown>>(sql: string, params?: readonly SqlParam[]): Promise<T[]>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs fn inside BEGIN/COMMIT on a client bound to that transaction; any throw rolls back.
   * Statements of concurrent transactions never interleave.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Subscribes to NOTIFY on a channel. Present only where every notification reaches its listener before the
   * promise of the call that committed it resolves, so a listener can keep a cache exact (PGlite: one
   * connection on this thread). PostgreSQL delivers notifications on another connection, later.
   */
  listenInline?(channel: string, listener: (payload: string) => void): Promise<void>;
  /**
   * PostgreSQL: `listener` runs after each of this process's committed transactions and top-level statements
   * other than SELECT, before the caller resumes (top-level SELECTs here never write).
   */
  onLocalWrite?(listener: () => void): void;
  /**
   * PostgreSQL: LISTEN on a dedicated connection, for changes made by other processes. Notifications arrive
   * some time after their commit. `state(false)` is called whenever that connection is down (notifications
   * may have been missed), `state(true)` once it listens again.
   */
  listenAsync?(
    channel: string,
    listener: (payload: string) => void,
    state: (listening: boolean) => void,
  ): Promise<void>;
  /**
   * PostgreSQL: a dedicated connection for session-level advisory locks (leader election). PGlite has one
   * process per database and no such need.
   */
  openLockSession?(): Promise<LockSession>;
  /** PostgreSQL: the connection pool as it is now, for the metrics endpoint. PGlite has one connection and no pool. */
  poolUse?(): PoolUse;
  /** Runs a multi-statement script without parameters (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

interface PoolUse {
  /** Connections open, busy or idle (the dedicated LISTEN and lock connections are not in the pool). */
  open: number;
  idle: number;
  /** Calls waiting for a connection because every one is busy and the pool is full. */
  waiting: number;
  /** The most connections the pool opens. */
  max: number;
}

/** A connection of its own whose session-level advisory locks last exactly as long as it does. */
export interface LockSession {
  /** pg_try_advisory_lock: true when this session holds the lock (again) now. */
  tryLock(key: number): Promise<boolean>;
  /** A round trip that fails when the connection is gone or does not answer within `timeoutMs`. */
  ping(timeoutMs: number): Promise<void>;
  /** Called once when the connection is lost: every lock it held is gone with it. */
  onLost(listener: () => void): void;
  /** Ends the connection, releasing its locks. */
  close(): Promise<void>;
}

/**
 * The store could not be reached, or dropped the connection during the call (a restart, an operator ending the
 * session). Nothing of an unfinished transaction stays written; only a COMMIT whose answer was lost may have
 * gone through, which the caller cannot tell, so the answer is "unavailable", never a success. The store
 * reconnects by itself on the next call.
 */
export class StoreUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`the database is unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
    this.name = 'StoreUnavailableError';
  }
}

/**
 * True for a top-level SELECT that only reads. The functions this server calls outside a transaction are
 * read-only, except those named write_... (write_bet_batch_checked), which count as writes like everything
 * that is not a SELECT.
 */
export function isReadStatement(sql: string): boolean {
  return /^\s*SELECT\b/i.test(sql) && !/^\s*SELECT\s+write_/i.test(sql);
}

/** BIGINT columns arrive as number (PGlite), string (pg) or bigint; money must stay exact. */
export function toSafeInt(value: unknown, column = 'value'): number {
  const n = typeof value === 'bigint' ? Number(value) : typeof value === 'string' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isSafeInteger(n)) {
    throw new RangeError(`${column} is not a safe integer: ${String(value)}`);
  }
  if (typeof value === 'bigint' && BigInt(n) !== value) throw new RangeError(`${column} lost precision`);
  return n;
}

/**
 * A text column as a string: PGlite and pg may hand a number-like column over as a number or bigint. Anything
 * else (an object, an array) is a query that selected the wrong column, and fails loudly instead of printing
 * "[object Object]" to a player. SQL NULL reads as the empty string.
 */
export function toText(value: unknown, column = 'value'): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean')
    return String(value);
  throw new TypeError(`${column} is not text`);
}
