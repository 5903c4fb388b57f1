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
import { median } from './stats';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
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

/** Starts `count` servers on the database at `url`, one after the other (the first one migrates and seeds). */
async function placement(url: string, setup: Setup): Promise<PlacementRun> {
  const servers: BenchServer[] = [];
  try {
    for (let i = 0; i < setup.servers; i++) servers.push(await spawnServer('api', url));
    const run = await placeBets(servers, url, CONNECTIONS, DURATION_S, setup.players);
    console.log(
      `${setup.label.padEnd(30)} ${run.rate.toFixed(0).padStart(7)} bets/s p50 ${run.p50} ms  p99 ${run.p99} ms  (${run.placed} placed over ${run.matches} matches${run.refused ? `; refused: ${run.refused}` : ''})`,
    );
    if (run.cpu) console.log(`${''.padEnd(31)}${formatShares(run.cpu)}`);
    return run;
  } finally {
    for (const server of servers) await server.stop();
  }
}

const us = (values: number[]): string => `${median(values).toFixed(0)} µs`;

function printMedians(rounds: Map<Setup, PlacementRun[]>): void {
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
          : 'not measured (no /proc)'),
    );
  }
  // The projection from one server's costs, and from two servers' with each player on one server (what two
  // servers cost per bet beyond one: each runs its own background work, and each gets smaller placement batches).
  for (const setup of SETUPS.filter((s) => s.players === 'split' || s.servers === 1))
    project(setup.label, rounds.get(setup) ?? []);
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
  const rounds = new Map<Setup, PlacementRun[]>(SETUPS.map((setup) => [setup, []]));
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
