import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export function assertWebRoot(root: string): void {
  if (!existsSync(join(root, 'index.html'))) throw new Error(`no index.html in ${root}`);
}

/**
 * Serves the browser build next to the API. Unknown GET paths without a file extension get index.html
 * so client-side routes survive a reload; /api and asset misses stay 404 JSON.
 */
export async function registerWebRoot(app: FastifyInstance, root: string | undefined, apiPrefix: string): Promise<void> {
  if (root) assertWebRoot(root);
  if (root) await app.register(fastifyStatic, { root, prefix: '/', wildcard: false, index: ['index.html'] });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = path === apiPrefix || path.startsWith(`${apiPrefix}/`);
    const looksLikeFile = /\.[a-z0-9]+$/i.test(path);
    if (root && !isApi && !looksLikeFile && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.code(404).send({ status: 0, statusdesc: 'notFound' });
  });
}
