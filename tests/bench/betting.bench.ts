// Betting benchmarks (docs/PERFORMANCE.md "Betting"). Not a test: nothing asserts, numbers are printed.
//  1. Single bets placed per second end to end (HTTP, session check, price re-check, limits, one
//     transaction with the ledger debit) under 50 concurrent connections, beside a Fastify hello-world
//     measured in the same run; PGlite, and PostgreSQL when DATABASE_URL is set.
//  2. Settlement of 100,000 open single bets of one finished match.
// Beside each placement rate it prints the CPU per bet of the server, the PostgreSQL cluster, the load generator
// and the whole machine (cpu-usage.ts), and the rate at which both CPUs would be busy all the time.
// The placement runs go round BENCH_ROUNDS times (default 3), hello-world then each store, and end with the
// median of the rounds: a shared build machine's speed drifts by a third within minutes, so one hello-world
// run measured before the stores' runs is no steady yardstick.
//   npx tsx tests/bench/betting.bench.ts
//   tests/server/with-postgres.sh npx tsx tests/bench/betting.bench.ts
import { cpus } from 'node:os';
import { settleMatch } from '../../src/server/betting/settle';
import type { BettingDeps } from '../../src/server/betting/deps';
import { openDatabase } from '../../src/server/db/open';
import { toSafeInt } from '../../src/server/db/types';
import type { Database } from '../../src/server/db/types';
import { seedDemoData } from '../../src/server/seed/index';
import { spawnServer, withScratchDatabase } from './bench-processes';
import { ACCOUNTS, autocannon, placeBets, type PlacementRun } from './bet-placement';
import { cpuCeiling, formatShares, startCpuMeter } from './cpu-usage';
import { median } from './stats';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SETTLE_BETS = Number(process.env.BENCH_SETTLE_BETS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

async function helloWorld(): Promise<number> {
  const server = await spawnServer('hello');
  try {
    const meter = startCpuMeter(server.pid, null);
    const r = await autocannon({
      url: server.url,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
      connections: CONNECTIONS,
      duration: DURATION_S,
    });
    console.log(
      `${'fastify hello-world'.padEnd(30)} ${r.requests.average.toFixed(0).padStart(7)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms`,
    );
    const cpu = meter?.stop(r.requests.total);
    if (cpu) console.log(`${''.padEnd(31)}${formatShares(cpu, 'request')}`);
    return r.requests.average;
  } finally {
    await server.stop();
  }
}

async function placement(label: string, databaseUrl: string, baseline: number): Promise<PlacementRun> {
  const server = await spawnServer('api', databaseUrl);
  try {
    const run = await placeBets([server], databaseUrl, CONNECTIONS, DURATION_S);
    console.log(
      `${`${label} betsingle`.padEnd(30)} ${run.rate.toFixed(0).padStart(7)} bets/s p50 ${run.p50} ms  p99 ${run.p99} ms  (${((run.rate / baseline) * 100).toFixed(1)}% of hello-world; ${run.placed} placed over ${run.matches} matches${run.refused ? `; refused: ${run.refused}` : ''})`,
    );
    if (run.cpu) console.log(`${''.padEnd(31)}${formatShares(run.cpu)}`);
    return run;
  } finally {
    await server.stop();
  }
}

/** Inserts `count` running singles on one match (mixed markets, choices, odds types, four accounts) straight into the tables. */
async function seedOpenBets(db: Database, matchId: number, count: number): Promise<void> {
  await db.query(`UPDATE bet_limits SET max_bet_minor = 100000000, max_payout_minor = 1000000000`);
  await db.query(
    `UPDATE wallets SET outstanding_minor = outstanding_minor + $1 WHERE account_id = ANY($2::text[])`,
    [Math.ceil(count / ACCOUNTS.length) * 1_000, ACCOUNTS],
  );
  await db.query(
    `INSERT INTO bets (id, ref_no, account_id, slip_id, kind, status, odds_type, odds_units, stake_minor, risk_minor, win_minor, max_payout_minor, placed_ms)
     SELECT g, 'SB' || lpad(g::text, 9, '0'), ($2::text[])[1 + g % 4], 'seed' || g, 'single', 'running', 4, 190, 1000, 1000, 900, 1900, 0
     FROM generate_series(1, $1::int) g`,
    [count, ACCOUNTS],
  );
  await db.query(`SELECT setval(pg_get_serial_sequence('bets', 'id'), $1::bigint)`, [count]);
  await db.query(
    `INSERT INTO bet_legs (bet_id, account_id, leg_no, match_id, match_key, sport_id, league_name, home, away, market, period, choice, line, price, odds_units, live)
     SELECT g, ($3::text[])[1 + g % 4], 1, $2, $2, 1, 'Bench League', 'Home', 'Away',
            (ARRAY['hdp', 'ou', 'oxt'])[1 + g % 3], g % 2,
            CASE g % 3 WHEN 0 THEN (ARRAY['h', 'a'])[1 + g % 2] WHEN 1 THEN (ARRAY['o', 'u'])[1 + g % 2] ELSE (ARRAY['1', 'x', '2'])[1 + g % 3] END,
            CASE g % 3 WHEN 0 THEN -25 * (g % 7) WHEN 1 THEN 150 + 25 * (g % 5) ELSE 0 END,
            900000, 190, false
     FROM generate_series(1, $1::int) g`,
    [count, matchId, ACCOUNTS],
  );
}

async function settlement(label: string, databaseUrl?: string): Promise<void> {
  const db = await openDatabase({ dataDir: ':memory:', databaseUrl });
  try {
    await seedDemoData(db);
    const matchId = 9_000_001;
    await seedOpenBets(db, matchId, SETTLE_BETS);
    const deps = { ctx: { db, now: Date.now } } as unknown as BettingDeps;
    const started = performance.now();
    const report = await settleMatch(deps, matchId, {
      status: 'completed',
      home: 2,
      away: 1,
      htHome: 1,
      htAway: 0,
      firstGoal: 'h',
      lastGoal: 'a',
      placings: [],
    });
    const seconds = (performance.now() - started) / 1000;
    const [open] = await db.query<{ n: unknown }>(`SELECT count(*) AS n FROM bets WHERE status = 'running'`);
    const [rows] = await db.query<{ n: unknown }>(
      `SELECT count(*) AS n FROM ledger WHERE type IN ('settle', 'refund', 'commission')`,
    );
    console.log(
      `${`${label} settle ${SETTLE_BETS} singles`.padEnd(30)} ${seconds.toFixed(2).padStart(7)} s      (${(report.singles / seconds).toFixed(0)} bets/s; ${toSafeInt(rows?.n)} ledger rows; ${toSafeInt(open?.n)} left open)`,
    );
  } finally {
    await db.close();
  }
}

interface Round {
  hello: number;
  pglite: PlacementRun;
  postgres: PlacementRun | null;
}

/** Each figure is the median over the rounds of that round's own ratio, so a slow round moves both sides. */
function printMedians(rounds: Round[]): void {
  const pct = (rate: number, hello: number): number => (rate / hello) * 100;
  const us = (values: (number | null | undefined)[], none = 'not measured'): string => {
    const known = values.filter((v): v is number => typeof v === 'number');
    return known.length ? `${median(known).toFixed(0)} µs` : none;
  };
  const cpuLine = (runs: PlacementRun[]): string =>
    `server ${us(runs.map((r) => r.cpu?.serverUs))}, database ${us(
      runs.map((r) => r.cpu?.databaseUs),
      'inside the server',
    )}, ` +
    `load generator ${us(runs.map((r) => r.cpu?.loadGeneratorUs))}, machine ${us(runs.map((r) => r.cpu?.machineUs))}`;
  const label = `median of ${rounds.length} round${rounds.length === 1 ? '' : 's'}`;
  console.log(
    `${label}: hello-world ${median(rounds.map((r) => r.hello)).toFixed(0)} req/s; PGlite ${median(rounds.map((r) => r.pglite.rate)).toFixed(0)} bets/s = ${median(rounds.map((r) => pct(r.pglite.rate, r.hello))).toFixed(1)}% of hello-world`,
  );
  console.log(`${label}: PGlite CPU per bet: ${cpuLine(rounds.map((r) => r.pglite))}`);
  const both = rounds.filter((r): r is Round & { postgres: PlacementRun } => r.postgres !== null);
  if (!both.length) return;
  console.log(
    `${label}: PostgreSQL ${median(both.map((r) => r.postgres.rate)).toFixed(0)} bets/s = ${median(both.map((r) => pct(r.postgres.rate, r.hello))).toFixed(1)}% of hello-world, ${median(both.map((r) => r.postgres.rate / r.pglite.rate)).toFixed(2)}x PGlite`,
  );
  console.log(`${label}: PostgreSQL CPU per bet: ${cpuLine(both.map((r) => r.postgres))}`);
  // The most PostgreSQL could place at its measured CPU cost per bet, had every CPU been busy all the time.
  const ceilings = both.flatMap((r) =>
    r.postgres.cpu ? [{ at: cpuCeiling(r.postgres.cpu), pglite: r.pglite.rate }] : [],
  );
  if (ceilings.length)
    console.log(
      `${label}: PostgreSQL's CPU ceiling ${median(ceilings.map((c) => c.at)).toFixed(0)} bets/s = ${median(ceilings.map((c) => c.at / c.pglite)).toFixed(2)}x PGlite's measured rate (every CPU busy, at the CPU per bet measured)`,
    );
}

async function main(): Promise<void> {
  console.log(
    `node ${process.version}, ${CONNECTIONS} connections, ${DURATION_S} s per run, ${cpus().length} CPUs`,
  );
  // BENCH_ONLY=settle skips the placement runs.
  if (process.env.BENCH_ONLY !== 'settle') {
    const rounds: Round[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      if (ROUNDS > 1) console.log(`round ${round} of ${ROUNDS}`);
      const hello = await helloWorld();
      const pglite = await placement('PGlite', '', hello);
      let postgres: PlacementRun | null = null;
      if (process.env.DATABASE_URL)
        await withScratchDatabase(async (url) => {
          postgres = await placement('PostgreSQL', url, hello);
        });
      else if (round === 1)
        console.log('PostgreSQL skipped: set DATABASE_URL (or run through tests/server/with-postgres.sh)');
      rounds.push({ hello, pglite, postgres });
    }
    printMedians(rounds);
  }
  // BENCH_ONLY=place skips the settlement runs.
  if (process.env.BENCH_ONLY === 'place') return;
  await settlement('PGlite');
  if (process.env.DATABASE_URL) await withScratchDatabase((url) => settlement('PostgreSQL', url));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
