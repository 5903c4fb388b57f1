import type { Server } from 'node:http';
import type { FastifyHttpOptions } from 'fastify';
import type { ServerTimeouts } from '../config';

/**
 * Node checks the request and header timeouts of every open connection on this interval (30 s by default), so a
 * timeout is enforced up to this much late.
 */
const TIMEOUT_CHECK_INTERVAL_MS = 1_000;

/**
 * The HTTP server's timeouts: a client that sends its headers or body slowly, or stops half way, is answered 408
 * and disconnected once `requestMs` (or `headersMs`) has passed, and a silent connection is closed after `idleMs`,
 * so no client holds a connection, or a shutdown, for longer.
 */
export function httpServerOptions(timeouts: ServerTimeouts): FastifyHttpOptions<Server> {
  return {
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    connectionTimeout: timeouts.idleMs,
    http: {
      headersTimeout: timeouts.headersMs,
      connectionsCheckingInterval: Math.min(TIMEOUT_CHECK_INTERVAL_MS, timeouts.headersMs),
    },
  };
}
