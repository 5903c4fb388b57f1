import type { ServerConfig } from './config';
import type { Database } from './db/types';
import { FailureThrottle, RequestCounter } from './services/rate-limit';
import type { SessionCache } from './services/session-cache';

/** Everything a route needs, passed explicitly so tests can swap the clock and the config. */
export interface AppContext {
  db: Database;
  config: ServerConfig;
  /** Epoch milliseconds. */
  now: () => number;
  /** HMAC key for operator tokens (authlogin, switchlogin, securelogin). */
  operatorSecret: string;
  loginFailuresByAccount: FailureThrottle;
  loginFailuresByAddress: FailureThrottle;
  requestsBySession: RequestCounter;
  /** Present when the store reports its changes in time to keep the cache exact (PGlite); see session-cache.ts. */
  sessionCache?: SessionCache;
}

export function createContext(
  db: Database,
  config: ServerConfig,
  now: () => number,
  operatorSecret: string,
): AppContext {
  const { loginLimit, requestLimit } = config;
  return {
    db,
    config,
    now,
    operatorSecret,
    loginFailuresByAccount: new FailureThrottle(
      loginLimit.maxFailures,
      loginLimit.windowMs,
      loginLimit.lockMs,
    ),
    loginFailuresByAddress: new FailureThrottle(
      loginLimit.maxFailuresPerAddress,
      loginLimit.windowMs,
      loginLimit.lockMs,
    ),
    requestsBySession: new RequestCounter(requestLimit.max, requestLimit.windowMs),
  };
}
