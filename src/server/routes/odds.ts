// The odds cache group (API.md): uxmenu, uxmarket, uxmatch, uxmatch2 below {api}/cache, plus the
// test-control route when SIM_CONTROL=1.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { REFERENCE_ODDS_PATH } from '../../shared/api/endpoints';
import { ODDS_CALLS } from '../../shared/feed/contract';
import { ApiError } from '../http/api-error';
import { contractRoute, postRoute } from '../http/route';
import type { MarketFeedCache } from '../odds/feed';
import { buildMenu, buildMoreOdds } from '../odds/feed';
import type { OddsService } from '../odds/service';

const simControlRequest = z.object({
  action: z.enum(['finish', 'goal']),
  match_id: z.number().int().positive(),
  side: z.enum(['h', 'a']).default('h'),
});

/** `answers` is shared with the push stream, so a page's delta is built once for pollers and subscribers alike. */
export function registerOddsRoutes(
  app: FastifyInstance,
  base: string,
  service: OddsService,
  answers: MarketFeedCache,
): void {
  const cache = `${base}${REFERENCE_ODDS_PATH}`;
  postRoute(app, contractRoute(cache, ODDS_CALLS, 'uxmenu'), async () => {
    const sim = service.sync();
    return { version: sim.version, sports: buildMenu(sim) };
  });

  postRoute(app, contractRoute(cache, ODDS_CALLS, 'uxmarket'), async (body) =>
    answers.get(service.sync(), {
      sportId: body.sport_id,
      market: body.market,
      version: body.version,
      mmo: body.mmo,
    }),
  );

  postRoute(app, contractRoute(cache, ODDS_CALLS, 'uxmatch'), async (body) => {
    const sim = service.sync();
    const markets = buildMoreOdds(sim, body.match_id);
    if (!markets) throw new ApiError('matchNotActive');
    return { version: sim.version, match_id: body.match_id, markets };
  });

  postRoute(app, contractRoute(cache, ODDS_CALLS, 'uxmatch2'), async (body) => {
    const sim = service.sync();
    const matches = body.match_ids.flatMap((id) => {
      const markets = buildMoreOdds(sim, id);
      return markets ? [{ match_id: id, markets }] : [];
    });
    return { version: sim.version, matches };
  });

  if (service.env.control) {
    postRoute(app, { path: `${cache}/simcontrol`, body: simControlRequest }, async (body) => {
      // Test control acts on the producer, so it is answered by the leader only.
      if (!service.producing) throw new ApiError('matchNotActive');
      service.sync();
      const sim = service.sim;
      if (body.action === 'goal') {
        if (!sim.scoreGoal(body.match_id, body.side)) throw new ApiError('matchNotActive');
        return { version: sim.version };
      }
      const result = sim.finishMatch(body.match_id);
      if (!result) throw new ApiError('matchNotActive');
      return { version: sim.version, result };
    });
  }
}
