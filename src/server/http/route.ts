import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { FROZEN_CODE, VIEW_ONLY_CODE } from '../../shared/api/auth';
import type { CallSpec } from '../../shared/api/contract';
import { GROUP_PREFIX } from '../../shared/api/endpoints';
import { SERVICE_UNAVAILABLE_CODE } from '../../shared/errors/catalogue';
import type { AppContext } from '../context';
import { StoreUnavailableError } from '../db/types';
import type { BetProduct } from '../infra/metrics';
import { authenticate, type AuthenticatedSession } from '../security/sessions';
import type { TermsScope } from '../../shared/terms/api';
import { assertTermsAccepted } from '../terms/service';
import { ApiError } from './api-error';
import { codeForIssues } from './body-codes';

export interface RequestInfo {
  clientIp: string;
  /** The scheme and host the client called (https://api.example.com): links a handler answers point back here. */
  origin: string;
}

type Payload = Record<string, unknown>;

interface RouteSpec<B extends z.ZodType, R extends z.ZodType | undefined> {
  /** Full path below the server root, e.g. /api/userlogin. */
  path: string;
  body: B;
  /** Checked before sending: a shape drift is a server bug, answered as systemError rather than shipped. */
  response?: R;
}

type ResponseOf<R> = R extends z.ZodType ? z.input<R> : Payload;

/**
 * The route of contract call `name` in `calls`: its path below `base` (with the call's URL group) and its own
 * request and response schemas, so the handler's body and answer are typed by the contract with no assertion.
 */
export function contractRoute<T extends { readonly [K in keyof T]: CallSpec }, N extends keyof T & string>(
  base: string,
  calls: T,
  name: N,
): RouteSpec<T[N]['request'], T[N]['response']> {
  const spec = calls[name];
  return { path: `${base}${GROUP_PREFIX[spec.group]}/${name}`, body: spec.request, response: spec.response };
}

/** The statusdesc the error handler (error-handler.ts) answers for an error a handler did not expect. */
const unexpectedCode = (error: unknown): string =>
  error instanceof StoreUnavailableError ? SERVICE_UNAVAILABLE_CODE : 'systemError';

/**
 * Registers a POST route: body validated by the shared schema, answers wrapped in the envelope. `answered`, when
 * given, hears the statusdesc of every answer the route gives, refusals of the body included.
 */
export function postRoute<B extends z.ZodType, R extends z.ZodType | undefined = undefined>(
  app: FastifyInstance,
  spec: RouteSpec<B, R>,
  handler: (body: z.output<B>, info: RequestInfo) => Promise<ResponseOf<R>>,
  answered?: (code: string) => void,
): void {
  app.post(spec.path, async (request: FastifyRequest, reply: FastifyReply) => {
    const parsed = spec.body.safeParse(request.body ?? {});
    if (!parsed.success) {
      const code = codeForIssues(request.body, parsed.error.issues);
      answered?.(code);
      return reply.code(400).send({ status: 0, statusdesc: code });
    }
    try {
      // The origin is built only for the few handlers that answer links, not on every call.
      const info: RequestInfo = {
        clientIp: request.ip,
        get origin() {
          return `${request.protocol}://${request.host}`;
        },
      };
      const payload = (await handler(parsed.data, info)) as Payload;
      if (spec.response) {
        const checked = spec.response.safeParse(payload);
        if (!checked.success) {
          request.log.error(
            { path: spec.path, issues: checked.error.issues },
            'response does not match the shared schema',
          );
          answered?.('systemError');
          return reply.code(500).send({ status: 0, statusdesc: 'systemError' });
        }
      }
      answered?.('success');
      return reply.send({ status: 1, statusdesc: 'success', ...payload });
    } catch (error) {
      answered?.(error instanceof ApiError ? error.code : unexpectedCode(error));
      if (error instanceof ApiError)
        return reply.code(error.httpStatus).send({ ...error.details, status: 0, statusdesc: error.code });
      throw error;
    }
  });
}

interface SessionBody {
  account_id: string;
  session_token: string;
}

/** A postRoute whose body carries account_id + session_token; the handler receives the checked session. */
export function sessionRoute<B extends z.ZodType<SessionBody>, R extends z.ZodType | undefined = undefined>(
  app: FastifyInstance,
  ctx: AppContext,
  spec: RouteSpec<B, R>,
  handler: (body: z.output<B>, session: AuthenticatedSession, info: RequestInfo) => Promise<ResponseOf<R>>,
  options: { forMoney?: boolean; bets?: BetProduct } = {},
): void {
  const { bets } = options;
  postRoute(
    app,
    spec,
    async (body, info) => {
      const session = await authenticate(ctx, body.account_id, body.session_token, options);
      if (!(await ctx.requestsBySession.allow(session.sessionId, ctx.now())))
        throw new ApiError('requestLimit');
      return handler(body, session, info);
    },
    bets ? (code) => ctx.metrics.betAnswered(bets, code) : undefined,
  );
}

/** For every call that moves money: SUSPEND is view only and FREEZE holds the wallet still. */
export function assertMayMoveMoney(session: AuthenticatedSession): void {
  if (session.state === 'SUSPEND') throw new ApiError(VIEW_ONLY_CODE);
  if (session.state === 'FREEZE') throw new ApiError(FROZEN_CODE);
}

/**
 * What a money call answers when its request repeats one the server already accepted (the same slip id, the same
 * room seat), or null when the request names nothing accepted yet. Every money call states it, so none can forget.
 */
export type ReplayCheck<B> = (body: B, session: AuthenticatedSession) => Promise<string | null>;

/** For money calls whose requests carry no key of their own: each request is a new operation by design. */
export const NO_CLIENT_KEY: ReplayCheck<unknown> = async () => null;

/** The terms every money call needs accepted; a room seat needs the tournament rules too. */
export const MONEY_TERMS: readonly TermsScope[] = ['general'];
export const ROOM_SEAT_TERMS: readonly TermsScope[] = ['general', 'tournament'];

interface MoneyRouteSpec<B extends z.ZodType, R extends z.ZodType | undefined> extends RouteSpec<B, R> {
  /** The call places a bet of this product: each answer counts as a bet placed or refused (infra/metrics.ts). */
  bets?: BetProduct;
}

/**
 * A sessionRoute for calls that debit or credit the member's wallet, or take a seat in a room. The member must have
 * accepted the current version of `terms` (termsNotAccepted otherwise): the client's terms screen is not the only
 * guard. A request that repeats an accepted one answers
 * as a replay (`replay`), never with whatever rule the balance, limits, price or account state would break now: a
 * player retrying a bet that stands must not be told it failed. The lookup runs only when the call is refused,
 * which answers exactly as looking it up first would (an accepted key always refuses the call), at no cost to the
 * calls that succeed.
 */
export function moneyRoute<B extends z.ZodType<SessionBody>, R extends z.ZodType | undefined = undefined>(
  app: FastifyInstance,
  ctx: AppContext,
  spec: MoneyRouteSpec<B, R>,
  handler: (body: z.output<B>, session: AuthenticatedSession, info: RequestInfo) => Promise<ResponseOf<R>>,
  replay: ReplayCheck<z.output<B>>,
  terms: readonly TermsScope[] = MONEY_TERMS,
): void {
  sessionRoute(
    app,
    ctx,
    spec,
    async (body, session, info) => {
      try {
        assertMayMoveMoney(session);
        await assertTermsAccepted(ctx.db, session.accountId, terms);
        return await handler(body, session, info);
      } catch (error) {
        if (error instanceof ApiError) {
          const replayed = await replay(body, session);
          if (replayed) throw new ApiError(replayed);
        }
        throw error;
      }
    },
    { forMoney: true, bets: spec.bets },
  );
}
