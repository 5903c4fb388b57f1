// Child process of api.bench.ts: the server under load gets its own event loop, as in production,
// instead of sharing one with the load generator. Prints its URL as one JSON line, stops on SIGTERM.
import Fastify from 'fastify';
import pg from 'pg';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';
import { configFromEnv } from '../../src/server/config';
import { parseLogLevel } from '../../src/server/log';
import { startServer } from '../../src/server/index';

async function startProfile(dir: string, kind: string): Promise<() => Promise<void>> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return async () => {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(join(dir, `${kind}-${process.pid}.cpuprofile`), JSON.stringify(profile));
  };
}

/**
 * BENCH_STATEMENTS=<dir>: counts the statements this server sends to PostgreSQL, by kind (the statement's first
 * words), from the SIGUSR2 the benchmark sends when its load starts, and writes them to
 * <dir>/statements-<pid>.json when stopped. The count wraps the driver's client in this process only.
 */
function countStatements(dir: string): () => void {
  const counts = new Map<string, number>();
  let counting = false;
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  (pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown }).query = function (
    this: pg.Client,
    ...args: unknown[]
  ) {
    const config = args[0];
    const text = typeof config === 'string' ? config : (config as { text?: string } | undefined)?.text;
    if (counting && text) {
      const kind = text.replace(/\s+/g, ' ').trim().slice(0, 60);
      counts.set(kind, (counts.get(kind) ?? 0) + 1);
    }
    return query.apply(this, args);
  };
  process.on('SIGUSR2', () => {
    counts.clear();
    counting = true;
  });
  return () =>
    writeFileSync(join(dir, `statements-${process.pid}.json`), JSON.stringify(Object.fromEntries(counts)));
}

async function main(): Promise<void> {
  const writeStatements = process.env.BENCH_STATEMENTS
    ? countStatements(process.env.BENCH_STATEMENTS)
    : () => {};
  const [kind = 'api', databaseUrl] = process.argv.slice(2);
  let close: () => Promise<void>;
  let url: string;
  if (kind === 'hello') {
    const app = Fastify();
    app.post('/hello', async () => ({ status: 1, statusdesc: 'success', hello: 'world' }));
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/hello`;
    close = () => app.close();
  } else {
    // The server's own settings from the environment, as `npm run server` reads them (METRICS, LOG_LEVEL, ...), except the
    // per-session request limit, which would otherwise cap a one-session benchmark at 600 calls a minute.
    const server = await startServer({
      dataDir: ':memory:',
      databaseUrl: databaseUrl || undefined,
      port: 0,
      config: { ...configFromEnv(), requestLimit: { max: 1e9, windowMs: 60_000 } },
      // Logged as `npm run server` logs: JSON lines at LOG_LEVEL (info by default) to stdout.
      log: { level: parseLogLevel(process.env.LOG_LEVEL) },
    });
    url = server.apiBaseUrl;
    close = () => server.close();
  }
  // BENCH_PROFILE=<dir>: a CPU profile of the server under load only (start-up, migrations and seeding are
  // left out), written when the benchmark stops the server; open it in Chrome DevTools.
  const stopProfile = process.env.BENCH_PROFILE
    ? await startProfile(process.env.BENCH_PROFILE, kind)
    : async () => {};
  process.once('SIGTERM', () => {
    writeStatements();
    void stopProfile()
      .then(close)
      .then(() => process.exit(0));
  });
  console.log(JSON.stringify({ url }));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
