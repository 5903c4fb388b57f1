// Virtual sports routes (extension group): schedule, race bets and their list.
import type { FastifyInstance } from 'fastify';
import { minorToDecimalString as dec } from '../../shared/money';
import { VIRTUAL_CALLS } from '../../shared/racing/contract';
import type { AppContext } from '../context';
import { contractRoute, moneyRoute, sessionRoute } from '../http/route';
import { slipReplay } from '../http/replays';
import { listRaceBets, placeRaceBet } from '../virtuals/bets';
import type { VirtualsService } from '../virtuals/service';

export function registerVirtualRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  base: string,
  service: VirtualsService,
): void {
  sessionRoute(app, ctx, contractRoute(base, VIRTUAL_CALLS, 'virtualschedule'), async (body) => ({
    now: ctx.now(),
    events: await service.schedule(body.sport_id),
  }));
  moneyRoute(
    app,
    ctx,
    { ...contractRoute(base, VIRTUAL_CALLS, 'racebet'), bets: 'virtual_sports' },
    async (body, session) => {
      const placed = await placeRaceBet(ctx, await service.secret(), session.accountId, body);
      return { bet: placed.row, balance: dec(placed.balanceMinor) };
    },
    slipReplay(ctx.db, 'virtual'),
  );
  sessionRoute(app, ctx, contractRoute(base, VIRTUAL_CALLS, 'racebetlist'), async (body, session) => {
    await service.settle();
    return { bets: await listRaceBets(ctx.db, session.accountId, body.page_size) };
  });
}
