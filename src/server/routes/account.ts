import type { FastifyInstance } from 'fastify';
import {
  balanceRequest,
  balanceResponse,
  loginRequest,
  loginResponse,
  sessionRequest,
  versionResponse,
  type BalanceRequest,
  type BalanceResponse,
} from '../../shared/api/account';
import { z } from 'zod';
import { minorToDecimalString } from '../../shared/money';
import type { AppContext } from '../context';
import { ApiError } from '../http/api-error';
import { postRoute, sessionRoute } from '../http/route';
import { loginWithPassword } from '../services/login';
import { loadMemberProfile } from '../services/profile';
import { markProfileSeen, type AuthenticatedSession } from '../services/sessions';

/** Operator type 2 keeps its wallet with the operator, so it reads the balance through vuserbalance. */
const SEAMLESS_OPERATOR_TYPE = 2;

export function registerAccountRoutes(app: FastifyInstance, ctx: AppContext, base: string): void {
  postRoute(app, { path: `${base}/version`, body: z.object({}).loose(), response: versionResponse }, async () => ({
    version: ctx.config.version,
    min_client_version: ctx.config.minClientVersion,
    maintenance: ctx.config.maintenance,
  }));

  postRoute(app, { path: `${base}/userlogin`, body: loginRequest, response: loginResponse }, async (body, info) => ({
    member_profile: await loginWithPassword(ctx, body, info.clientIp),
  }));

  sessionRoute(app, ctx, { path: `${base}/userprofile`, body: sessionRequest, response: loginResponse }, async (_body, session) =>
    ctx.db.transaction(async (tx) => {
      await markProfileSeen(tx, session.sessionId);
      return { member_profile: await loadMemberProfile(tx, session.accountId, session.sessionToken) };
    }),
  );

  sessionRoute(app, ctx, { path: `${base}/userbalance`, body: balanceRequest, response: balanceResponse }, async (body, session) => {
    if (session.operatorType === SEAMLESS_OPERATOR_TYPE) throw new ApiError('permission_denied');
    return balanceOf(body, session);
  });

  sessionRoute(app, ctx, { path: `${base}/vuserbalance`, body: balanceRequest, response: balanceResponse }, async (body, session) => {
    if (session.operatorType !== SEAMLESS_OPERATOR_TYPE) throw new ApiError('permission_denied');
    return balanceOf(body, session);
  });
}

function balanceOf(body: BalanceRequest, session: AuthenticatedSession): BalanceResponse {
  // parent_id is optional on the wire; when sent it must be the member's own agent.
  if (body.parent_id && body.parent_id !== session.parentId) throw new ApiError('permission_denied');
  return {
    balance: minorToDecimalString(Math.max(0, session.balanceMinor - session.frozenMinor)),
    account_balance: minorToDecimalString(session.balanceMinor),
    outstanding_balance: minorToDecimalString(session.outstandingMinor),
    retrieve_profile: session.profileChanged,
  };
}
