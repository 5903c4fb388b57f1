// Bet placement with one and with two API server processes on one PostgreSQL (docs/PERFORMANCE.md "Several API
// servers on one PostgreSQL"). Not a test: nothing asserts, numbers are printed. The 50 connections are split
// over the servers (two servers run twice: each player on one server, and every player on both); each run prints the rate and the CPU per bet of each server process, of the PostgreSQL
// cluster, of the load generator and of the whole machine. On a machine whose few CPUs all of them share, a
// second server cannot add throughput, so the run ends with what the CPU per bet says N servers would reach on
// a host where the database has cores of its own: servers scale out until the database's cores are busy.
// The runs go round BENCH_ROUNDS times (default 3), every setup in turn, and end with the median of the rounds.
//   npx tsx tests/server/with-postgres.ts npx tsx tests/bench/multi-server.bench.ts
import { cpus } from 'node:os';
import { spawnServer, withScratchDatabase, type BenchServer } from './bench-processes';
import { placeBets, type PlacementRun } from './bet-placement';
import { formatShares } from './cpu-usage';
import { countFunctionCalls, type DatabaseActivity } from './database-activity';
import { median } from './stats';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/**
 * Seconds with the servers up and no load before each run: each server's CPU then is its background work, and
 * the database's sessions report the statistics of start-up before the run's counting begins (a session reports
 * at most once a second, and an idle one within 10 s).
 */
const IDLE_S = Number(process.env.BENCH_IDLE_SECONDS ?? 11);
interface Setup {
  label: string;
  servers: number;
  players: 'shared' | 'split';
}
/**
 * What each round measures. Two servers run twice: with each player betting through one server only (many
 * members, each betting now and then, as in production) and with every player on both servers, where the
 * servers' placement batches collide on the same four wallet rows (bet-placement.ts).
 */
const SETUPS: Setup[] = [
  { label: '1 server', servers: 1, players: 'shared' },
  { label: '2 servers, players split', servers: 2, players: 'split' },
  { label: '2 servers, players shared', servers: 2, players: 'shared' },
];

interface MeasuredRun extends PlacementRun {
  activity: DatabaseActivity | null;
  /** Each server's statements during the load, by kind. */
  statements: (Record<string, number> | null)[];
}

/** Starts `count` servers on the database at `url`, one after the other (the first one migrates and seeds). */
async function placement(url: string, setup: Setup): Promise<MeasuredRun> {
  const servers: BenchServer[] = [];
  let run: PlacementRun | null = null;
  try {
    await countFunctionCalls(url);
    for (let i = 0; i < setup.servers; i++)
      servers.push(await spawnServer('api', url, { countStatements: true }));
    run = await placeBets(servers, url, CONNECTIONS, DURATION_S, setup.players, {
      idleSeconds: IDLE_S,
      countDatabase: true,
    });
  } finally {
    for (const server of servers) await server.stop();
  }
  // Every session has ended by now, so the database has every count of the run.
  const activity = (await run.database?.read()) ?? null;
  const statements = servers.map((s) => s.statements());
  console.log(
    `${setup.label.padEnd(30)} ${run.rate.toFixed(0).padStart(7)} bets/s p50 ${run.p50} ms  p99 ${run.p99} ms  (${run.placed} placed over ${run.matches} matches${run.refused ? `; refused: ${run.refused}` : ''})`,
  );
  if (run.cpu) console.log(`${''.padEnd(31)}${formatShares(run.cpu)}`);
  for (const line of breakdown(run, activity, statements)) console.log(`${''.padEnd(31)}${line}`);
  return { ...run, activity, statements };
}

/**
 * Where the servers' CPU per bet goes: each server's own rate and CPU per bet it placed, the part of that its
 * background work explains (its idle CPU a second spread over its bets), and what the database was asked per bet.
 */
function breakdown(
  run: PlacementRun,
  activity: DatabaseActivity | null,
  statements: (Record<string, number> | null)[],
): string[] {
  const lines: string[] = [];
  const seconds = run.placed / run.rate;
  run.perServerPlaced.forEach((placed, i) => {
    const role =
      run.perServerPlaced.length === 1
        ? 'server'
        : i === 0
          ? 'server 1 (leader)'
          : `server ${i + 1} (follower)`;
    const cpuMs = ((run.cpu?.perServerUs[i] ?? 0) * run.placed) / 1000;
    const own = placed > 0 ? `${((cpuMs * 1000) / placed).toFixed(0)} µs per bet it placed` : 'no bet placed';
    const idle = run.idleMsPerS?.[i];
    const background =
      idle === undefined
        ? ''
        : `; idle it used ${idle.toFixed(1)} ms of CPU a second, ${placed > 0 ? ((idle * seconds * 1000) / placed).toFixed(0) : '-'} µs of each of its bets`;
    lines.push(`${role}: ${(placed / seconds).toFixed(0)} bets/s, ${own}${background}`);
    const sent = statements[i];
    if (sent && placed > 0) {
      const total = Object.values(sent).reduce((a, b) => a + b, 0);
      const top = Object.entries(sent)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 6)
        .map(([kind, n]) => `${(n / placed).toFixed(3)} ${kind}`);
      lines.push(`  statements per bet it placed: ${(total / placed).toFixed(2)}; most: ${top.join(' | ')}`);
    }
  });
  if (activity) {
    const per = (n: number): string => (n / run.placed).toFixed(2);
    lines.push(
      `database asked per bet: ${per(activity.transactions)} transactions; ` +
        (activity.batches
          ? `${(run.placed / activity.batches).toFixed(1)} bets per placement batch (${activity.batches} batches); `
          : 'batches not counted; ') +
        `${per(activity.notifications)} account_changed notifications, each delivered to all ${run.perServerPlaced.length} server${run.perServerPlaced.length === 1 ? '' : 's'}`,
    );
  }
  return lines;
}

const us = (values: number[]): string => `${median(values).toFixed(0)} µs`;

function printMedians(rounds: Map<Setup, MeasuredRun[]>): void {
  const label = `median of ${ROUNDS} round${ROUNDS === 1 ? '' : 's'}`;
  for (const [{ label: setup, servers }, runs] of rounds) {
    const measured = runs.flatMap((r) => (r.cpu ? [r.cpu] : []));
    const perServer = Array.from({ length: servers }, (_, i) =>
      us(measured.map((c) => c.perServerUs[i] ?? 0)),
    );
    console.log(
      `${label}: ${setup}: ${median(runs.map((r) => r.rate)).toFixed(0)} bets/s; CPU per bet: ` +
        (measured.length
          ? `server${servers === 1 ? '' : 's'} ${perServer.join(' + ')} (together ${us(measured.map((c) => c.serverUs))}), ` +
            `database ${measured.some((c) => c.databaseUs === null) ? 'not measured' : us(measured.map((c) => c.databaseUs ?? 0))}, ` +
            `load generator ${us(measured.map((c) => c.loadGeneratorUs))}, machine ${us(measured.map((c) => c.machineUs))}`
          : 'not measured (no /proc)') +
        databaseMedians(runs),
    );
  }
  // The projection from one server's costs, and from two servers' with each player on one server (what two
  // servers cost per bet beyond one: each runs its own background work, and each gets smaller placement batches).
  for (const setup of SETUPS.filter((s) => s.players === 'split' || s.servers === 1))
    project(setup.label, rounds.get(setup) ?? []);
}

/** The database's side of the medians: transactions and notifications per bet, bets per placement batch. */
function databaseMedians(runs: MeasuredRun[]): string {
  const counted = runs.flatMap((r) => (r.activity ? [{ run: r, a: r.activity }] : []));
  if (!counted.length) return '';
  const batched = counted.flatMap(({ run, a }) => (a.batches ? [run.placed / a.batches] : []));
  return (
    `; per bet ${median(counted.map(({ run, a }) => a.transactions / run.placed)).toFixed(2)} transactions, ` +
    `${median(counted.map(({ run, a }) => a.notifications / run.placed)).toFixed(2)} notifications` +
    (batched.length ? `, ${median(batched).toFixed(1)} bets per batch` : '')
  );
}

/**
 * What N servers reach where every process has cores of its own, from the CPU per bet measured: one server
 * core places 1 s / (servers' CPU per bet) bets a second, one database core serves 1 s / (database CPU per bet),
 * so servers add throughput until the database's cores are all busy.
 */
function project(label: string, runs: PlacementRun[]): void {
  const measured = runs.flatMap((r) => (r.cpu?.databaseUs ? [r.cpu] : []));
  if (!measured.length) return;
  const serverUs = median(measured.map((c) => c.serverUs));
  const databaseUs = median(measured.map((c) => c.databaseUs ?? 0));
  const coreRate = 1e6 / serverUs;
  const databaseCoreRate = 1e6 / databaseUs;
  const perDatabaseCore = serverUs / databaseUs;
  console.log(
    `projection at the CPU per bet of "${label}" (each process on cores of its own, every core busy): ` +
      `a server core places ${coreRate.toFixed(0)} bets/s, a database core serves ${databaseCoreRate.toFixed(0)} bets/s; ` +
      `N server cores reach N x ${coreRate.toFixed(0)} bets/s until the database's D cores saturate at D x ${databaseCoreRate.toFixed(0)} bets/s, ` +
      `${perDatabaseCore.toFixed(2)} server cores per database core (` +
      [1, 2, 4, 8]
        .map(
          (d) =>
            `D=${d}: ${(databaseCoreRate * d).toFixed(0)} bets/s with ${Math.ceil(perDatabaseCore * d)} server cores`,
        )
        .join('; ') +
      ')',
  );
}

async function main(): Promise<void> {
  if (!process.env.DATABASE_URL) {
    console.log(
      'set DATABASE_URL, or run: npx tsx tests/server/with-postgres.ts npx tsx tests/bench/multi-server.bench.ts',
    );
    process.exit(1);
  }
  console.log(
    `node ${process.version}, ${CONNECTIONS} connections split over the servers, ${DURATION_S} s per run, ${cpus().length} CPUs`,
  );
  const rounds = new Map<Setup, MeasuredRun[]>(SETUPS.map((setup) => [setup, []]));
  for (let round = 1; round <= ROUNDS; round++) {
    if (ROUNDS > 1) console.log(`round ${round} of ${ROUNDS}`);
    // A fresh database for each run, so the second run does not place into the tables the first one filled.
    for (const setup of SETUPS)
      await withScratchDatabase(async (url) => {
        rounds.get(setup)?.push(await placement(url, setup));
      });
  }
  printMedians(rounds);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
