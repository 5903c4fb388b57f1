import pg from 'pg';
import { StatisticsKeeper } from './statistics';
import {
  isReadStatement,
  StoreUnavailableError,
  type Database,
  type LockSession,
  type Queryable,
  type SqlParam,
} from './types';

/** Socket errors of a connection that could not be made or was cut. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
/**
 * SQLSTATEs of a server that ended or refused the session: class 08 (connection exception), 57P01 to 57P03
 * (terminated by an administrator, crash shutdown, cannot connect now: starting or stopping) and 53300 (too many
 * connections).
 */
const isUnavailableSqlState = (code: string): boolean =>
  code.startsWith('08') || /^57P0[123]$/.test(code) || code === '53300';

/** True when an error means the database is out of reach rather than that a statement was refused. */
export function isConnectionFailure(error: unknown): boolean {
  // A host name with several addresses (localhost: ::1 and 127.0.0.1) fails with one error per address.
  if (error instanceof AggregateError) return error.errors.some(isConnectionFailure);
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || isUnavailableSqlState(code))) return true;
  // pg reports a connection that ended under a query, a broken client and a pool wait that ran out in words only.
  return /Connection terminated|not queryable|timeout exceeded when trying to connect/i.test(error.message);
}

const unavailable = (error: unknown): unknown =>
  isConnectionFailure(error) ? new StoreUnavailableError(error) : error;

/** How long a call waits for a connection (a new one, or a free one of the pool) before answering unavailable. */
const CONNECT_TIMEOUT_MS = 10_000;

/** PostgreSQL through a pg Pool: each transaction holds its own pooled client, so transactions run side by side. */
export async function openPostgres(connectionString: string, poolSize = 10): Promise<Database> {
  // keepAlive: a connection whose peer vanished without closing (a machine gone) is found out and dropped.
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
  });
  // An idle client dropped by the server must not crash the process; the pool replaces it on demand.
  pool.on('error', () => undefined);
  // Nor one dropped just after its statement failed: the server's FATAL message can arrive after pool.query has
  // handed the failure back and taken its own listener off, and an 'error' event nobody listens to ends the
  // process. The statement's failure is what the caller sees; this only keeps the late event from escaping.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const probe = await pool.connect();
  probe.release();

  const run = async <T>(
    target: pg.Pool | pg.PoolClient,
    sql: string,
    params?: readonly SqlParam[],
  ): Promise<T[]> => {
    try {
      const result = await target.query(sql, params ? [...params] : undefined);
      return result.rows as T[];
    } catch (error) {
      throw unavailable(error);
    }
  };
  // Analyses a database whose tables are still growing from empty during this process's first writes,
  // before autovacuum would (statistics.ts); on a database with history it only refreshes them a few times.
  const stats = new StatisticsKeeper((sql) => pool.query(sql).then(() => undefined), 4_096, true);
  const writeListeners: (() => void)[] = [];
  const wrote = (): void => {
    stats.wrote();
    for (const listener of writeListeners) listener();
  };
  const listeners: { stop(): Promise<void> }[] = [];
  const lockSessions = new Set<LockSession>();

  return {
    kind: 'postgres',
    query: async (sql, params) => {
      if (isReadStatement(sql)) {
        // A read may meet a pooled connection the server has just ended; it changes nothing, so it is tried once
        // more on a new connection. A write is never sent twice: it may have committed before the cut.
        return run<never>(pool, sql, params).catch((error: unknown) => {
          if (!(error instanceof StoreUnavailableError)) throw error;
          return run<never>(pool, sql, params);
        });
      }
      try {
        return await run<never>(pool, sql, params);
      } finally {
        // Also when it failed: a write cut off after its commit went through all the same, and forgetting is safe.
        wrote();
      }
    },
    onLocalWrite: (listener) => {
      writeListeners.push(listener);
    },
    listenAsync: async (channel, listener, state) => {
      listeners.push(await listenWithReconnect(connectionString, channel, listener, state));
    },
    transaction: async (fn) => {
      const client = await pool.connect().catch((error: unknown) => {
        throw unavailable(error);
      });
      // A checked-out client has no listener of the pool's: a connection cut while this transaction awaits
      // something else would otherwise be an unhandled 'error' event, which ends the process. The next query
      // on it fails and the transaction rolls back (the server has already discarded it).
      let broken = false;
      const cut = (): void => {
        broken = true;
      };
      client.on('error', cut);
      try {
        await client.query('BEGIN');
        const bound: Queryable = { query: (sql, params) => run(client, sql, params) };
        const result = await fn(bound);
        await client.query('COMMIT');
        wrote();
        return result;
      } catch (error) {
        try {
          await client.query('ROLLBACK');
        } catch {
          broken = true;
        }
        // A cut connection here, COMMIT included, answers unavailable: the caller must not report a success. The
        // COMMIT may have gone through, so the session cache forgets what it knew.
        const failure = unavailable(error);
        if (failure instanceof StoreUnavailableError) wrote();
        throw failure;
      } finally {
        client.removeListener('error', cut);
        client.release(broken);
      }
    },
    openLockSession: async () => {
      const session = await openLockSession(connectionString);
      lockSessions.add(session);
      session.onLost(() => lockSessions.delete(session));
      return session;
    },
    poolUse: () => ({
      open: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: poolSize,
    }),
    exec: async (sql) => {
      await run(pool, sql);
    },
    close: async () => {
      await Promise.all([...lockSessions].map((s) => s.close()));
      await Promise.all(listeners.map((l) => l.stop()));
      await stats.idle();
      await pool.end();
    },
  };
}

/** A LISTEN connection that reconnects (after 1 s, then up to 30 s apart) and reports when it is down. */
async function listenWithReconnect(
  connectionString: string,
  channel: string,
  listener: (payload: string) => void,
  state: (listening: boolean) => void,
): Promise<{ stop(): Promise<void> }> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`invalid channel name ${channel}`);
  let client: pg.Client | null = null;
  let stopped = false;
  let delay = 1_000;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString });
    c.on('notification', (n) => {
      if (n.channel === channel) listener(n.payload ?? '');
    });
    const lost = (): void => {
      if (client !== c) return;
      client = null;
      state(false);
      void c.end().catch(() => undefined);
      if (!stopped) retry();
    };
    c.on('error', lost);
    c.on('end', lost);
    try {
      await c.connect();
      await c.query(`LISTEN ${channel}`);
    } catch (error) {
      // Half made (connected, LISTEN refused): close it, the retry opens a new one.
      await c.end().catch(() => undefined);
      throw error;
    }
    client = c;
    delay = 1_000;
    state(true);
  };
  const retry = (): void => {
    timer = setTimeout(() => {
      timer = null;
      connect().catch(() => {
        delay = Math.min(delay * 2, 30_000);
        if (!stopped) retry();
      });
    }, delay);
    timer.unref?.();
  };

  state(false);
  // The cache stays off until the listener runs; the server itself does not need it to start.
  await connect().catch(() => retry());
  return {
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      const c = client;
      client = null;
      await c?.end().catch(() => undefined);
    },
  };
}

/** A dedicated connection for advisory locks; TCP keep-alive makes a silently dead peer show up as an error. */
async function openLockSession(connectionString: string): Promise<LockSession> {
  const client = new pg.Client({ connectionString, keepAlive: true, keepAliveInitialDelayMillis: 1_000 });
  const listeners: (() => void)[] = [];
  let lost = false;
  const lose = (): void => {
    if (lost) return;
    lost = true;
    void client.end().catch(() => undefined);
    for (const listener of listeners) listener();
  };
  client.on('error', lose);
  client.on('end', lose);
  await client.connect();
  return {
    tryLock: async (key) => {
      const { rows } = await client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1) AS ok', [key]);
      return rows[0]?.ok === true;
    },
    ping: async (timeoutMs) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      });
      try {
        await Promise.race([client.query('SELECT 1'), late]);
      } catch (error) {
        lose();
        throw error;
      } finally {
        clearTimeout(timer);
      }
    },
    onLost: (listener) => {
      if (lost) listener();
      else listeners.push(listener);
    },
    close: async () => {
      lost = true;
      await client.end().catch(() => undefined);
    },
  };
}
