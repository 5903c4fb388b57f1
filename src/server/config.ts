// Server knobs with their defaults; tests shorten the time windows through an injected clock instead.

export interface ServerConfig {
  /** Reported by `version`; the client compares its own build against min_client_version. */
  version: string;
  minClientVersion: string;
  maintenance: boolean;
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
   * Keep the session checks in memory (services/session-cache.ts). Turn off when other processes write to a
   * shared PostgreSQL through a connection that cannot LISTEN (a transaction-mode pooler).
   */
  sessionCache: boolean;
  /** Timeouts that keep a slow or silent client from holding a connection (http/server-options.ts). */
  timeouts: ServerTimeouts;
}

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
  maintenance: false,
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
};

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
 * and SESSION_CACHE (`on`, the default, or `off`). A bad value throws a
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
  return config;
}
