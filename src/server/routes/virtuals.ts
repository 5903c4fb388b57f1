// Virtual sports routes (extension group): schedule, race bets and their list.
import type { FastifyInstance } from 'fastify';
import { GROUP_PREFIX } from '../../shared/api/endpoints';
import { minorToDecimalString as dec } from '../../shared/money';
import { VIRTUAL_CALLS } from '../../shared/racing/contract';
import type { AppContext } from '../context';
import { moneyRoute, sessionRoute } from '../http/route';
import { slipReplay } from '../services/replays';
import { listRaceBets, placeRaceBet } from '../virtuals/bets';
import type { VirtualsService } from '../virtuals/service';

type Calls = typeof VIRTUAL_CALLS;
const path = <N extends keyof Calls>(
  base: string,
  name: N,
): { path: string; body: Calls[N]['request']; response: Calls[N]['response'] } => ({
  path: `${base}${GROUP_PREFIX.osg}/${name}`,
  body: VIRTUAL_CALLS[name].request,
  response: VIRTUAL_CALLS[name].response,
});

export function registerVirtualRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  base: string,
  service: VirtualsService,
): void {
  sessionRoute(app, ctx, path(base, 'virtualschedule'), async (body) => ({
    now: ctx.now(),
    events: await service.schedule(body.sport_id),
  }));
  moneyRoute(
    app,
    ctx,
    { ...path(base, 'racebet'), bets: 'virtual_sports' },
    async (body, session) => {
      const placed = await placeRaceBet(ctx, await service.secret(), session.accountId, body);
      return { bet: placed.row, balance: dec(placed.balanceMinor) };
    },
    slipReplay(ctx.db, 'virtual'),
  );
  sessionRoute(app, ctx, path(base, 'racebetlist'), async (body, session) => {
    await service.settle();
    return { bets: await listRaceBets(ctx.db, session.accountId, body.page_size) };
  });
}
