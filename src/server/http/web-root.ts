import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { cspForOrigins } from '../../shared/csp';

export function assertWebRoot(root: string): void {
  if (!existsSync(join(root, 'index.html'))) throw new Error(`no index.html in ${root}`);
}

/**
 * What the desktop app's main process sends with its bundle, for the browser build: the app's own policy narrowed
 * to this origin (the browser build's API is `{origin}/api`, so no https: or loopback wildcard is needed for
 * connections or images), no framing by any page, no type sniffing, and no Referer leaving the app.
 */
const WEB_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': cspForOrigins([]),
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};

const isApiPath = (path: string, apiPrefix: string): boolean =>
  path === apiPrefix || path.startsWith(`${apiPrefix}/`);

/**
 * What the build writes: a request for one of these that is not there is a missing file (404, so a failed
 * script load fails fast instead of parsing the app's HTML), never a route. Any other path is the app's,
 * whatever it holds: dots (/info/terms/v1.2), encoded characters, a trailing slash.
 */
const ASSET_EXTENSIONS = new Set([
  '.js',
  '.mjs',
  '.css',
  '.map',
  '.json',
  '.webmanifest',
  '.html',
  '.txt',
  '.ico',
  '.png',
  '.jpg',
  '.jpeg',
  '.gif',
  '.webp',
  '.svg',
  '.woff',
  '.woff2',
  '.ttf',
  '.mp3',
  '.wav',
]);

function isAssetPath(path: string): boolean {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape is no file name the build writes: the app's not-found page answers it.
  }
  return ASSET_EXTENSIONS.has(extname(decoded).toLowerCase());
}

/**
 * The app's page for every client-side route, read at each request so a rebuild's new page is served at
 * once. While a rebuild has removed it, the last page read is served rather than a bare 404 (the app then
 * retries or offers a reload for a chunk the rebuild replaced); only a root that never had one fails.
 */
function appPage(root: string): () => Promise<Buffer> {
  let last: Buffer | null = null;
  return async () => {
    try {
      last = await readFile(join(root, 'index.html'));
    } catch (error) {
      if (!last) throw error;
    }
    return last;
  };
}

/**
 * Serves the browser build next to the API. Files are looked up at each request (not listed once at start),
 * so the hashed chunks of a rebuild are served without a restart; every other GET outside the API gets the
 * app's page (client-side routes survive a reload and open straight in a pop-up); /api and missing
 * assets are 404 JSON.
 */
export async function registerWebRoot(
  app: FastifyInstance,
  root: string | undefined,
  apiPrefix: string,
): Promise<void> {
  if (root) assertWebRoot(root);
  const page = root ? appPage(root) : null;
  if (root) {
    await page?.();
    await app.register(fastifyStatic, { root, prefix: '/', wildcard: true, index: ['index.html'] });
    // Every answer outside the API (pages, scripts, the SPA fallback) carries the headers; API routes set their own
    // (the provider's game pages have a policy of their own).
    app.addHook('onSend', async (request, reply, payload) => {
      if (!isApiPath(request.url.split('?')[0] ?? '', apiPrefix)) reply.headers(WEB_SECURITY_HEADERS);
      return payload;
    });
  }

  // The page is read and sent here, not by the static plugin: a file missing inside this handler would end in
  // Fastify's bare "404 Not Found" text instead of the app.
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (
      page &&
      !isApiPath(path, apiPrefix) &&
      !isAssetPath(path) &&
      (request.method === 'GET' || request.method === 'HEAD')
    ) {
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(await page());
    }
    return reply.code(404).send({ status: 0, statusdesc: 'notFound' });
  });
}
