import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { ACCOUNT_CALLS, type CallSpec } from '../../shared/api/contract';
import { documented, SESSION_ERRORS, type CallDoc } from './calls/codes';
import { ACCOUNT_CALL_DOCS } from './calls/account';
import { BET_CALL_DOCS } from './calls/bet';
import { TOURNAMENT_CALL_DOCS } from './calls/tournament';
import { KENO_CALL_DOCS } from './calls/keno';
import { ROULETTE_CALL_DOCS } from './calls/roulette';
import { VIDEO_POKER_CALL_DOCS } from './calls/videopoker';
import { MINI_GAME_CALL_DOCS } from './calls/minigames';
import { BET_CALLS } from '../../shared/betting/contract';
import { BET_DOC_INTRO } from '../betting/doc';
import { TOURNAMENT_CALLS } from '../../shared/tournament/contract';
import { TOURNAMENT_DOC_INTRO } from '../tournament/doc';
import { KENO_CALLS } from '../../shared/keno/contract';
import { KENO_DOC_INTRO } from '../keno/doc';
import { ROULETTE_CALLS } from '../../shared/roulette/contract';
import { ROULETTE_DOC_INTRO } from '../roulette/doc';
import { VIDEO_POKER_CALLS } from '../../shared/videopoker/contract';
import { MINI_GAME_CALLS } from '../../shared/games/mini-contract';
import { MINI_GAME_DOC_INTRO } from '../provider/mini-doc';
import { VIDEO_POKER_DOC_INTRO } from '../videopoker/doc';
import { GROUP_PREFIX } from '../../shared/api/endpoints';
import { requiredCode, invalidCode } from '../../shared/api/envelope';
import { requestFieldName } from '../../shared/validation/request-fields';
import { MAX_JSON_DEPTH, MAX_JSON_NODES } from '../http/text-guard';

// docs/API.md is rendered from src/shared/api/contract.ts; tests/server/api-doc.test.ts fails when they differ.
// Regenerate with: npx tsx src/server/docs/api-doc.ts --write

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  $ref?: string;
  /** Generic form rules of a field checked by src/shared/validation (alphanumeric, letterAndDigit, ...). */
  'x-rules'?: string;
};

const INTRO = `# Reference operator API

<!-- Generated from src/shared/api/contract.ts by src/server/docs/api-doc.ts; do not edit by hand. -->

Every call is \`POST {apiBaseUrl}/{name}\` with a JSON body (\`Content-Type: application/json\`, at most 64 KiB).
On the reference server \`apiBaseUrl\` is \`http://127.0.0.1:PORT/api\`.

## Envelope

* Success: HTTP 200 \`{ "status": 1, "statusdesc": "success", ...payload }\`.
* Business refusal: HTTP 200 \`{ "status": 0, "statusdesc": "<code>" }\` with a code of RULES.md section 8.
* Shape errors: HTTP 400 \`{ "status": 0, "statusdesc": "<code>" }\` naming the first failing field:
  \`<field>Required\` when it is missing, null or blank (\`account_id\` -> \`accountIdRequired\`),
  \`<field>Invalid\` when it has the wrong type, length or format (\`login_name\` -> \`loginNameInvalid\`).
  Unknown extra fields are ignored.
* Transport codes: \`invalidJson\` (400, malformed or empty JSON), \`invalidBody\` (400, the body is not an object, or nests
  deeper than ${MAX_JSON_DEPTH} levels or holds more than ${MAX_JSON_NODES.toLocaleString('en')} values and keys: refused before it is read further),
  \`requestTooLarge\` (413), \`unsupportedMediaType\` (415), \`notFound\` (404), \`systemError\` (500; never with a stack trace),
  \`hostNotAllowed\` (403, the app's embedded server only: a \`Host\` header other than its own \`127.0.0.1:PORT\` or
  \`localhost:PORT\`),
  \`serviceUnavailable\` (503: the server's database is out of reach for now, a restart or cut connections; nothing was
  done, except that a bet whose commit was cut may have been placed, so check the bet list before placing it again).
  A request whose headers or body do not arrive within the server's timeouts is answered HTTP 408 without a body
  and its connection closed.
* Amounts are decimal strings with two places (\`"10000.00"\`), kept as integer minor units on the server. An amount
  a client sends may be a string or a JSON number, with at most two decimals either way (every currency counts in
  hundredths): \`10.999\`, \`"1.005"\` or \`1e21\` is a malformed field (\`betAmountInvalid\` for a stake), never rounded.

## Health

\`GET {apiBaseUrl}/health\`, without a session, for load balancers: HTTP 200 \`{ "ready": true }\` once every
migration is applied and the database answers; HTTP 503 \`{ "ready": false, "reason": "database" | "migrations" }\`
otherwise (a database that does not answer within 3 seconds counts as down). Never cached.

## OpenAPI

The same contract as an OpenAPI 3.1 document: \`docs/openapi.json\` in the repository, and \`GET {apiBaseUrl}/openapi.json\`
on the reference server. It describes every route the reference server registers, including the odds cache, the
provider launches and the reference provider's own game pages; each call's business codes are in its
\`x-business-codes\`.

## Metrics

\`GET /metrics\` on the server's origin (outside \`{apiBaseUrl}\`), for the operator's Prometheus: the text exposition
format, not a contract call. Only this machine may read it by default; env \`METRICS\` lists the scrapers' addresses
or CIDR ranges (\`METRICS=10.0.0.7,10.2.0.0/16\`) or turns it off (\`METRICS=off\`). Any other sender, or one that
came through a proxy \`TRUST_PROXY\` does not name, is answered HTTP 404 \`notFound\`, as the API answers a path it
does not serve. The series are listed in the README ("Metrics").

## Sessions

Calls marked *session* carry \`account_id\` and \`session_token\` (from \`member_profile.player_info[0].session_token\`).
A new login ends the previous session of the account. Session codes every session call can answer:
${SESSION_ERRORS.map((c) => `\`${c}\``).join(', ')}.
\`session_not_exists\`: unknown token, or a token of another account. \`invalidSession\`: replaced by a newer login,
ended by \`logout\` or by a password change. \`session_expired\`: unused for longer than the idle window (30 minutes by
default, env \`SESSION_IDLE_MINUTES\`), or older than the absolute lifetime from login however busy (12 hours by
default, env \`SESSION_MAX_HOURS\`).
\`BLOCK\` / \`CLOSE\` / \`account_inactive\`: the account changed state during the session. \`requestLimit\`: more than
600 calls per minute on one session.

Login rate limit: 5 failed logins for one id, or 20 from one client address, within a minute lock that id or address
for one minute (\`loginLimit\`), even for the right password. Each attempt is counted before its password (or token)
is checked, so guesses sent at once are counted one by one: the attempt past the limit answers \`loginLimit\` unchecked.
A successful login clears the id's count and does not count against its address.

Both limits hold across every API server on one database: the counts are kept in the database, not in each server's
memory. The per-session budget is handed to the servers in leases of a twentieth of the limit, so a session spread over
several servers may be refused up to one lease per server before 600, never after.

The client address is the connection's own unless the operator names the proxies in front of the server (env
\`TRUST_PROXY\`): their addresses or CIDR ranges, comma-separated (\`10.0.0.5,10.1.0.0/16\`), or the number of proxy hops
to believe (\`1\` behind one load balancer). Only then is \`X-Forwarded-For\` believed, from those proxies only. There is
no setting that believes every sender: anyone could then choose the address the login limit counts.

Every answer, errors included, carries an \`X-Request-Id\` header naming the request in the server's log. A trusted
proxy (the same \`TRUST_PROXY\`) may send its own \`X-Request-Id\` (at most 128 letters, digits, \`_\`, \`-\`, \`.\` and
\`:\`), which the server then uses and echoes; from any other sender, or when malformed, the header is ignored and the
server makes a random id.

Money-moving calls and room seats refuse with \`termsNotAccepted\`, and move nothing, until the member has accepted the
current version of the terms (\`termsstatus\`, \`termsaccept\`): the general terms for every bet, game round, game launch
and room call, and the tournament rules as well to create or join a room. The client's terms screen is not the only
guard.

Money-moving calls (bets, transfers) of a \`SUSPEND\` account answer \`viewOnly\` (the client shows 'changed to VIEW only');
of a \`FREEZE\` account \`accountFrozen\`. Only the placement calls of the bet group and the tournament room calls
(entry fees) move money.

Game windows hold a game session (4 hours) or an unused launch token (5 minutes) of their own. Both end with the
member's session (logout, a new login, a password change) and when the operator sets the account to any state but
\`OK\`: a game call then answers \`invalidSession\`, an unused launch token \`invalidLaunchToken\`.

## Push stream

\`POST {apiBaseUrl}/stream\` is the player's push stream: one Server-Sent Events response (\`text/event-stream\`) that
stays open and carries what the player's screen would otherwise poll for. The body is JSON like every session call's,
so the token is never in a URL: \`account_id\`, \`session_token\`, and optionally \`odds\`, the odds page to follow:
\`{ "sport_id": 1, "market": "live", "mmo": false, "version": 0 }\` (as \`uxmarket\` asks for it; \`version\` is the
last feed version the client applied). A refusal (a malformed body, a session code, \`requestLimit\`) is answered as
JSON before any event, exactly as every session call answers it. An operator can turn the stream off (env
\`STREAM=off\`): the path then answers HTTP 404 \`notFound\`, as a backend without a stream would, and the client polls.

Each event is \`event: <name>\`, an optional \`id: <feed version>\`, and one line \`data: <json>\`:

* \`hello\` \`{ "heartbeat_ms": 3000 }\`: first. Between events the server sends a comment line (\`: heartbeat\`) every
  \`heartbeat_ms\` (env \`STREAM_HEARTBEAT_SECONDS\`, 1 to 60, default 3), which keeps proxies from closing the idle
  connection; a client that reads nothing for about three periods treats the stream as dead, closes it and polls
  until it can open a new one.
* \`balance\`: the \`userbalance\` answer (\`balance\`, \`account_balance\`, \`outstanding_balance\`, \`retrieve_profile\`),
  sent at the start and after every change of the wallet, whichever server made it.
* \`odds\` (only with \`odds\`): the \`uxmarket\` answer for the page (\`version\`, \`full\`, the four lists, \`removed\`), plus
  \`base\`, the version it applies on; its \`id\` is its \`version\`. The first one is what the client missed since the
  \`version\` it sent: a delta on that version, or a snapshot (\`full: 1\`, \`base: 0\`) when it sent 0 or one the feed can
  no longer build a delta from (the same rule as \`uxmarket\`). After that every new feed version is pushed as a delta
  on the previous one, so a client holding any version other than \`base\` has missed one and opens a new stream
  from its version (or 0). A client whose connection cannot keep up is not sent the versions it could not take:
  once its connection drains it gets one delta from the version it holds to the current one, so the server never
  queues more than one frame for it. To follow another page, open a new stream with that page.
* \`bets\` \`{}\`: some of the player's sportsbook bets changed state (a live bet accepted or rejected, a bet settled,
  voided or re-settled); read the bet lists the screen shows again.
* \`messages\` \`{}\`: a personal message of the player, an announcement or the marquee was written, changed or removed;
  read the unread count, the messages shown and the marquee again.
* \`status\` \`{ "maintenance": true, "maintenance_message": "..." }\`: the operator switched maintenance on or off
  (\`npm run server -- maintenance on --message ...\` on the reference server); the fields are \`version\`'s.
* \`end\` \`{ "code": "<code>" }\`: the last event, then the response ends. The session ended (\`invalidSession\`,
  \`session_expired\`, \`BLOCK\`, ...: handled as the same code from any call), \`streamReplaced\` (the session opened more
  than 2 streams; the oldest ends), or \`serverStopping\` (reconnect, to this server or another).

A stream counts as one call against the session's request limit when it opens. It keeps the session in use as the
polls it replaces did: the server checks the session again when it changes and every 30 seconds.

## Operator tokens

\`authlogin\` / \`switchlogin\` take \`v1.<claims>.<signature>\`: claims are base64url JSON
\`{ "sub": account_id, "kind": "launch" | "switch", "exp": epoch ms, "jti": random id }\`, signature is base64url
HMAC-SHA256 of \`v1.<claims>\` with the operator secret (env \`OPERATOR_TOKEN_SECRET\`, else \`DATA_DIR/operator-secret\`).
A token lives at most 15 minutes and works once. \`npm run server -- mint-token demo01 [--kind switch]\` prints one.

## Balance figures

\`balance\` = cash balance minus frozen (what can be staked); \`account_balance\` = cash balance (every change is a
ledger row). Frozen funds (held by the operator, \`npm run server -- freeze-funds\`) stay in the cash but no stake may
use them: a bet, parlay, 4D or virtual sports bet, tournament entry fee or game round larger than \`balance\` answers
\`insufficient_balance\`; \`outstanding_balance\` = stakes of running bets. \`userbalance\` serves operator_type 1 and
\`vuserbalance\` operator_type 2; each answers \`permission_denied\` for the other type, and for a \`parent_id\` that is
not the member's agent. \`retrieve_profile\` is true once limits, state or nickname changed since the session last read
\`userprofile\`.

Bet limit keys in \`player_bet_limit\`: \`{sportId}_{market}\` (\`1_hdp\`, \`1_ou\`, \`1_1x2\`, \`1_oe\`, \`2_hdp\`, \`2_ou\`),
\`parlay\`, \`mmo\` (MMK/MMO accounts only) and \`default\` for any key not listed.

## Responsible gaming

A player sets their own limits (\`setplaylimit\`): a **stake limit** (stakes less refunds) and a **loss limit** (net
loss: stakes less returns and refunds; a running bet counts as lost until it settles) per day, week and month. Periods
are GMT+8: the day from 00:00, the week from Monday 00:00, the month from the 1st at 00:00. Both are counted from the
ledger rows of the period at the moment of the stake. Every stake checks them before it is debited (sportsbook singles,
parlays, system parlays and Myanmar bets, 4D, keno, virtual sports, virtual roulette, video poker, game rounds, tournament entry fees):
a stake the period's stakes plus it would pass answers \`stakeLimitReached\`, one the net loss plus it would pass
\`lossLimitReached\`, and nothing moves. Lowering a limit (or setting a first one) applies at once; raising or removing
one waits 24 hours, answered as \`pending\` with \`applies_at\`. The reality check (\`setrealitycheck\`, 1 to 240 minutes)
is the client's reminder; \`playlimits\` gives it the login's start and net result. \`selfexclude\` (\`24h\` time-out,
\`7d\` or \`30d\` self-exclusion) ends the member's sessions; until the end every login (password or operator token)
answers \`{status: 0, statusdesc: "selfExcluded", until: "<ISO instant>"}\`. The operator reads them with
\`npm run server -- play-limits <account_id>\` and clears them with \`clear-play-limits <account_id> [--limits] [--exclusion]\`.

## Calls
`;

function describeType(schema: JsonSchema): string {
  if (schema.$ref) return 'object';
  if (schema.const !== undefined) return `\`${JSON.stringify(schema.const)}\``;
  if (schema.enum) return schema.enum.map((v) => `\`${String(v)}\``).join(' \\| ');
  if (schema.anyOf) return [...new Set(schema.anyOf.map(describeType))].join(' or ');
  const type = Array.isArray(schema.type) ? schema.type.join(' or ') : (schema.type ?? 'any JSON');
  if (type === 'array' && schema.items) return `array of ${describeType(schema.items)}`;
  return type;
}

function describeRules(schema: JsonSchema): string {
  const rules: string[] = [];
  if (schema.minLength !== undefined || schema.maxLength !== undefined)
    rules.push(`length ${schema.minLength ?? 0}-${schema.maxLength ?? '…'}`);
  if (schema.minimum !== undefined || schema.maximum !== undefined)
    rules.push(`${schema.minimum ?? '…'} to ${schema.maximum ?? '…'}`);
  if (schema.maxItems !== undefined) rules.push(`at most ${schema.maxItems} items`);
  if (schema.pattern) rules.push(`pattern \`${schema.pattern.replace(/\|/g, '\\|')}\``);
  if (schema['x-rules']) rules.push(schema['x-rules']);
  return rules.join('; ');
}

function requestTable(spec: CallSpec): string {
  const schema = z.toJSONSchema(spec.request, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const entries = Object.entries(schema.properties ?? {});
  if (entries.length === 0) return 'Body: `{}` (no fields).\n';
  const rows = entries.map(([field, property]) => {
    const required = schema.required?.includes(field) ?? false;
    const named = requestFieldName(field);
    const codes = required
      ? `\`${requiredCode(named)}\`, \`${invalidCode(named)}\``
      : `\`${invalidCode(named)}\``;
    return `| \`${field}\` | ${describeType(property)} | ${required ? 'yes' : 'no'} | ${describeRules(property)} | ${codes} |`;
  });
  return ['| Field | Type | Required | Rules | 400 codes |', '|---|---|---|---|---|', ...rows, ''].join('\n');
}

/** Nested bullet list: compact enough to read, exact enough that a schema change shows up in the diff. */
function fieldTree(schema: JsonSchema, defs: Record<string, JsonSchema>, depth: number): string[] {
  const lines: string[] = [];
  for (const [field, raw] of Object.entries(schema.properties ?? {})) {
    const property = raw.$ref ? (defs[raw.$ref.split('/').pop() ?? ''] ?? raw) : raw;
    const optional = schema.required?.includes(field) ? '' : ' (optional)';
    const rules = describeRules(property);
    const nullable = property.anyOf?.some((s) => s.type === 'null') ? ' or null' : '';
    const base = property.anyOf ? (property.anyOf.find((s) => s.type !== 'null') ?? property) : property;
    lines.push(
      `${'  '.repeat(depth)}- \`${field}\`${optional}: ${describeType(base)}${nullable}${rules ? ` (${rules})` : ''}`,
    );
    const inner = base.type === 'array' ? base.items : base;
    if (inner?.properties) lines.push(...fieldTree(inner, defs, depth + 1));
  }
  return lines;
}

function responseBlock(spec: CallSpec): string {
  const schema = z.toJSONSchema(spec.response, { io: 'output', unrepresentable: 'any' }) as JsonSchema & {
    $defs?: Record<string, JsonSchema>;
  };
  const lines = fieldTree(schema, schema.$defs ?? {}, 0);
  return ['Payload:', '', ...(lines.length ? lines : ['- (none)']), ''].join('\n');
}

/** Formatted with the repository's Prettier settings so `npm run format` leaves the file as generated. */
export async function renderApiDoc(): Promise<string> {
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(API_DOC_PATH)) ?? {};
  return prettier.format(renderRaw(), { ...options, parser: 'markdown' });
}

function renderRaw(): string {
  const section = ([name, spec]: [string, CallSpec & CallDoc]): string => {
    const errors = spec.errors.length ? spec.errors.map((c) => `\`${c}\``).join(', ') : 'none';
    return [
      `### \`${name}\``,
      '',
      `\`POST {apiBaseUrl}${GROUP_PREFIX[spec.group]}/${name}\`${spec.session ? ' · *session*' : ''}`,
      '',
      spec.summary,
      '',
      requestTable(spec),
      `Business codes: ${errors}${spec.session ? ' (plus the session codes)' : ''}.`,
      '',
      responseBlock(spec),
    ].join('\n');
  };
  const account = documented(ACCOUNT_CALLS, ACCOUNT_CALL_DOCS).map(section);
  const bet = documented(BET_CALLS, BET_CALL_DOCS).map(section);
  const tournament = documented(TOURNAMENT_CALLS, TOURNAMENT_CALL_DOCS).map(section);
  const keno = documented(KENO_CALLS, KENO_CALL_DOCS).map(section);
  const roulette = documented(ROULETTE_CALLS, ROULETTE_CALL_DOCS).map(section);
  const videoPoker = documented(VIDEO_POKER_CALLS, VIDEO_POKER_CALL_DOCS).map(section);
  const mini = documented(MINI_GAME_CALLS, MINI_GAME_CALL_DOCS).map(section);
  return `${INTRO}\n${account.join('\n')}\n${BET_DOC_INTRO}\n${bet.join('\n')}\n${TOURNAMENT_DOC_INTRO}\n${tournament.join('\n')}\n${KENO_DOC_INTRO}\n${keno.join('\n')}\n${ROULETTE_DOC_INTRO}\n${roulette.join('\n')}\n${VIDEO_POKER_DOC_INTRO}\n${videoPoker.join('\n')}\n${MINI_GAME_DOC_INTRO}\n${mini.join('\n')}`;
}

export const API_DOC_PATH = fileURLToPath(new URL('../../../docs/API.md', import.meta.url));

if (
  process.argv.includes('--write') &&
  process.argv[1] &&
  fileURLToPath(import.meta.url) === process.argv[1]
) {
  writeFileSync(API_DOC_PATH, await renderApiDoc());
  console.log(`wrote ${API_DOC_PATH}`);
}
