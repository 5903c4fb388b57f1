import pg from 'pg';
import type { Database, Queryable, SqlParam } from './types';

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

  return {
    kind: 'postgres',
    query: (sql, params) => run(pool, sql, params),
    transaction: async (fn) => {
      const client = await pool.connect();
      let broken = false;
      try {
        await client.query('BEGIN');
        const bound: Queryable = { query: (sql, params) => run(client, sql, params) };
        const result = await fn(bound);
        await client.query('COMMIT');
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
    exec: async (sql) => {
      await pool.query(sql);
    },
    close: () => pool.end(),
  };
}
