// The HTML frame of every demo game page the provider serves; each engine adds its own script.
import type { GameInfo } from '../../../shared/games/catalog';
import { GAME_STYLES } from './styles';

const esc = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Pages take scripts and styles from the provider only; the launch token is read from the URL by script. */
export const GAME_PAGE_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'";

export function gamePage(
  game: GameInfo,
  staticBase: string,
  apiBase: string,
  rtp: string,
  script: string = game.engine,
): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(game.name)} - Demo Provider</title>
<style>${GAME_STYLES}</style>
</head>
<body class="engine-${game.engine}" style="--hue:${game.hue}" data-dealer="${esc(game.dealer ?? '')}">
<main id="app" data-engine="${game.engine}" data-api="${esc(apiBase)}" data-game="${esc(game.id)}">
  <header class="bar">
    <h1>${esc(game.name)}</h1>
    ${rtp ? `<p class="rtp">Return to player ${esc(rtp)}%</p>` : ''}
    <p class="balance" aria-live="polite">Balance <output id="balance" aria-label="Balance">-</output></p>
  </header>
  <section id="stage" aria-label="Game table"></section>
  <section class="controls" id="controls" aria-label="Bet controls"></section>
  <p id="message" role="status" aria-live="polite"></p>
  <section class="history" aria-label="Last rounds"><h2>Last rounds</h2><ol id="history"></ol></section>
</main>
<script src="${staticBase}/common.js"></script>
<script src="${staticBase}/${script}.js"></script>
</body>
</html>`;
}

export function errorPage(title: string, text: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title><style>${GAME_STYLES}</style></head>
<body><main class="error-page"><h1>${esc(title)}</h1><p role="alert">${esc(text)}</p></main></body></html>`;
}
