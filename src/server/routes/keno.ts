// Keno routes (extension group). Keno is a lottery product: the lottery switch is checked on every call.
import type { FastifyInstance } from 'fastify';
import { GROUP_PREFIX } from '../../shared/api/endpoints';
import { KENO_CALLS } from '../../shared/keno/contract';
import { openDraw } from '../../shared/lottery/schedule';
import { minorToDecimalString as dec } from '../../shared/money';
import type { AppContext } from '../context';
import { moneyRoute, sessionRoute } from '../http/route';
import { KENO_CLOSE_BEFORE_MS, listKenoBets, placeKenoBet } from '../keno/bets';
import { latestKenoDraws } from '../keno/draws';
import { KenoService, kenoIntervalMs } from '../keno/service';
import { assertProductEnabled } from '../provider/switches';

declare module 'fastify' {
  interface FastifyInstance {
    keno: KenoService;
  }
}

type Calls = typeof KENO_CALLS;
const path = <N extends keyof Calls>(
  base: string,
  name: N,
): { path: string; body: Calls[N]['request']; response: Calls[N]['response'] } => ({
  path: `${base}${GROUP_PREFIX.osg}/${name}`,
  body: KENO_CALLS[name].request,
  response: KENO_CALLS[name].response,
});

export function registerKenoRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  base: string,
  intervalMs = kenoIntervalMs(),
): KenoService {
  const service = new KenoService(ctx, intervalMs);
  app.decorate('keno', service);
  app.addHook('onReady', async () => service.start());
  app.addHook('onClose', async () => service.stop());

  sessionRoute(app, ctx, path(base, 'kenodraw'), async (body, session) => {
    await assertProductEnabled(ctx.db, session.accountId, 'lottery');
    await service.sync();
    const now = ctx.now();
    const open = openDraw(now, intervalMs, KENO_CLOSE_BEFORE_MS);
    return {
      open_draw: { draw_no: open.drawNo, draw_at: open.drawAt, close_at: open.closeAt },
      server_time: now,
      results: await latestKenoDraws(ctx.db, body.limit ?? 10),
    };
  });

  moneyRoute(app, ctx, path(base, 'kenobet'), async (body, session) => {
    await assertProductEnabled(ctx.db, session.accountId, 'lottery');
    const placed = await placeKenoBet(
      ctx,
      session.accountId,
      body.slip_id,
      body.picks,
      body.stake,
      intervalMs,
    );
    return { bet: placed.bet, replay: placed.replay, balance: dec(placed.balanceMinor) };
  });

  sessionRoute(app, ctx, path(base, 'kenobetlist'), async (body, session) => {
    await assertProductEnabled(ctx.db, session.accountId, 'lottery');
    await service.sync();
    return { bets: await listKenoBets(ctx.db, session.accountId, body.status, body.page_size) };
  });
  return service;
}
