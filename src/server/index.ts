import type { FastifyInstance } from 'fastify';
import { API_PREFIX, buildApp } from './app';
import { resolveConfig, type ServerConfig } from './config';
import { isInMemory, lockDataDir } from './data-dir';
import { openDatabase } from './db/open';
import type { Database } from './db/types';
import { assertWebRoot } from './http/web-root';
import type { LogSettings } from './log';
import { resolveOperatorSecret } from './security/operator-secret';
import { seedDemoData } from './seed/index';

export interface StartServerOptions {
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  /** Data folder (PGlite database, operator secret); ':memory:' or undefined for in-memory. */
  dataDir?: string;
  /** When set, PostgreSQL holds the data; dataDir still keeps the operator secret. */
  databaseUrl?: string;
  /** Folder of the browser build (out/web) to serve beside the API. */
  serveWebRoot?: string;
  /** JSON-line logging (log.ts); off when absent. */
  log?: LogSettings;
  config?: Partial<ServerConfig>;
  /** Answer only requests whose Host is this server's own 127.0.0.1:port or localhost:port (DNS rebinding). */
  ownHostOnly?: boolean;
}

export interface RunningServer {
  url: string;
  apiBaseUrl: string;
  close(): Promise<void>;
}

/** Opens storage, migrates, seeds the demo data once, and listens. Used by the Electron main process and the CLI. */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  if (options.serveWebRoot) assertWebRoot(options.serveWebRoot);
  const dataDir = isInMemory(options.dataDir) ? undefined : options.dataDir;
  const unlock = dataDir && !options.databaseUrl ? lockDataDir(dataDir) : () => undefined;
  let db: Database | undefined;
  let app: FastifyInstance | undefined;
  try {
    const operatorSecret = resolveOperatorSecret(dataDir);
    db = await openDatabase({ dataDir, databaseUrl: options.databaseUrl });
    await seedDemoData(db);
    app = await buildApp({
      db,
      config: options.config,
      log: options.log,
      webRoot: options.serveWebRoot,
      operatorSecret,
      ownHostOnly: options.ownHostOnly,
    });
    const host = options.host ?? '127.0.0.1';
    await app.listen({ host, port: options.port ?? 0 });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : options.port;
    const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
    return {
      url,
      apiBaseUrl: `${url}${API_PREFIX}`,
      close: closer(app, db, unlock, resolveConfig(options.config).timeouts.shutdownMs),
    };
  } catch (error) {
    await app?.close();
    await db?.close();
    unlock();
    throw error;
  }
}

/**
 * Stops accepting connections, lets the requests in flight finish for up to `graceMs`, then cuts whatever
 * connections are left (a client that never finishes sending its request) and closes the store.
 */
function closer(
  app: FastifyInstance,
  db: Database,
  unlock: () => void,
  graceMs: number,
): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => {
    closing ??= (async () => {
      const cut = setTimeout(() => app.server.closeAllConnections(), graceMs);
      try {
        await app.close();
        clearTimeout(cut);
        await db.close();
      } finally {
        clearTimeout(cut);
        unlock();
      }
    })();
    return closing;
  };
}
