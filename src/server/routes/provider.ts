// The provider URL group (API.md) on the reference server: {api}/provider/{name}, plus the demo game pages
// the launch URLs point at, their scripts and the generated game images.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { REFERENCE_PROVIDER_PATH } from '../../shared/api/endpoints';
import type { Language } from '../../shared/constants';
import { GAME_PAGE_CALLS, type GameEntry } from '../../shared/games/api';
import {
  CATEGORY_PRODUCT,
  findGame,
  GAMES,
  providerName,
  queryGames,
  SLOT_PROVIDERS,
  type GameInfo,
} from '../../shared/games/catalog';
import { PROVIDER_CALLS, type ProviderCallName } from '../../shared/games/contract';
import { openDraw } from '../../shared/lottery/schedule';
import type { AppContext } from '../context';
import { ApiError } from '../http/api-error';
import { codeForIssues } from '../http/body-codes';
import { assertMayMoveMoney, MONEY_TERMS, postRoute } from '../http/route';
import { assertTermsAccepted } from '../terms/service';
import { latestDraws } from '../lottery/draws';
import type { LotteryService } from '../lottery/service';
import { publishedRtp } from '../provider/rtp';
import { createLaunchToken, gameSession, openGameSession } from '../provider/launch';
import { memberWallet, playRound } from '../provider/rounds';
import { assertProductEnabled } from '../provider/switches';
import { registerGamePages } from '../provider/page-routes';
import { authenticate, type AuthenticatedSession } from '../services/sessions';

/** The pseudo game a LaunchLottery token opens (the results board). */
const LOTTERY_BOARD_ID = 'lottery-4d';

/** The game page's language rides in its query (the page is rendered in it); English needs none. */
function languageQuery(lang: Language | undefined): string {
  return lang ? `?lang=${lang}` : '';
}

function origin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** A provider call: the shared schema checks the body, the session is authenticated, the envelope wraps the answer. */
function providerCall<N extends ProviderCallName>(
  app: FastifyInstance,
  ctx: AppContext,
  base: string,
  name: N,
  handler: (
    body: z.output<(typeof PROVIDER_CALLS)[N]['request']>,
    session: AuthenticatedSession,
    origin: string,
  ) => Promise<z.input<(typeof PROVIDER_CALLS)[N]['response']>>,
): void {
  const spec = PROVIDER_CALLS[name];
  app.post(`${base}/${name}`, async (request, reply) => {
    const parsed = spec.request.safeParse(request.body ?? {});
    if (!parsed.success)
      return reply
        .code(400)
        .send({ status: 0, statusdesc: codeForIssues(request.body, parsed.error.issues) });
    try {
      const body = parsed.data as z.output<(typeof PROVIDER_CALLS)[N]['request']>;
      const session = await authenticate(ctx, body.account_id, body.session_token);
      if (!(await ctx.requestsBySession.allow(session.sessionId, ctx.now())))
        throw new ApiError('requestLimit');
      const payload = await handler(body, session, origin(request));
      const checked = spec.response.safeParse(payload);
      if (!checked.success) {
        request.log.error(
          { name, issues: checked.error.issues },
          'provider response does not match the shared schema',
        );
        return reply.code(500).send({ status: 0, statusdesc: 'systemError' });
      }
      return reply.send({ status: 1, statusdesc: 'success', ...(payload as object) });
    } catch (error) {
      if (error instanceof ApiError)
        return reply.code(error.httpStatus).send({ status: 0, statusdesc: error.code });
      throw error;
    }
  });
}

export function registerProviderRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  apiBase: string,
  lottery: LotteryService,
): void {
  const base = `${apiBase}${REFERENCE_PROVIDER_PATH}`;
  const entry = (game: GameInfo, from: string): GameEntry => ({
    game_id: game.id,
    name: game.name,
    engine: game.engine,
    category: game.category,
    provider: game.provider,
    provider_name: providerName(game.provider),
    image_url: `${from}${base}/img/${game.id}.svg`,
    rtp: publishedRtp(game),
    tags: [...game.tags],
    ...(game.machine ? { lines: game.machine.lines, volatility: game.machine.volatility } : {}),
    ...(game.dealer ? { dealer: game.dealer } : {}),
  });

  const launch = async (
    session: AuthenticatedSession,
    game: GameInfo,
    from: string,
    lang: Language | undefined,
  ) => {
    assertMayMoveMoney(session);
    await assertTermsAccepted(ctx.db, session.accountId, MONEY_TERMS);
    await assertProductEnabled(ctx.db, session.accountId, CATEGORY_PRODUCT[game.category]);
    const { token, expiresAt } = await createLaunchToken(ctx, session.accountId, game.id);
    // The token rides in the fragment: browsers never send it to a server or a Referer header.
    return {
      url: `${from}${base}/play/${game.id}${languageQuery(lang)}#t=${token}`,
      game_id: game.id,
      expires_at: expiresAt,
    };
  };
  const known = (id: string | undefined): GameInfo => {
    const game = id ? findGame(id) : undefined;
    if (!game) throw new ApiError('gameNotExists');
    return game;
  };

  providerCall(app, ctx, base, 'GameList', async (body, _session, from) => ({
    games: queryGames(body).map((g) => entry(g, from)),
    providers: [...SLOT_PROVIDERS],
  }));
  providerCall(app, ctx, base, 'LaunchGame', async (body, session, from) =>
    launch(session, known(body.game_id), from, body.lang),
  );
  providerCall(app, ctx, base, 'launchslotgame', async (body, session, from) => {
    const game = known(body.game_id);
    if (game.category !== 'slots') throw new ApiError('gameNotExists');
    return launch(session, game, from, body.lang);
  });
  providerCall(app, ctx, base, 'launchgp', async (body, session, from) => {
    const game = body.game_id ? known(body.game_id) : GAMES.find((g) => g.category === 'live');
    if (!game || game.category !== 'live') throw new ApiError('gameNotExists');
    return launch(session, game, from, body.lang);
  });
  providerCall(app, ctx, base, 'LaunchLottery', async (body, session, from) => {
    await assertTermsAccepted(ctx.db, session.accountId, MONEY_TERMS);
    await assertProductEnabled(ctx.db, session.accountId, 'lottery');
    const { token, expiresAt } = await createLaunchToken(ctx, session.accountId, LOTTERY_BOARD_ID);
    return {
      url: `${from}${base}/lottery${languageQuery(body.lang)}#t=${token}`,
      game_id: LOTTERY_BOARD_ID,
      expires_at: expiresAt,
    };
  });

  // ---- What the provider's own pages call ----
  type PageCalls = typeof GAME_PAGE_CALLS;
  const pageCall = <N extends keyof PageCalls>(
    name: N,
  ): { path: string; body: PageCalls[N]['request']; response: PageCalls[N]['response'] } => ({
    path: `${base}/${name}`,
    body: GAME_PAGE_CALLS[name].request,
    response: GAME_PAGE_CALLS[name].response,
  });
  postRoute(app, pageCall('game/open'), async (body) => {
    const opened = await openGameSession(ctx, body.launch_token);
    return {
      game_session: opened.sessionToken,
      game_id: opened.gameId,
      ...(await memberWallet(ctx, opened.accountId)),
    };
  });
  postRoute(app, pageCall('game/round'), async (body) => ({
    ...(await playRound(ctx, body)),
  }));
  postRoute(app, pageCall('game/lotteryboard'), async (body) => {
    const session = await gameSession(ctx, body.game_session);
    if (session.gameId !== LOTTERY_BOARD_ID) throw new ApiError('gameNotExists');
    await assertProductEnabled(ctx.db, session.accountId, 'lottery');
    await lottery.sync();
    const open = openDraw(ctx.now(), lottery.intervalMs);
    return {
      open_draw: { draw_no: open.drawNo, draw_at: open.drawAt },
      results: await latestDraws(ctx.db, 5),
    };
  });

  registerGamePages(app, base);
}
