import type { ServerConfig } from './config';
import type { Database } from './db/types';
import { SILENT_LOG, type ServerLog } from './log';
import { createMetrics, type ServerMetrics } from './infra/metrics';
import { LoginAttemptLimiter, SessionRequestBudget } from './security/rate-limit';
import type { SessionCache } from './infra/session-cache';

/** Everything a route needs, passed explicitly so tests can swap the clock and the config. */
export interface AppContext {
  db: Database;
  config: ServerConfig;
  /** Epoch milliseconds. */
  now: () => number;
  /** HMAC key for operator tokens (authlogin, switchlogin, securelogin). */
  operatorSecret: string;
  /** Login attempts per account id and per client address, counted in the database (every server shares them). */
  loginAttempts: LoginAttemptLimiter;
  /** Requests per session, leased from the database (every server shares the budget). */
  requestsBySession: SessionRequestBudget;
  /** Present when the store reports its changes in time to keep the cache exact (PGlite); see session-cache.ts. */
  sessionCache?: SessionCache;
  /** The server's log (log.ts); background jobs log through a child naming the job. */
  log: ServerLog;
  /** What the engines count for the Prometheus endpoint (infra/metrics.ts); does nothing under METRICS=off. */
  metrics: ServerMetrics;
}

export function createContext(
  db: Database,
  config: ServerConfig,
  now: () => number,
  operatorSecret: string,
  log: ServerLog = SILENT_LOG,
): AppContext {
  const { requestLimit } = config;
  return {
    db,
    config,
    now,
    operatorSecret,
    log,
    loginAttempts: new LoginAttemptLimiter(db),
    requestsBySession: new SessionRequestBudget(db, requestLimit.max, requestLimit.windowMs),
    metrics: createMetrics(config),
  };
}
