// Virtual roulette routes (extension group). Roulette is a virtual game: the virtual games switch is checked on
// every call.
import type { FastifyInstance } from 'fastify';
import { openDraw } from '../lottery/schedule';
import { minorToDecimalString as dec } from '../../shared/money';
import { ROULETTE_CALLS } from '../../shared/roulette/contract';
import type { AppContext } from '../context';
import { contractRoute, moneyRoute, type ReplayCheck, sessionRoute } from '../http/route';
import { assertProductEnabled } from '../provider/switches';
import { listRouletteBets, placeRouletteBet, rouletteBetExists } from '../roulette/bets';
import type { RouletteService } from '../roulette/service';
import { rouletteSpins } from '../roulette/spins';

/** The roulette calls; the spins themselves are the leader's job (engines.ts), these passes only catch up on demand. */
export function registerRouletteRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  base: string,
  service: RouletteService,
): void {
  const { intervalMs, closeBeforeMs } = service;

  sessionRoute(app, ctx, contractRoute(base, ROULETTE_CALLS, 'roulettespin'), async (body, session) => {
    await assertProductEnabled(ctx.db, session.accountId, 'virtual_games');
    await service.sync();
    const now = ctx.now();
    const open = openDraw(now, intervalMs, closeBeforeMs);
    return {
      open_spin: { spin_no: open.drawNo, spin_at: open.drawAt, close_at: open.closeAt },
      server_time: now,
      results: await rouletteSpins.latest(ctx.db, body.limit ?? 10),
    };
  });

  moneyRoute(
    app,
    ctx,
    { ...contractRoute(base, ROULETTE_CALLS, 'roulettebet'), bets: 'roulette' },
    async (body, session) => {
      await assertProductEnabled(ctx.db, session.accountId, 'virtual_games');
      const placed = await placeRouletteBet(ctx, session.accountId, body.slip_id, body.bets, intervalMs);
      return { bet: placed.bet, replay: placed.replay, balance: dec(placed.balanceMinor) };
    },
    rouletteReplay(ctx),
  );

  sessionRoute(app, ctx, contractRoute(base, ROULETTE_CALLS, 'roulettebetlist'), async (body, session) => {
    await assertProductEnabled(ctx.db, session.accountId, 'virtual_games');
    await service.sync();
    return { bets: await listRouletteBets(ctx.db, session.accountId, body.status, body.page_size) };
  });
}

/** A slip the server already took answers as a replay whatever refuses it now (a closed spin, a disabled product). */
function rouletteReplay(ctx: AppContext): ReplayCheck<{ slip_id: string }> {
  return async (body, session) =>
    (await rouletteBetExists(ctx.db, session.accountId, body.slip_id)) ? 'duplicate_debit_record' : null;
}
