// Prints requests per second for login and balance next to a Fastify hello-world route, measured in the
// same process and run, on PGlite and (when DATABASE_URL is set) PostgreSQL. Not a test: nothing asserts.
//   npx tsx tests/bench/api.bench.ts
//   tests/server/with-postgres.sh npx tsx tests/bench/api.bench.ts
import { createRequire } from 'node:module';
import { adjustCredit } from '../../src/server/accounts/admin';
import { openDatabase } from '../../src/server/db/open';
import { seedDemoData } from '../../src/server/seed/index';
import { spawnServer, withScratchDatabase } from './bench-processes';

interface CannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}
type Cannon = (options: Record<string, unknown>) => Promise<CannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Cannon;

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

async function fire(url: string, body: unknown, duration = DURATION_S): Promise<CannonResult> {
  return autocannon({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    connections: CONNECTIONS,
    duration,
  });
}

function line(label: string, result: CannonResult, baseline?: number): string {
  const rps = result.requests.average;
  const ratio = baseline ? ` (${((rps / baseline) * 100).toFixed(0)}% of hello-world)` : '';
  const bad = result.non2xx + result.errors ? ` [${result.non2xx} non-2xx, ${result.errors} errors]` : '';
  return `${label.padEnd(34)} ${rps.toFixed(0).padStart(7)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms${ratio}${bad}`;
}

async function helloWorld(): Promise<number> {
  const server = await spawnServer('hello');
  try {
    const result = await fire(server.url, {});
    console.log(line('fastify hello-world', result));
    return result.requests.average;
  } finally {
    await server.stop();
  }
}

async function accountCalls(label: string, databaseUrl: string, baseline: number): Promise<void> {
  const server = await spawnServer('api', databaseUrl);
  try {
    const login = await fetch(`${server.url}/userlogin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account_id: 'demo01', password: 'Pass1234' }),
    });
    const token = ((await login.json()) as { member_profile: { player_info: { session_token: string }[] } })
      .member_profile.player_info[0]!.session_token;
    console.log(
      line(
        `${label} userbalance`,
        await fire(`${server.url}/userbalance`, { account_id: 'demo01', session_token: token }),
        baseline,
      ),
    );
    console.log(
      line(
        `${label} userlogin (scrypt)`,
        await fire(`${server.url}/userlogin`, { account_id: 'demo02', password: 'Pass1234' }),
        baseline,
      ),
    );
  } finally {
    await server.stop();
  }
}

/** What the single-connection lock costs: wallet transactions per second with 50 in flight. */
async function walletTransactions(label: string, databaseUrl?: string): Promise<void> {
  const db = await openDatabase({ dataDir: ':memory:', databaseUrl });
  try {
    await seedDemoData(db);
    const total = 2_000;
    let next = 0;
    const started = performance.now();
    const worker = async (): Promise<void> => {
      while (next < total) {
        next += 1;
        await adjustCredit(db, {
          accountId: next % 2 ? 'demo01' : 'demo02',
          amountMinor: 1,
          remark: 'bench',
        });
      }
    };
    await Promise.all(Array.from({ length: 50 }, worker));
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `${`${label} credit adjustments`.padEnd(34)} ${(total / seconds).toFixed(0).padStart(7)} tx/s   (${total} transactions, 50 in flight, 2 accounts)`,
    );
  } finally {
    await db.close();
  }
}

async function main(): Promise<void> {
  console.log(
    `node ${process.version}, ${CONNECTIONS} connections, ${DURATION_S} s per run, ${(await import('node:os')).cpus().length} CPUs`,
  );
  const baseline = await helloWorld();
  await accountCalls('PGlite', '', baseline);
  await walletTransactions('PGlite');
  if (process.env.DATABASE_URL) {
    await withScratchDatabase(async (url) => {
      await accountCalls('PostgreSQL', url, baseline);
      await walletTransactions('PostgreSQL', url);
    });
  } else {
    console.log('PostgreSQL skipped: set DATABASE_URL (or run through tests/server/with-postgres.sh)');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
