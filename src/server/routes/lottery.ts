// 4D routes (extension group). The lottery switch is checked on every call, not only at the lobby.
import type { FastifyInstance } from 'fastify';
import { LOTTERY_CALLS } from '../../shared/lottery/contract';
import { openDraw } from '../lottery/schedule';
import { minorToDecimalString as dec } from '../../shared/money';
import type { AppContext } from '../context';
import { contractRoute, moneyRoute, sessionRoute } from '../http/route';
import { listBets, placeLotteryBets } from '../lottery/bets';
import { latestDraws } from '../lottery/draws';
import type { LotteryService } from '../lottery/service';
import { assertProductEnabled } from '../provider/switches';
import { slipReplay } from '../http/replays';

export function registerLotteryRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  base: string,
  service: LotteryService,
): void {
  const { intervalMs } = service;

  sessionRoute(app, ctx, contractRoute(base, LOTTERY_CALLS, 'lotterydraw'), async (body, session) => {
    await assertProductEnabled(ctx.db, session.accountId, 'lottery');
    await service.sync();
    const open = openDraw(ctx.now(), intervalMs);
    return {
      open_draw: { draw_no: open.drawNo, draw_at: open.drawAt, close_at: open.closeAt },
      results: await latestDraws(ctx.db, body.limit ?? 10),
    };
  });

  moneyRoute(
    app,
    ctx,
    { ...contractRoute(base, LOTTERY_CALLS, 'lotterybet'), bets: 'lottery' },
    async (body, session) => {
      await assertProductEnabled(ctx.db, session.accountId, 'lottery');
      const placed = await placeLotteryBets(ctx, session.accountId, body.slip_id, body.bets, intervalMs);
      return { bets: placed.rows, balance: dec(placed.balanceMinor) };
    },
    slipReplay(ctx.db, 'lottery'),
  );

  sessionRoute(app, ctx, contractRoute(base, LOTTERY_CALLS, 'lotterybetlist'), async (body, session) => {
    await service.sync();
    return { bets: await listBets(ctx.db, session.accountId, body.status, body.page_size) };
  });
}
