import fc from 'fast-check';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_CALLS, type AccountCallName } from '../../src/shared/api/contract';
import { toSafeInt } from '../../src/server/db/types';
import { startHarness, type Harness, HARNESS_TIMEOUT_MS } from './harness';

// Malformed bodies at every contract call: each answer must be a 4xx or a status-0 code, never a 500,
// never a stack, and no wallet or ledger may change.

let h: Harness;
let session: { account_id: string; session_token: string };

beforeAll(async () => {
  h = await startHarness({ requestLimit: { max: 1_000_000, windowMs: 60_000 } });
  session = { account_id: 'demo01', session_token: await h.login('demo01') };
}, HARNESS_TIMEOUT_MS);
afterAll(() => h?.close());

async function moneySnapshot(): Promise<string> {
  const wallets = await h.db.query<{ account_id: string; balance_minor: unknown }>(
    'SELECT account_id, balance_minor FROM wallets ORDER BY account_id',
  );
  const ledger = await h.db.query<{ n: unknown }>('SELECT count(*) AS n FROM ledger');
  return JSON.stringify({ wallets: wallets.map((w) => [w.account_id, toSafeInt(w.balance_minor)]), ledger: toSafeInt(ledger[0]?.n) });
}

const nasty = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.constantFrom(-1, 0, -0.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 63),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 5 }),
  fc.constantFrom('x'.repeat(5_000), '\u0000\u202e<script>', "' OR 1=1 --", '{"$gt":""}', '🎲'.repeat(300), '2025-02-30'),
);

function fieldsOf(schema: z.ZodType): string[] {
  const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape;
  return shape ? Object.keys(shape) : [];
}

/** Objects built on the call's own field names, with some fields dropped, retyped or added. */
function structuredBodies(name: AccountCallName): fc.Arbitrary<Record<string, unknown>> {
  const fields = fieldsOf(ACCOUNT_CALLS[name].request).filter((f) => f !== 'account_id' && f !== 'session_token');
  return fc
    .record({
      keepSession: fc.boolean(),
      values: fc.tuple(...fields.map(() => fc.option(nasty, { nil: undefined }))),
      extra: fc.dictionary(fc.string({ maxLength: 12 }), nasty, { maxKeys: 3 }),
      sessionNoise: fc.option(nasty, { nil: undefined }),
    })
    .map(({ keepSession, values, extra, sessionNoise }) => {
      const body: Record<string, unknown> = { ...extra };
      if (keepSession) Object.assign(body, session);
      else if (sessionNoise !== undefined) Object.assign(body, { account_id: sessionNoise, session_token: sessionNoise });
      fields.forEach((field, i) => {
        if (values[i] !== undefined) body[field] = values[i];
      });
      return body;
    });
}

const RAW_PAYLOADS = [
  '',
  '{',
  'NaN',
  '{"account_id": NaN}',
  '[]',
  '"just a string"',
  '12',
  'null',
  '{"__proto__": {"polluted": true}}',
  '{"constructor": {"prototype": {"polluted": true}}}',
  `{"account_id": "${'a'.repeat(70_000)}"}`,
  '{"account_id": "demo01", "account_id": 5}',
  '\u00ff\u00fe',
];

function expectSafeAnswer(statusCode: number, text: string, label: string): void {
  expect(statusCode, label).toBeLessThan(500);
  const body = JSON.parse(text) as { status?: unknown; statusdesc?: unknown };
  expect([0, 1], label).toContain(body.status);
  expect(typeof body.statusdesc, label).toBe('string');
  expect(text, label).not.toMatch(/\bat [^ ]+ \(|node_modules|\.ts:\d+/);
  if (statusCode >= 400) expect(body.status, label).toBe(0);
  if (body.status === 0) expect(body.statusdesc, label).toMatch(/^[A-Za-z_]+$/);
}

describe('fuzzing every account-side call', () => {
  const names = Object.keys(ACCOUNT_CALLS) as AccountCallName[];

  it.each(names)('%s survives malformed bodies without 500s or money changes', async (name) => {
    const before = await moneySnapshot();
    for (const payload of RAW_PAYLOADS) {
      const res = await h.postRaw(name, payload);
      expectSafeAnswer(res.statusCode, res.body, `${name} raw ${payload.slice(0, 40)}`);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    }
    await fc.assert(
      fc.asyncProperty(fc.oneof(structuredBodies(name), fc.jsonValue({ maxDepth: 3 })), async (body) => {
        const res = await h.app.inject({
          method: 'POST',
          url: `/api/${name}`,
          payload: JSON.stringify(body) ?? 'null',
          headers: { 'content-type': 'application/json' },
        });
        expectSafeAnswer(res.statusCode, res.body, `${name} ${JSON.stringify(body).slice(0, 120)}`);
      }),
      { numRuns: 40 },
    );
    expect(await moneySnapshot()).toBe(before);
  });
});
