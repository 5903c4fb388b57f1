import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { ANALYZE_OWN_TABLES, StatisticsKeeper } from '../../src/server/db/statistics';

describe('StatisticsKeeper (ANALYZE while tables grow from empty)', () => {
  it('analyses after 32, 64, 128 ... writing calls, up to a fixed interval (PGlite, which has no autovacuum)', async () => {
    const runs: number[] = [];
    let writes = 0;
    const keeper = new StatisticsKeeper(async () => {
      runs.push(writes);
    }, 256);
    for (writes = 1; writes <= 1_000; writes++) {
      keeper.wrote();
      await keeper.idle();
    }
    expect(runs).toEqual([32, 96, 224, 480, 736, 992]);
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
});
