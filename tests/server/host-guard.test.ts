import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../src/server/index';
import { HARNESS_TIMEOUT_MS } from './harness';

// DNS rebinding: a web page on evil.example resolves its own name to 127.0.0.1 and calls the embedded API from
// the player's browser. Its requests carry `Host: evil.example:PORT`, which the embedded server refuses.

function post(url: string, host: string): Promise<{ status: number; body: string }> {
  const target = new URL(`${url}/api/version`);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        hostname: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        headers: { host, 'content-type': 'application/json' },
      },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end('{}');
  });
}

let guarded: RunningServer;
let open: RunningServer;
beforeAll(async () => {
  [guarded, open] = await Promise.all([
    startServer({ dataDir: ':memory:', port: 0, ownHostOnly: true }),
    startServer({ dataDir: ':memory:', port: 0 }),
  ]);
}, HARNESS_TIMEOUT_MS);
afterAll(async () => {
  await guarded?.close();
  await open?.close();
});

describe('the Host header check of the embedded server', () => {
  it('answers its own 127.0.0.1:port and localhost:port', async () => {
    const port = new URL(guarded.url).port;
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `LOCALHOST:${port}`]) {
      const res = await post(guarded.url, host);
      expect(res.status, host).toBe(200);
      expect(JSON.parse(res.body).status, host).toBe(1);
    }
  });

  it('refuses any other Host with 403 before a route runs', async () => {
    const port = new URL(guarded.url).port;
    for (const host of [
      `evil.example:${port}`,
      'evil.example',
      `127.0.0.1:${Number(port) + 1}`,
      '127.0.0.1',
      `127.0.0.1.evil.example:${port}`,
    ]) {
      const res = await post(guarded.url, host);
      expect([res.status, JSON.parse(res.body)], host).toEqual([
        403,
        { status: 0, statusdesc: 'hostNotAllowed' },
      ]);
    }
  });

  it('is off unless the server is started with it (an operator deployment sits behind its own names)', async () => {
    const res = await post(open.url, 'api.operator.example');
    expect(res.status).toBe(200);
  });
});
