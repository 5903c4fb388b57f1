// What both server benchmarks need: a server in its own process, and a throwaway PostgreSQL database.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createScratchDatabase } from '../server/harness';

export interface BenchServer {
  url: string;
  /** The server's process id, for tests/bench/cpu-usage.ts. */
  pid: number;
  /** Starts counting the statements the server sends (only for a server spawned with `countStatements`). */
  countStatements(): void;
  /** After stop: the statements sent since countStatements(), by kind; null when not counted. */
  statements(): Record<string, number> | null;
  stop(): Promise<void>;
}

/**
 * Starts bench-server.ts (its own process and event loop, as in production) and waits for the URL it
 * prints. BENCH_PROFILE=<dir> makes the server write a CPU profile of its time under load there. `env` adds to
 * the server's environment (its settings, such as METRICS=off).
 */
export async function spawnServer(
  kind: 'hello' | 'api',
  databaseUrl = '',
  options: { countStatements?: boolean; env?: Record<string, string> } = {},
): Promise<BenchServer> {
  const script = fileURLToPath(new URL('./bench-server.ts', import.meta.url));
  const statementsDir = options.countStatements ? mkdtempSync(join(tmpdir(), 'bench-statements-')) : null;
  const child = spawn(process.execPath, ['--import', 'tsx', script, kind, databaseUrl], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      ...options.env,
      ...(statementsDir ? { BENCH_STATEMENTS: statementsDir } : {}),
    },
  });
  // The server's log lines (LOG_LEVEL) share its stdout with the line naming its URL; once that is read, the rest
  // is drained unread, as a log shipper would.
  const url = await new Promise<string>((resolve, reject) => {
    let buffer = '';
    const read = (chunk: Buffer) => {
      buffer += chunk.toString();
      for (let end = buffer.indexOf('\n'); end >= 0; end = buffer.indexOf('\n')) {
        const line = JSON.parse(buffer.slice(0, end)) as { url?: string };
        buffer = buffer.slice(end + 1);
        if (line.url) {
          child.stdout.off('data', read);
          child.stdout.resume();
          resolve(line.url);
          return;
        }
      }
    };
    child.stdout.on('data', read);
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return {
    url,
    pid: child.pid ?? 0,
    countStatements() {
      if (statementsDir) child.kill('SIGUSR2');
    },
    statements() {
      if (!statementsDir) return null;
      try {
        return JSON.parse(
          readFileSync(join(statementsDir, `statements-${child.pid}.json`), 'utf8'),
        ) as Record<string, number>;
      } catch {
        return null;
      } finally {
        rmSync(statementsDir, { recursive: true, force: true });
      }
    },
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Runs `run` against a fresh database in the DATABASE_URL cluster, dropped afterwards. */
export async function withScratchDatabase(run: (url: string) => Promise<void>): Promise<void> {
  const scratch = await createScratchDatabase(process.env.DATABASE_URL as string);
  try {
    await run(scratch.url);
  } finally {
    await scratch.drop();
  }
}
