// The HTML frame of every demo game page the provider serves, in the launch's language; each engine adds its
// own script, which takes its texts from the page (GAME_PAGE_TEXTS, one language's entry).
import type { Language } from '../../../shared/constants';
import type { GameInfo } from '../../../shared/games/catalog';
import { GAME_PAGE_TEXTS, type GamePageTexts } from '../../../shared/games/page-texts';
import { htmlLang, intlLocale, localeOf } from '../../../shared/languages';
import { MONEY_NUMBER_FORMAT } from '../../../shared/money';
import { gameFontFaces } from './fonts';
import { GAME_STYLES } from './styles';

const esc = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Pages take scripts, styles and fonts from the provider only; the launch token is read from the URL by script. */
export const GAME_PAGE_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; connect-src 'self'; frame-ancestors 'none'";

/** Fills `{name}` marks of a page text. */
function fillText(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (mark, name: string) => values[name] ?? mark);
}

/**
 * The texts the scripts read, as a JSON data block (never run: the policy allows no inline script). `<` is
 * escaped so no text can close the element.
 */
function textsBlock(texts: GamePageTexts, language: Language): string {
  const json = JSON.stringify({
    ...texts,
    locale: intlLocale(language),
    moneyFormat: MONEY_NUMBER_FORMAT,
  }).replace(/</g, '\\u003c');
  return `<script type="application/json" id="page-texts">${json}</script>`;
}

function head(title: string, staticBase: string): string {
  return `<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
<style>${gameFontFaces(`${staticBase}/fonts`)}
${GAME_STYLES}</style>`;
}

export function gamePage(
  game: GameInfo,
  language: Language,
  staticBase: string,
  apiBase: string,
  rtp: string,
  script: string = game.engine,
  title: string = game.name,
): string {
  const t = GAME_PAGE_TEXTS[localeOf(language)];
  return `<!doctype html>
<html lang="${htmlLang(language)}">
<head>
${head(`${title} - ${t.provider}`, staticBase)}
</head>
<body class="engine-${game.engine}" style="--hue:${game.hue}" data-dealer="${esc(game.dealer ?? '')}">
<main id="app" data-engine="${game.engine}" data-api="${esc(apiBase)}" data-game="${esc(game.id)}">
  <header class="bar">
    <h1>${esc(title)}</h1>
    ${rtp ? `<p class="rtp">${esc(fillText(t.rtp, { rtp }))}</p>` : ''}
    <p class="balance" aria-live="polite">${esc(t.balance)} <output id="balance" aria-label="${esc(t.balance)}">-</output></p>
  </header>
  <section id="stage" aria-label="${esc(t.gameTable)}"></section>
  <section class="controls" id="controls" aria-label="${esc(t.betControls)}"></section>
  <p id="message" role="status" aria-live="polite"></p>
  <section class="history" aria-label="${esc(t.lastRounds)}"><h2>${esc(t.lastRounds)}</h2><ol id="history"></ol></section>
</main>
${textsBlock(t, language)}
<script src="${staticBase}/common.js"></script>
<script src="${staticBase}/${script}.js"></script>
</body>
</html>`;
}

export function errorPage(language: Language, staticBase: string, title: string, text: string): string {
  return `<!doctype html><html lang="${htmlLang(language)}"><head>${head(title, staticBase)}</head>
<body><main class="error-page"><h1>${esc(title)}</h1><p role="alert">${esc(text)}</p></main></body></html>`;
}
