import type { FastifyInstance } from 'fastify';
import { invalidCode } from '../../shared/api/envelope';

/** Deeper than any body of the contract (a settings object a few levels down is the deepest) by a wide margin. */
export const MAX_JSON_DEPTH = 32;
/** Values and keys in one body; a lottery slip at its largest holds a few hundred. */
export const MAX_JSON_NODES = 10_000;

/**
 * Whether JSON text nests deeper than MAX_JSON_DEPTH or holds more than MAX_JSON_NODES values and keys, read in
 * one pass over the characters without recursion. JSON.parse, the text guard below and the schemas all walk a
 * body recursively, so a few KiB of brackets would cost each of them time and stack on every route, even
 * without a session; this bound runs before any of them.
 */
export function jsonShapeProblem(text: string): 'depth' | 'size' | null {
  let depth = 0;
  let nodes = 1;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character, a quote included
      else if (c === 0x22) inString = false;
      continue;
    }
    if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > MAX_JSON_DEPTH) return 'depth';
    } else if (c === 0x5d || c === 0x7d) depth--;
    else if (c === 0x2c || c === 0x3a) {
      if (++nodes > MAX_JSON_NODES) return 'size';
    }
  }
  return null;
}

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
  // Fastify's own parser (with its prototype-poisoning checks), behind the shape bound.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonShapeProblem(body as string)) {
      done(
        Object.assign(new Error('body nested too deep or too large'), {
          statusCode: 400,
          code: 'SPORTSBOOK_JSON_SHAPE',
        }),
        undefined,
      );
      return;
    }
    void parseJson(request, body as string, done);
  });
  app.addHook('preValidation', async (request, reply) => {
    const path = findNulString(request.body);
    if (!path) return;
    const field = path[0];
    // Only a contract-like field name makes a field code; anything else (an odd extra key) is the body's fault.
    const statusdesc = field && /^[A-Za-z][A-Za-z_]*$/.test(field) ? invalidCode(field) : 'invalidBody';
    return reply.code(400).send({ status: 0, statusdesc });
  });
}
