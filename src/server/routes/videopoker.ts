// Video poker routes (extension group). It is a mini game: the mini game switch is checked on every call.
import type { FastifyInstance } from 'fastify';
import { minorToDecimalString as dec } from '../../shared/money';
import { VIDEO_POKER_CALLS } from '../../shared/videopoker/contract';
import type { AppContext } from '../context';
import { contractRoute, moneyRoute, type ReplayCheck } from '../http/route';
import { assertProductEnabled } from '../provider/switches';
import { dealRound, drawRound, roundExists, type VideoPokerAnswer } from '../videopoker/rounds';

export function registerVideoPokerRoutes(app: FastifyInstance, ctx: AppContext, base: string): void {
  moneyRoute(
    app,
    ctx,
    { ...contractRoute(base, VIDEO_POKER_CALLS, 'vpdeal'), bets: 'video_poker' },
    (body, { accountId }) =>
      answerRound(ctx, accountId, () => dealRound(ctx, accountId, body.round_id, body.stake)),
    dealReplay(ctx),
  );
  moneyRoute(
    app,
    ctx,
    contractRoute(base, VIDEO_POKER_CALLS, 'vpdraw'),
    (body, { accountId }) =>
      answerRound(ctx, accountId, () => drawRound(ctx, accountId, body.round_id, body.held)),
    drawReplay(ctx),
  );
}

/** Plays part of a round only while the member's mini games are on; answers the round and the balance after it. */
async function answerRound(ctx: AppContext, accountId: string, play: () => Promise<VideoPokerAnswer>) {
  await assertProductEnabled(ctx.db, accountId, 'mini_game');
  const answer = await play();
  return { round: answer.round, replay: answer.replay, balance: dec(answer.balanceMinor) };
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
