// The load balancer's health check: ready only when the schema is fully migrated and the database answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { openDatabase } from '../../src/server/db/open';
import {
  createScratchDatabase,
  HARNESS_TIMEOUT_MS,
  startHarness,
  TEST_SECRET,
  type Harness,
} from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, HARNESS_TIMEOUT_MS);
afterAll(async () => {
  await h?.close();
});

const health = (app: Harness['app']) => app.inject({ method: 'GET', url: '/api/health' });

describe('GET /api/health', () => {
  it('answers 200 ready, without a session, once every migration is applied and the database answers', async () => {
    const res = await health(h.app);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ready: true });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 while a migration the server knows is not recorded in the database', async () => {
    const [latest] = await h.db.query<{ version: number; name: string }>(
      'SELECT version, name FROM schema_migrations ORDER BY version DESC LIMIT 1',
    );
    await h.db.query('DELETE FROM schema_migrations WHERE version = $1', [latest!.version]);
    try {
      const res = await health(h.app);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ ready: false, reason: 'migrations' });
    } finally {
      await h.db.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        latest!.version,
        latest!.name,
      ]);
    }
    expect((await health(h.app)).statusCode).toBe(200);
  });

  it('answers 503 when the database does not answer', { timeout: HARNESS_TIMEOUT_MS }, async () => {
    const scratch = process.env.TEST_DATABASE_URL
      ? await createScratchDatabase(process.env.TEST_DATABASE_URL)
      : undefined;
    const db = await openDatabase({ dataDir: ':memory:', databaseUrl: scratch?.url });
    const app = await buildApp({ db, operatorSecret: TEST_SECRET });
    try {
      expect((await health(app)).statusCode).toBe(200);
      await db.close();
      const res = await health(app);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ ready: false, reason: 'database' });
    } finally {
      await app.close();
      await scratch?.drop();
    }
  });
});
