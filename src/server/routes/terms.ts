import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { sessionRoute } from '../http/route';
import { acceptTerms, termsStatus } from '../terms/service';
import { call } from './call-path';

/** termsstatus and termsaccept: the required terms versions of the member, and recording an acceptance. */
export function registerTermsRoutes(app: FastifyInstance, ctx: AppContext, base: string): void {
  sessionRoute(app, ctx, call(base, 'termsstatus'), async (_body, session) => ({
    terms: await termsStatus(ctx.db, session.accountId),
  }));

  // Not a money call: a view-only (SUSPEND) member may still read and accept the terms.
  sessionRoute(app, ctx, call(base, 'termsaccept'), async (body, session, info) => ({
    terms: await acceptTerms(ctx.db, {
      accountId: session.accountId,
      scope: body.scope,
      version: body.version,
      nowMs: ctx.now(),
      clientIp: info.clientIp,
    }),
  }));
}
