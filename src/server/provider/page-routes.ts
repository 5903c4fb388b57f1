// GET routes of the demo provider: game pages, their scripts and the generated tiles.
import type { FastifyInstance } from 'fastify';
import { findGame, type GameInfo } from '../../shared/games/catalog';
import { gameTileSvg } from './images';
import { BACCARAT_SCRIPT } from './pages/baccarat-script';
import { COMMON_SCRIPT } from './pages/common-script';
import { DICE_SCRIPT } from './pages/dice-script';
import { FISHING_SCRIPT } from './pages/fishing-script';
import { LOTTERY_SCRIPT } from './pages/lottery-script';
import { errorPage, GAME_PAGE_CSP, gamePage } from './pages/shell';
import { SLOT_SCRIPT } from './pages/slot-script';
import { publishedRtp } from './rtp';

/** By file name from the URL, so a Map: `constructor.js` must be a 404, not Object's constructor. */
const SCRIPTS: ReadonlyMap<string, string> = new Map([
  ['common', COMMON_SCRIPT],
  ['slot', SLOT_SCRIPT],
  ['baccarat', BACCARAT_SCRIPT],
  ['fishing', FISHING_SCRIPT],
  ['dice', DICE_SCRIPT],
  ['lottery', LOTTERY_SCRIPT],
]);

const LOTTERY_GAME: GameInfo = {
  id: 'lottery-4d',
  name: '4D Results',
  engine: 'dice',
  category: 'others',
  provider: 'DMO',
  hue: 210,
  tags: [],
};

export function registerGamePages(app: FastifyInstance, base: string): void {
  app.get<{ Params: { game: string } }>(`${base}/play/:game`, async (request, reply) => {
    reply
      .header('content-security-policy', GAME_PAGE_CSP)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8');
    const game = findGame(request.params.game);
    if (!game)
      return reply
        .code(404)
        .send(errorPage('Game not found', 'This game does not exist. Open a game from the lobby.'));
    return reply.send(gamePage(game, `${base}/static`, base, publishedRtp(game)));
  });
  app.get(`${base}/lottery`, async (_request, reply) => {
    reply
      .header('content-security-policy', GAME_PAGE_CSP)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8');
    return reply.send(gamePage(LOTTERY_GAME, `${base}/static`, base, '', 'lottery'));
  });
  app.get<{ Params: { file: string } }>(`${base}/static/:file`, async (request, reply) => {
    const script = SCRIPTS.get(request.params.file.replace(/\.js$/, ''));
    if (!script || !request.params.file.endsWith('.js'))
      return reply.code(404).send({ status: 0, statusdesc: 'notFound' });
    return reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(script);
  });
  app.get<{ Params: { file: string } }>(`${base}/img/:file`, async (request, reply) => {
    const game = findGame(request.params.file.replace(/\.svg$/, ''));
    if (!game) return reply.code(404).send({ status: 0, statusdesc: 'notFound' });
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=3600')
      .send(gameTileSvg(game));
  });
}
