import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { contractRoute, sessionRoute } from '../http/route';
import { ACCOUNT_CALLS } from '../../shared/api/contract';
import { acceptTerms, termsStatus } from '../terms/service';

/** termsstatus and termsaccept: the required terms versions of the member, and recording an acceptance. */
export function registerTermsRoutes(app: FastifyInstance, ctx: AppContext, base: string): void {
  sessionRoute(app, ctx, contractRoute(base, ACCOUNT_CALLS, 'termsstatus'), async (_body, session) => ({
    terms: await termsStatus(ctx.db, session.accountId),
  }));

  // Not a money call: a view-only (SUSPEND) member may still read and accept the terms.
  sessionRoute(app, ctx, contractRoute(base, ACCOUNT_CALLS, 'termsaccept'), async (body, session, info) => ({
    terms: await acceptTerms(ctx.db, {
      accountId: session.accountId,
      scope: body.scope,
      version: body.version,
      nowMs: ctx.now(),
      clientIp: info.clientIp,
    }),
  }));
}
