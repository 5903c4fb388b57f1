// What a server setting costs on the placement benchmark (docs/PERFORMANCE.md "Cost of metrics", "Cost of logging"). Not a test:
// nothing asserts, numbers are printed. The same load as betting.bench.ts (bet-placement.ts: autocannon against
// bet/betsingle, four members) on a fresh server and database per run, once with each value of the setting, side by
// side in every round; the rounds alternate which value goes first, so a machine that speeds up or slows down
// during the run weighs on both. Beside each rate: the server's CPU per bet (every thread of its process, PGlite
// included when it holds the data) and the whole machine's, read from /proc (cpu-usage.ts).
//   npx tsx tests/bench/placement-compare.bench.ts metrics    (or logging)
//   npx tsx tests/server/with-postgres.ts npx tsx tests/bench/placement-compare.bench.ts metrics   # PostgreSQL too
// BENCH_SECONDS (default 10), BENCH_ROUNDS (default 3) and BENCH_CONNECTIONS (default 50) as in betting.bench.ts.
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { cpus } from 'node:os';
import { resolveConfig } from '../../src/server/config';
import { createMetrics } from '../../src/server/infra/metrics';
import { spawnServer, withScratchDatabase, type BenchServer } from './bench-processes';
import { placeBets, type PlacementRun } from './bet-placement';
import { median } from './stats';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

/**
 * In this process, without the server around it: CPU per bet of the metric updates a placement makes (its answer
 * counted, its batch observed), a steadier yardstick than the end-to-end runs on a busy machine.
 */
function metricUpdatesPerBet(): string {
  const metrics = createMetrics(resolveConfig({ metrics: 'local' }));
  const bets = 1_000_000;
  const start = process.cpuUsage();
  for (let i = 0; i < bets; i++) {
    metrics.betAnswered('sportsbook', i % 10 === 0 ? 'betLowerMin' : 'success');
    metrics.placementBatch(1 + (i % 64));
  }
  const used = process.cpuUsage(start);
  return `in process, the metric updates of one bet (answer counted, batch observed): ${((used.user + used.system) / bets).toFixed(2)} µs CPU`;
}

/**
 * In this process: CPU per request of Fastify's request logging (the two lines of a request, to a discarding
 * stream, as to a pipe nobody is slow to read), measured as the difference between a logging and a silent app
 * answering the same small route.
 */
async function requestLoggingPerRequest(): Promise<string> {
  const requests = 20_000;
  let lines = 0;
  const discard = new Writable({
    write: (chunk: Buffer, _encoding, done) => {
      for (const byte of chunk) if (byte === 10) lines += 1;
      done();
    },
  });
  const cpuPerRequest = async (logged: boolean): Promise<number> => {
    const app = Fastify({ logger: logged ? { level: 'info', stream: discard } : false });
    app.post('/api/x', async () => ({ status: 1, statusdesc: 'success' }));
    await app.ready();
    const start = process.cpuUsage();
    for (let i = 0; i < requests; i++) await app.inject({ method: 'POST', url: '/api/x', payload: {} });
    const used = process.cpuUsage(start);
    await app.close();
    return (used.user + used.system) / requests;
  };
  // Alternated, the first pair warming up the JIT, so neither side gets the warm or the cold process.
  const silent: number[] = [];
  const logged: number[] = [];
  for (let round = 0; round < 4; round++) {
    const [a, b] = round % 2 ? [true, false] : [false, true];
    const first = await cpuPerRequest(a);
    const second = await cpuPerRequest(b);
    if (round === 0) continue;
    (a ? logged : silent).push(first);
    (b ? logged : silent).push(second);
  }
  const quiet = median(silent);
  const loud = median(logged);
  return `in process, one request's log lines (${(lines / (4 * requests)).toFixed(1)} a request): ${(loud - quiet).toFixed(1)} µs CPU (${quiet.toFixed(1)} µs silent, ${loud.toFixed(1)} µs logged; median of 3, Fastify inject)`;
}

interface Variant {
  label: string;
  env: Record<string, string>;
  /** After the load, before the server stops: a line showing the setting took effect. */
  check?(server: BenchServer): Promise<string>;
}

/** The server's Prometheus endpoint, read from this machine (which METRICS=local lets in). */
async function scrapedBets(server: BenchServer): Promise<string> {
  const res = await fetch(new URL('/metrics', server.url));
  if (res.status !== 200) return `GET /metrics answered ${res.status}`;
  const line = (await res.text())
    .split('\n')
    .find((l) => l.startsWith('sportsbook_bets_placed_total{product="sportsbook"}'));
  return `GET /metrics: ${line ?? 'no sportsbook_bets_placed_total'}`;
}

interface Comparison {
  variants: [Variant, Variant];
  /** A line measured in this process before the runs. */
  inProcess?(): string | Promise<string>;
}

const COMPARISONS: Record<string, Comparison> = {
  metrics: {
    variants: [
      { label: 'metrics off', env: { METRICS: 'off' } },
      { label: 'metrics on', env: { METRICS: 'local' }, check: scrapedBets },
    ],
    inProcess: metricUpdatesPerBet,
  },
  logging: {
    variants: [
      { label: 'logging off', env: { LOG_LEVEL: 'silent' } },
      { label: 'logging on', env: { LOG_LEVEL: 'info' } },
    ],
    inProcess: requestLoggingPerRequest,
  },
};

async function runOnce(variant: Variant, store: string, databaseUrl: string): Promise<PlacementRun> {
  const server = await spawnServer('api', databaseUrl, { env: variant.env });
  try {
    const run = await placeBets([server], databaseUrl, CONNECTIONS, DURATION_S);
    const cpu = run.cpu
      ? `server ${run.cpu.serverUs.toFixed(0)} µs/bet, machine ${run.cpu.machineUs.toFixed(0)} µs/bet`
      : 'CPU not measured';
    console.log(
      `${`${store} ${variant.label}`.padEnd(26)} ${run.rate.toFixed(0).padStart(6)} bets/s  p50 ${run.p50} ms  p99 ${run.p99} ms  ${cpu}${run.refused ? `  refused: ${run.refused}` : ''}`,
    );
    if (variant.check) console.log(`${''.padEnd(27)}${await variant.check(server)}`);
    return run;
  } finally {
    await server.stop();
  }
}

function summary(store: string, variants: [Variant, Variant], runs: [PlacementRun[], PlacementRun[]]): void {
  const label = `${store}, median of ${runs[0].length} round${runs[0].length === 1 ? '' : 's'}`;
  const us = (values: (number | undefined)[]): number | null => {
    const known = values.filter((v): v is number => typeof v === 'number');
    return known.length ? median(known) : null;
  };
  for (const [i, variant] of variants.entries()) {
    const list = runs[i as 0 | 1];
    const server = us(list.map((r) => r.cpu?.serverUs));
    const machine = us(list.map((r) => r.cpu?.machineUs));
    console.log(
      `${label}: ${variant.label.padEnd(12)} ${median(list.map((r) => r.rate)).toFixed(0)} bets/s, p99 ${median(list.map((r) => r.p99))} ms, server ${server?.toFixed(0) ?? '-'} µs/bet, machine ${machine?.toFixed(0) ?? '-'} µs/bet`,
    );
  }
  // Each round's own difference, then the median: a slow round moves both sides of it.
  const pairs = runs[0].map((off, i) => ({ a: off, b: runs[1][i]! }));
  const rate = median(pairs.map((p) => p.b.rate / p.a.rate));
  const server = us(pairs.map((p) => (p.a.cpu && p.b.cpu ? p.b.cpu.serverUs - p.a.cpu.serverUs : undefined)));
  const serverPct = us(
    pairs.map((p) => (p.a.cpu && p.b.cpu ? (p.b.cpu.serverUs / p.a.cpu.serverUs - 1) * 100 : undefined)),
  );
  console.log(
    `${label}: ${variants[1].label} vs ${variants[0].label}: rate x${rate.toFixed(3)}, server CPU ${server === null ? '-' : `${server >= 0 ? '+' : ''}${server.toFixed(0)} µs/bet (${serverPct! >= 0 ? '+' : ''}${serverPct!.toFixed(1)}%)`}`,
  );
}

async function main(): Promise<void> {
  const name = process.argv[2] ?? '';
  const comparison = COMPARISONS[name];
  if (!comparison) throw new Error(`name a comparison: ${Object.keys(COMPARISONS).join(', ')}`);
  console.log(
    `node ${process.version}, ${CONNECTIONS} connections, ${DURATION_S} s per run, ${ROUNDS} rounds, ${cpus().length} CPUs`,
  );
  const { variants } = comparison;
  if (comparison.inProcess) console.log(await comparison.inProcess());
  const stores: { store: string; runs: [PlacementRun[], PlacementRun[]] }[] = [
    { store: 'PGlite', runs: [[], []] },
  ];
  if (process.env.DATABASE_URL) stores.push({ store: 'PostgreSQL', runs: [[], []] });
  else console.log('PostgreSQL skipped: set DATABASE_URL (or run through tests/server/with-postgres.ts)');
  for (let round = 1; round <= ROUNDS; round++) {
    console.log(`round ${round} of ${ROUNDS}`);
    const order = round % 2 === 1 ? [0, 1] : [1, 0];
    for (const { store, runs } of stores)
      for (const i of order) {
        const variant = variants[i as 0 | 1];
        if (store === 'PGlite') runs[i as 0 | 1].push(await runOnce(variant, store, ''));
        else
          await withScratchDatabase(async (url) => {
            runs[i as 0 | 1].push(await runOnce(variant, store, url));
          });
      }
  }
  for (const { store, runs } of stores) summary(store, variants, runs);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
