import { z } from 'zod';
import { ACCOUNT_CALLS, type CallSpec } from '../../shared/api/contract';
import { documented, SESSION_ERRORS, type CallDoc } from './calls/codes';
import { ACCOUNT_CALL_DOCS } from './calls/account';
import { MEDIA_CALL_DOCS, ESPORTS_CALL_DOCS } from './calls/media';
import { ODDS_CALL_DOCS } from './calls/odds';
import { BET_CALL_DOCS } from './calls/bet';
import { TOURNAMENT_CALL_DOCS } from './calls/tournament';
import { LOTTERY_CALL_DOCS } from './calls/lottery';
import { KENO_CALL_DOCS } from './calls/keno';
import { ROULETTE_CALL_DOCS } from './calls/roulette';
import { VIDEO_POKER_CALL_DOCS } from './calls/videopoker';
import { VIRTUAL_CALL_DOCS } from './calls/virtuals';
import { MINI_GAME_CALL_DOCS } from './calls/minigames';
import { PROVIDER_CALL_DOCS, GAME_PAGE_CALL_DOCS } from './calls/provider';
import {
  GROUP_PREFIX,
  REFERENCE_ODDS_PATH,
  REFERENCE_PROVIDER_PATH,
  type UrlGroup,
} from '../../shared/api/endpoints';
import { BET_CALLS } from '../../shared/betting/contract';
import { ODDS_CALLS } from '../../shared/feed/contract';
import { GAME_PAGE_CALLS } from '../../shared/games/api';
import { PROVIDER_CALLS } from '../../shared/games/contract';
import { ESPORTS_CALLS, MEDIA_CALLS } from '../../shared/games/media-contract';
import { MINI_GAME_CALLS } from '../../shared/games/mini-contract';
import { KENO_CALLS } from '../../shared/keno/contract';
import { LOTTERY_CALLS } from '../../shared/lottery/contract';
import { VIRTUAL_CALLS } from '../../shared/racing/contract';
import { ROULETTE_CALLS } from '../../shared/roulette/contract';
import { TOURNAMENT_CALLS } from '../../shared/tournament/contract';
import { VIDEO_POKER_CALLS } from '../../shared/videopoker/contract';
import { STREAM_EVENTS, STREAM_PATH, streamRequest } from '../../shared/stream/events';
import { METRICS_PATH } from '../http/metrics';

// The contract as an OpenAPI 3.1 document, built from the same contract tables as docs/API.md, so an operator can
// generate a client or a mock from it. The server serves it (routes/openapi.ts); openapi-file.ts writes it to
// docs/openapi.json. This module stays free of the file system and of Prettier: the app's embedded server bundles it.

type Schema = Record<string, unknown>;

/** Every table of calls, each a tag of the document. */
const TABLES: { tag: string; description: string; calls: [string, CallSpec & CallDoc][] }[] = [
  {
    tag: 'account',
    description: 'Login, profile, balance, messages, reports and play limits.',
    calls: documented(ACCOUNT_CALLS, ACCOUNT_CALL_DOCS),
  },
  {
    tag: 'media',
    description: 'Live TV, match tracker, highlights and results.',
    calls: documented(MEDIA_CALLS, MEDIA_CALL_DOCS),
  },
  { tag: 'odds', description: 'The odds cache (FEED.md).', calls: documented(ODDS_CALLS, ODDS_CALL_DOCS) },
  {
    tag: 'bet',
    description: 'Bet placement, lists, tickets and statements.',
    calls: documented(BET_CALLS, BET_CALL_DOCS),
  },
  {
    tag: 'tournament',
    description: 'Tournament rooms.',
    calls: documented(TOURNAMENT_CALLS, TOURNAMENT_CALL_DOCS),
  },
  { tag: 'lottery', description: '4D.', calls: documented(LOTTERY_CALLS, LOTTERY_CALL_DOCS) },
  { tag: 'keno', description: 'Keno.', calls: documented(KENO_CALLS, KENO_CALL_DOCS) },
  {
    tag: 'roulette',
    description: 'Virtual roulette.',
    calls: documented(ROULETTE_CALLS, ROULETTE_CALL_DOCS),
  },
  {
    tag: 'videopoker',
    description: 'Video poker.',
    calls: documented(VIDEO_POKER_CALLS, VIDEO_POKER_CALL_DOCS),
  },
  { tag: 'virtuals', description: 'Virtual sports.', calls: documented(VIRTUAL_CALLS, VIRTUAL_CALL_DOCS) },
  { tag: 'esports', description: 'E-sports.', calls: documented(ESPORTS_CALLS, ESPORTS_CALL_DOCS) },
  { tag: 'minigames', description: 'Mini games.', calls: documented(MINI_GAME_CALLS, MINI_GAME_CALL_DOCS) },
  {
    tag: 'provider',
    description: 'Game launches (casino, slots, live casino, 4D board).',
    calls: documented(PROVIDER_CALLS, PROVIDER_CALL_DOCS),
  },
];

/** Where each group sits below the reference server's API base (odds and provider have base URLs of their own). */
const GROUP_BASE: Record<UrlGroup, string> = {
  account: GROUP_PREFIX.account,
  bet: GROUP_PREFIX.bet,
  tournament: GROUP_PREFIX.tournament,
  osg: GROUP_PREFIX.osg,
  odds: `${REFERENCE_ODDS_PATH}${GROUP_PREFIX.odds}`,
  provider: `${REFERENCE_PROVIDER_PATH}${GROUP_PREFIX.provider}`,
};

/** The path below the API base that the reference server serves this document at. */
export const OPENAPI_ROUTE = '/openapi.json';

const REFUSAL: Schema = {
  type: 'object',
  description:
    'A refusal: `statusdesc` is the code (RULES.md section 8); a few codes add fields of their own.',
  required: ['status', 'statusdesc'],
  properties: { status: { const: 0 }, statusdesc: { type: 'string', minLength: 1 } },
};

const refusalResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Refusal' } } },
});

const TRANSPORT_RESPONSES = {
  ShapeError: refusalResponse(
    'The body is not JSON or not an object, or a field is missing or malformed (`<field>Required`, `<field>Invalid`).',
  ),
  TooLarge: refusalResponse('The body is larger than the server accepts (`requestTooLarge`).'),
  UnsupportedMediaType: refusalResponse('The body is not `application/json` (`unsupportedMediaType`).'),
  SystemError: refusalResponse('A server fault (`systemError`), never with a stack trace.'),
  Unavailable: refusalResponse(
    'The database is out of reach for now (`serviceUnavailable`); nothing was done, except that a bet whose commit ' +
      'was cut may have been placed.',
  ),
};

/** Moves a generated schema's `$defs` into the document's components under unique names, rewriting its refs. */
function hoistDefinitions(schema: Schema, prefix: string, components: Record<string, Schema>): Schema {
  const defs = (schema.$defs ?? {}) as Record<string, Schema>;
  const renamed = new Map(Object.keys(defs).map((name) => [name, `${prefix}_${name}`]));
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (!value || typeof value !== 'object') return value;
    const out: Schema = {};
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$schema' || key === '$defs') continue;
      if (key === '$ref' && typeof inner === 'string' && inner.startsWith('#/$defs/'))
        out[key] = `#/components/schemas/${renamed.get(inner.slice('#/$defs/'.length))}`;
      else out[key] = rewrite(inner);
    }
    return out;
  };
  for (const [name, def] of Object.entries(defs)) components[renamed.get(name)!] = rewrite(def) as Schema;
  return rewrite(schema) as Schema;
}

/** The success envelope with the call's payload fields beside `status` and `statusdesc`. */
function successSchema(payload: Schema): Schema {
  const envelope = { status: { const: 1 }, statusdesc: { const: 'success' } };
  if (payload.type === 'object' && !payload.anyOf && !payload.oneOf && !payload.allOf)
    return {
      ...payload,
      required: ['status', 'statusdesc', ...((payload.required as string[] | undefined) ?? [])],
      properties: { ...envelope, ...(payload.properties ?? {}) },
    };
  return { allOf: [{ type: 'object', required: ['status', 'statusdesc'], properties: envelope }, payload] };
}

function operationId(group: UrlGroup, name: string): string {
  return `${group}_${name.replace(/\//g, '_')}`;
}

function callOperation(
  tag: string,
  id: string,
  spec: CallSpec & CallDoc,
  components: Record<string, Schema>,
): Schema {
  const request = hoistDefinitions(
    z.toJSONSchema(spec.request, { io: 'input', unrepresentable: 'any' }),
    `${id}_request`,
    components,
  );
  // The server checks a payload against the schema's input side before sending it (http/route.ts).
  const payload = hoistDefinitions(
    z.toJSONSchema(spec.response, { io: 'input', unrepresentable: 'any' }),
    `${id}_response`,
    components,
  );
  const codes = [...new Set([...spec.errors, ...(spec.session ? SESSION_ERRORS : [])])];
  return {
    tags: [tag],
    operationId: id,
    summary: spec.summary,
    description:
      (spec.session ? 'Session call: the body carries `account_id` and `session_token`. ' : '') +
      'The codes this call can refuse with (HTTP 200, status 0) are listed in `x-business-codes`.',
    'x-business-codes': codes,
    requestBody: { required: true, content: { 'application/json': { schema: request } } },
    responses: {
      '200': {
        description: 'Success, or a business refusal with its code.',
        content: {
          'application/json': {
            schema: { anyOf: [successSchema(payload), { $ref: '#/components/schemas/Refusal' }] },
          },
        },
      },
      '400': { $ref: '#/components/responses/ShapeError' },
      '413': { $ref: '#/components/responses/TooLarge' },
      '415': { $ref: '#/components/responses/UnsupportedMediaType' },
      '500': { $ref: '#/components/responses/SystemError' },
      '503': { $ref: '#/components/responses/Unavailable' },
    },
  };
}

const notFound = { $ref: '#/components/responses/NotFound' };
const langQuery = {
  name: 'lang',
  in: 'query',
  required: false,
  description: 'The page language (a wire language code); English when left out.',
  schema: { type: 'string' },
};
const fileParam = { name: 'file', in: 'path', required: true, schema: { type: 'string' } };

/** The events of the push stream, each with the schema of its JSON data (docs/API.md "Push stream"). */
function streamEvents(): Schema {
  return Object.fromEntries(
    Object.entries(STREAM_EVENTS).map(([name, schema]) => [
      name,
      z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }),
    ]),
  );
}

/**
 * The reference server's routes outside the contract tables: health, this document, the push stream, and the
 * reference game provider's pages.
 */
function getRoutes(): Record<string, Schema> {
  const html = { 'text/html': { schema: { type: 'string' } } };
  const page = (summary: string, parameters: Schema[]) => ({
    get: {
      tags: ['provider pages'],
      summary,
      parameters,
      responses: {
        '200': { description: 'The page.', content: html },
        '400': { description: 'The language is unknown: an error page.', content: html },
        '404': { description: 'The game is unknown: an error page.', content: html },
      },
    },
  });
  const file = (summary: string, type: string) => ({
    get: {
      tags: ['provider pages'],
      summary,
      parameters: [fileParam],
      responses: {
        '200': { description: 'The file.', content: { [type]: { schema: { type: 'string' } } } },
        '404': notFound,
      },
    },
  });
  const provider = GROUP_BASE.provider;
  return {
    '/health': {
      get: {
        tags: ['operations'],
        operationId: 'health',
        summary: 'Readiness for load balancers, without a session; never cached.',
        responses: {
          '200': {
            description: 'Every migration is applied and the database answers.',
            content: {
              'application/json': {
                schema: { type: 'object', required: ['ready'], properties: { ready: { const: true } } },
              },
            },
          },
          '503': {
            description:
              'Not ready: the database does not answer within 3 seconds, or migrations are pending.',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['ready', 'reason'],
                  properties: { ready: { const: false }, reason: { enum: ['database', 'migrations'] } },
                },
              },
            },
          },
        },
      },
    },
    [STREAM_PATH]: {
      post: {
        tags: ['account'],
        operationId: 'stream',
        summary:
          'The push stream: a Server-Sent Events response that stays open, carrying the odds of one page, the balance, ' +
          'bet state changes and the end of the session (docs/API.md "Push stream").',
        description:
          'Session call: the body carries `account_id` and `session_token`. `x-stream-events` gives the JSON data of ' +
          'each event. A refusal is answered as JSON before any event, as every session call refuses.',
        'x-business-codes': [...SESSION_ERRORS, 'requestLimit'],
        'x-stream-events': streamEvents(),
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: z.toJSONSchema(streamRequest, { io: 'input', unrepresentable: 'any' }),
            },
          },
        },
        responses: {
          '200': {
            description: 'The stream (text/event-stream), or a refusal with its code.',
            content: {
              'text/event-stream': { schema: { type: 'string' } },
              'application/json': { schema: { $ref: '#/components/schemas/Refusal' } },
            },
          },
          '400': { $ref: '#/components/responses/ShapeError' },
          '404': refusalResponse('The operator turned the stream off (`notFound`): poll instead.'),
          '503': { $ref: '#/components/responses/Unavailable' },
        },
      },
    },
    [OPENAPI_ROUTE]: {
      get: {
        tags: ['operations'],
        operationId: 'openapi',
        summary: 'This document.',
        responses: {
          '200': { description: 'OpenAPI 3.1.', content: { 'application/json': { schema: {} } } },
        },
      },
    },
    [METRICS_PATH]: {
      // Beside the API base, on the server's origin.
      servers: [{ url: '/' }],
      get: {
        tags: ['operations'],
        operationId: 'metrics',
        summary:
          "Prometheus metrics for the operator's scraper; only this machine by default (env METRICS, README).",
        responses: {
          '200': {
            description: 'The Prometheus text exposition format.',
            content: { 'text/plain': { schema: { type: 'string' } } },
          },
          '404': notFound,
        },
      },
    },
    [`${provider}/play/{game}`]: page('A game page of the reference provider (the URL a launch answers).', [
      { name: 'game', in: 'path', required: true, schema: { type: 'string' } },
      langQuery,
    ]),
    [`${provider}/lottery`]: page("The reference provider's 4D results board.", [langQuery]),
    [`${provider}/static/fonts/{file}`]: file('A font of the game pages.', 'font/woff2'),
    [`${provider}/static/{file}`]: file('A script of the game pages.', 'text/javascript'),
    [`${provider}/img/{file}`]: file("A game's tile.", 'image/svg+xml'),
  };
}

/** Below this size a repeated schema stays inline: a reference would not make the document shorter to read. */
const SHARED_SCHEMA_MIN_CHARS = 120;

/** Keywords whose value is a schema, and those whose value is a list or a map of schemas. */
const SCHEMA_KEYWORDS = new Set([
  'schema',
  'items',
  'additionalProperties',
  'not',
  'contains',
  'propertyNames',
]);
const SCHEMA_LIST_KEYWORDS = new Set(['anyOf', 'allOf', 'oneOf', 'prefixItems']);

/**
 * Moves every schema that several places repeat (a bet record, a paging block) into the components once, named
 * after the first place it appears, and refers to it from each place.
 */
function shareRepeatedSchemas(paths: Record<string, Schema>, components: Record<string, Schema>): void {
  const seen = new Map<string, { count: number; hint: string }>();
  /** Calls `visit` on each schema below `value` (`isSchema`: `value` itself is one), with a name hint. */
  const walk = (
    value: unknown,
    hint: string,
    isSchema: boolean,
    visit: (schema: Schema, hint: string) => void,
  ): void => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return;
    if (isSchema) visit(value as Schema, hint);
    for (const [key, inner] of Object.entries(value as Schema)) {
      if (isSchema && key === 'properties' && inner && typeof inner === 'object')
        for (const [field, property] of Object.entries(inner as Schema))
          walk(property, `${hint}_${field}`, true, visit);
      else if (SCHEMA_LIST_KEYWORDS.has(key) && Array.isArray(inner))
        for (const item of inner) walk(item, hint, true, visit);
      else if (SCHEMA_KEYWORDS.has(key)) walk(inner, hint, true, visit);
      else if (!isSchema)
        walk(
          inner,
          key === 'requestBody' ? `${hint}_request` : key === 'responses' ? `${hint}_response` : hint,
          false,
          visit,
        );
    }
  };
  const visitAll = (visit: (schema: Schema, hint: string) => void) => {
    for (const item of Object.values(paths)) walk(item, operationHint(item), false, visit);
  };
  visitAll((schema, hint) => {
    const text = JSON.stringify(schema);
    if (text.length < SHARED_SCHEMA_MIN_CHARS) return;
    const entry = seen.get(text);
    if (entry) entry.count += 1;
    else seen.set(text, { count: 1, hint });
  });
  const names = new Map<string, string>();
  /** The schema with its repeated parts (or itself) replaced by references. */
  const share = (schema: Schema, top: boolean): Schema => {
    const text = JSON.stringify(schema);
    const entry = seen.get(text);
    if (!top && entry && entry.count > 1) {
      let name = names.get(text);
      if (!name) {
        name = entry.hint;
        for (let n = 2; components[name]; n++) name = `${entry.hint}_${n}`;
        names.set(text, name);
        components[name] = {};
        components[name] = share(schema, true);
      }
      return { $ref: `#/components/schemas/${name}` };
    }
    const out: Schema = {};
    for (const [key, inner] of Object.entries(schema)) {
      if (key === 'properties' && inner && typeof inner === 'object')
        out[key] = Object.fromEntries(Object.entries(inner).map(([f, p]) => [f, share(p as Schema, false)]));
      else if (SCHEMA_LIST_KEYWORDS.has(key) && Array.isArray(inner))
        out[key] = inner.map((item: Schema) => share(item, false));
      else if (SCHEMA_KEYWORDS.has(key) && inner && typeof inner === 'object' && !Array.isArray(inner))
        out[key] = share(inner as Schema, false);
      else out[key] = inner;
    }
    return out;
  };
  const rewrite = (value: unknown, isSchema: boolean): unknown => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
    if (isSchema) return share(value as Schema, false);
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rewrite(v, k === 'schema')]));
  };
  for (const path of Object.keys(paths)) paths[path] = rewrite(paths[path], false) as Schema;
}

function operationHint(item: Schema): string {
  const operation = (item.post ?? item.get) as Schema | undefined;
  const id = operation?.operationId;
  return typeof id === 'string' ? id : 'shared';
}

export function buildOpenApiDocument(): Schema {
  const components: Record<string, Schema> = { Refusal: REFUSAL };
  const paths: Record<string, Schema> = {};
  for (const table of TABLES)
    for (const [name, spec] of table.calls)
      paths[`${GROUP_BASE[spec.group]}/${name}`] = {
        post: callOperation(table.tag, operationId(spec.group, name), spec, components),
      };
  for (const [name, spec] of documented(GAME_PAGE_CALLS, GAME_PAGE_CALL_DOCS))
    paths[`${GROUP_BASE.provider}/${name}`] = {
      post: callOperation('provider pages', operationId('provider', name), spec, components),
    };
  Object.assign(paths, getRoutes());
  shareRepeatedSchemas(paths, components);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Reference operator API',
      version: '1',
      description:
        'Every call is a POST with a JSON body answered in the envelope of docs/API.md: HTTP 200 with ' +
        '`{"status":1,"statusdesc":"success",...}` or a refusal `{"status":0,"statusdesc":"<code>"}`. The odds ' +
        '(`/cache`) and provider (`/provider`) groups may have base URLs of their own at an operator.',
    },
    servers: [{ url: '/api', description: "The reference server's API base; an operator's `apiBaseUrl`." }],
    tags: [
      ...TABLES.map(({ tag, description }) => ({ name: tag, description })),
      {
        name: 'provider pages',
        description:
          "The reference game provider's own pages and their calls; not part of the operator contract.",
      },
      { name: 'operations', description: 'For load balancers and tooling.' },
    ],
    paths,
    components: {
      schemas: components,
      responses: { ...TRANSPORT_RESPONSES, NotFound: refusalResponse('No such file (`notFound`).') },
    },
  };
}
