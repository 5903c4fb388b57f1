import { describe, expect, it } from 'vitest';
import { startServer } from '../../src/server/index';
import { createScratchDatabase, HARNESS_TIMEOUT_MS } from './harness';

// PostgreSQL-only: vitest.config.ts includes *.pg.test.ts files only when TEST_DATABASE_URL is set
// (npm run test:pg), so the PGlite pass neither runs nor skips them.

async function post(url: string, body: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

describe('startServer on PostgreSQL', { timeout: HARNESS_TIMEOUT_MS }, () => {
  it('keeps data in PostgreSQL across a restart', async () => {
    const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL as string);
    try {
      const first = await startServer({ databaseUrl: scratch.url, port: 0 });
      let token: string;
      try {
        const login = await post(`${first.apiBaseUrl}/userlogin`, {
          account_id: 'demo02',
          password: 'Pass1234',
        });
        token = (login.json.member_profile as { player_info: { session_token: string }[] }).player_info[0]!
          .session_token;
      } finally {
        await first.close();
      }
      const second = await startServer({ databaseUrl: scratch.url, port: 0 });
      try {
        const balance = await post(`${second.apiBaseUrl}/userbalance`, {
          account_id: 'demo02',
          session_token: token,
        });
        expect(balance.json).toMatchObject({ status: 1, balance: '5000.00' });
      } finally {
        await second.close();
      }
    } finally {
      await scratch.drop();
    }
  });
});
