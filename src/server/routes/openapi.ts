import type { FastifyInstance } from 'fastify';
import { buildOpenApiDocument, OPENAPI_ROUTE } from '../docs/openapi';

/** GET {prefix}/openapi.json: the contract as OpenAPI 3.1, built once from the contract tables on first use. */
export function registerOpenApiRoute(app: FastifyInstance, prefix: string): void {
  let document: string | undefined;
  app.get(`${prefix}${OPENAPI_ROUTE}`, async (_request, reply) => {
    document ??= JSON.stringify(buildOpenApiDocument());
    return reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache').send(document);
  });
}
