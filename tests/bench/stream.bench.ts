// The push stream's fan-out: one process runs the stream hub over the odds simulator behind a plain HTTP server (the
// hub and its encoding as the API server runs them; the session check answers a fixed balance, so no database or
// login is measured), and two client processes hold the subscribers (one process cannot hold 10,000 sockets of
// each end under this machine's 20,000-descriptor limit). It prints:
//   - memory per idle subscriber (no odds view): the server's RSS and heap after a GC, before and after;
//   - latency from the producer's step (the price written) to each subscriber's socket read, p50/p99/max;
//   - the server's CPU over the run as a share of one core, and CPU per delivered frame;
//   - side by side, the same players polling the same page once a second as the app does without the stream
//     (POST /poll answers what uxmarket answers, from the same cache, without Fastify's routing and schema check,
//     so the figure is the least polling costs): requests, bytes and server CPU a second, against the stream's
//     frames, bytes and CPU a second over the same length of time.
// Usage: npx tsx tests/bench/stream.bench.ts [subscribers=10000] [seconds=20] [pace=sim|fast]
//   pace=fast steps the simulator 15 sim seconds per real second, which reprices far more of the table each step.
import { fork, type ChildProcess } from 'node:child_process';
import { createServer, request, Agent } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { MarketFeedCache } from '../../src/server/odds/feed';
import { simulatorProducer } from '../../src/server/odds/producer';
import { StreamHub } from '../../src/server/stream/hub';

const wallClock = () => performance.timeOrigin + performance.now();
const BALANCE = {
  balance: '1000.00',
  account_balance: '1000.00',
  outstanding_balance: '0.00',
  retrieve_profile: false,
};

type ToServer = { cmd: 'stats' } | { cmd: 'gc' };
type ServerStats = {
  rss: number;
  heap: number;
  cpuMs: number;
  frames: number;
  polls: number;
  subscribers: number;
  versions: [number, number][];
};

function serverRole(pace: string): void {
  const start = Date.now();
  const sim = simulatorProducer.create({
    seed: 20250614,
    now: start,
    perLeague: 12,
    firstId: 1_000_000,
    closedPriceMs: 10_000,
  });
  const hub = new StreamHub({
    world: () => sim,
    feed: new MarketFeedCache(),
    checkSession: async () => ({ balance: BALANCE }),
    serverStatus: async () => ({ maintenance: false }),
    heartbeatMs: 3_000,
    recheckMs: 3_600_000,
    maxPerSession: 2,
  });
  hub.start();
  const feed = new MarketFeedCache();
  let polls = 0;
  const versions = new Map<number, number>();
  let simNow = start;
  setInterval(() => {
    const at = wallClock();
    simNow += pace === 'fast' ? 15_000 : 1_000;
    const before = sim.version;
    sim.advance(simNow);
    if (sim.version === before) return;
    versions.set(sim.version, at);
    hub.worldChanged();
  }, 1_000);
  let nextId = 1;
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      if (req.url === '/poll') {
        // What uxmarket answers a player who polls the live soccer page from the version they hold.
        const { version } = JSON.parse(body) as { version: number };
        const answer = feed.get(sim, { sportId: 1, market: 'live', version, mmo: false });
        polls++;
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ status: 1, statusdesc: 'success', ...answer }));
        return;
      }
      const odds = (JSON.parse(body) as { odds?: { sport_id: number; market: 'live'; version: number } })
        .odds;
      res.writeHead(200, { 'Content-Type': 'text/event-stream' });
      const id = nextId++;
      void hub
        .open({
          accountId: `bench${id}`,
          sessionToken: 't',
          sessionId: id,
          odds: odds
            ? { sportId: odds.sport_id, market: odds.market, mmo: false, version: odds.version }
            : undefined,
          sink: { write: (f) => res.write(f), onDrain: (l) => res.once('drain', l), end: () => res.end() },
        })
        .then((stop) => res.once('close', stop));
    });
  });
  server.maxConnections = 20_000;
  server.listen(0, '127.0.0.1', () => process.send!({ port: (server.address() as AddressInfo).port }));
  const startCpu = process.cpuUsage();
  process.on('message', (m: ToServer) => {
    if (m.cmd === 'gc') (globalThis as { gc?: () => void }).gc?.();
    const mem = process.memoryUsage();
    const cpu = process.cpuUsage(startCpu);
    const stats: ServerStats = {
      rss: mem.rss,
      heap: mem.heapUsed,
      cpuMs: (cpu.user + cpu.system) / 1000,
      frames: hub.framesWritten,
      polls,
      subscribers: hub.size,
      versions: [...versions.entries()],
    };
    process.send!(stats);
  });
}

type ToClients =
  | { cmd: 'open'; port: number; count: number; odds: boolean }
  | { cmd: 'poll'; port: number; count: number }
  | { cmd: 'report' }
  | { cmd: 'close' };

/** Players who poll the page once a second each, spread over the second, each sending the version it holds. */
function startPolling(port: number, count: number, counted: { requests: number; bytes: number }): () => void {
  // Browsers keep their connections to the API open between polls.
  const agent = new Agent({ keepAlive: true, maxSockets: Infinity });
  let stopped = false;
  const timers: ReturnType<typeof setTimeout>[] = [];
  const pollAs = (player: number, version: number): void => {
    if (stopped) return;
    const sent = Date.now();
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/poll',
        agent,
        headers: { 'content-type': 'application/json' },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks);
          counted.requests++;
          counted.bytes += text.length;
          const next = (JSON.parse(text.toString()) as { version: number }).version;
          timers[player] = setTimeout(() => pollAs(player, next), Math.max(0, 1_000 - (Date.now() - sent)));
        });
      },
    );
    req.on('error', () => undefined);
    req.end(JSON.stringify({ version }));
  };
  for (let i = 0; i < count; i++) timers[i] = setTimeout(() => pollAs(i, 0), (i * 1_000) / count);
  return () => {
    stopped = true;
    timers.forEach((t) => clearTimeout(t));
    agent.destroy();
  };
}

function clientsRole(): void {
  const agent = new Agent({ keepAlive: false, maxSockets: Infinity });
  const requests: ReturnType<typeof request>[] = [];
  /** Per version, the wall-clock times subscribers read its frame. */
  const reads = new Map<number, number[]>();
  /** Bytes the subscribers read, and the polls answered with their bytes. */
  const counted = { requests: 0, bytes: 0 };
  let stopPolling: (() => void) | null = null;
  process.on('message', (m: ToClients) => {
    if (m.cmd === 'poll') {
      stopPolling = startPolling(m.port, m.count, counted);
      process.send!({ polling: true });
    } else if (m.cmd === 'open') {
      let ready = 0;
      for (let i = 0; i < m.count; i++) {
        const req = request(
          {
            host: '127.0.0.1',
            port: m.port,
            method: 'POST',
            path: '/stream',
            agent,
            headers: { 'content-type': 'application/json' },
          },
          (res) => {
            let tail = '';
            let hello = false;
            res.on('data', (chunk: Buffer) => {
              const at = wallClock();
              counted.bytes += chunk.length;
              const text = tail + chunk.toString('latin1');
              if (!hello && text.includes('event: hello')) {
                hello = true;
                if (++ready === m.count) process.send!({ ready });
              }
              for (const match of text.matchAll(/\nid: (\d+)\n/g)) {
                const version = Number(match[1]);
                const list = reads.get(version);
                if (list) list.push(at);
                else reads.set(version, [at]);
              }
              tail = text.slice(-16);
            });
          },
        );
        req.on('error', () => undefined);
        req.end(JSON.stringify(m.odds ? { odds: { sport_id: 1, market: 'live', version: 0 } } : {}));
        requests.push(req);
      }
    } else if (m.cmd === 'report') {
      process.send!({ reads: [...reads.entries()], ...counted });
      reads.clear();
      counted.requests = 0;
      counted.bytes = 0;
    } else {
      stopPolling?.();
      stopPolling = null;
      for (const r of requests) r.destroy();
      requests.length = 0;
      process.send!({ closed: true });
    }
  });
}

function ask<T>(
  child: ChildProcess,
  message: object,
  pick: (m: Record<string, unknown>) => boolean,
): Promise<T> {
  return new Promise((resolve) => {
    const on = (m: Record<string, unknown>) => {
      if (!pick(m)) return;
      child.off('message', on);
      resolve(m as T);
    };
    child.on('message', on);
    child.send(message);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;

async function main(): Promise<void> {
  const subscribers = Number(process.argv[2] ?? 10_000);
  const seconds = Number(process.argv[3] ?? 20);
  const pace = process.argv[4] ?? 'sim';
  const self = fileURLToPath(import.meta.url);
  const server = fork(self, ['server', pace], { execArgv: ['--import', 'tsx', '--expose-gc'] });
  const { port } = await new Promise<{ port: number }>((resolve) => server.once('message', resolve as never));
  const clients = [
    fork(self, ['clients'], { execArgv: ['--import', 'tsx'] }),
    fork(self, ['clients'], { execArgv: ['--import', 'tsx'] }),
  ];
  const share = Math.ceil(subscribers / clients.length);
  const stats = () => ask<ServerStats>(server, { cmd: 'gc' }, (m) => 'rss' in m);
  const openAll = (odds: boolean) =>
    Promise.all(clients.map((c) => ask(c, { cmd: 'open', port, count: share, odds }, (m) => 'ready' in m)));
  const closeAll = () => Promise.all(clients.map((c) => ask(c, { cmd: 'close' }, (m) => 'closed' in m)));

  // Idle subscribers: what each costs the server while nothing is sent but heartbeats.
  const empty = await stats();
  await openAll(false);
  const idle = await stats();
  const n = idle.subscribers - empty.subscribers;
  console.log(
    `idle subscribers ${n}: RSS ${((idle.rss - empty.rss) / n / 1024).toFixed(1)} KiB each, JS heap ${((idle.heap - empty.heap) / n / 1024).toFixed(1)} KiB each`,
  );
  await closeAll();

  // Subscribers of the live soccer page: every step of the simulator is one delta to each.
  await openAll(true);
  await new Promise((resolve) => setTimeout(resolve, 3_000)); // every subscriber has read its opening snapshot
  type Report = { reads: [number, number[]][]; requests: number; bytes: number };
  const report = () =>
    Promise.all(clients.map((c) => ask<Report>(c, { cmd: 'report' }, (m) => 'reads' in m)));
  await report();
  const before = await stats();
  const started = wallClock();
  await new Promise((resolve) => setTimeout(resolve, seconds * 1_000));
  const reports = await report();
  const after = await stats();
  const elapsedMs = wallClock() - started;
  const stepped = new Map(after.versions);
  const latencies: number[] = [];
  for (const report of reports)
    for (const [version, times] of report.reads) {
      const at = stepped.get(version);
      if (at === undefined || at < started) continue;
      for (const t of times) latencies.push(t - at);
    }
  latencies.sort((a, b) => a - b);
  const cpuMs = after.cpuMs - before.cpuMs;
  const frames = after.frames - before.frames;
  const steps = after.versions.filter(([, at]) => at >= started).length;
  console.log(
    `${after.subscribers} live subscribers, pace ${pace}, ${steps} steps in ${(elapsedMs / 1000).toFixed(1)} s: ` +
      `step to socket read p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, ` +
      `max ${latencies[latencies.length - 1]?.toFixed(1)} ms over ${latencies.length} deliveries`,
  );
  console.log(
    `server CPU ${((cpuMs / elapsedMs) * 100).toFixed(1)}% of one core; ${frames} frames written, ` +
      `${((cpuMs * 1000) / Math.max(1, frames)).toFixed(1)} µs CPU per frame; RSS ${(after.rss / 1024 / 1024).toFixed(0)} MiB`,
  );
  const perSecond = (n: number, ms: number) => (n * 1000) / ms;
  const streamBytes = reports.reduce((sum, r) => sum + r.bytes, 0);
  await closeAll();

  // The same players polling the same page once a second, over the same length of time.
  await Promise.all(clients.map((c) => ask(c, { cmd: 'poll', port, count: share }, (m) => 'polling' in m)));
  await new Promise((resolve) => setTimeout(resolve, 3_000)); // every player has sent its first (full) poll
  await report();
  const pollBefore = await stats();
  const pollStarted = wallClock();
  await new Promise((resolve) => setTimeout(resolve, seconds * 1_000));
  const pollReports = await report();
  const pollAfter = await stats();
  const pollMs = wallClock() - pollStarted;
  const answered = pollReports.reduce((sum, r) => sum + r.requests, 0);
  const pollBytes = pollReports.reduce((sum, r) => sum + r.bytes, 0);
  const pollCpuMs = pollAfter.cpuMs - pollBefore.cpuMs;
  const row = (label: string, messages: string, bytes: number, cpu: number, ms: number, per: number) =>
    `  ${label.padEnd(8)} ${messages.padStart(26)}  ${(perSecond(bytes, ms) / 1024 / 1024).toFixed(2).padStart(7)} MiB/s` +
    `  server CPU ${((cpu / ms) * 100).toFixed(1).padStart(5)}% of one core  ${((cpu * 1000) / Math.max(1, per)).toFixed(1).padStart(6)} µs per message`;
  console.log(`${subscribers} players on the live soccer page, side by side (${pace} pace):`);
  console.log(
    row(
      'stream',
      `${perSecond(frames, elapsedMs).toFixed(0)} frames/s`,
      streamBytes,
      cpuMs,
      elapsedMs,
      frames,
    ),
  );
  console.log(
    row(
      'polling',
      `${perSecond(answered, pollMs).toFixed(0)} of ${subscribers} requests/s`,
      pollBytes,
      pollCpuMs,
      pollMs,
      pollAfter.polls - pollBefore.polls,
    ),
  );
  await closeAll();
  for (const c of [...clients, server]) c.kill();
}

const role = process.argv[2];
if (role === 'server') serverRole(process.argv[3] ?? 'sim');
else if (role === 'clients') clientsRole();
else await main();
