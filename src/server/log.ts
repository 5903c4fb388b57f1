// The server's one log: Fastify's pino logger, JSON lines, shared by the requests (each line with its reqId) and the
// background jobs (each line with its job name). Engines receive it through the AppContext, never as a global, so a
// server built without logging (tests, the admin CLI) hands them the silent one.

/** What the request handlers and the background jobs log through: pino's calling convention, fields first. */
export interface ServerLog {
  error(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  info(fields: object, message: string): void;
  child(bindings: Record<string, unknown>): ServerLog;
}

/** Logs nothing: the log of a server built without logging. */
export const SILENT_LOG: ServerLog = {
  error: () => undefined,
  warn: () => undefined,
  info: () => undefined,
  child: () => SILENT_LOG,
};

/** A background job's log: every line carries `job`, so an operator can follow one job across its lines. */
export function jobLog(log: ServerLog, job: string): ServerLog {
  return log.child({ job });
}

/** pino's levels, quietest last; `silent` turns the log off. */
export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Where the JSON lines go (standard output when absent). */
interface LogDestination {
  write(line: string): unknown;
}

export interface LogSettings {
  level: LogLevel;
  destination?: LogDestination;
}

/**
 * LOG_LEVEL: unset or empty is `info`; otherwise one of LOG_LEVELS. Any other value stops the server at start-up
 * with a message naming the variable.
 */
export function parseLogLevel(raw: string | undefined): LogLevel {
  if (raw === undefined || raw.trim() === '') return 'info';
  const level = raw.trim().toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(level))
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got ${raw}`);
  return level as LogLevel;
}
