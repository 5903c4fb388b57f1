// The push stream's fan-out: one process runs the stream hub over the odds simulator behind a plain HTTP server (the
// hub and its encoding as the API server runs them; the session check answers a fixed balance, so no database or
// login is measured), and two client processes hold the subscribers (one process cannot hold 10,000 sockets of
// each end under this machine's 20,000-descriptor limit). It prints:
//   - memory per idle subscriber (no odds view): the server's RSS and heap after a GC, before and after;
//   - latency from the producer's step (the price written) to each subscriber's socket read, p50/p99/max;
//   - the server's CPU over the run as a share of one core, and CPU per delivered frame.
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
    heartbeatMs: 3_000,
    recheckMs: 3_600_000,
    maxPerSession: 2,
  });
  hub.start();
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
      subscribers: hub.size,
      versions: [...versions.entries()],
    };
    process.send!(stats);
  });
}

type ToClients =
  { cmd: 'open'; port: number; count: number; odds: boolean } | { cmd: 'report' } | { cmd: 'close' };

function clientsRole(): void {
  const agent = new Agent({ keepAlive: false, maxSockets: Infinity });
  const requests: ReturnType<typeof request>[] = [];
  /** Per version, the wall-clock times subscribers read its frame. */
  const reads = new Map<number, number[]>();
  process.on('message', (m: ToClients) => {
    if (m.cmd === 'open') {
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
      process.send!({ reads: [...reads.entries()] });
      reads.clear();
    } else {
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
  await Promise.all(clients.map((c) => ask(c, { cmd: 'report' }, (m) => 'reads' in m)));
  const before = await stats();
  const started = wallClock();
  await new Promise((resolve) => setTimeout(resolve, seconds * 1_000));
  const reports = await Promise.all(
    clients.map((c) => ask<{ reads: [number, number[]][] }>(c, { cmd: 'report' }, (m) => 'reads' in m)),
  );
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
  await closeAll();
  for (const c of [...clients, server]) c.kill();
}

const role = process.argv[2];
if (role === 'server') serverRole(process.argv[3] ?? 'sim');
else if (role === 'clients') clientsRole();
else await main();
