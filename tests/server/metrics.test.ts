import Fastify, { type FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv, parseMetricsAccess, resolveConfig } from '../../src/server/config';
import type { AppContext } from '../../src/server/context';
import { installMetrics, metricsSenderCheck } from '../../src/server/http/metrics';
import { createMetrics } from '../../src/server/infra/metrics';
import { legOf, matches, session, slip } from './bet-helpers';
import { HARNESS_TIMEOUT_MS, startHarness, type Harness } from './harness';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

interface Family {
  type: string;
  help: string;
  samples: Sample[];
}

const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const LABEL = '[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\\\\n]|\\\\[\\\\"n])*"';
const SAMPLE = new RegExp(`^(${NAME})(?:\\{((?:${LABEL})(?:,${LABEL})*)?,?\\})? (\\S+)(?: (-?\\d+))?$`);
const TYPES = new Set(['counter', 'gauge', 'histogram', 'summary', 'untyped']);
/** The sample names a family of each type may hold beside its own name. */
const SUFFIXES: Record<string, string[]> = {
  histogram: ['_bucket', '_sum', '_count'],
  summary: ['_sum', '_count'],
};

function parseValue(text: string, line: string): number {
  if (text === '+Inf') return Infinity;
  if (text === '-Inf') return -Infinity;
  if (text === 'NaN') return NaN;
  if (!/^-?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i.test(text)) throw new Error(`bad value in: ${line}`);
  return Number(text);
}

function parseLabels(text: string | undefined, line: string): Record<string, string> {
  const labels: Record<string, string> = {};
  if (!text) return labels;
  for (const match of text.matchAll(
    new RegExp(`(${'[a-zA-Z_][a-zA-Z0-9_]*'})="((?:[^"\\\\\\n]|\\\\[\\\\"n])*)"`, 'g'),
  )) {
    const [, name = '', raw = ''] = match;
    if (name in labels) throw new Error(`label ${name} twice in: ${line}`);
    labels[name] = raw.replace(/\\(["\\n])/g, (_m, c: string) => (c === 'n' ? '\n' : c));
  }
  return labels;
}

/**
 * The Prometheus text exposition format (version 0.0.4), strictly: every line is a HELP, a TYPE, a blank line or a
 * sample of the family whose TYPE came before it; anything else fails.
 */
function parseExposition(text: string): Map<string, Family> {
  const families = new Map<string, Family>();
  let current: { name: string; family: Family } | null = null;
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const help = new RegExp(`^# HELP (${NAME}) (.*)$`).exec(line);
    if (help) {
      const [, name = '', doc = ''] = help;
      const family = families.get(name) ?? { type: '', help: '', samples: [] };
      if (family.help) throw new Error(`second HELP for ${name}`);
      family.help = doc;
      families.set(name, family);
      continue;
    }
    const type = new RegExp(`^# TYPE (${NAME}) (\\w+)$`).exec(line);
    if (type) {
      const [, name = '', kind = ''] = type;
      if (!TYPES.has(kind)) throw new Error(`unknown type in: ${line}`);
      const family = families.get(name) ?? { type: '', help: '', samples: [] };
      if (family.type || family.samples.length) throw new Error(`TYPE of ${name} after its samples or twice`);
      family.type = kind;
      families.set(name, family);
      current = { name, family };
      continue;
    }
    if (line.startsWith('#')) throw new Error(`unexpected comment: ${line}`);
    const sample = SAMPLE.exec(line);
    if (!sample) throw new Error(`malformed line: ${line}`);
    const [, name = '', labelText, valueText = ''] = sample;
    if (!current) throw new Error(`sample before any TYPE: ${line}`);
    const allowed = [current.name, ...(SUFFIXES[current.family.type] ?? []).map((s) => current!.name + s)];
    if (!allowed.includes(name)) throw new Error(`sample ${name} outside its family ${current.name}`);
    current.family.samples.push({
      name,
      labels: parseLabels(labelText, line),
      value: parseValue(valueText, line),
    });
  }
  return families;
}

/** The one sample of `name` whose labels include `labels`; fails when there is none or more than one. */
function valueOf(families: Map<string, Family>, name: string, labels: Record<string, string> = {}): number {
  const found = [...families.values()]
    .flatMap((f) => f.samples)
    .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
  if (found.length !== 1) throw new Error(`${found.length} samples of ${name} ${JSON.stringify(labels)}`);
  return found[0]!.value;
}

let h: Harness;
let demo: { account_id: string; session_token: string };

beforeAll(async () => {
  h = await startHarness({ requestLimit: { max: 100_000, windowMs: 60_000 } });
  demo = await session(h, 'demo01');
}, HARNESS_TIMEOUT_MS);
afterAll(() => h.close());

const scrape = async (remoteAddress = '127.0.0.1', headers: Record<string, string> = {}) =>
  h.app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });

describe('GET /metrics', () => {
  it('publishes requests, bets, batches, settlement lag, leadership, feed age, pool and process figures', async () => {
    const m = matches(h, 'pre')[0]!;
    const body = { ...demo, leg: legOf(m, 'hdp', 'h'), stake: '10.00', slip_id: slip() };
    expect((await h.post('bet/betsingle', body)).json().statusdesc).toBe('success');
    expect((await h.post('bet/betsingle', body)).json().statusdesc).toBe('duplicate_debit_record');
    const low = { ...body, stake: '0.50', slip_id: slip() };
    expect((await h.post('bet/betsingle', low)).json().statusdesc).toBe('betLowerMin');
    // A body the schema refuses is a refused bet too, under the product of the call.
    const keno = await h.post('osg/kenobet', { ...demo });
    expect(keno.statusCode).toBe(400);
    expect((await h.post('no-such-call', {})).statusCode).toBe(404);
    h.app.odds.sim.finishMatch(m.id);
    await h.app.bets.idle();

    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const families = parseExposition(res.body);

    expect(families.get('http_request_duration_seconds')?.type).toBe('histogram');
    const betsingle = { method: 'POST', route: '/api/bet/betsingle', status_code: '200' };
    expect(valueOf(families, 'http_request_duration_seconds_count', betsingle)).toBeGreaterThanOrEqual(2);
    expect(valueOf(families, 'http_request_duration_seconds_bucket', { ...betsingle, le: '+Inf' })).toBe(
      valueOf(families, 'http_request_duration_seconds_count', betsingle),
    );
    expect(valueOf(families, 'http_request_duration_seconds_sum', betsingle)).toBeGreaterThan(0);
    // A path no route matched is one label, never the raw URL.
    expect(
      valueOf(families, 'http_request_duration_seconds_count', { route: 'unmatched', status_code: '404' }),
    ).toBeGreaterThanOrEqual(1);
    const routes = families.get('http_request_duration_seconds')!.samples.map((s) => s.labels.route);
    expect(routes.filter((r) => r?.includes('no-such-call'))).toEqual([]);

    expect(valueOf(families, 'sportsbook_bets_placed_total', { product: 'sportsbook' })).toBe(1);
    for (const code of ['duplicate_debit_record', 'betLowerMin'])
      expect(valueOf(families, 'sportsbook_bets_refused_total', { product: 'sportsbook', code })).toBe(1);
    const kenoRefusals = families
      .get('sportsbook_bets_refused_total')!
      .samples.filter((s) => s.labels.product === 'keno');
    expect(kenoRefusals).toHaveLength(1);
    expect(kenoRefusals[0]!.labels.code).toBe(keno.json().statusdesc);

    expect(families.get('sportsbook_placement_batch_size')?.type).toBe('histogram');
    expect(valueOf(families, 'sportsbook_placement_batch_size_count')).toBeGreaterThanOrEqual(2);
    expect(valueOf(families, 'sportsbook_placement_batch_size_bucket', { le: '64' })).toBe(
      valueOf(families, 'sportsbook_placement_batch_size_count'),
    );
    // The finished match's one running bet was paid: one pass, its lag counted once.
    expect(valueOf(families, 'sportsbook_settlement_lag_seconds_count')).toBe(1);
    expect(valueOf(families, 'sportsbook_settlement_lag_seconds_sum')).toBeGreaterThanOrEqual(0);

    expect(valueOf(families, 'sportsbook_leader')).toBe(1);
    const age = valueOf(families, 'sportsbook_feed_version_age_seconds');
    expect(age).toBeGreaterThanOrEqual(0);
    expect(age).toBeLessThan(60);

    if (h.db.kind === 'postgres') {
      const open =
        valueOf(families, 'sportsbook_db_pool_connections', { state: 'busy' }) +
        valueOf(families, 'sportsbook_db_pool_connections', { state: 'idle' });
      expect(open).toBeGreaterThanOrEqual(1);
      expect(open).toBeLessThanOrEqual(valueOf(families, 'sportsbook_db_pool_max_connections'));
      expect(valueOf(families, 'sportsbook_db_pool_waiting')).toBeGreaterThanOrEqual(0);
    } else {
      // PGlite is one connection in the process: no pool to report.
      expect(families.has('sportsbook_db_pool_connections')).toBe(false);
    }

    const p99 = valueOf(families, 'nodejs_eventloop_delay_seconds', { stat: 'p99' });
    expect(p99).toBeGreaterThan(0);
    expect(p99).toBeLessThanOrEqual(valueOf(families, 'nodejs_eventloop_delay_seconds', { stat: 'max' }));
    expect(valueOf(families, 'process_resident_memory_bytes')).toBeGreaterThan(10_000_000);
    expect(valueOf(families, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    for (const [name, family] of families) expect(family.help, name).not.toBe('');
  });

  it('answers a sender from outside, or through a proxy it does not trust, 404 notFound', async () => {
    const outside = await scrape('203.0.113.7');
    expect(outside.statusCode).toBe(404);
    expect(outside.json()).toEqual({ status: 0, statusdesc: 'notFound' });
    expect((await scrape('10.1.2.3')).statusCode).toBe(404);
    // A proxy on this machine forwarding an outside request connects from 127.0.0.1.
    expect((await scrape('127.0.0.1', { 'x-forwarded-for': '203.0.113.7' })).statusCode).toBe(404);
    expect((await scrape('::1')).statusCode).toBe(200);
    expect((await scrape('::ffff:127.0.0.1')).statusCode).toBe(200);
  });

  it('serves the listed scrapers and this machine only, and follows the trusted proxies', () => {
    const request = (ip: string, headers: Record<string, string> = {}) => ({ ip, headers }) as FastifyRequest;
    const listed = metricsSenderCheck({ allow: ['10.0.0.0/8', '2001:db8::5'] }, false);
    expect(listed(request('10.9.8.7'))).toBe(true);
    expect(listed(request('::ffff:10.9.8.7'))).toBe(true);
    expect(listed(request('2001:db8::5'))).toBe(true);
    expect(listed(request('127.0.0.1'))).toBe(true);
    expect(listed(request('11.0.0.1'))).toBe(false);
    expect(listed(request('2001:db8::6'))).toBe(false);
    expect(listed(request('10.9.8.7', { forwarded: 'for=203.0.113.7' }))).toBe(false);
    // Behind trusted proxies the address Fastify reports is already the client's.
    const proxied = metricsSenderCheck('local', ['10.0.0.1']);
    expect(proxied(request('127.0.0.1', { 'x-forwarded-for': '127.0.0.1' }))).toBe(true);
    expect(proxied(request('203.0.113.7', { 'x-forwarded-for': '203.0.113.7' }))).toBe(false);
  });

  it('METRICS=off measures nothing and adds no endpoint', async () => {
    const config = resolveConfig({ metrics: 'off' });
    const metrics = createMetrics(config);
    expect(metrics.registry).toBeNull();
    const bare = Fastify();
    installMetrics(bare, { ...({} as AppContext), db: h.db, config, metrics }, h.app.engines, null);
    expect((await bare.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    await bare.close();
  });
});

describe('METRICS', () => {
  it('reads local, off or a list of scrapers, and refuses anything else', () => {
    expect(configFromEnv({}).metrics).toBeUndefined();
    expect(parseMetricsAccess(undefined)).toBe('local');
    expect(parseMetricsAccess(' ')).toBe('local');
    expect(configFromEnv({ METRICS: 'off' }).metrics).toBe('off');
    expect(configFromEnv({ METRICS: '0.0.0.0/0,::/0' }).metrics).toEqual({ allow: ['0.0.0.0/0', '::/0'] });
    const everyone = metricsSenderCheck({ allow: ['0.0.0.0/0', '::/0'] }, false);
    for (const ip of ['203.0.113.7', '2001:db8::1'])
      expect(everyone({ ip, headers: {} } as FastifyRequest), ip).toBe(true);
    expect(configFromEnv({ METRICS: '10.0.0.0/8, 192.0.2.5,::1' }).metrics).toEqual({
      allow: ['10.0.0.0/8', '192.0.2.5', '::1'],
    });
    for (const bad of ['on', '*', 'true', '10.0.0.0/33', '::1/129', '10.0.0/8', '10.0.0.1/8/1', 'localhost'])
      expect(() => configFromEnv({ METRICS: bad }), bad).toThrow(/^METRICS must be off, local or/);
  });
});
