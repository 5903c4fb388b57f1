import type { FastifyInstance } from 'fastify';
import { invalidCode } from '../../shared/api/envelope';

/** Path of the first string in a JSON value that holds a NUL character, or null. */
export function findNulString(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findNulString(value[i], [...path, String(i)]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) return [...path, key];
      const found = findNulString(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/**
 * PostgreSQL text cannot hold NUL, so such a string would fail deep in a query as a 500 (PGlite lets
 * some through). No field of the contract can contain one: refuse it up front, naming the field, for
 * every route of every group.
 */
export function installTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request, reply) => {
    const path = findNulString(request.body);
    if (!path) return;
    const field = path[0];
    // Only a contract-like field name makes a field code; anything else (an odd extra key) is the body's fault.
    const statusdesc = field && /^[A-Za-z][A-Za-z_]*$/.test(field) ? invalidCode(field) : 'invalidBody';
    return reply.code(400).send({ status: 0, statusdesc });
  });
}
