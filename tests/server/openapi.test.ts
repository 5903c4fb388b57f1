// docs/openapi.json: generated from the contract tables, a valid OpenAPI 3.1 document, served by the server, and
// naming exactly the routes the server registers. The harness checks every answer the server tests see against it
// (openapi-check.ts); the last test here shows that check refuses an answer the document does not describe.
import { readFileSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI_PATH, renderOpenApi } from '../../src/server/docs/openapi-file';
import { API_PREFIX } from '../../src/server/app';
import { startHarness, type Harness, HARNESS_TIMEOUT_MS } from './harness';
import { assertMatchesOpenApi, OPENAPI_DOCUMENT } from './openapi-check';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, HARNESS_TIMEOUT_MS);
afterAll(() => h?.close());

/** `METHOD /path` of every route the app registers, read from Fastify's route tree. */
function registeredRoutes(app: FastifyInstance): string[] {
  const routes: string[] = [];
  const stack: { depth: number; path: string }[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?$/.exec(line.replace(/\s+$/, ''));
    if (!match) continue;
    const depth = match[1]!.length / 4;
    while (stack.length > depth) stack.pop();
    const path = `${stack.at(-1)?.path ?? ''}${match[2]}`;
    stack.push({ depth, path });
    for (const method of (match[3] ?? '').split(', ').filter((m) => m && m !== 'HEAD'))
      routes.push(`${method} ${path}`);
  }
  return routes;
}

describe('docs/openapi.json', () => {
  it('matches the contract tables (regenerate: npx tsx src/server/docs/openapi-file.ts --write)', async () => {
    expect(readFileSync(OPENAPI_PATH, 'utf8')).toBe(await renderOpenApi());
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(JSON.parse(readFileSync(OPENAPI_PATH, 'utf8')));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('names every route the server registers, and nothing it does not', async () => {
    const registered = registeredRoutes(h.app)
      .map((route) => route.replace(` ${API_PREFIX}/`, ' /').replace(/:(\w+)/g, '{$1}'))
      .sort();
    const documented = Object.entries(OPENAPI_DOCUMENT.paths)
      .flatMap(([path, item]) =>
        Object.keys(item)
          .filter((key) => ['get', 'post', 'put', 'delete', 'patch'].includes(key))
          .map((method) => `${method.toUpperCase()} ${path}`),
      )
      .sort();
    expect(registered.length).toBeGreaterThan(130);
    expect(registered).toEqual(documented);
  });

  it('is served at GET /api/openapi.json', async () => {
    const res = await h.app.inject({ method: 'GET', url: `${API_PREFIX}/openapi.json` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual(JSON.parse(readFileSync(OPENAPI_PATH, 'utf8')));
  });

  it('refuses an answer whose payload or status the document does not describe', async () => {
    const res = await h.post('userbalance', {});
    expect(() => assertMatchesOpenApi('POST', `${API_PREFIX}/userbalance`, res)).not.toThrow();
    const drifted = { ...res, statusCode: 200, body: '{"status":1,"statusdesc":"success","balance":10}' };
    drifted.json = () => JSON.parse(drifted.body);
    expect(() => assertMatchesOpenApi('POST', `${API_PREFIX}/userbalance`, drifted as typeof res)).toThrow(
      /does not match/,
    );
    expect(() =>
      assertMatchesOpenApi('POST', `${API_PREFIX}/userbalance`, { ...res, statusCode: 418 } as typeof res),
    ).toThrow(/does not list/);
  });
});
