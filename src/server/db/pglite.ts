import { PGlite } from '@electric-sql/pglite';
import { pgliteFromImage } from './pglite-image';
import { StatisticsKeeper } from './statistics';
import { isReadStatement, type Database, type Queryable, type SqlParam } from './types';

/** A PGlite database in a folder (made by initdb the first time). */
export async function openPglite(dataDir: string): Promise<Database> {
  return pgliteDatabase(await PGlite.create(dataDir));
}

/**
 * A new in-memory PGlite database on which `prepare` has run: from this machine's image when one was saved for the
 * same `recipe`, else made and saved (pglite-image.ts).
 */
export async function openInMemoryPglite(
  recipe: string,
  prepare: (db: Database) => Promise<unknown>,
): Promise<Database> {
  return pgliteDatabase(await pgliteFromImage(recipe, (pg) => prepare(pgliteDatabase(pg))));
}

/**
 * PGlite has one connection. Its transaction() holds an internal lock that also makes plain
 * query() calls wait, so a request's statements can never land inside another request's transaction.
 */
function pgliteDatabase(pg: PGlite): Database {
  const run = async <T>(
    target: Pick<PGlite, 'query'>,
    sql: string,
    params?: readonly SqlParam[],
  ): Promise<T[]> => {
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
