import type { FastifyInstance } from 'fastify';
import { maintenanceAnswer } from '../infra/maintenance';
import type { BalanceRequest, BalanceResponse } from '../../shared/api/account';
import { DEFAULT_THEME } from '../../shared/constants';
import type { AppContext } from '../context';
import { ApiError } from '../http/api-error';
import { contractRoute, postRoute, sessionRoute } from '../http/route';
import { ACCOUNT_CALLS } from '../../shared/api/contract';
import { loginWithPassword } from '../accounts/login';
import { loadMemberProfile } from '../accounts/profile';
import { markProfileSeen, type AuthenticatedSession } from '../security/sessions';
import { loginWithOperatorToken, secureLogin } from '../accounts/token-login';
import { balanceAnswer } from '../wallet/wallet';

/** Operator type 2 keeps its wallet with the operator, so it reads the balance through vuserbalance. */
const SEAMLESS_OPERATOR_TYPE = 2;

const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="40" viewBox="0 0 200 40">' +
  '<rect width="200" height="40" rx="6" fill="#0b3d2e"/>' +
  '<text x="100" y="27" font-family="Arial, sans-serif" font-size="18" font-weight="700" fill="#f5c542" text-anchor="middle">SPORTSBOOK</text></svg>';

export function registerAccountRoutes(app: FastifyInstance, ctx: AppContext, base: string): void {
  postRoute(app, contractRoute(base, ACCOUNT_CALLS, 'version'), async () => ({
    version: ctx.config.version,
    min_client_version: ctx.config.minClientVersion,
    ...(await maintenanceAnswer(ctx.db)),
  }));

  postRoute(app, contractRoute(base, ACCOUNT_CALLS, 'userlogin'), async (body, info) => ({
    member_profile: await loginWithPassword(ctx, body, info.clientIp),
  }));
  postRoute(app, contractRoute(base, ACCOUNT_CALLS, 'securelogin'), async (body, info) => ({
    member_profile: await secureLogin(ctx, body, info.clientIp),
  }));
  postRoute(app, contractRoute(base, ACCOUNT_CALLS, 'authlogin'), async (body, info) => ({
    member_profile: await loginWithOperatorToken(ctx, body.token, 'launch', info.clientIp),
  }));
  postRoute(app, contractRoute(base, ACCOUNT_CALLS, 'switchlogin'), async (body, info) => ({
    member_profile: await loginWithOperatorToken(ctx, body.token, 'switch', info.clientIp),
  }));

  sessionRoute(app, ctx, contractRoute(base, ACCOUNT_CALLS, 'userprofile'), async (_body, session) =>
    ctx.db.transaction(async (tx) => {
      await markProfileSeen(tx, session.sessionId);
      return { member_profile: await loadMemberProfile(tx, session.accountId, session.sessionToken) };
    }),
  );

  sessionRoute(app, ctx, contractRoute(base, ACCOUNT_CALLS, 'userbalance'), async (body, session) => {
    if (session.operatorType === SEAMLESS_OPERATOR_TYPE) throw new ApiError('permission_denied');
    return balanceOf(body, session);
  });
  sessionRoute(app, ctx, contractRoute(base, ACCOUNT_CALLS, 'vuserbalance'), async (body, session) => {
    if (session.operatorType !== SEAMLESS_OPERATOR_TYPE) throw new ApiError('permission_denied');
    return balanceOf(body, session);
  });

  postRoute(app, contractRoute(base, ACCOUNT_CALLS, 'getlogo'), async () => ({
    logo_url: `data:image/svg+xml;base64,${Buffer.from(LOGO_SVG, 'utf8').toString('base64')}`,
    alt: 'Sportsbook',
    theme: DEFAULT_THEME,
    white_label: false,
  }));
}

async function balanceOf(body: BalanceRequest, session: AuthenticatedSession): Promise<BalanceResponse> {
  // parent_id is optional on the wire; when sent it must be the member's own agent.
  if (body.parent_id && body.parent_id !== session.parentId) throw new ApiError('permission_denied');
  return balanceAnswer(session);
}
