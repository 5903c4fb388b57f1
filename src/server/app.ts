import Fastify, { type FastifyInstance } from 'fastify';
import { resolveConfig, type ServerConfig, type TrustProxy } from './config';
import { randomBytes } from 'node:crypto';
import { createContext } from './context';
import { ACCOUNT_CHANGED_CHANNEL, SessionCache } from './services/session-cache';
import type { Database } from './db/types';
import { installErrorHandling } from './http/error-handler';
import { installRequestIdEcho, requestIdGenerator } from './http/request-id';
import type { LogSettings } from './log';
import { installOwnHostGuard } from './http/host-guard';
import { installMetrics } from './http/metrics';
import { httpServerOptions } from './http/server-options';
import { installTextGuard } from './http/text-guard';
import { registerWebRoot } from './http/web-root';
import { registerAccountRoutes } from './routes/account';
import { registerOddsRoutes } from './routes/odds';
import { registerMemberRoutes } from './routes/member';
import { registerLotteryRoutes } from './routes/lottery';
import { registerKenoRoutes } from './routes/keno';
import { registerRouletteRoutes } from './routes/roulette';
import { registerVideoPokerRoutes } from './routes/videopoker';
import { registerMiniGameRoutes } from './routes/mini-games';
import { registerMediaRoutes } from './routes/media';
import { registerProviderRoutes } from './routes/provider';
import { registerVirtualRoutes } from './routes/virtuals';
import { registerBetRoutes } from './routes/bet';
import { registerBetListRoutes } from './routes/bet-lists';
import { registerTournamentRoutes } from './routes/tournament';
import { registerTermsRoutes } from './routes/terms';
import { registerOpenApiRoute } from './routes/openapi';
import { registerHealthRoute } from './routes/health';
import { createEngines, type EngineOptions, type Engines } from './engines';

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's engines (engines.ts), for tests and tools; routes receive them as arguments. */
    engines: Engines;
    odds: Engines['odds'];
    bets: Engines['bets'];
    tournaments: Engines['tournaments'];
    lottery: Engines['lottery'];
    virtuals: Engines['virtuals'];
  }
}

/** Every API.md URL group lives below this prefix on the reference server's origin. */
export const API_PREFIX = '/api';

export interface BuildAppOptions {
  db: Database;
  config?: Partial<ServerConfig>;
  /** Epoch-millisecond clock; tests move it to expire sessions and rate-limit windows. */
  now?: () => number;
  /** JSON-line logging (log.ts): its level and where the lines go (standard output by default); off when absent. */
  log?: LogSettings;
  /** Folder of the browser build to serve beside the API (out/web), with an SPA fallback. */
  webRoot?: string;
  /** HMAC key for operator tokens; a random per-process key when absent. */
  operatorSecret?: string;
  /** Refuse requests not addressed to the server's own 127.0.0.1:port / localhost:port (the embedded server). */
  ownHostOnly?: boolean;
  /** Engine settings; each defaults to its environment variable. */
  engines?: EngineOptions;
}

/** The session cache the store can keep correct (services/session-cache.ts), or none. */
async function sessionCacheFor(db: Database): Promise<SessionCache | undefined> {
  if (db.listenInline) {
    const cache = new SessionCache(true);
    await db.listenInline(ACCOUNT_CHANGED_CHANNEL, (payload) => cache.changed(payload));
    return cache;
  }
  if (db.listenAsync && db.onLocalWrite) {
    const cache = new SessionCache(false);
    cache.setEnabled(false);
    db.onLocalWrite(() => cache.reset());
    await db.listenAsync(
      ACCOUNT_CHANGED_CHANNEL,
      (payload) => cache.changed(payload),
      (up) => cache.setEnabled(up),
    );
    return cache;
  }
  return undefined;
}

/** A hop count believes that many proxies nearest the server, as proxy-addr counts them. */
function fastifyTrustProxy(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (trust === false) return false;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return [...trust];
}

/** The Fastify app without listening or storage lifecycle: the caller owns the database. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const config = resolveConfig(options.config);
  const app = Fastify({
    ...httpServerOptions(config.timeouts),
    bodyLimit: config.bodyLimitBytes,
    logger: options.log
      ? {
          level: options.log.level,
          stream: options.log.destination,
          // Bodies are never logged; these headers could carry credentials from a reverse proxy, and a failed
          // statement's parameters (PGlite puts them on its errors) may hold a password hash or a token hash.
          redact: ['req.headers.authorization', 'req.headers.cookie', 'err.params', 'err.cause.params'],
        }
      : false,
    // Only the configured proxies are believed about the client's address (config.ts, trustProxy), and about the
    // request id (http/request-id.ts).
    trustProxy: fastifyTrustProxy(config.trustProxy),
    genReqId: requestIdGenerator(config.trustProxy),
  });
  installRequestIdEcho(app);
  const ctx = createContext(
    options.db,
    config,
    options.now ?? Date.now,
    options.operatorSecret ?? randomBytes(32).toString('base64url'),
    app.log,
  );
  ctx.sessionCache = config.sessionCache ? await sessionCacheFor(options.db) : undefined;
  installErrorHandling(app);
  if (options.ownHostOnly) installOwnHostGuard(app);
  installTextGuard(app);
  // The contract is JSON only; a text body would otherwise reach the routes as a bare string.
  app.removeContentTypeParser('text/plain');
  registerHealthRoute(app, ctx, API_PREFIX);
  registerOpenApiRoute(app, API_PREFIX);
  const engines = createEngines(ctx, options.engines);
  app.decorate('engines', engines);
  app.decorate('odds', engines.odds);
  app.decorate('bets', engines.bets);
  app.decorate('tournaments', engines.tournaments);
  app.decorate('lottery', engines.lottery);
  app.decorate('virtuals', engines.virtuals);
  app.addHook('onClose', async () => engines.close());
  installMetrics(app, ctx, engines);
  registerAccountRoutes(app, ctx, API_PREFIX);
  registerMemberRoutes(app, ctx, API_PREFIX);
  registerTermsRoutes(app, ctx, API_PREFIX);
  registerOddsRoutes(app, API_PREFIX, engines.odds);
  registerLotteryRoutes(app, ctx, API_PREFIX, engines.lottery);
  registerKenoRoutes(app, ctx, API_PREFIX, engines.keno);
  registerRouletteRoutes(app, ctx, API_PREFIX, engines.roulette);
  registerVideoPokerRoutes(app, ctx, API_PREFIX);
  registerMiniGameRoutes(app, ctx, API_PREFIX);
  registerVirtualRoutes(app, ctx, API_PREFIX, engines.virtuals);
  registerProviderRoutes(app, ctx, API_PREFIX, engines.lottery);
  registerMediaRoutes(app, ctx, API_PREFIX, engines);
  registerBetRoutes(app, ctx, API_PREFIX, engines.betting);
  registerBetListRoutes(app, ctx, API_PREFIX, engines.betting);
  registerTournamentRoutes(app, ctx, API_PREFIX, engines.tournament);
  await registerWebRoot(app, options.webRoot, API_PREFIX);
  // Elected (or following) and with the odds world loaded before the first request.
  try {
    await engines.start();
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
