// The Prometheus endpoint, GET /metrics in the text exposition format: what the engines count (infra/metrics.ts),
// how long each request took by route pattern and status, and what is read when scraped: leadership, the age of the
// feed version this server answers from, the PostgreSQL pool, event-loop delay and process memory. Only the senders
// config.metrics allows see it; anyone else is answered 404 notFound, as the API answers a path it does not serve.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BlockList, isIP } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import type { MetricsAccess, TrustProxy } from '../config';
import type { AppContext } from '../context';
import type { Database } from '../db/types';
import type { Engines } from '../engines';
import type { StreamHub } from '../stream/hub';

export const METRICS_PATH = '/metrics';

/** The route label of a request no route matched: raw URLs would make a series per probe of a scanner. */
const UNMATCHED_ROUTE = 'unmatched';

const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Headers a reverse proxy adds; without trusted proxies their presence means the real sender is unknown. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

/** An IPv4 address written as IPv6 (::ffff:127.0.0.1) is checked as the IPv4 address it is. */
function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}

function addRange(list: BlockList, range: string): void {
  const [address = '', prefix] = range.split('/');
  const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
  if (prefix === undefined) list.addAddress(address, type);
  else list.addSubnet(address, Number(prefix), type);
}

/** Whether a request may read the endpoint: from this machine or a listed scraper, and, without trusted proxies, not forwarded. */
export function metricsSenderCheck(
  access: Exclude<MetricsAccess, 'off'>,
  trustProxy: TrustProxy,
): (request: FastifyRequest) => boolean {
  const allowed = new BlockList();
  allowed.addSubnet('127.0.0.0', 8, 'ipv4');
  allowed.addAddress('::1', 'ipv6');
  if (access !== 'local') for (const range of access.allow) addRange(allowed, range);
  return (request) => {
    // A proxy on this machine would otherwise hand every outside request over from 127.0.0.1.
    if (trustProxy === false && FORWARDING_HEADERS.some((h) => request.headers[h] !== undefined))
      return false;
    const address = plainAddress(request.ip);
    const type = isIP(address);
    return type !== 0 && allowed.check(address, type === 6 ? 'ipv6' : 'ipv4');
  };
}

/** Request durations by method, route pattern and status; each label set's child is kept, so a request costs one lookup. */
function installRequestTimer(app: FastifyInstance, registry: Registry): void {
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to sending its answer, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'],
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const children = new Map<string, { observe(seconds: number): void }>();
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    const key = `${request.method} ${route} ${reply.statusCode}`;
    let child = children.get(key);
    if (!child) {
      child = durations.labels(request.method, route, String(reply.statusCode));
      children.set(key, child);
    }
    child.observe(reply.elapsedTime / 1000);
  });
}

function installPoolGauges(db: Database, registry: Registry): void {
  const poolUse = db.poolUse?.bind(db);
  if (!poolUse) return;
  new Gauge({
    name: 'sportsbook_db_pool_connections',
    help: 'PostgreSQL pool connections open now, by state (busy: running a statement or transaction).',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const use = poolUse();
      this.set({ state: 'busy' }, use.open - use.idle);
      this.set({ state: 'idle' }, use.idle);
    },
  });
  new Gauge({
    name: 'sportsbook_db_pool_waiting',
    help: 'Calls waiting for a PostgreSQL connection because the pool is full and every connection busy.',
    registers: [registry],
    collect() {
      this.set(poolUse().waiting);
    },
  });
  new Gauge({
    name: 'sportsbook_db_pool_max_connections',
    help: 'The most connections the PostgreSQL pool opens.',
    registers: [registry],
    collect() {
      this.set(poolUse().max);
    },
  });
}

/** Event-loop delay since the last scrape (sampled every 10 ms) and process memory; the sampler stops with the app. */
function installProcessGauges(app: FastifyInstance, registry: Registry): void {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  app.addHook('onClose', async () => delay.disable());
  new Gauge({
    name: 'nodejs_eventloop_delay_seconds',
    help: 'Event-loop delay since the previous scrape: mean, 50th and 99th percentile, and the largest.',
    labelNames: ['stat'],
    registers: [registry],
    collect() {
      if (delay.count === 0) return;
      this.set({ stat: 'mean' }, delay.mean / 1e9);
      this.set({ stat: 'p50' }, delay.percentile(50) / 1e9);
      this.set({ stat: 'p99' }, delay.percentile(99) / 1e9);
      this.set({ stat: 'max' }, delay.max / 1e9);
      delay.reset();
    },
  });
  const memory = (name: string, help: string, read: (m: NodeJS.MemoryUsage) => number): void => {
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read(process.memoryUsage()));
      },
    });
  };
  memory('process_resident_memory_bytes', 'Resident memory of the process.', (m) => m.rss);
  memory('nodejs_heap_size_used_bytes', 'JavaScript heap in use.', (m) => m.heapUsed);
  memory('nodejs_heap_size_total_bytes', 'JavaScript heap reserved.', (m) => m.heapTotal);
  memory(
    'nodejs_external_memory_bytes',
    'Memory of C++ objects bound to JavaScript ones.',
    (m) => m.external,
  );
}

/** The push stream: how many players it holds open on this server, and what it has written to them. */
function installStreamMetrics(hub: StreamHub, registry: Registry): void {
  new Gauge({
    name: 'sportsbook_streams_open',
    help: 'Push streams open on this server.',
    registers: [registry],
    collect() {
      this.set(hub.size);
    },
  });
  let counted = 0;
  new Counter({
    name: 'sportsbook_stream_frames_total',
    help: 'Frames written to push streams (odds, balance, bets, heartbeats, ends).',
    registers: [registry],
    collect() {
      this.inc(hub.framesWritten - counted);
      counted = hub.framesWritten;
    },
  });
}

/** Adds the request timer, the scrape-time figures and GET /metrics; does nothing under METRICS=off. */
export function installMetrics(
  app: FastifyInstance,
  ctx: AppContext,
  engines: Engines,
  hub: StreamHub | null,
): void {
  const { registry } = ctx.metrics;
  const access = ctx.config.metrics;
  if (!registry || access === 'off') return;
  installRequestTimer(app, registry);
  new Gauge({
    name: 'sportsbook_leader',
    help: '1 while this server is the leader (runs the feed producer and the singleton jobs), 0 while it follows.',
    registers: [registry],
    collect() {
      this.set(engines.leadership.isLeader ? 1 : 0);
    },
  });
  new Gauge({
    name: 'sportsbook_feed_version_age_seconds',
    help: 'How long ago the leader was at the feed version this server answers from.',
    registers: [registry],
    collect() {
      const age = engines.odds.versionAgeMs();
      if (age === null) this.reset();
      else this.set(age / 1000);
    },
  });
  if (hub) installStreamMetrics(hub, registry);
  installPoolGauges(ctx.db, registry);
  installProcessGauges(app, registry);
  const mayRead = metricsSenderCheck(access, ctx.config.trustProxy);
  app.get(METRICS_PATH, async (request, reply) => {
    // The API's own answer for a path it does not serve (web-root.ts), whether or not a browser build is served.
    if (!mayRead(request)) return reply.code(404).send({ status: 0, statusdesc: 'notFound' });
    const text = await registry.metrics();
    return reply.type(registry.contentType).send(text);
  });
}
