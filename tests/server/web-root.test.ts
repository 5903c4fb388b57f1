import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startServer } from '../../src/server/index';
import { INFO_CHILDREN } from '../../src/shared/routes';
import { HARNESS_TIMEOUT_MS } from './harness';

// The browser build as the info pop-up meets it: every /info path shape opens the app, a rebuild's new chunks
// are served without a restart, and a rebuild in progress never answers Fastify's bare "404 Not Found" page.

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const PAGE = (hash: string) =>
  `<!doctype html><title>app</title><script src="/assets/index-${hash}.js"></script>`;

let root: string;
let server: Awaited<ReturnType<typeof startServer>>;

beforeEach(async () => {
  root = mkdtempSync(join(tmpdir(), 'sb-web-'));
  dirs.push(root);
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), PAGE('old1'));
  writeFileSync(join(root, 'assets', 'index-old1.js'), 'console.log(1)');
  server = await startServer({ dataDir: ':memory:', port: 0, serveWebRoot: root });
}, HARNESS_TIMEOUT_MS);
afterEach(async () => {
  await server.close();
});

describe('the info pop-up routes of the browser build', () => {
  it('every /info path shape gets the app, whatever it holds', async () => {
    const paths = [
      ...INFO_CHILDREN.map((c) => `/info/${c}`),
      '/info',
      '/info/',
      '/info/betlist/',
      '/info/statement?date=2026-01-01&page=2',
      '/info/help',
      '/info/terms/v1.2',
      '/info/rules/sportsbook.v2',
      '/info/%E1%80%80%E1%80%AC',
      '/info/message%2F7',
      '/info/result#top',
    ];
    for (const path of paths) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type'), path).toContain('text/html');
      expect(await res.text(), path).toContain('<title>app</title>');
    }
    // A file the build would write, but did not, stays a 404 (a failed chunk load fails fast).
    const missing = await fetch(`${server.url}/assets/index-gone.js`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ status: 0, statusdesc: 'notFound' });
  });

  it('a rebuild while the server runs: its page and new chunks are served at once', async () => {
    rmSync(join(root, 'assets', 'index-old1.js'));
    writeFileSync(join(root, 'assets', 'index-new2.js'), 'console.log(2)');
    writeFileSync(join(root, 'index.html'), PAGE('new2'));
    const page = await fetch(`${server.url}/info/betlist`);
    expect(await page.text()).toContain('index-new2.js');
    const chunk = await fetch(`${server.url}/assets/index-new2.js`);
    expect(chunk.status).toBe(200);
    expect(await chunk.text()).toBe('console.log(2)');
  });

  it('a rebuild that has removed the page still answers the app, never a bare 404', async () => {
    expect((await fetch(`${server.url}/info/settings`)).status).toBe(200);
    unlinkSync(join(root, 'index.html'));
    for (const path of ['/info/settings', '/info/result', '/']) {
      const res = await fetch(`${server.url}${path}`);
      const body = await res.text();
      expect(body, path).not.toContain('404 Not Found');
      expect(res.status, path).toBe(200);
      expect(body, path).toContain('<title>app</title>');
    }
  });
});
