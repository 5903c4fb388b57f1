import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import {
  ANALYZE_CHANGED_TABLES,
  ANALYZE_OWN_TABLES,
  FLUSH_CHANGE_COUNTS,
  StatisticsKeeper,
} from '../../src/server/db/statistics';

describe('StatisticsKeeper (ANALYZE while tables grow from empty)', () => {
  it('analyses after 32, 64, 128 ... writing calls, up to a fixed interval (PGlite, which has no autovacuum)', async () => {
    const runs: number[] = [];
    const statements: string[] = [];
    let writes = 0;
    const keeper = new StatisticsKeeper(async (sql) => {
      if (sql !== FLUSH_CHANGE_COUNTS) runs.push(writes);
      statements.push(sql);
    }, 256);
    for (writes = 1; writes <= 1_000; writes++) {
      keeper.wrote();
      await keeper.idle();
    }
    expect(runs).toEqual([32, 96, 224, 480, 736, 992]);
    // Every table while they grow; after the ramp only those that changed enough, once the counts are published.
    const own = ANALYZE_OWN_TABLES;
    const changed = [FLUSH_CHANGE_COUNTS, ANALYZE_CHANGED_TABLES];
    expect(statements).toEqual([own, own, own, ...changed, ...changed, ...changed]);
  });

  it('stops after the ramp when autovacuum takes over (PostgreSQL)', async () => {
    const runs: number[] = [];
    let writes = 0;
    const keeper = new StatisticsKeeper(
      async () => {
        runs.push(writes);
      },
      256,
      true,
    );
    for (writes = 1; writes <= 2_000; writes++) {
      keeper.wrote();
      await keeper.idle();
    }
    expect(runs).toEqual([32, 96, 224, 480]);
  });

  it('never runs two at once, and a failed ANALYZE is only skipped', async () => {
    let release = (): void => undefined;
    let started = 0;
    const keeper = new StatisticsKeeper(() => {
      started += 1;
      return new Promise<void>((_, reject) => {
        release = () => reject(new Error('analyze failed'));
      });
    }, 32);
    for (let i = 0; i < 200; i++) keeper.wrote();
    expect(started).toBe(1);
    release();
    await keeper.idle();
    for (let i = 0; i < 32; i++) keeper.wrote();
    expect(started).toBe(2);
  });

  it('analyses the tables of the current schema and leaves the system catalogs alone', async () => {
    const pg = await PGlite.create();
    try {
      await pg.exec(`CREATE TABLE growing (id INTEGER PRIMARY KEY, account_id TEXT NOT NULL);
        INSERT INTO growing SELECT g, 'acct' || (g % 4) FROM generate_series(1, 100) g;
        DELETE FROM pg_statistic WHERE starelid = 'pg_catalog.pg_description'::regclass`);
      const statistics = async (table: string): Promise<number> =>
        (
          await pg.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM pg_statistic WHERE starelid = $1::regclass`,
            [table],
          )
        ).rows[0]!.n;
      expect(await statistics('growing')).toBe(0);
      await pg.exec(ANALYZE_OWN_TABLES);
      // One row per column of the application's table; a bare ANALYZE would have rebuilt the catalog's too.
      expect(await statistics('growing')).toBe(2);
      expect(await statistics('pg_catalog.pg_description')).toBe(0);
      await pg.exec('ANALYZE');
      expect(await statistics('pg_catalog.pg_description')).toBeGreaterThan(0);
    } finally {
      await pg.close();
    }
  });

  it("after the ramp, analyses only the tables of which 50 rows plus a tenth changed (autovacuum's rule)", async () => {
    const pg = await PGlite.create();
    try {
      await pg.exec(`CREATE TABLE big (id INTEGER PRIMARY KEY, n INTEGER NOT NULL);
        CREATE TABLE busy (id INTEGER PRIMARY KEY, n INTEGER NOT NULL);
        INSERT INTO big SELECT g, 0 FROM generate_series(1, 10000) g;
        INSERT INTO busy SELECT g, 0 FROM generate_series(1, 10000) g`);
      // Counts not yet published when ANALYZE runs are added afterwards, as changes since it.
      await pg.query(FLUSH_CHANGE_COUNTS);
      await pg.exec('ANALYZE big, busy');
      // 200 rows of big changed (under 50 + 1,000), 2,000 of busy (over).
      await pg.exec(`UPDATE big SET n = 1 WHERE id <= 200; UPDATE busy SET n = 1 WHERE id <= 2000;
        INSERT INTO big SELECT g, 0 FROM generate_series(10001, 10100) g;
        INSERT INTO busy SELECT g, 0 FROM generate_series(10001, 10100) g`);
      const reltuples = async (table: string): Promise<number> =>
        (
          await pg.query<{ n: number }>(`SELECT reltuples::int AS n FROM pg_class WHERE relname = $1`, [
            table,
          ])
        ).rows[0]!.n;
      await pg.query(FLUSH_CHANGE_COUNTS);
      await pg.exec(ANALYZE_CHANGED_TABLES);
      // reltuples is what the last ANALYZE counted: busy was analysed again, big was not.
      expect(await reltuples('busy')).toBe(10100);
      expect(await reltuples('big')).toBe(10000);
    } finally {
      await pg.close();
    }
  });
});
