// The bet placement load both betting benchmarks drive: single bets end to end (HTTP, session check, price
// re-check, limits, one transaction with the ledger debit) from concurrent connections spread over one or more
// API servers on one database, with the CPU each process spent per bet (cpu-usage.ts).
import { createRequire } from 'node:module';
import pg from 'pg';
import type { UxmarketResponse } from '../../src/shared/feed/schemas';
import type { BenchServer } from './bench-processes';
import { parentPid, startCpuMeter, type CpuShares } from './cpu-usage';
import { startActivityMeter, type ActivityMeter } from './database-activity';

interface CannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}
type Cannon = (options: Record<string, unknown>) => Promise<CannonResult>;
export const autocannon = createRequire(import.meta.url)('autocannon') as Cannon;

/** Four members whose opening credits cover 10,000 minimum stakes each (demo02's USD 5,000 ran out in a 10 s run). */
export const ACCOUNTS = ['demo01', 'demo03', 'nogames01', 'fresh01'];
/** The minimum stake of each account's currency, so the opening credits last for 40,000 bets in all. */
const STAKES: Record<string, string> = {
  demo01: '1.00',
  demo03: '10.00',
  nogames01: '1.00',
  fresh01: '1.00',
};

const post = async (url: string, body: unknown): Promise<Record<string, unknown>> =>
  (
    await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  ).json() as Promise<Record<string, unknown>>;

/** Pre-match soccer handicap legs at their current prices: each bet goes to the next match, like real traffic. */
async function openLegs(api: string): Promise<Record<string, unknown>[]> {
  const base = api.replace(/\/api$/, '/api/cache');
  const feed = (await post(`${base}/uxmarket`, {
    sport_id: 1,
    market: 'today',
    version: 0,
    mmo: false,
  })) as unknown as UxmarketResponse;
  const legs: Record<string, unknown>[] = [];
  for (const m of feed.matches as unknown as unknown[][]) {
    const lines = (m[16] ?? []) as unknown[][];
    const hdp = lines.find((l) => l[0] === 'hdp' && l[1] === 0 && l[6] === 0 && (l[3] as number) > 0);
    if (hdp)
      legs.push({
        match_id: m[0],
        market: 'hdp',
        period: 0,
        choice: 'h',
        line: hdp[2],
        price: hdp[3],
        odds_type: 4,
      });
  }
  return legs;
}

/** The postmaster of the cluster at `url` when it runs on this machine (the parent of our backend), else null. */
async function postmasterPid(url: string): Promise<number | null> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    return rows[0] ? parentPid(rows[0].pid) : null;
  } finally {
    await client.end();
  }
}

export interface PlacementRun {
  /** Bets placed a second, all servers together. */
  rate: number;
  placed: number;
  /** The slowest server's median and 99th percentile latency (ms). */
  p50: number;
  p99: number;
  matches: number;
  /** Refusals by status, e.g. "odds_changed 3"; empty when every bet was taken. */
  refused: string;
  cpu: CpuShares | null;
  /** Bets each server placed, in the order the servers were given. */
  perServerPlaced: number[];
  /**
   * Each server's CPU a second while no bet arrived (its background work: the leader's feed producer and jobs, a
   * follower's polling of the stored world), in ms, measured just before the load; null when not asked or no /proc.
   */
  idleMsPerS: number[] | null;
  /** What the servers asked of the database during the load: read it once the servers have stopped. */
  database: ActivityMeter | null;
}

export interface PlacementOptions {
  /** Seconds of no load before the run, to measure each server's background CPU (0: none). */
  idleSeconds?: number;
  /** Count transactions, batches and notifications in the database during the run (PostgreSQL only). */
  countDatabase?: boolean;
}

/**
 * Places bets for `seconds` from `connections` connections split evenly over `servers` (all on the database at
 * `databaseUrl`, '' for PGlite inside a single server). The players log in once on the first server: sessions
 * live in the database, so every server accepts them, as behind a load balancer. `players: 'split'` sends each
 * player's bets to one server only (the four players dealt out over the servers), as when many members each
 * bet now and then; 'shared' sends every player's bets to every server, so the servers' placement batches touch
 * the same wallet rows.
 */
export async function placeBets(
  servers: BenchServer[],
  databaseUrl: string,
  connections: number,
  seconds: number,
  players: 'shared' | 'split' = 'shared',
  options: PlacementOptions = {},
): Promise<PlacementRun> {
  const first = servers[0];
  if (!first) throw new Error('placeBets needs a server');
  const sessions: { account_id: string; session_token: string }[] = [];
  for (const account_id of ACCOUNTS) {
    const login = (await post(`${first.url}/userlogin`, { account_id, password: 'Pass1234' })) as {
      member_profile: { player_info: { session_token: string }[] };
    };
    const session = { account_id, session_token: login.member_profile.player_info[0]!.session_token };
    // fresh01 starts without the terms accepted, and the server takes no bet before they are.
    await post(`${first.url}/termsaccept`, { ...session, scope: 'general', version: 1 });
    sessions.push(session);
  }
  const legs = await openLegs(first.url);
  let n = 0;
  const perServerPlaced = servers.map(() => 0);
  const codes = new Map<string, number>();
  const databaseRoot = databaseUrl ? await postmasterPid(databaseUrl) : null;
  let idleMsPerS: number[] | null = null;
  if (options.idleSeconds) {
    const idle = startCpuMeter(
      servers.map((s) => s.pid),
      databaseRoot,
    );
    await new Promise((resolve) => setTimeout(resolve, options.idleSeconds! * 1000));
    // CPU per second of idle time: µs per unit with seconds as the units, in ms.
    idleMsPerS = idle?.stop(options.idleSeconds)?.perServerUs.map((us) => us / 1000) ?? null;
  }
  const database = options.countDatabase && databaseUrl ? await startActivityMeter(databaseUrl) : null;
  const meter = startCpuMeter(
    servers.map((s) => s.pid),
    databaseRoot,
  );
  for (const server of servers) server.countStatements();
  const started = performance.now();
  const results = await Promise.all(
    servers.map((server, i) => {
      const own = players === 'split' ? sessions.filter((_, k) => k % servers.length === i) : sessions;
      if (!own.length)
        throw new Error(`${ACCOUNTS.length} players cannot be split over ${servers.length} servers`);
      return autocannon({
        url: `${server.url}/bet/betsingle`,
        // 50 over 2 servers: 25 each; an odd remainder goes to the first servers.
        connections: Math.floor(connections / servers.length) + (i < connections % servers.length ? 1 : 0),
        duration: seconds,
        requests: [
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            setupRequest: (req: Record<string, unknown>) => {
              n += 1;
              const session = own[n % own.length]!;
              const body = {
                ...session,
                leg: legs[n % legs.length],
                stake: STAKES[session.account_id] ?? '1.00',
                slip_id: `bench${n}x${Date.now()}`,
                accept_any_odds: true,
              };
              return { ...req, body: JSON.stringify(body) };
            },
            onResponse: (_status: number, body: string) => {
              const code = /"statusdesc":"([^"]*)"/.exec(body)?.[1] ?? '?';
              if (code === 'success') perServerPlaced[i] = (perServerPlaced[i] ?? 0) + 1;
              else codes.set(code, (codes.get(code) ?? 0) + 1);
            },
          },
        ],
      });
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const placed = perServerPlaced.reduce((a, b) => a + b, 0);
  const cpu = meter?.stop(placed) ?? null;
  await database?.stopListening();
  return {
    rate: placed / elapsed,
    placed,
    p50: Math.max(...results.map((r) => r.latency.p50)),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    matches: legs.length,
    refused: [...codes].map(([c, k]) => `${c} ${k}`).join(', '),
    cpu,
    perServerPlaced,
    idleMsPerS,
    database,
  };
}
