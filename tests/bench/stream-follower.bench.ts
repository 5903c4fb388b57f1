// Two API server processes on one PostgreSQL: how long after the leader's streams a follower's streams carry each
// new odds version (docs/PERFORMANCE.md "The push stream's fan-out"). The first server started leads and runs the
// odds simulator; the second follows, told of each stored version by the `o:` notification (migration 061). Each
// of four players holds one stream on each server, on the live soccer page; this process notes when each stream
// reads each version's frame, on one clock, and prints how much later the follower's streams read it than the
// leader's first one: p50, p99 and max, and the versions the follower's streams never carried. Not a test: nothing
// asserts.
//   npx tsx tests/server/with-postgres.ts npx tsx tests/bench/stream-follower.bench.ts [seconds=60]
import { ACCOUNTS } from './bet-placement';
import { spawnServer, withScratchDatabase, type BenchServer } from './bench-processes';

interface Session {
  account_id: string;
  session_token: string;
}

async function post(url: string, body: object): Promise<Record<string, unknown>> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Record<string, unknown>;
}

async function login(server: BenchServer, accountId: string): Promise<Session> {
  const answer = (await post(`${server.url}/userlogin`, { account_id: accountId, password: 'Pass1234' })) as {
    member_profile: { player_info: { session_token: string }[] };
  };
  return { account_id: accountId, session_token: answer.member_profile.player_info[0]!.session_token };
}

/** Opens one stream of `session` on `server`; calls `read` with each version whose frame it reads, as read. */
async function openStream(
  server: BenchServer,
  session: Session,
  signal: AbortSignal,
  read: (version: number, at: number) => void,
): Promise<void> {
  const res = await fetch(`${server.url}/stream`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...session, odds: { sport_id: 1, market: 'live', mmo: false, version: 0 } }),
    signal,
  });
  if (!res.ok || !res.body) throw new Error(`stream refused: HTTP ${res.status}`);
  const decoder = new TextDecoder();
  let tail = '';
  const reader = res.body.getReader();
  void (async () => {
    try {
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        const at = performance.now();
        const text = tail + decoder.decode(chunk.value, { stream: true });
        for (const match of text.matchAll(/\nid: (\d+)\n/g)) read(Number(match[1]), at);
        tail = text.slice(-16);
      }
    } catch {
      // Aborted at the end of the run.
    }
  })();
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;

async function main(): Promise<void> {
  const seconds = Number(process.argv[2] ?? 60);
  await withScratchDatabase(async (url) => {
    const leader = await spawnServer('api', url);
    const follower = await spawnServer('api', url);
    const abort = new AbortController();
    /** Per version: when the leader's streams first read it, and when each of the follower's streams did. */
    const onLeader = new Map<number, number>();
    const onFollower = new Map<number, number[]>();
    let measuring = false;
    try {
      for (const account of ACCOUNTS) {
        const session = await login(leader, account);
        await openStream(leader, session, abort.signal, (version, at) => {
          if (measuring && !onLeader.has(version)) onLeader.set(version, at);
        });
        await openStream(follower, session, abort.signal, (version, at) => {
          if (!measuring) return;
          const list = onFollower.get(version);
          if (list) list.push(at);
          else onFollower.set(version, [at]);
        });
      }
      // The opening snapshots are read before the measurement starts.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      measuring = true;
      await new Promise((resolve) => setTimeout(resolve, seconds * 1_000));
      measuring = false;
    } finally {
      abort.abort();
      await leader.stop();
      await follower.stop();
    }
    // The last second's versions may not have reached the follower before the end: they are left out.
    const last = Math.max(...onLeader.keys());
    const delays: number[] = [];
    const missed: number[] = [];
    for (const [version, leaderAt] of onLeader) {
      if (version === last) continue;
      const reads = onFollower.get(version);
      if (!reads) missed.push(version);
      else for (const at of reads) delays.push(at - leaderAt);
    }
    delays.sort((a, b) => a - b);
    console.log(
      `${onLeader.size - 1} versions in ${seconds} s, ${ACCOUNTS.length} streams on each server: the follower's streams ` +
        `read each version p50 ${percentile(delays, 50).toFixed(1)} ms, p99 ${percentile(delays, 99).toFixed(1)} ms, ` +
        `max ${delays[delays.length - 1]?.toFixed(1)} ms after the leader's first (${delays.length} reads); ` +
        `versions the follower's streams never carried: ${missed.length ? missed.join(', ') : 'none'}`,
    );
  });
}

await main();
