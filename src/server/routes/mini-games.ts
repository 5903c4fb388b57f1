// The mini games call (extension group): a round of a mini casino or mini slots title played from the
// sportsbook's panel with the player's session, through the provider round service (provider/rounds.ts).
import type { FastifyInstance } from 'fastify';
import { MINI_GAME_CALLS } from '../../shared/games/mini-contract';
import type { AppContext } from '../context';
import { contractRoute, moneyRoute } from '../http/route';
import { playMiniRound, roundKey } from '../provider/rounds';
import { transferDone } from '../provider/transfer';

export function registerMiniGameRoutes(app: FastifyInstance, ctx: AppContext, base: string): void {
  moneyRoute(
    app,
    ctx,
    { ...contractRoute(base, MINI_GAME_CALLS, 'miniround'), bets: 'mini_games' },
    async (body, session) => playMiniRound(ctx, session.accountId, body),
    // A round the wallet took stays taken, whatever refuses a round now (the switch, a limit, the account's state).
    async (body, session) =>
      (await transferDone(ctx.db, `${roundKey(session.accountId, body.round_id)}:debit`))
        ? 'duplicate_debit_record'
        : null,
  );
}
