import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { missingMigrations } from '../db/migrate';

/** A load balancer's check gives up after a few seconds; a database that hangs counts as not answering. */
const CHECK_TIMEOUT_MS = 3_000;

type Readiness = { ready: true } | { ready: false; reason: 'database' | 'migrations' };

async function readiness(ctx: AppContext): Promise<Readiness> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), CHECK_TIMEOUT_MS);
  });
  try {
    const missing = await Promise.race([missingMigrations(ctx.db), timedOut]);
    if (missing === 'timeout') return { ready: false, reason: 'database' };
    return missing === 0 ? { ready: true } : { ready: false, reason: 'migrations' };
  } catch {
    return { ready: false, reason: 'database' };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET {prefix}/health for load balancers and orchestrators, without a session: 200 `{"ready":true}` when every
 * migration is applied and the database answers, 503 `{"ready":false,"reason":...}` otherwise (and while the
 * server shuts down). Not part of the operator contract's POST calls.
 */
export function registerHealthRoute(app: FastifyInstance, ctx: AppContext, prefix: string): void {
  app.get(`${prefix}/health`, async (_request, reply) => {
    const state = await readiness(ctx);
    return reply
      .code(state.ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(state);
  });
}
