// Checks an answer of the server against docs/openapi.json's description of its route and status, so every
// answer the server tests see through the harness is also a test of the published contract.
import type { LightMyRequestResponse } from 'fastify';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { buildOpenApiDocument } from '../../src/server/docs/openapi';
import { API_PREFIX } from '../../src/server/app';

type Node = Record<string, unknown>;

export const OPENAPI_DOCUMENT = buildOpenApiDocument() as Node & { paths: Record<string, Node> };

const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
addFormats.default(ajv);
ajv.addSchema({ ...OPENAPI_DOCUMENT, $id: 'openapi.json' }, undefined, undefined, false);

const templates = Object.keys(OPENAPI_DOCUMENT.paths).map((path) => ({
  path,
  pattern: new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`),
}));

/** The documented path (template) an URL below the API base answers to, if any. */
function documentedPath(url: string): string | undefined {
  const full = url.split('?')[0]!;
  const path = full.startsWith(`${API_PREFIX}/`) ? full.slice(API_PREFIX.length) : full;
  if (OPENAPI_DOCUMENT.paths[path]) return path;
  return templates.find((t) => t.pattern.test(path))?.path;
}

const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');
const compiled = new Map<string, ValidateFunction>();

/** Throws, naming the route and the first mismatches, when the answer is not what the document says. */
export function assertMatchesOpenApi(method: string, url: string, res: LightMyRequestResponse): void {
  const path = documentedPath(url);
  // A route the server does not have answers notFound; the document cannot describe every such URL.
  if (!path) {
    if (res.statusCode === 404) return;
    throw new Error(`${method} ${url} answered ${res.statusCode} but is not in docs/openapi.json`);
  }
  const operation = OPENAPI_DOCUMENT.paths[path]![method.toLowerCase()] as Node | undefined;
  if (!operation) {
    if (res.statusCode === 404) return;
    throw new Error(`${method} ${path} is not in docs/openapi.json`);
  }
  const responses = operation.responses as Record<string, Node>;
  let response = responses[String(res.statusCode)];
  if (!response)
    throw new Error(`${method} ${path} answered ${res.statusCode}, which docs/openapi.json does not list`);
  let pointer = `#/paths/${escape(path)}/${method.toLowerCase()}/responses/${res.statusCode}`;
  if (typeof response.$ref === 'string') {
    pointer = response.$ref;
    response = OPENAPI_DOCUMENT.components
      ? ((OPENAPI_DOCUMENT.components as Node).responses as Record<string, Node>)[pointer.split('/').pop()!]!
      : response;
  }
  const content = response.content as Record<string, Node> | undefined;
  if (!content?.['application/json']) return;
  const key = `${pointer}/content/application~1json/schema`;
  let validate = compiled.get(key);
  if (!validate) {
    validate = ajv.compile({ $ref: `openapi.json${key}` });
    compiled.set(key, validate);
  }
  const body: unknown = res.json();
  if (!validate(body))
    throw new Error(
      `${method} ${path} ${res.statusCode} does not match docs/openapi.json: ${ajv.errorsText(validate.errors?.slice(0, 5))}\n${res.body.slice(0, 500)}`,
    );
}
