import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable, SqlParam } from './types';

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

  return {
    kind: 'pglite',
    query: (sql, params) => run(pg, sql, params),
    transaction: (fn) =>
      pg.transaction(async (tx) => {
        const bound: Queryable = { query: (sql, params) => run(tx, sql, params) };
        return fn(bound);
      }),
    exec: async (sql) => {
      await pg.exec(sql);
    },
    close: () => pg.close(),
  };
}
