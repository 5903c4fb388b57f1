import Fastify, { type FastifyInstance } from 'fastify';
import { resolveConfig, type ServerConfig, type TrustProxy } from './config';
import { randomBytes } from 'node:crypto';
import { createContext } from './context';
import { ACCOUNT_CHANGED_CHANNEL, SessionCache } from './infra/session-cache';
import { maintenanceAnswer } from './infra/maintenance';
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
import type { AppContext } from './context';
import { ApiError } from './http/api-error';
import { SERVICE_UNAVAILABLE_CODE } from '../shared/errors/catalogue';
import { MarketFeedCache } from './odds/feed';
import type { OddsService } from './odds/service';
import { registerStreamRoute } from './routes/stream';
import { authenticate } from './security/sessions';
import { balanceAnswer } from './wallet/wallet';
import { StreamHub } from './stream/hub';

/** Without a notification, each stream's session is checked this often: a session also ends by running out of time. */
const STREAM_SESSION_RECHECK_MS = 30_000;
/** Streams one session may hold at once (the main window and one more); a newer one ends the oldest. */
const STREAMS_PER_SESSION = 2;

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

/**
 * Who hears the account_changed notifications (infra/session-cache.ts): the session cache, when the store can keep
 * it correct, the push stream, and (`o:`, a new stored odds version) a follower's odds service. Returns the cache,
 * or none.
 */
async function listenAccountChanges(
  db: Database,
  wantCache: boolean,
  hub: StreamHub | null,
  odds: OddsService,
): Promise<SessionCache | undefined> {
  if (db.listenInline) {
    // One process per PGlite database, always the leader: no follower to tell of new odds versions.
    const cache = wantCache ? new SessionCache(true) : undefined;
    if (cache || hub)
      await db.listenInline(ACCOUNT_CHANGED_CHANNEL, (payload) => {
        if (payload.startsWith('o:')) return;
        cache?.changed(payload);
        hub?.accountChanged(payload);
      });
    return cache;
  }
  if (db.listenAsync && db.onLocalWrite) {
    const cache = wantCache ? new SessionCache(false) : undefined;
    if (cache) {
      cache.setEnabled(false);
      db.onLocalWrite(() => cache.reset());
    }
    await db.listenAsync(
      ACCOUNT_CHANGED_CHANNEL,
      (payload) => {
        if (payload.startsWith('o:')) {
          odds.storedVersionAnnounced();
          return;
        }
        cache?.changed(payload);
        hub?.accountChanged(payload);
      },
      (up) => {
        cache?.setEnabled(up);
        // Changes made while the listening connection was down went unheard: every stream reads its account again,
        // and a follower reads the odds world.
        if (up) {
          hub?.everyAccountChanged();
          odds.storedVersionAnnounced();
        }
      },
    );
    return cache;
  }
  return undefined;
}

/** The push stream's hub (stream/hub.ts), or null when the operator turned the stream off. */
function streamHubFor(
  ctx: AppContext,
  config: ServerConfig,
  odds: OddsService,
  feed: MarketFeedCache,
): StreamHub | null {
  if (config.stream === 'off') return null;
  const hub = new StreamHub({
    world: () => odds.sync(),
    feed,
    checkSession: async (accountId, sessionToken) => {
      try {
        return { balance: await balanceAnswer(await authenticate(ctx, accountId, sessionToken)) };
      } catch (error) {
        if (error instanceof ApiError && error.code !== SERVICE_UNAVAILABLE_CODE) return { end: error.code };
        throw error;
      }
    },
    serverStatus: () => maintenanceAnswer(ctx.db),
    heartbeatMs: config.stream.heartbeatMs,
    recheckMs: STREAM_SESSION_RECHECK_MS,
    maxPerSession: STREAMS_PER_SESSION,
    log: (message, error) => ctx.log.error({ err: error }, message),
  });
  odds.onWorldChanged(() => hub.worldChanged());
  hub.start();
  return hub;
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
  installErrorHandling(app);
  if (options.ownHostOnly) installOwnHostGuard(app);
  installTextGuard(app);
  // The contract is JSON only; a text body would otherwise reach the routes as a bare string.
  app.removeContentTypeParser('text/plain');
  registerHealthRoute(app, ctx, API_PREFIX);
  registerOpenApiRoute(app, API_PREFIX);
  const engines = createEngines(ctx, options.engines);
  const feedAnswers = new MarketFeedCache();
  const hub = streamHubFor(ctx, config, engines.odds, feedAnswers);
  ctx.sessionCache = await listenAccountChanges(options.db, config.sessionCache, hub, engines.odds);
  // Open streams end before the server waits for its connections to close.
  app.addHook('preClose', async () => hub?.close());
  app.decorate('engines', engines);
  app.decorate('odds', engines.odds);
  app.decorate('bets', engines.bets);
  app.decorate('tournaments', engines.tournaments);
  app.decorate('lottery', engines.lottery);
  app.decorate('virtuals', engines.virtuals);
  app.addHook('onClose', async () => engines.close());
  installMetrics(app, ctx, engines, hub);
  registerAccountRoutes(app, ctx, API_PREFIX);
  registerMemberRoutes(app, ctx, API_PREFIX);
  registerTermsRoutes(app, ctx, API_PREFIX);
  registerOddsRoutes(app, API_PREFIX, engines.odds, feedAnswers);
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
  registerStreamRoute(app, ctx, API_PREFIX, hub);
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
