import type { ServerConfig } from './config';
import type { Database } from './db/types';

/** Everything a route needs, passed explicitly so tests can swap the clock and the config. */
export interface AppContext {
  db: Database;
  config: ServerConfig;
  /** Epoch milliseconds. */
  now(): number;
}
