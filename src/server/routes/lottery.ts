// 4D routes (extension group). The lottery switch is checked on every call, not only at the lobby.
import type { FastifyInstance } from 'fastify';
import { GROUP_PREFIX } from '../../shared/api/endpoints';
import { LOTTERY_CALLS } from '../../shared/lottery/contract';
import { openDraw } from '../../shared/lottery/schedule';
import { minorToDecimalString as dec } from '../../shared/money';
import type { AppContext } from '../context';
import { moneyRoute, sessionRoute } from '../http/route';
import { listBets, placeLotteryBets } from '../lottery/bets';
import { latestDraws } from '../lottery/draws';
import type { LotteryService } from '../lottery/service';
import { assertProductEnabled } from '../provider/switches';
import { slipReplay } from '../services/replays';

type Calls = typeof LOTTERY_CALLS;
const path = <N extends keyof Calls>(
  base: string,
  name: N,
): { path: string; body: Calls[N]['request']; response: Calls[N]['response'] } => ({
  path: `${base}${GROUP_PREFIX.osg}/${name}`,
  body: LOTTERY_CALLS[name].request,
  response: LOTTERY_CALLS[name].response,
});

export function registerLotteryRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  base: string,
  service: LotteryService,
): void {
  const { intervalMs } = service;

  sessionRoute(app, ctx, path(base, 'lotterydraw'), async (body, session) => {
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
    { ...path(base, 'lotterybet'), bets: 'lottery' },
    async (body, session) => {
      await assertProductEnabled(ctx.db, session.accountId, 'lottery');
      const placed = await placeLotteryBets(ctx, session.accountId, body.slip_id, body.bets, intervalMs);
      return { bets: placed.rows, balance: dec(placed.balanceMinor) };
    },
    slipReplay(ctx.db, 'lottery'),
  );

  sessionRoute(app, ctx, path(base, 'lotterybetlist'), async (body, session) => {
    await service.sync();
    return { bets: await listBets(ctx.db, session.accountId, body.status, body.page_size) };
  });
}
