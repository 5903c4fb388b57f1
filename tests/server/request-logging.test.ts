import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { trustsPeer } from '../../src/server/http/request-id';
import { LOG_LEVELS, parseLogLevel, type LogSettings } from '../../src/server/log';
import { DEMO_PASSWORD, startHarness, TEST_SECRET, type Harness } from './harness';
import { startServerProcess } from './server-process';

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  job?: string;
  err?: { message: string; params?: unknown };
  [field: string]: unknown;
}

/** A log that keeps its JSON lines in memory, as an operator's collector would read them from standard output. */
function memoryLog(): LogSettings & { lines: () => LogLine[]; text: () => string } {
  const written: string[] = [];
  return {
    level: 'info',
    destination: { write: (line: string) => written.push(line) },
    lines: () => written.map((line) => JSON.parse(line) as LogLine),
    text: () => written.join(''),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const PROXY = '10.2.0.1';

let h: Harness;
let log: ReturnType<typeof memoryLog>;

beforeAll(async () => {
  log = memoryLog();
  h = await startHarness({ trustProxy: [PROXY] }, undefined, log);
});
afterAll(() => h.close());

/** Every log line of one request. */
const linesOf = (reqId: string) => log.lines().filter((line) => line.reqId === reqId);

describe('request ids', () => {
  it('names every line of a request with one generated id and echoes it', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/health' });
    const id = String(res.headers['x-request-id']);
    expect(id).toMatch(UUID);
    const lines = linesOf(id);
    expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    expect(lines.every((line) => typeof line.level === 'number' && typeof line.time === 'number')).toBe(true);
    const again = await h.app.inject({ method: 'GET', url: '/api/health' });
    expect(again.headers['x-request-id']).not.toBe(id);
  });

  it('takes the id a trusted proxy sent, and ignores the one any other sender sent', async () => {
    const viaProxy = await h.app.inject({
      method: 'GET',
      url: '/api/health',
      remoteAddress: PROXY,
      headers: { 'x-request-id': 'lb-7f3a.42' },
    });
    expect(viaProxy.headers['x-request-id']).toBe('lb-7f3a.42');
    expect(linesOf('lb-7f3a.42')).toHaveLength(2);

    const direct = await h.app.inject({
      method: 'GET',
      url: '/api/health',
      remoteAddress: '10.9.9.9',
      headers: { 'x-request-id': 'chosen-by-client' },
    });
    expect(direct.headers['x-request-id']).toMatch(UUID);
    expect(linesOf('chosen-by-client')).toHaveLength(0);
  });

  it("replaces a trusted proxy's id that is too long or holds odd characters", async () => {
    for (const sent of ['x'.repeat(129), 'two words', 'a"b', 'line\\nbreak']) {
      const res = await h.app.inject({
        method: 'GET',
        url: '/api/health',
        remoteAddress: PROXY,
        headers: { 'x-request-id': sent },
      });
      expect(res.headers['x-request-id']).toMatch(UUID);
    }
  });

  it('echoes the id on refusals and failures, whose lines carry it too', async () => {
    const notFound = await h.app.inject({ method: 'GET', url: '/api/no-such-call' });
    const badJson = await h.postRaw('userlogin', '{"account_id":');
    const tooLarge = await h.postRaw('userlogin', JSON.stringify({ pad: 'x'.repeat(70 * 1024) }));
    expect([notFound.statusCode, badJson.statusCode, tooLarge.statusCode]).toEqual([404, 400, 413]);
    for (const res of [notFound, badJson, tooLarge]) {
      const id = String(res.headers['x-request-id']);
      expect(id).toMatch(UUID);
      expect(linesOf(id).at(-1)).toMatchObject({ msg: 'request completed' });
    }

    // A fault of the database: the 500's error line belongs to the request.
    await h.db.query(`CREATE FUNCTION refuse_attempts() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'login attempts refused by the test'; END $$`);
    await h.db.query(
      'CREATE TRIGGER refuse_attempts BEFORE INSERT OR UPDATE ON login_attempts FOR EACH ROW EXECUTE FUNCTION refuse_attempts()',
    );
    try {
      const failed = await h.post('userlogin', { account_id: 'demo01', password: 'wrong-password' });
      expect(failed.statusCode).toBe(500);
      const id = String(failed.headers['x-request-id']);
      expect(id).toMatch(UUID);
      const failure = linesOf(id).find((line) => line.msg === 'unhandled error');
      expect(failure?.err?.message).toContain('refused by the test');
      // The statement's values stay out of the log (PGlite lists them on its errors).
      expect(Array.isArray(failure?.err?.params)).toBe(false);
    } finally {
      await h.db.query('DROP TRIGGER IF EXISTS refuse_attempts ON login_attempts');
      await h.db.query('DROP FUNCTION IF EXISTS refuse_attempts()');
    }
  });

  it('believes the nearest hop when TRUST_PROXY is a hop count, and never repeats an id across servers', async () => {
    // A second server (its own database: two servers on one database would elect one of them to run the jobs).
    const otherLog = memoryLog();
    const other = await startHarness({ trustProxy: 1 }, undefined, otherLog);
    try {
      const res = await other.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': 'edge-1' },
      });
      expect(res.headers['x-request-id']).toBe('edge-1');

      const ids = new Set<string>();
      for (const app of [h.app, other.app, h.app, other.app])
        ids.add(String((await app.inject({ method: 'GET', url: '/api/health' })).headers['x-request-id']));
      expect(ids.size).toBe(4);
      const generated = otherLog.lines().filter((line) => line.reqId && line.reqId !== 'edge-1');
      expect(generated.length).toBeGreaterThan(0);
      for (const line of generated) expect(linesOf(line.reqId!)).toHaveLength(0);
    } finally {
      await other.close();
    }
  });
});

describe('which peer is a trusted proxy', () => {
  it('matches TRUST_PROXY addresses and ranges, IPv4 clients of a dual-stack socket included', () => {
    const trusted = trustsPeer(['10.1.0.0/16', '192.0.2.7', 'fd00::/8']);
    for (const peer of ['10.1.2.3', '::ffff:10.1.2.3', '192.0.2.7', 'fd00::1'])
      expect(trusted(peer), peer).toBe(true);
    for (const peer of ['10.2.0.1', '192.0.2.8', 'fe80::1', '::1', undefined])
      expect(trusted(peer), String(peer)).toBe(false);
    expect(trustsPeer(false)('10.1.2.3')).toBe(false);
    expect(trustsPeer(2)('203.0.113.9')).toBe(true);
  });
});

describe('what the log never holds', () => {
  it('keeps passwords, session tokens and credential headers out', async () => {
    const token = await h.login('demo01');
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/userbalance',
      payload: { account_id: 'demo01', session_token: token },
      headers: { authorization: 'Bearer proxy-credential', cookie: 'sid=cookie-credential' },
    });
    expect(res.statusCode).toBe(200);
    expect(linesOf(String(res.headers['x-request-id']))).toHaveLength(2);
    const text = log.text();
    for (const secret of [DEMO_PASSWORD, token, 'proxy-credential', 'cookie-credential', TEST_SECRET])
      expect(text).not.toContain(secret);
  });
});

describe('background jobs', () => {
  it("log their failures as JSON lines naming the job, through the server's log", async () => {
    const errors = vi.spyOn(console, 'error');
    await h.db.query(`CREATE FUNCTION refuse_draws() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'keno draws refused by the test'; END $$`);
    await h.db.query(
      'CREATE TRIGGER refuse_draws BEFORE INSERT ON keno_draws FOR EACH ROW EXECUTE FUNCTION refuse_draws()',
    );
    try {
      // Draws fall due; the leader's keno timer tries to make them and the database refuses.
      h.clock.now += 30 * 60_000;
      await vi.waitFor(() => expect(log.lines().some((line) => line.job === 'keno-draws')).toBe(true), {
        timeout: 20_000,
        interval: 100,
      });
      const failure = log.lines().find((line) => line.job === 'keno-draws')!;
      expect(failure).toMatchObject({ level: 50, msg: 'draw pass failed' });
      expect(failure.err?.message).toContain('keno draws refused by the test');
      expect(failure.reqId).toBeUndefined();
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
      await h.db.query('DROP TRIGGER IF EXISTS refuse_draws ON keno_draws');
      await h.db.query('DROP FUNCTION IF EXISTS refuse_draws()');
    }
  });
});

describe('LOG_LEVEL', () => {
  it('is info when unset, takes the pino levels and refuses anything else', () => {
    expect(parseLogLevel(undefined)).toBe('info');
    expect(parseLogLevel('')).toBe('info');
    for (const level of LOG_LEVELS) expect(parseLogLevel(level)).toBe(level);
    expect(parseLogLevel('WARN')).toBe('warn');
    for (const bad of ['verbose', 'off', '30', 'info,debug'])
      expect(() => parseLogLevel(bad)).toThrow(/^LOG_LEVEL must be one of trace, debug, info.*, got /);
  });

  it('stops the server process at start with a message naming it', async () => {
    await expect(startServerProcess({ DATA_DIR: ':memory:', LOG_LEVEL: 'loud' })).rejects.toThrow(
      /exited with 1 before listening:[\s\S]*LOG_LEVEL must be one of .*, got loud/,
    );
  });

  it('a server process logs JSON lines with the request id by default', async () => {
    const server = await startServerProcess({ DATA_DIR: ':memory:', LOG_LEVEL: '' });
    try {
      const res = await fetch(`${server.api}/health`);
      const id = res.headers.get('x-request-id')!;
      expect(id).toMatch(UUID);
      const linesOfRequest = () =>
        server
          .output()
          .split('\n')
          .filter((line) => line.includes(`"reqId":"${id}"`))
          .map((line) => JSON.parse(line) as LogLine);
      await vi.waitFor(() => expect(linesOfRequest()).toHaveLength(2), { timeout: 10_000 });
      expect(linesOfRequest().map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    } finally {
      await server.stop('SIGTERM');
    }
  });
});
