// A client that sends its request slowly, or stops half way, must not hold a connection of the server, nor its
// shutdown; a request in flight when the shutdown starts still gets its answer.
import { spawn } from 'node:child_process';
import { connect, type Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv, DEFAULT_CONFIG, resolveConfig, type ServerTimeouts } from '../../src/server/config';
import { startServer, type RunningServer } from '../../src/server/index';
import { createScratchDatabase, HARNESS_TIMEOUT_MS } from './harness';

const started: { server: RunningServer; drop?: () => Promise<void> }[] = [];
async function closeStarted(): Promise<void> {
  for (const { server, drop } of started.splice(0)) {
    await server.close();
    await drop?.();
  }
}

async function serverWith(
  timeouts: Partial<ServerTimeouts>,
): Promise<{ server: RunningServer; port: number }> {
  const scratch = process.env.TEST_DATABASE_URL
    ? await createScratchDatabase(process.env.TEST_DATABASE_URL)
    : undefined;
  const server = await startServer({
    port: 0,
    dataDir: ':memory:',
    databaseUrl: scratch?.url,
    config: { timeouts: { ...DEFAULT_CONFIG.timeouts, ...timeouts } },
  });
  started.push({ server, drop: scratch?.drop });
  return { server, port: Number(new URL(server.url).port) };
}

interface Client {
  socket: Socket;
  received(): string;
  /** Resolves with the milliseconds from `since` until the server closed the connection. */
  closed: Promise<number>;
}

async function openClient(port: number, since: () => number): Promise<Client> {
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  let data = '';
  socket.on('data', (chunk: Buffer) => (data += chunk.toString()));
  socket.on('error', () => undefined);
  const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now() - since())));
  return { socket, received: () => data, closed };
}

const BODY = JSON.stringify({ account_id: 'demo01', password: 'Pass1234' });
const HEAD = `POST /api/userlogin HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(BODY)}\r\n\r\n`;

describe('timeout settings', () => {
  it('are read from the environment in seconds, and a bad value names its variable', () => {
    expect(configFromEnv({ REQUEST_TIMEOUT_SECONDS: '2.5', SHUTDOWN_TIMEOUT_SECONDS: '3' }).timeouts).toEqual(
      {
        ...DEFAULT_CONFIG.timeouts,
        requestMs: 2_500,
        shutdownMs: 3_000,
      },
    );
    expect(() => configFromEnv({ IDLE_TIMEOUT_SECONDS: '0' })).toThrow(
      'IDLE_TIMEOUT_SECONDS must be a positive number of seconds, got 0',
    );
    expect(() => configFromEnv({ KEEP_ALIVE_TIMEOUT_SECONDS: 'soon' })).toThrow('KEEP_ALIVE_TIMEOUT_SECONDS');
    const tooLong = configFromEnv({ HEADERS_TIMEOUT_SECONDS: '40' });
    expect(() => resolveConfig(tooLong)).toThrow('HEADERS_TIMEOUT_SECONDS <= REQUEST_TIMEOUT_SECONDS');
  });
});

describe('slow clients', () => {
  // One server for both cases: 0.8 s for the whole request, 0.5 s for its headers.
  let port = 0;
  beforeAll(async () => {
    port = (await serverWith({ requestMs: 800, headersMs: 500 })).port;
  }, HARNESS_TIMEOUT_MS);
  afterAll(closeStarted);

  it('headers and part of a body, then silence: answered 408 and cut after the request timeout', async () => {
    const t0 = Date.now();
    const client = await openClient(port, () => t0);
    client.socket.write(HEAD + BODY.slice(0, 10));
    const after = await client.closed;
    expect(after).toBeGreaterThanOrEqual(700);
    expect(after).toBeLessThan(4_000);
    expect(client.received()).toMatch(/^HTTP\/1\.1 408/);
  });

  it('headers that never end: cut after the headers timeout', async () => {
    const t0 = Date.now();
    const client = await openClient(port, () => t0);
    client.socket.write('POST /api/userlogin HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    const after = await client.closed;
    expect(after).toBeGreaterThanOrEqual(400);
    expect(after).toBeLessThan(4_000);
  });
});

describe('shutdown', () => {
  afterEach(closeStarted);

  it(
    'answers the request in flight, then stops within its bound although a silent client is still connected',
    { timeout: HARNESS_TIMEOUT_MS },
    async () => {
      const { server, port } = await serverWith({ requestMs: 60_000, headersMs: 10_000, shutdownMs: 1_500 });
      const t0 = Date.now();
      const silent = await openClient(port, () => t0);
      silent.socket.write(HEAD + BODY.slice(0, 10));
      const inFlight = await openClient(port, () => t0);
      inFlight.socket.write(HEAD + BODY.slice(0, 10));
      await new Promise((resolve) => setTimeout(resolve, 100));

      const closeStarted = Date.now();
      const closing = server.close().then(() => Date.now() - closeStarted);
      // The request in flight sends the rest of its body after the shutdown began, and is answered.
      await new Promise((resolve) => setTimeout(resolve, 200));
      inFlight.socket.write(BODY.slice(10));
      await inFlight.closed;
      expect(inFlight.received()).toMatch(/^HTTP\/1\.1 200/);
      expect(inFlight.received()).toContain('"status":1');

      const closedAfter = await closing;
      expect(closedAfter).toBeGreaterThanOrEqual(1_400);
      expect(closedAfter).toBeLessThan(6_000);
      await silent.closed;
      expect(silent.received()).toBe('');
    },
  );

  it(
    'npm run server: SIGTERM with a silent client connected exits 0 within the shutdown timeout',
    { timeout: HARNESS_TIMEOUT_MS },
    async () => {
      const scratch = process.env.TEST_DATABASE_URL
        ? await createScratchDatabase(process.env.TEST_DATABASE_URL)
        : undefined;
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli.ts', 'serve'], {
        env: {
          ...process.env,
          PORT: '0',
          DATA_DIR: ':memory:',
          DATABASE_URL: scratch?.url ?? '',
          REQUEST_TIMEOUT_SECONDS: '60',
          SHUTDOWN_TIMEOUT_SECONDS: '1',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      try {
        const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
        const port = await new Promise<number>((resolve, reject) => {
          let out = '';
          child.stdout.on('data', (chunk: Buffer) => {
            out += chunk.toString();
            const match = /Listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(out);
            if (match) resolve(Number(match[1]));
          });
          child.once('exit', () => reject(new Error(`the server exited before listening: ${out}`)));
        });
        const t0 = Date.now();
        const silent = await openClient(port, () => t0);
        silent.socket.write(HEAD + BODY.slice(0, 10));
        await new Promise((resolve) => setTimeout(resolve, 100));
        const signalled = Date.now();
        child.kill('SIGTERM');
        expect(await exited).toBe(0);
        expect(Date.now() - signalled).toBeLessThan(6_000);
        await silent.closed;
      } finally {
        child.kill('SIGKILL');
        await scratch?.drop();
      }
    },
  );
});
