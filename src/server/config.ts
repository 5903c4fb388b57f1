// Server knobs with their defaults; tests shorten the time windows through an injected clock instead.
import { isIP } from 'node:net';

export interface ServerConfig {
  /** Reported by `version`; the client compares its own build against min_client_version. */
  version: string;
  minClientVersion: string;
  /** A session unused for this long answers session_expired. */
  sessionIdleMs: number;
  /** A session answers session_expired this long after its login, however busy: a stolen token does not live forever. */
  sessionMaxMs: number;
  /** Largest accepted JSON body. */
  bodyLimitBytes: number;
  /** Failed logins per account id (maxFailures) and per client address (maxFailuresPerAddress) within windowMs before loginLimit for lockMs. */
  loginLimit: { maxFailures: number; maxFailuresPerAddress: number; windowMs: number; lockMs: number };
  /** Requests per session within windowMs before requestLimit. */
  requestLimit: { max: number; windowMs: number };
  /**
   * Wrong PINs one member may give one private room within windowMs; after that every join of that room answers
   * requestLimit until the oldest of them is older than windowMs. A 6-digit PIN is otherwise guessed in hours.
   */
  roomPinLimit: { maxFailures: number; windowMs: number };
  /**
   * Keep the session checks in memory (infra/session-cache.ts). Turn off when other processes write to a
   * shared PostgreSQL through a connection that cannot LISTEN (a transaction-mode pooler).
   */
  sessionCache: boolean;
  /** Timeouts that keep a slow or silent client from holding a connection (http/server-options.ts). */
  timeouts: ServerTimeouts;
  /**
   * Which proxies in front of the server are believed about the client's address (X-Forwarded-For) and the request
   * id (X-Request-Id): none (false, the default: the connection's own address counts), the addresses or CIDR ranges
   * of the proxies, or how many proxy hops to believe. Never "every sender": anyone could then pick the address the
   * per-address login limit counts.
   */
  trustProxy: TrustProxy;
  /**
   * Who may read the Prometheus endpoint, GET /metrics (http/metrics.ts): `off` (no endpoint and nothing measured),
   * `local` (the default: only a sender on this machine, 127.0.0.0/8 or ::1, whose request came through no proxy), or
   * the addresses and CIDR ranges of the scrapers, which are allowed beside this machine. The sender is the address
   * Fastify reports, which follows trustProxy.
   */
  metrics: MetricsAccess;
  /**
   * The push stream (POST {api}/stream, stream/hub.ts): `off` answers it 404 and clients poll; otherwise how often
   * an idle stream carries a heartbeat, which is how fast a client notices a dead one.
   */
  stream: 'off' | StreamSettings;
}

interface StreamSettings {
  heartbeatMs: number;
}

export type TrustProxy = false | number | readonly string[];

export type MetricsAccess = 'off' | 'local' | { readonly allow: readonly string[] };

export interface ServerTimeouts {
  /** The whole request, headers and body, must arrive within this (answered 408 and closed otherwise). */
  requestMs: number;
  /** The request's headers must arrive within this; at most requestMs. */
  headersMs: number;
  /** A kept-alive connection with no request in flight is closed after this. */
  keepAliveMs: number;
  /** A connection on which nothing moves in either direction for this long is closed, whatever its state. */
  idleMs: number;
  /** On shutdown, requests in flight get this long to finish before their connections are cut. */
  shutdownMs: number;
}

export const DEFAULT_CONFIG: ServerConfig = {
  version: '0.1.0',
  minClientVersion: '0.1.0',
  sessionIdleMs: 30 * 60_000,
  sessionMaxMs: 12 * 3_600_000,
  bodyLimitBytes: 64 * 1024,
  loginLimit: { maxFailures: 5, maxFailuresPerAddress: 20, windowMs: 60_000, lockMs: 60_000 },
  requestLimit: { max: 600, windowMs: 60_000 },
  roomPinLimit: { maxFailures: 5, windowMs: 10 * 60_000 },
  sessionCache: true,
  // keepAliveMs above the 60 s idle time of common load balancers, so the balancer closes an idle connection
  // first and never sends a request on one this server is closing; idleMs above keepAliveMs.
  timeouts: { requestMs: 30_000, headersMs: 10_000, keepAliveMs: 72_000, idleMs: 90_000, shutdownMs: 10_000 },
  trustProxy: false,
  metrics: 'local',
  stream: { heartbeatMs: 3_000 },
};

/** An IPv4 or IPv6 address, optionally with a CIDR prefix length. */
const PROXY_ADDRESS = /^(?:\d{1,3}(?:\.\d{1,3}){3}|[0-9a-f:]*:[0-9a-f:.]*)(?:\/\d{1,3})?$/i;

/**
 * TRUST_PROXY: empty or unset trusts no proxy; a whole number is how many proxy hops to believe; otherwise a
 * comma-separated list of the proxies' addresses or CIDR ranges. `true`, `*` and any other value are refused.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  if (raw === undefined || raw.trim() === '') return false;
  const text = raw.trim();
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops < 1 || hops > 10) throw new Error(`TRUST_PROXY hop count must be from 1 to 10, got ${raw}`);
    return hops;
  }
  const addresses = text.split(',').map((part) => part.trim());
  const bad = addresses.find((a) => !PROXY_ADDRESS.test(a));
  if (bad !== undefined)
    throw new Error(
      `TRUST_PROXY must be a hop count or a comma-separated list of proxy addresses or CIDR ranges, got ${bad || raw}`,
    );
  return addresses;
}

/** An IPv4 or IPv6 address, or a CIDR range whose prefix length fits its family. */
function isAddressOrRange(text: string): boolean {
  const [address = '', prefix, ...rest] = text.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * METRICS: empty or unset is `local`; `off` and `local` as they read; otherwise a comma-separated list of the
 * scrapers' addresses or CIDR ranges (served to them and to this machine). `on`, `*` and any other word are refused:
 * opening the endpoint to everyone takes naming `0.0.0.0/0,::/0`.
 */
export function parseMetricsAccess(raw: string | undefined): MetricsAccess {
  if (raw === undefined || raw.trim() === '') return 'local';
  const text = raw.trim();
  if (text === 'off' || text === 'local') return text;
  const addresses = text.split(',').map((part) => part.trim());
  const bad = addresses.find((a) => !isAddressOrRange(a));
  if (bad !== undefined)
    throw new Error(
      `METRICS must be off, local or a comma-separated list of scraper addresses or CIDR ranges, got ${bad || raw}`,
    );
  return { allow: addresses };
}

export function resolveConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  const config = { ...DEFAULT_CONFIG, ...overrides };
  if (config.timeouts.headersMs > config.timeouts.requestMs)
    throw new Error(
      'the headers timeout cannot be longer than the request timeout (HEADERS_TIMEOUT_SECONDS <= REQUEST_TIMEOUT_SECONDS)',
    );
  return config;
}

/** The timeout variables configFromEnv also reads, each in seconds, and the field it sets. */
const TIMEOUT_ENV: readonly [string, keyof ServerTimeouts][] = [
  ['REQUEST_TIMEOUT_SECONDS', 'requestMs'],
  ['HEADERS_TIMEOUT_SECONDS', 'headersMs'],
  ['KEEP_ALIVE_TIMEOUT_SECONDS', 'keepAliveMs'],
  ['IDLE_TIMEOUT_SECONDS', 'idleMs'],
  ['SHUTDOWN_TIMEOUT_SECONDS', 'shutdownMs'],
];

/**
 * The knobs `npm run server` / `npm run web` read from the environment: SESSION_IDLE_MINUTES (how long an
 * unused session lives, default 30), SESSION_MAX_HOURS (how long any session lives after its login, default 12)
 * SESSION_CACHE (`on`, the default, or `off`), the timeouts, TRUST_PROXY (parseTrustProxy), METRICS
 * (parseMetricsAccess), STREAM (`on`, the default, or `off`) and STREAM_HEARTBEAT_SECONDS (1 to 60, default 3). A bad value throws a
 * message naming the variable, before anything starts.
 */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Partial<ServerConfig> {
  const config: Partial<ServerConfig> = {};
  const idle = env.SESSION_IDLE_MINUTES;
  if (idle !== undefined && idle !== '') {
    const minutes = Number(idle);
    if (!Number.isFinite(minutes) || minutes <= 0)
      throw new Error(`SESSION_IDLE_MINUTES must be a positive number, got ${idle}`);
    config.sessionIdleMs = Math.round(minutes * 60_000);
  }
  const max = env.SESSION_MAX_HOURS;
  if (max !== undefined && max !== '') {
    const hours = Number(max);
    if (!Number.isFinite(hours) || hours <= 0)
      throw new Error(`SESSION_MAX_HOURS must be a positive number, got ${max}`);
    config.sessionMaxMs = Math.round(hours * 3_600_000);
  }
  const cache = env.SESSION_CACHE;
  if (cache !== undefined && cache !== '') {
    if (cache !== 'on' && cache !== 'off') throw new Error(`SESSION_CACHE must be on or off, got ${cache}`);
    config.sessionCache = cache === 'on';
  }
  const timeouts = { ...DEFAULT_CONFIG.timeouts };
  for (const [name, field] of TIMEOUT_ENV) {
    const raw = env[name];
    if (raw === undefined || raw === '') continue;
    const seconds = Number(raw);
    if (!Number.isFinite(seconds) || seconds <= 0)
      throw new Error(`${name} must be a positive number of seconds, got ${raw}`);
    timeouts[field] = Math.round(seconds * 1000);
  }
  if (TIMEOUT_ENV.some(([name]) => env[name])) config.timeouts = timeouts;
  const trustProxy = parseTrustProxy(env.TRUST_PROXY);
  if (trustProxy !== false) config.trustProxy = trustProxy;
  const metrics = parseMetricsAccess(env.METRICS);
  if (metrics !== 'local') config.metrics = metrics;
  const stream = env.STREAM;
  const heartbeat = env.STREAM_HEARTBEAT_SECONDS;
  if (stream !== undefined && stream !== '' && stream !== 'on' && stream !== 'off')
    throw new Error(`STREAM must be on or off, got ${stream}`);
  if (stream === 'off') config.stream = 'off';
  else if (heartbeat !== undefined && heartbeat !== '') {
    const seconds = Number(heartbeat);
    if (!Number.isFinite(seconds) || seconds < 1 || seconds > 60)
      throw new Error(`STREAM_HEARTBEAT_SECONDS must be a number of seconds from 1 to 60, got ${heartbeat}`);
    config.stream = { heartbeatMs: Math.round(seconds * 1000) };
  }
  return config;
}
