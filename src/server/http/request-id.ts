// Every request has an id: the one a trusted proxy in front of the server sent in X-Request-Id (so the proxy's log
// and this server's log name the same request), otherwise a random UUID, unique across every server of one
// database. It is the reqId of every log line of the request and goes back in the X-Request-Id response header.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { TrustProxy } from '../config';

const REQUEST_ID_HEADER = 'x-request-id';

/** What a proxy's id may look like: UUIDs, hex and the usual tracing ids; anything else (long, odd bytes) is replaced. */
const SANE_REQUEST_ID = /^[\w.:-]{1,128}$/;

/** '::ffff:10.0.0.5' (an IPv4 client of a dual-stack socket) compares as 10.0.0.5. */
function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

/**
 * Whether the connection's own peer is one of the proxies TRUST_PROXY believes (config.ts): any peer for a hop count
 * (the nearest hop is a proxy), a listed address or range otherwise, none without the setting.
 */
export function trustsPeer(trust: TrustProxy): (address: string | undefined) => boolean {
  if (trust === false) return () => false;
  if (typeof trust === 'number') return (address) => address !== undefined;
  const proxies = new BlockList();
  for (const entry of trust) {
    const [address = '', prefix] = plainAddress(entry).split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) proxies.addAddress(address, family);
    else proxies.addSubnet(address, Number(prefix), family);
  }
  return (address) => {
    if (address === undefined) return false;
    const plain = plainAddress(address);
    const family = isIP(plain);
    return family !== 0 && proxies.check(plain, family === 6 ? 'ipv6' : 'ipv4');
  };
}

/** Fastify's genReqId: the trusted proxy's sane X-Request-Id, else a fresh random one. */
export function requestIdGenerator(trust: TrustProxy): (req: IncomingMessage) => string {
  const trusted = trustsPeer(trust);
  return (req) => {
    const sent = req.headers[REQUEST_ID_HEADER];
    if (typeof sent === 'string' && SANE_REQUEST_ID.test(sent) && trusted(req.socket?.remoteAddress))
      return sent;
    return randomUUID();
  };
}

/** Every answer, errors and not-found included, names its request. First hook, so no guard answers before it. */
export function installRequestIdEcho(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
