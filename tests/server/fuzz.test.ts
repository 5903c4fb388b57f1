import fc from 'fast-check';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_CALLS, type CallSpec } from '../../src/shared/api/contract';
import { GROUP_PREFIX, REFERENCE_ODDS_PATH, REFERENCE_PROVIDER_PATH } from '../../src/shared/api/endpoints';
import { BET_CALLS } from '../../src/shared/betting/contract';
import {
  uxmarketRequest,
  uxmatch2Request,
  uxmatchRequest,
  uxmenuRequest,
} from '../../src/shared/feed/schemas';
import { openGameRequest, roundRequest } from '../../src/shared/games/api';
import { PROVIDER_CALLS } from '../../src/shared/games/contract';
import { ESPORTS_CALLS, MEDIA_CALLS } from '../../src/shared/games/media-contract';
import { LOTTERY_CALLS } from '../../src/shared/lottery/contract';
import { VIRTUAL_CALLS } from '../../src/shared/racing/contract';
import { TOURNAMENT_CALLS } from '../../src/shared/tournament/contract';
import { toSafeInt } from '../../src/server/db/types';
import { legOf, matches } from './bet-helpers';
import { startHarness, type Harness, HARNESS_TIMEOUT_MS } from './harness';

// Hostile bodies at every route the server answers: raw malformed payloads, then bodies built from each call's own
// schema with one field (at any depth) replaced by a property name, a depth bomb, a huge number, a wrong type or an
// amount finer than a cent. Every answer must be a 4xx or a status-0 code, never a 500 or a stack, and the money
// (every wallet and the ledger) may change only with a call the server accepted.

let h: Harness;
let session: { account_id: string; session_token: string };
/** Field values that make a body reach past the schema: real legs, a game session, a launch token. */
let seeds: Record<string, unknown>;
let requests = 0;

interface Route {
  name: string;
  url: string;
  request: z.ZodType;
}

const fromContract = (calls: Record<string, CallSpec>): Route[] =>
  Object.entries(calls).map(([name, spec]) => {
    const prefix =
      spec.group === 'provider'
        ? REFERENCE_PROVIDER_PATH
        : spec.group === 'odds'
          ? REFERENCE_ODDS_PATH
          : GROUP_PREFIX[spec.group];
    return { name, url: `/api${prefix}/${name}`, request: spec.request };
  });

/** Every POST route of the reference server: the contract's calls plus the odds cache and the game page's own. */
const ROUTES: Route[] = [
  ...fromContract(ACCOUNT_CALLS),
  ...fromContract(BET_CALLS),
  ...fromContract(TOURNAMENT_CALLS),
  ...fromContract(LOTTERY_CALLS),
  ...fromContract(VIRTUAL_CALLS),
  ...fromContract(MEDIA_CALLS),
  ...fromContract(ESPORTS_CALLS),
  ...fromContract(PROVIDER_CALLS),
  { name: 'uxmenu', url: `/api${REFERENCE_ODDS_PATH}/uxmenu`, request: uxmenuRequest },
  { name: 'uxmarket', url: `/api${REFERENCE_ODDS_PATH}/uxmarket`, request: uxmarketRequest },
  { name: 'uxmatch', url: `/api${REFERENCE_ODDS_PATH}/uxmatch`, request: uxmatchRequest },
  { name: 'uxmatch2', url: `/api${REFERENCE_ODDS_PATH}/uxmatch2`, request: uxmatch2Request },
  { name: 'game/open', url: `/api${REFERENCE_PROVIDER_PATH}/game/open`, request: openGameRequest },
  { name: 'game/round', url: `/api${REFERENCE_PROVIDER_PATH}/game/round`, request: roundRequest },
];

beforeAll(async () => {
  h = await startHarness({ requestLimit: { max: 1_000_000, windowMs: 60_000 } });
  session = { account_id: 'demo01', session_token: await h.login('demo01') };
  const picks = matches(h, 'pre').slice(0, 3);
  const launched = await h.post('provider/launchslotgame', { ...session, game_id: 'slot-golden-pagoda' });
  const token = new URLSearchParams(new URL(launched.json().url as string).hash.slice(1)).get('t');
  const opened = await h.post('provider/game/open', { launch_token: token });
  seeds = {
    leg: legOf(picks[0]!, 'hdp', 'h'),
    legs: picks.map((m) => legOf(m, 'hdp', 'h')),
    match_id: picks[0]!.id,
    match_ids: picks.map((m) => m.id),
    game_session: opened.json().game_session,
    sizes: [2],
    stake: '1.00',
  };
}, HARNESS_TIMEOUT_MS);
afterAll(async () => {
  console.log(`fuzz: ${requests} requests over ${ROUTES.length} routes`);
  await h?.close();
});

async function send(url: string, payload: string) {
  requests += 1;
  return h.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json' } });
}

/** Every wallet and the ledger's length: what an accepted call may change and a refused one may not. */
async function moneySnapshot(): Promise<string> {
  const [row] = await h.db.query<{ wallets: unknown; rows: unknown }>(
    `SELECT (SELECT string_agg(account_id || '=' || balance_minor, ',' ORDER BY account_id) FROM wallets) AS wallets,
            (SELECT count(*) FROM ledger) AS rows`,
  );
  return `${String(row?.wallets)}|${toSafeInt(row?.rows)}`;
}

/** Every wallet equals the sum of its ledger rows: accepted calls moved money only through the ledger. */
async function expectLedgerAddsUp(): Promise<void> {
  const drift = await h.db.query(
    `SELECT w.account_id FROM wallets w LEFT JOIN (SELECT account_id, SUM(amount_minor) AS s FROM ledger GROUP BY account_id) l
       ON l.account_id = w.account_id WHERE w.balance_minor <> COALESCE(l.s, 0)`,
  );
  expect(drift).toEqual([]);
}

function expectSafeAnswer(statusCode: number, text: string, label: string): { status?: unknown } {
  expect(statusCode, label).toBeLessThan(500);
  const body = JSON.parse(text) as { status?: unknown; statusdesc?: unknown };
  expect([0, 1], label).toContain(body.status);
  expect(typeof body.statusdesc, label).toBe('string');
  expect(text, label).not.toMatch(/\bat [^ ]+ \(|node_modules|\.ts:\d+/);
  if (statusCode >= 400) expect(body.status, label).toBe(0);
  if (body.status === 0) expect(body.statusdesc, label).toMatch(/^[A-Za-z0-9_]+$/);
  return body;
}

// ---- Bodies built from a call's schema ----

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  pattern?: string;
  minimum?: number;
  minItems?: number;
  default?: unknown;
};

let slipCounter = 0;
/** A plausible value of a schema: the seed named after the field, else the simplest value of its type. */
function sample(schema: JsonSchema, field: string): unknown {
  if (field === 'account_id' || field === 'session_token') return session[field];
  if (field === 'slip_id' || field === 'round_id')
    return `fuzz-${Date.now().toString(36)}-${(slipCounter += 1)}`;
  if (field in seeds && (field !== 'legs' || schema.type === 'array')) return seeds[field];
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf) return sample(schema.anyOf.find((s) => s.type !== 'null') ?? schema.anyOf[0]!, field);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, s]) => [k, sample(s, k)]));
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () =>
        sample(schema.items ?? {}, field),
      );
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return false;
    case 'string':
      if (schema.pattern?.includes('\\d{4}-')) return new Date(h.clock.now).toISOString().slice(0, 10);
      if (schema.pattern?.includes('(\\d+)')) return '1.00';
      return 'abcd1234';
    default:
      return 'abcd1234';
  }
}

function baseBody(route: Route): Record<string, unknown> {
  const schema = z.toJSONSchema(route.request, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return sample(schema, '') as Record<string, unknown>;
}

/** Paths of every value in a body, at any depth (field names and array indexes). */
function pathsOf(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  const here = path.length ? [path] : [];
  if (Array.isArray(value)) return [...here, ...value.flatMap((v, i) => pathsOf(v, [...path, i]))];
  if (value && typeof value === 'object')
    return [...here, ...Object.entries(value).flatMap(([k, v]) => pathsOf(v, [...path, k]))];
  return here;
}

function setAt(body: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let node = copy;
  path.slice(0, -1).forEach((key) => (node = node[key] as Record<string | number, unknown>));
  node[path[path.length - 1]!] = value;
  return copy;
}

const BOMB = '"<depth-bomb>"';
const PROPERTY_NAMES = [
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'prototype',
  '__defineGetter__',
];

/** The mutation classes: each replaces one value of a plausible body. */
const mutation = fc.oneof(
  fc.constantFrom(...PROPERTY_NAMES),
  fc.constant(BOMB.slice(1, -1)),
  fc.constantFrom(1e308, -1e308, 2 ** 63, Number.MAX_SAFE_INTEGER + 2, 1e21, -1, 0, 1e-7),
  fc.constantFrom(10.999, 1.005, '1.005', '10.999', 0.1 + 0.2, '-0.001'),
  fc.constantFrom(
    null,
    true,
    [],
    {},
    [[]],
    { __proto__: null },
    '',
    ' ',
    'x'.repeat(5_000),
    '\u202e🎲\uffff',
    '1e3',
  ),
  fc.jsonValue({ maxDepth: 2 }),
);

/** A body's JSON text with the depth-bomb marker replaced by 3,500 nested arrays (7 KB). */
function encode(body: unknown): string {
  return (JSON.stringify(body) ?? 'null').replace(BOMB, `${'['.repeat(3_500)}${']'.repeat(3_500)}`);
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
  `{"a":${'['.repeat(3_500)}${']'.repeat(3_500)}}`,
  `[${'{"a":'.repeat(2_000)}1${'}'.repeat(2_000)}]`,
];

function valueAt(body: unknown, path: (string | number)[]): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], body);
}

/** Sends one body: a safe answer, and no money moved unless the call was accepted. */
async function expectSafeCall(route: Route, body: unknown): Promise<void> {
  // A replayed slip id would only ever answer duplicate_debit_record: each body gets fresh ones.
  const fresh = encode(body).replace(/fuzz-[a-z0-9]+-\d+/g, () => `fuzz-${(slipCounter += 1)}-r`);
  const before = await moneySnapshot();
  const res = await send(route.url, fresh);
  const answer = expectSafeAnswer(res.statusCode, res.body, `${route.name} ${fresh.slice(0, 160)}`);
  if (answer.status !== 1) {
    expect(await moneySnapshot(), `${route.name} refused but moved money: ${fresh.slice(0, 160)}`).toBe(
      before,
    );
  }
}

describe('fuzzing every route', () => {
  it.each(ROUTES.map((r) => [r.url, r] as const))(
    '%s survives hostile bodies without 500s or unaccounted money',
    async (_url, route) => {
      for (const payload of RAW_PAYLOADS) {
        const before = await moneySnapshot();
        const res = await send(route.url, payload);
        expectSafeAnswer(res.statusCode, res.body, `${route.name} raw ${payload.slice(0, 40)}`);
        expect(await moneySnapshot(), `${route.name} raw moved money`).toBe(before);
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      }
      const base = baseBody(route);
      const paths = pathsOf(base);
      // Every text field, at any depth, once with an object property name (in turn), besides the random bodies.
      const textPaths = paths.filter((path) => typeof valueAt(base, path) === 'string');
      for (const [i, path] of textPaths.entries()) {
        await expectSafeCall(route, setAt(base, path, PROPERTY_NAMES[i % PROPERTY_NAMES.length]));
      }
      const bodies = fc.oneof(
        // One value, at any depth, replaced.
        fc
          .record({ at: fc.nat(), value: mutation })
          .map(({ at, value }) => (paths.length ? setAt(base, paths[at % paths.length]!, value) : base)),
        // An extra field named like an object property, next to a plausible body.
        fc
          .record({ key: fc.constantFrom(...PROPERTY_NAMES), value: mutation })
          .map(({ key, value }) => ({ ...base, [key]: value })),
        fc.jsonValue({ maxDepth: 3 }),
      );
      await fc.assert(
        fc.asyncProperty(bodies, (body) => expectSafeCall(route, body)),
        { numRuns: 16 },
      );
      await expectLedgerAddsUp();
    },
  );
});
