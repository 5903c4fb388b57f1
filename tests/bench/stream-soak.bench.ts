// The push stream over a long run with players coming and going (docs/PERFORMANCE.md "The push stream's fan-out"):
// the stream benchmark's server (stream.bench.ts, the hub over the odds simulator at its own pace) holds
// `subscribers` streams on the live soccer page; every minute a tenth of them close and as many new ones open. Each
// stream checks that every odds delta it reads was built on the version it read last, so a version lost or sent
// twice shows as a break in its chain. Each minute the server's RSS and JS heap after a GC are noted; the run ends
// with the memory slope (least squares over the minutes, the first left out as warm-up) and the breaks counted.
// Not a test: nothing asserts.
//   npx tsx tests/bench/stream-soak.bench.ts [subscribers=2000] [minutes=60]
import { fork, type ChildProcess } from 'node:child_process';
import { Agent, request, type ClientRequest } from 'node:http';
import { fileURLToPath } from 'node:url';

type ToClients =
  { cmd: 'open'; port: number; count: number } | { cmd: 'churn'; share: number } | { cmd: 'report' };

interface ChainReport {
  open: number;
  frames: number;
  /** Deltas whose base was not the version the stream read last. */
  breaks: number;
  /** Full pages sent to a stream that already had one (a resynchronisation, not a loss). */
  resyncs: number;
}

/** One stream that follows its chain of versions frame by frame. */
function openChecked(agent: Agent, port: number, counts: ChainReport, ready: () => void): ClientRequest {
  let buffer = '';
  let last = -1;
  let hello = false;
  const req = request(
    {
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/stream',
      agent,
      headers: { 'content-type': 'application/json' },
    },
    (res) => {
      res.on('data', (chunk: Buffer) => {
        buffer += chunk.toString('latin1');
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (!hello && frame.startsWith('event: hello')) {
            hello = true;
            ready();
          }
          const odds = /^event: odds\nid: (\d+)\ndata: .*"full":(\d).*"base":(\d+)\}$/s.exec(frame);
          if (!odds) continue;
          const [version, full, base] = [Number(odds[1]), odds[2] === '1', Number(odds[3])];
          counts.frames++;
          if (full) {
            if (last >= 0) counts.resyncs++;
          } else if (base !== last) counts.breaks++;
          last = version;
        }
      });
    },
  );
  req.on('error', () => undefined);
  req.end(JSON.stringify({ odds: { sport_id: 1, market: 'live', version: 0 } }));
  return req;
}

function clientsRole(): void {
  const agent = new Agent({ keepAlive: false, maxSockets: Infinity });
  const open: ClientRequest[] = [];
  const counts: ChainReport = { open: 0, frames: 0, breaks: 0, resyncs: 0 };
  let port = 0;
  const openMany = (count: number, done: () => void) => {
    let ready = 0;
    for (let i = 0; i < count; i++)
      open.push(
        openChecked(agent, port, counts, () => {
          if (++ready === count) done();
        }),
      );
  };
  process.on('message', (m: ToClients) => {
    if (m.cmd === 'open') {
      port = m.port;
      openMany(m.count, () => process.send!({ opened: m.count }));
    } else if (m.cmd === 'churn') {
      const leaving = Math.round(open.length * m.share);
      for (const req of open.splice(0, leaving)) req.destroy();
      openMany(leaving, () => process.send!({ churned: leaving }));
    } else {
      process.send!({ ...counts, open: open.length });
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

/** Least-squares slope of `ys` over their indexes (per minute). */
function slope(ys: number[]): number {
  const n = ys.length;
  const mx = (n - 1) / 2;
  const my = ys.reduce((a, b) => a + b, 0) / n;
  let num = 0;
  let den = 0;
  ys.forEach((y, x) => {
    num += (x - mx) * (y - my);
    den += (x - mx) ** 2;
  });
  return den === 0 ? 0 : num / den;
}

async function main(): Promise<void> {
  const subscribers = Number(process.argv[2] ?? 2_000);
  const minutes = Number(process.argv[3] ?? 60);
  const streamBench = fileURLToPath(new URL('./stream.bench.ts', import.meta.url));
  const server = fork(streamBench, ['server', 'sim'], { execArgv: ['--import', 'tsx', '--expose-gc'] });
  const { port } = await new Promise<{ port: number }>((resolve) => server.once('message', resolve as never));
  const clients = fork(fileURLToPath(import.meta.url), ['clients'], { execArgv: ['--import', 'tsx'] });
  const memory = () =>
    ask<{ rss: number; heap: number; subscribers: number }>(server, { cmd: 'gc' }, (m) => 'rss' in m);
  await ask(clients, { cmd: 'open', port, count: subscribers }, (m) => 'opened' in m);
  const rss: number[] = [];
  const heap: number[] = [];
  const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
  for (let minute = 1; minute <= minutes; minute++) {
    await new Promise((resolve) => setTimeout(resolve, 60_000));
    await ask(clients, { cmd: 'churn', share: 0.1 }, (m) => 'churned' in m);
    const m = await memory();
    const chain = await ask<ChainReport>(clients, { cmd: 'report' }, (r) => 'breaks' in r);
    rss.push(m.rss);
    heap.push(m.heap);
    console.log(
      `minute ${minute}: ${m.subscribers} streams, RSS ${mib(m.rss)} MiB, heap ${mib(m.heap)} MiB; ` +
        `so far ${chain.frames} odds frames read, ${chain.breaks} breaks, ${chain.resyncs} resyncs`,
    );
  }
  const chain = await ask<ChainReport>(clients, { cmd: 'report' }, (r) => 'breaks' in r);
  const kib = (perMinute: number) => `${(perMinute / 1024).toFixed(1)} KiB/min`;
  console.log(
    `${subscribers} streams, a tenth replaced every minute, ${minutes} min: memory slope after the first minute ` +
      `RSS ${kib(slope(rss.slice(1)))}, heap ${kib(slope(heap.slice(1)))}; ${chain.frames} odds frames read, ` +
      `${chain.breaks} breaks in a chain of versions, ${chain.resyncs} resyncs`,
  );
  clients.kill();
  server.kill();
}

if (process.argv[2] === 'clients') clientsRole();
else await main();
