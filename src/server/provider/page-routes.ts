// GET routes of the demo provider: game pages, their scripts and the generated tiles.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../shared/constants';
import { findGame, type GameInfo } from '../../shared/games/catalog';
import { GAME_PAGE_TEXTS } from '../../shared/games/page-texts';
import { localeOf } from '../../shared/languages';
import { gameTileSvg } from './images';
import { BACCARAT_SCRIPT } from './pages/baccarat-script';
import { COMMON_SCRIPT } from './pages/common-script';
import { DICE_SCRIPT } from './pages/dice-script';
import { gameFontFile } from './pages/fonts';
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

/** The 4D results board as a page; its title is a text of the page's language. */
const LOTTERY_GAME: GameInfo = {
  id: 'lottery-4d',
  name: '4D',
  engine: 'dice',
  category: 'others',
  provider: 'DMO',
  hue: 210,
  tags: [],
};

/** The page's language from its `lang` query (the launch call checked it); none means English. */
function pageLanguage(query: unknown): Language | null {
  const lang = (query as { lang?: unknown } | undefined)?.lang;
  if (lang === undefined) return DEFAULT_LANGUAGE;
  return typeof lang === 'string' && (LANGUAGES as readonly string[]).includes(lang)
    ? (lang as Language)
    : null;
}

function htmlHeaders(reply: FastifyReply): FastifyReply {
  return reply
    .header('content-security-policy', GAME_PAGE_CSP)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8');
}

export function registerGamePages(app: FastifyInstance, base: string): void {
  const staticBase = `${base}/static`;
  /** The page in the asked language, or an error page when the language or the game is unknown. */
  const page = (
    reply: FastifyReply,
    query: unknown,
    render: (language: Language) => string | null,
  ): FastifyReply => {
    htmlHeaders(reply);
    const language = pageLanguage(query);
    if (!language) {
      const t = GAME_PAGE_TEXTS[localeOf(DEFAULT_LANGUAGE)];
      return reply.code(400).send(errorPage(DEFAULT_LANGUAGE, staticBase, t.languageTitle, t.languageText));
    }
    const html = render(language);
    if (html !== null) return reply.send(html);
    const t = GAME_PAGE_TEXTS[localeOf(language)];
    return reply.code(404).send(errorPage(language, staticBase, t.notFoundTitle, t.notFoundText));
  };
  app.get<{ Params: { game: string } }>(`${base}/play/:game`, async (request, reply) =>
    page(reply, request.query, (language) => {
      const game = findGame(request.params.game);
      return game ? gamePage(game, language, staticBase, base, publishedRtp(game)) : null;
    }),
  );
  app.get(`${base}/lottery`, async (request, reply) =>
    page(reply, request.query, (language) =>
      gamePage(
        LOTTERY_GAME,
        language,
        staticBase,
        base,
        '',
        'lottery',
        GAME_PAGE_TEXTS[localeOf(language)].lotteryTitle,
      ),
    ),
  );
  app.get<{ Params: { file: string } }>(`${staticBase}/fonts/:file`, async (request, reply) => {
    const font = await gameFontFile(request.params.file);
    if (!font) return reply.code(404).send({ status: 0, statusdesc: 'notFound' });
    return reply.type('font/woff2').header('cache-control', 'public, max-age=86400').send(font);
  });
  app.get<{ Params: { file: string } }>(`${staticBase}/:file`, async (request, reply) => {
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
