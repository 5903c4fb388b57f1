import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/server/app';
import type { ServerConfig } from '../../src/server/config';
import type { LogSettings } from '../../src/server/log';
import { openDatabase } from '../../src/server/db/open';
import type { Database } from '../../src/server/db/types';
import { seedDemoData } from '../../src/server/seed/index';
import { assertMatchesOpenApi } from './openapi-check';
import pg from 'pg';
import { randomBytes } from 'node:crypto';

export const DEMO_PASSWORD = 'Pass1234';
/** Starting PGlite, migrating and seeding takes seconds, and much longer on a busy CI machine. */
export const HARNESS_TIMEOUT_MS = 120_000;

export interface Harness {
  app: FastifyInstance;
  db: Database;
  /** The scratch PostgreSQL database when TEST_DATABASE_URL is set. */
  databaseUrl?: string;
  clock: { now: number };
  post(path: string, body: unknown): Promise<LightMyRequestResponse>;
  postRaw(path: string, payload: string, contentType?: string): Promise<LightMyRequestResponse>;
  login(accountId: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * One seeded database per test file (PGlite takes about a second to start); PostgreSQL when
 * TEST_DATABASE_URL is set, so the same suite runs against both stores.
 */
export const TEST_SECRET = 'test-operator-secret-0123456789abcdef';

/** `clusterUrl`: the PostgreSQL cluster to make the scratch database in (a test's own cluster), else TEST_DATABASE_URL's. */
export async function startHarness(
  config: Partial<ServerConfig> = {},
  clusterUrl: string | undefined = process.env.TEST_DATABASE_URL,
  log?: LogSettings,
): Promise<Harness> {
  const scratch = clusterUrl ? await createScratchDatabase(clusterUrl) : undefined;
  const db = await openDatabase({ dataDir: ':memory:', databaseUrl: scratch?.url });
  await seedDemoData(db);
  const clock = { now: Date.now() };
  const app = await buildApp({ db, config, now: () => clock.now, operatorSecret: TEST_SECRET, log });
  // Every answer the tests see through these is checked against the published OpenAPI document.
  const post = async (path: string, body: unknown) => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/${path}`,
      payload: body as Record<string, unknown>,
    });
    assertMatchesOpenApi('POST', `/api/${path}`, res);
    return res;
  };
  const postRaw = async (path: string, payload: string, contentType = 'application/json') => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/${path}`,
      payload,
      headers: { 'content-type': contentType },
    });
    assertMatchesOpenApi('POST', `/api/${path}`, res);
    return res;
  };
  return {
    app,
    db,
    databaseUrl: scratch?.url,
    clock,
    post,
    postRaw,
    async login(accountId, password = DEMO_PASSWORD) {
      const res = await post('userlogin', { account_id: accountId, password });
      const body = res.json();
      if (body.status !== 1) throw new Error(`login ${accountId} failed: ${body.statusdesc}`);
      return body.member_profile.player_info[0].session_token as string;
    },
    async close() {
      await app.close();
      await db.close();
      await scratch?.drop();
    },
  };
}

/** Test files run in parallel, so each gets its own database in the PostgreSQL cluster. */
export async function createScratchDatabase(
  baseUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `sportsbook_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
