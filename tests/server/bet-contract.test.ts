import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BET_CALLS } from '../../src/shared/betting/contract';
import { API_DOC_PATH } from '../../src/server/docs/api-doc';
import { toSafeInt } from '../../src/server/db/types';
import { startHarness, type Harness } from './harness';
import { session } from './bet-helpers';

let h: Harness;
let demo: { account_id: string; session_token: string };

beforeAll(async () => {
  h = await startHarness({ requestLimit: { max: 1_000_000, windowMs: 60_000 } });
  demo = await session(h, 'demo01');
});
afterAll(() => h.close());

async function money(): Promise<string> {
  const w = await h.db.query<{ b: unknown }>('SELECT SUM(balance_minor) AS b FROM wallets');
  const l = await h.db.query<{ n: unknown }>('SELECT count(*) AS n FROM ledger');
  return `${toSafeInt(w[0]?.b)}/${toSafeInt(l[0]?.n)}`;
}

describe('the bet group contract', () => {
  it('every bet call is documented in docs/API.md and answered by the server (no 404), session required', async () => {
    const doc = readFileSync(API_DOC_PATH, 'utf8');
    for (const name of Object.keys(BET_CALLS)) {
      expect(doc, name).toContain(`### \`${name}\``);
      const res = await h.post(`bet/${name}`, {});
      expect(res.statusCode, name).toBe(400);
      expect(res.json().statusdesc, name).toBe('accountIdRequired');
    }
  });

  it('malformed bodies never answer 500 and never move money', async () => {
    const before = await money();
    const names = Object.keys(BET_CALLS);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...names),
        fc.dictionary(
          fc.constantFrom(
            'leg',
            'legs',
            'stake',
            'slip_id',
            'sizes',
            'bet_id',
            'working_date',
            'start_date',
            'match_id',
          ),
          fc.jsonValue({ maxDepth: 3 }),
          {
            maxKeys: 5,
          },
        ),
        async (name, extra) => {
          const res = await h.post(`bet/${name}`, { ...extra, ...demo });
          expect(res.statusCode).toBeLessThan(500);
          expect(res.json().status === 1 || res.json().status === 0).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
    expect(await money()).toBe(before);
  });
});
