import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openPostgres } from '../../src/server/db/postgres';
import { createScratchDatabase, HARNESS_TIMEOUT_MS } from './harness';

// PostgreSQL-only (vitest.config.ts runs *.pg.test.ts in the PostgreSQL pass).

describe('PostgreSQL statistics on a fresh database', { timeout: HARNESS_TIMEOUT_MS }, () => {
  it('analyses the tables during the first writes instead of waiting for autovacuum', async () => {
    const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL as string);
    const probe = new pg.Client({ connectionString: scratch.url });
    await probe.connect();
    try {
      const db = await openPostgres(scratch.url, 2);
      try {
        await db.exec('CREATE TABLE growing (id INTEGER PRIMARY KEY, account_id TEXT NOT NULL)');
        const reltuples = async (): Promise<number> =>
          Number(
            (await probe.query(`SELECT reltuples FROM pg_class WHERE relname = 'growing'`)).rows[0]
              ?.reltuples,
          );
        // -1: never analysed, so the planner works from an empty table's guesses.
        expect(await reltuples()).toBe(-1);
        // Fewer rows than autovacuum's threshold (50 + 10%), so only the adapter can have analysed them.
        for (let i = 1; i <= 32; i++)
          await db.query('INSERT INTO growing (id, account_id) VALUES ($1, $2)', [i, `acct${i % 4}`]);
        const deadline = Date.now() + 10_000;
        while ((await reltuples()) < 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
        expect(await reltuples()).toBe(32);
      } finally {
        await db.close();
      }
    } finally {
      await probe.end();
      await scratch.drop();
    }
  });
});
