import { PGlite } from '@electric-sql/pglite';
import { isReadStatement, type Database, type Queryable, type SqlParam } from './types';

/**
 * PostgreSQL's autovacuum keeps the planner's statistics fresh; PGlite runs no background workers, so tables
 * that grow from empty keep the estimates of an empty table and the planner flips between plans as they
 * grow (a placement read went from 5 ms to 200 ms and back while `bets` grew to a few thousand rows). This
 * runs ANALYZE after 32, 64, 128, ... writing calls, then every 4,096, as autovacuum would after a share of
 * the rows changed. ANALYZE samples at most 30,000 rows a table, so its cost stays bounded.
 */
export class StatisticsKeeper {
  private writes = 0;
  private threshold = 32;
  private running: Promise<void> | null = null;

  constructor(
    private readonly analyze: (sql: string) => Promise<void>,
    private readonly maxThreshold = 4_096,
  ) {}

  wrote(): void {
    this.writes += 1;
    if (this.writes < this.threshold || this.running) return;
    this.writes = 0;
    this.threshold = Math.min(this.threshold * 2, this.maxThreshold);
    this.running = this.analyze('ANALYZE')
      .catch(() => undefined) // statistics are an optimisation: a failed ANALYZE changes no data
      .finally(() => {
        this.running = null;
      });
  }

  /** Resolves when no ANALYZE is running (before closing the database). */
  async idle(): Promise<void> {
    await this.running;
  }
}

/**
 * PGlite has one connection. Its transaction() holds an internal lock that also makes plain
 * query() calls wait, so a request's statements can never land inside another request's transaction.
 */
export async function openPglite(dataDir?: string): Promise<Database> {
  const inMemory = dataDir === undefined || dataDir === ':memory:' || dataDir === '';
  const pg = inMemory ? await PGlite.create() : await PGlite.create(dataDir);

  const run = async <T>(target: Pick<PGlite, 'query'>, sql: string, params?: readonly SqlParam[]): Promise<T[]> => {
    const result = await target.query<T>(sql, params ? [...params] : undefined);
    return result.rows;
  };

  const stats = new StatisticsKeeper((sql) => pg.query(sql).then(() => undefined));
  return {
    kind: 'pglite',
    query: async (sql, params) => {
      const rows = await run<never>(pg, sql, params);
      if (!isReadStatement(sql)) stats.wrote();
      return rows;
    },
    transaction: async (fn) => {
      const result = await pg.transaction(async (tx) => {
        const bound: Queryable = { query: (sql, params) => run(tx, sql, params) };
        return fn(bound);
      });
      stats.wrote();
      return result;
    },
    // PGlite parses a statement's notifications with its result and queues each listener call as a
    // microtask ahead of the statement's own promise, so the listener has run before the caller resumes.
    listenInline: async (channel, listener) => {
      await pg.listen(channel, listener);
    },
    exec: async (sql) => {
      await pg.exec(sql);
    },
    close: async () => {
      await stats.idle();
      await pg.close();
    },
  };
}
