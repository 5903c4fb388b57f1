import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../../src/server/index';
import { parseCsp } from '../../src/shared/csp';
import { HARNESS_TIMEOUT_MS } from './harness';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sportsbook-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function post(url: string, body: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

describe('startServer', { timeout: HARNESS_TIMEOUT_MS }, () => {
  it('keeps data in a file-backed data dir across a restart, and refuses a second server on it', async () => {
    const dataDir = join(tempDir(), 'data');
    const first = await startServer({ dataDir, port: 0 });
    let token: string;
    try {
      await expect(startServer({ dataDir, port: 0 })).rejects.toThrow(/in use by process/);
      const login = await post(`${first.apiBaseUrl}/userlogin`, {
        account_id: 'demo01',
        password: 'Pass1234',
      });
      const profile = login.json.member_profile as { player_info: { session_token: string }[] };
      token = profile.player_info[0]!.session_token;
    } finally {
      await first.close();
    }

    const second = await startServer({ dataDir, port: 0 });
    try {
      const balance = await post(`${second.apiBaseUrl}/userbalance`, {
        account_id: 'demo01',
        session_token: token,
      });
      expect(balance.json).toMatchObject({ status: 1, balance: '10000.00' });
    } finally {
      await second.close();
    }
  });

  it('serves the browser build with an SPA fallback while /api misses stay JSON', async () => {
    const webRoot = tempDir();
    mkdirSync(join(webRoot, 'assets'));
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(join(webRoot, 'assets', 'app.js'), 'console.log(1)');
    const server = await startServer({ dataDir: ':memory:', port: 0, serveWebRoot: webRoot });
    try {
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const page = await fetch(`${server.url}/desktop?x=1`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<title>app</title>');
      expect((await fetch(`${server.url}/assets/app.js`)).status).toBe(200);
      expect((await fetch(`${server.url}/assets/missing.js`)).status).toBe(404);
      const api = await fetch(`${server.url}/api/unknown`);
      expect(api.status).toBe(404);
      expect(await api.json()).toEqual({ status: 0, statusdesc: 'notFound' });
      const version = await post(`${server.apiBaseUrl}/version`, {});
      expect(version.json.status).toBe(1);
    } finally {
      await server.close();
    }
  });

  it("sends the app's security headers with every page and file of the browser build", async () => {
    const webRoot = tempDir();
    mkdirSync(join(webRoot, 'assets'));
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(join(webRoot, 'assets', 'app.js'), 'console.log(1)');
    const server = await startServer({ dataDir: ':memory:', port: 0, serveWebRoot: webRoot });
    try {
      for (const path of ['/', '/desktop?x=1', '/index.html', '/assets/app.js']) {
        const res = await fetch(`${server.url}${path}`);
        expect(res.status, path).toBe(200);
        const csp = parseCsp(res.headers.get('content-security-policy') ?? '');
        // The page talks to its own origin only: no https: or loopback wildcard beyond what the build's meta allows.
        expect(csp.get('connect-src'), path).toEqual(["'self'"]);
        expect(csp.get('img-src'), path).toEqual(["'self'", 'data:', 'blob:']);
        expect(csp.get('script-src'), path).toEqual(["'self'"]);
        expect(csp.get('frame-ancestors'), path).toEqual(["'none'"]);
        expect(res.headers.get('x-frame-options'), path).toBe('DENY');
        expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
        expect(res.headers.get('referrer-policy'), path).toBe('no-referrer');
      }
    } finally {
      await server.close();
    }
  });

  it('refuses a web root without index.html', async () => {
    await expect(startServer({ dataDir: ':memory:', port: 0, serveWebRoot: tempDir() })).rejects.toThrow(
      /index\.html/,
    );
  });
});
