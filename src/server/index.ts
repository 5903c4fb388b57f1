import type { FastifyInstance } from 'fastify';
import { API_PREFIX, buildApp } from './app';
import type { ServerConfig } from './config';
import { openDatabase } from './db/open';
import type { Database } from './db/types';
import { assertWebRoot } from './http/web-root';
import { seedDemoData } from './seed/index';

export interface StartServerOptions {
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  /** PGlite folder; ':memory:' or undefined for in-memory. Ignored when databaseUrl is set. */
  dataDir?: string;
  databaseUrl?: string;
  /** Folder of the browser build (out/web) to serve beside the API. */
  serveWebRoot?: string;
  log?: boolean;
  config?: Partial<ServerConfig>;
}

export interface RunningServer {
  url: string;
  apiBaseUrl: string;
  close(): Promise<void>;
}

/** Opens storage, migrates, seeds the demo data once, and listens. Used by the Electron main process and the CLI. */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  if (options.serveWebRoot) assertWebRoot(options.serveWebRoot);
  const db = await openDatabase({ dataDir: options.dataDir, databaseUrl: options.databaseUrl });
  let app: FastifyInstance | undefined;
  try {
    await seedDemoData(db);
    app = await buildApp({ db, config: options.config, log: options.log, webRoot: options.serveWebRoot });
    const host = options.host ?? '127.0.0.1';
    await app.listen({ host, port: options.port ?? 0 });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : options.port;
    const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
    return { url, apiBaseUrl: `${url}${API_PREFIX}`, close: closer(app, db) };
  } catch (error) {
    await app?.close();
    await db.close();
    throw error;
  }
}

function closer(app: FastifyInstance, db: Database): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => {
    closing ??= (async () => {
      await app.close();
      await db.close();
    })();
    return closing;
  };
}

export { buildApp } from './app';
export type { BuildAppOptions } from './app';
