// The provider URL group (API.md) on the reference server: {api}/provider/{name}, plus the demo game pages
// the launch URLs point at, their scripts and the generated game images.
import type { FastifyInstance } from 'fastify';
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
import { PROVIDER_CALLS } from '../../shared/games/contract';
import { openDraw } from '../lottery/schedule';
import type { AppContext } from '../context';
import { ApiError } from '../http/api-error';
import { assertMayMoveMoney, contractRoute, MONEY_TERMS, postRoute, sessionRoute } from '../http/route';
import { assertTermsAccepted } from '../terms/service';
import { latestDraws } from '../lottery/draws';
import type { LotteryService } from '../lottery/service';
import { publishedRtp } from '../provider/rtp';
import { createLaunchToken, gameSession, openGameSession } from '../provider/launch';
import { memberWallet, playRound } from '../provider/rounds';
import { assertProductEnabled } from '../provider/switches';
import { registerGamePages } from '../provider/page-routes';
import type { AuthenticatedSession } from '../security/sessions';

/** The pseudo game a LaunchLottery token opens (the results board). */
const LOTTERY_BOARD_ID = 'lottery-4d';

/** The game page's language rides in its query (the page is rendered in it); English needs none. */
function languageQuery(lang: Language | undefined): string {
  return lang ? `?lang=${lang}` : '';
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

  sessionRoute(
    app,
    ctx,
    contractRoute(base, PROVIDER_CALLS, 'GameList'),
    async (body, _session, { origin: from }) => ({
      games: queryGames(body).map((g) => entry(g, from)),
      providers: [...SLOT_PROVIDERS],
    }),
  );
  sessionRoute(
    app,
    ctx,
    contractRoute(base, PROVIDER_CALLS, 'LaunchGame'),
    async (body, session, { origin: from }) => launch(session, known(body.game_id), from, body.lang),
  );
  sessionRoute(
    app,
    ctx,
    contractRoute(base, PROVIDER_CALLS, 'launchslotgame'),
    async (body, session, { origin: from }) => {
      const game = known(body.game_id);
      if (game.category !== 'slots') throw new ApiError('gameNotExists');
      return launch(session, game, from, body.lang);
    },
  );
  sessionRoute(
    app,
    ctx,
    contractRoute(base, PROVIDER_CALLS, 'launchgp'),
    async (body, session, { origin: from }) => {
      const game = body.game_id ? known(body.game_id) : GAMES.find((g) => g.category === 'live');
      if (!game || game.category !== 'live') throw new ApiError('gameNotExists');
      return launch(session, game, from, body.lang);
    },
  );
  sessionRoute(
    app,
    ctx,
    contractRoute(base, PROVIDER_CALLS, 'LaunchLottery'),
    async (body, session, { origin: from }) => {
      await assertTermsAccepted(ctx.db, session.accountId, MONEY_TERMS);
      await assertProductEnabled(ctx.db, session.accountId, 'lottery');
      const { token, expiresAt } = await createLaunchToken(ctx, session.accountId, LOTTERY_BOARD_ID);
      return {
        url: `${from}${base}/lottery${languageQuery(body.lang)}#t=${token}`,
        game_id: LOTTERY_BOARD_ID,
        expires_at: expiresAt,
      };
    },
  );

  // ---- What the provider's own pages call ----
  postRoute(app, contractRoute(base, GAME_PAGE_CALLS, 'game/open'), async (body) => {
    const opened = await openGameSession(ctx, body.launch_token);
    return {
      game_session: opened.sessionToken,
      game_id: opened.gameId,
      ...(await memberWallet(ctx, opened.accountId)),
    };
  });
  postRoute(app, contractRoute(base, GAME_PAGE_CALLS, 'game/round'), async (body) => ({
    ...(await playRound(ctx, body)),
  }));
  postRoute(app, contractRoute(base, GAME_PAGE_CALLS, 'game/lotteryboard'), async (body) => {
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
