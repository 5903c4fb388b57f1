// Video poker routes (extension group). It is a mini game: the mini game switch is checked on every call.
import type { FastifyInstance } from 'fastify';
import { GROUP_PREFIX } from '../../shared/api/endpoints';
import { minorToDecimalString as dec } from '../../shared/money';
import { VIDEO_POKER_CALLS } from '../../shared/videopoker/contract';
import type { AppContext } from '../context';
import { moneyRoute } from '../http/route';
import { assertProductEnabled } from '../provider/switches';
import { dealRound, drawRound } from '../videopoker/rounds';

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
  moneyRoute(app, ctx, path(base, 'vpdeal'), async (body, session) => {
    await assertProductEnabled(ctx.db, session.accountId, 'mini_game');
    const answer = await dealRound(ctx, session.accountId, body.round_id, body.stake);
    return { round: answer.round, replay: answer.replay, balance: dec(answer.balanceMinor) };
  });
  moneyRoute(app, ctx, path(base, 'vpdraw'), async (body, session) => {
    await assertProductEnabled(ctx.db, session.accountId, 'mini_game');
    const answer = await drawRound(ctx, session.accountId, body.round_id, body.held);
    return { round: answer.round, replay: answer.replay, balance: dec(answer.balanceMinor) };
  });
}
