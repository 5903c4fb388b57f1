import { existsSync } from 'node:fs';
import { join } from 'node:path';
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
export const WEB_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': cspForOrigins([]),
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};

const isApiPath = (path: string, apiPrefix: string): boolean =>
  path === apiPrefix || path.startsWith(`${apiPrefix}/`);

/**
 * Serves the browser build next to the API. Unknown GET paths without a file extension get index.html
 * so client-side routes survive a reload; /api and asset misses stay 404 JSON.
 */
export async function registerWebRoot(
  app: FastifyInstance,
  root: string | undefined,
  apiPrefix: string,
): Promise<void> {
  if (root) assertWebRoot(root);
  if (root) {
    await app.register(fastifyStatic, { root, prefix: '/', wildcard: false, index: ['index.html'] });
    // Every answer outside the API (pages, scripts, the SPA fallback) carries the headers; API routes set their own
    // (the provider's game pages have a policy of their own).
    app.addHook('onSend', async (request, reply, payload) => {
      if (!isApiPath(request.url.split('?')[0] ?? '', apiPrefix)) reply.headers(WEB_SECURITY_HEADERS);
      return payload;
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = isApiPath(path, apiPrefix);
    const looksLikeFile = /\.[a-z0-9]+$/i.test(path);
    if (root && !isApi && !looksLikeFile && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.code(404).send({ status: 0, statusdesc: 'notFound' });
  });
}
