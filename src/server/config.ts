// Server knobs with their defaults; tests shorten the time windows through an injected clock instead.

export interface ServerConfig {
  /** Reported by `version`; the client compares its own build against min_client_version. */
  version: string;
  minClientVersion: string;
  maintenance: boolean;
  /** A session unused for this long answers session_expired. */
  sessionIdleMs: number;
  /** Largest accepted JSON body. */
  bodyLimitBytes: number;
  /** Failed logins per account id (maxFailures) and per client address (maxFailuresPerAddress) within windowMs before loginLimit for lockMs. */
  loginLimit: { maxFailures: number; maxFailuresPerAddress: number; windowMs: number; lockMs: number };
  /** Requests per session within windowMs before requestLimit. */
  requestLimit: { max: number; windowMs: number };
}

export const DEFAULT_CONFIG: ServerConfig = {
  version: '0.1.0',
  minClientVersion: '0.1.0',
  maintenance: false,
  sessionIdleMs: 30 * 60_000,
  bodyLimitBytes: 64 * 1024,
  loginLimit: { maxFailures: 5, maxFailuresPerAddress: 20, windowMs: 60_000, lockMs: 60_000 },
  requestLimit: { max: 600, windowMs: 60_000 },
};

export function resolveConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return { ...DEFAULT_CONFIG, ...overrides };
}
