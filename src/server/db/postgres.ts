import pg from 'pg';
import { StatisticsKeeper } from './statistics';
import { isReadStatement, type Database, type LockSession, type Queryable, type SqlParam } from './types';

/** PostgreSQL through a pg Pool: each transaction holds its own pooled client, so transactions run side by side. */
export async function openPostgres(connectionString: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // An idle client dropped by the server must not crash the process.
  pool.on('error', () => undefined);
  const probe = await pool.connect();
  probe.release();

  const run = async <T>(target: pg.Pool | pg.PoolClient, sql: string, params?: readonly SqlParam[]): Promise<T[]> => {
    const result = await target.query(sql, params ? [...params] : undefined);
    return result.rows as T[];
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
      const rows = await run<never>(pool, sql, params);
      if (!isReadStatement(sql)) wrote();
      return rows;
    },
    onLocalWrite: (listener) => {
      writeListeners.push(listener);
    },
    listenAsync: async (channel, listener, state) => {
      listeners.push(await listenWithReconnect(connectionString, channel, listener, state));
    },
    transaction: async (fn) => {
      const client = await pool.connect();
      let broken = false;
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
        throw error;
      } finally {
        client.release(broken);
      }
    },
    openLockSession: async () => {
      const session = await openLockSession(connectionString);
      lockSessions.add(session);
      session.onLost(() => lockSessions.delete(session));
      return session;
    },
    exec: async (sql) => {
      await pool.query(sql);
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
    await c.connect();
    await c.query(`LISTEN ${channel}`);
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
