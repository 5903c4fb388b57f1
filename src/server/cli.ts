import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADMIN_USAGE, runAdminCommand } from './admin/commands';
import { UsageError } from './admin/args';
import { configFromEnv, resolveConfig } from './config';
import { randomBytes } from 'node:crypto';
import { createContext } from './context';
import { createEngines, type Engines } from './engines';
import { isInMemory, lockDataDir } from './data-dir';
import { parseLogLevel } from './log';
import { openDatabase } from './db/open';
import type { Database } from './db/types';
import { startServer, type RunningServer } from './index';
import { resolveOperatorSecret, SECRET_ENV } from './security/operator-secret';
import { seedDemoData } from './seed/index';

// `npm run server -- <command>`: serve (default) runs the API, web adds the browser build on the same port,
// and the admin commands of admin/commands.ts change data for operators and tests.

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

function envPort(fallback: number): number {
  const raw = process.env.PORT;
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`PORT must be an integer 0-65535, got ${raw}`);
  return port;
}

function dataDir(): string {
  const dir = process.env.DATA_DIR || './.data';
  return dir === ':memory:' ? dir : resolve(dir);
}

async function serve(mode: 'serve' | 'web'): Promise<void> {
  let webRoot: string | undefined;
  if (mode === 'web') {
    webRoot = resolve(process.env.WEB_ROOT || resolve(REPO_ROOT, 'out/web'));
    if (!existsSync(resolve(webRoot, 'index.html'))) {
      throw new Error(
        `The browser build is missing (${webRoot}/index.html). Run \`npm run build:web\` first, or use \`npm run web\`.`,
      );
    }
  }
  const config = configFromEnv();
  const logLevel = parseLogLevel(process.env.LOG_LEVEL);
  const server: RunningServer = await startServer({
    host: process.env.HOST || '127.0.0.1',
    port: envPort(mode === 'web' ? 5173 : 5174),
    dataDir: dataDir(),
    databaseUrl: process.env.DATABASE_URL || undefined,
    serveWebRoot: webRoot,
    // JSON lines on standard output: the request lines with their reqId, the background jobs' with their job.
    log: { level: logLevel },
    config,
  });
  const storage = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${dataDir()}`;
  console.log(`Listening on ${server.url}`);
  console.log(`API base ${server.apiBaseUrl}; storage ${storage}`);

  // Requests in flight get the shutdown timeout to finish (index.ts); a store that does not close on top of
  // that (a database that stopped answering) must not keep the process alive, and a second signal stops it now.
  const graceMs = resolveConfig(config).timeouts.shutdownMs;
  let stopping = false;
  const stop = (signal: string): void => {
    if (stopping) {
      console.log(`${signal} received again, exiting now`);
      process.exit(1);
    }
    stopping = true;
    console.log(`${signal} received, shutting down`);
    setTimeout(() => {
      console.error('shutdown did not finish in time, exiting');
      process.exit(1);
    }, graceMs + 5_000).unref();
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('shutdown failed:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Admin commands open the store directly; with PGlite that needs the server stopped (one process per folder). */
async function admin(command: string, args: string[]): Promise<void> {
  const dir = dataDir();
  const databaseUrl = process.env.DATABASE_URL || undefined;
  let db: Database | undefined;
  let engines: Engines | undefined;
  let unlock: (() => void) | undefined;
  const openDb = async (): Promise<Database> => {
    if (db) return db;
    if (!databaseUrl && isInMemory(dir))
      throw new UsageError('admin commands need DATA_DIR (a folder) or DATABASE_URL');
    if (!databaseUrl) unlock = lockDataDir(dir);
    db = await openDatabase({ dataDir: dir, databaseUrl });
    await seedDemoData(db);
    return db;
  };
  const operatorSecret = (): string => {
    if (isInMemory(dir) && !process.env[SECRET_ENV]) {
      throw new UsageError(
        `set DATA_DIR to the server's data folder or ${SECRET_ENV} to the server's secret`,
      );
    }
    return resolveOperatorSecret(isInMemory(dir) ? undefined : dir);
  };
  try {
    const output = await runAdminCommand(command, args, {
      now: Date.now,
      readStdin,
      operatorSecret,
      db: openDb,
      // The same composition as the server's, never started: an admin command runs no leader jobs.
      engines: async () => {
        const secret =
          isInMemory(dir) && !process.env[SECRET_ENV]
            ? randomBytes(32).toString('base64url')
            : operatorSecret();
        engines ??= createEngines(
          createContext(await openDb(), resolveConfig(configFromEnv()), Date.now, secret),
        );
        return engines;
      },
    });
    console.log(output);
  } finally {
    await db?.close();
    unlock?.();
  }
}

async function main(argv: readonly string[]): Promise<void> {
  const [command = 'serve', ...rest] = argv;
  if (command === 'serve' || command === 'web') return serve(command);
  if (command === 'help' || command === '--help') {
    console.log(`Commands: serve (default), web\n${ADMIN_USAGE}`);
    return;
  }
  return admin(command, rest);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(error instanceof UsageError ? 2 : 1);
});
