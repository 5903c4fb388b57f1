// Keno routes (extension group). Keno is a lottery product: the lottery switch is checked on every call.
import type { FastifyInstance } from 'fastify';
import { KENO_CALLS } from '../../shared/keno/contract';
import { openDraw } from '../lottery/schedule';
import { minorToDecimalString as dec } from '../../shared/money';
import type { AppContext } from '../context';
import { contractRoute, moneyRoute, type ReplayCheck, sessionRoute } from '../http/route';
import { KENO_CLOSE_BEFORE_MS, kenoBetExists, listKenoBets, placeKenoBet } from '../keno/bets';
import { kenoDraws } from '../keno/draws';
import type { KenoService } from '../keno/service';
import { assertProductEnabled } from '../provider/switches';

/** The keno calls; the draws themselves are the leader's job (engines.ts), these passes only catch up on demand. */
export function registerKenoRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  base: string,
  service: KenoService,
): void {
  const { intervalMs } = service;

  sessionRoute(app, ctx, contractRoute(base, KENO_CALLS, 'kenodraw'), async (body, session) => {
    await assertProductEnabled(ctx.db, session.accountId, 'lottery');
    await service.sync();
    const now = ctx.now();
    const open = openDraw(now, intervalMs, KENO_CLOSE_BEFORE_MS);
    return {
      open_draw: { draw_no: open.drawNo, draw_at: open.drawAt, close_at: open.closeAt },
      server_time: now,
      results: await kenoDraws.latest(ctx.db, body.limit ?? 10),
    };
  });

  moneyRoute(
    app,
    ctx,
    { ...contractRoute(base, KENO_CALLS, 'kenobet'), bets: 'keno' },
    async (body, session) => {
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
    },
    kenoReplay(ctx),
  );

  sessionRoute(app, ctx, contractRoute(base, KENO_CALLS, 'kenobetlist'), async (body, session) => {
    await assertProductEnabled(ctx.db, session.accountId, 'lottery');
    await service.sync();
    return { bets: await listKenoBets(ctx.db, session.accountId, body.status, body.page_size) };
  });
}

/** A slip the server already took answers as a replay whatever refuses it now (a closed draw, a disabled product). */
function kenoReplay(ctx: AppContext): ReplayCheck<{ slip_id: string }> {
  return async (body, session) =>
    (await kenoBetExists(ctx.db, session.accountId, body.slip_id)) ? 'duplicate_debit_record' : null;
}
