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
};

export function resolveConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return { ...DEFAULT_CONFIG, ...overrides };
}

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
    if (!Number.isFinite(hours) || hours <= 0) throw new Error(`SESSION_MAX_HOURS must be a positive number, got ${max}`);
    config.sessionMaxMs = Math.round(hours * 3_600_000);
  }
  const cache = env.SESSION_CACHE;
  if (cache !== undefined && cache !== '') {
    if (cache !== 'on' && cache !== 'off') throw new Error(`SESSION_CACHE must be on or off, got ${cache}`);
    config.sessionCache = cache === 'on';
  }
  return config;
}
