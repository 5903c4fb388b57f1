// Video poker routes (extension group). It is a mini game: the mini game switch is checked on every call.
import type { FastifyInstance } from 'fastify';
import { GROUP_PREFIX } from '../../shared/api/endpoints';
import { minorToDecimalString as dec } from '../../shared/money';
import { VIDEO_POKER_CALLS } from '../../shared/videopoker/contract';
import type { AppContext } from '../context';
import { moneyRoute, type ReplayCheck } from '../http/route';
import { assertProductEnabled } from '../provider/switches';
import { dealRound, drawRound, roundExists } from '../videopoker/rounds';

type Calls = typeof VIDEO_POKER_CALLS;
const path = <N extends keyof Calls>(
  base: string,
  name: N,
): { path: string; body: Calls[N]['request']; response: Calls[N]['response'] } => ({
  path: `${base}${GROUP_PREFIX.osg}/${name}`,
  body: VIDEO_POKER_CALLS[name].request,
  response: VIDEO_POKER_CALLS[name].response,
});

export function registerVideoPokerRoutes(app: FastifyInstance, ctx: AppContext, base: string): void {
  moneyRoute(
    app,
    ctx,
    path(base, 'vpdeal'),
    async (body, session) => {
      await assertProductEnabled(ctx.db, session.accountId, 'mini_game');
      const answer = await dealRound(ctx, session.accountId, body.round_id, body.stake);
      return { round: answer.round, replay: answer.replay, balance: dec(answer.balanceMinor) };
    },
    dealReplay(ctx),
  );
  moneyRoute(
    app,
    ctx,
    path(base, 'vpdraw'),
    async (body, session) => {
      await assertProductEnabled(ctx.db, session.accountId, 'mini_game');
      const answer = await drawRound(ctx, session.accountId, body.round_id, body.held);
      return { round: answer.round, replay: answer.replay, balance: dec(answer.balanceMinor) };
    },
    drawReplay(ctx),
  );
}

/** A round the server already dealt answers as a replay whatever refuses a deal now (a disabled product). */
function dealReplay(ctx: AppContext): ReplayCheck<{ round_id: string }> {
  return async (body, session) =>
    (await roundExists(ctx.db, session.accountId, body.round_id)) ? 'duplicate_debit_record' : null;
}

/** A round already drawn and paid answers as a replay whatever refuses a draw now. */
function drawReplay(ctx: AppContext): ReplayCheck<{ round_id: string }> {
  return async (body, session) =>
    (await roundExists(ctx.db, session.accountId, body.round_id, true)) ? 'duplicate_debit_record' : null;
}
