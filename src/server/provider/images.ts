// Game tiles drawn as SVG from the game's hue and engine: generated, so nothing is downloaded or licensed.
import type { GameInfo } from '../../shared/games/catalog';

const esc = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function motif(game: GameInfo, accent: string): string {
  switch (game.engine) {
    case 'slot':
      return [0, 1, 2]
        .map(
          (i) => `<rect x="${70 + i * 62}" y="46" width="54" height="70" rx="8" fill="#fff" opacity="0.92"/>
          <text x="${97 + i * 62}" y="98" font-size="40" font-weight="700" text-anchor="middle" fill="${accent}">7</text>`,
        )
        .join('');
    case 'baccarat':
      return `<g transform="rotate(-12 140 90)"><rect x="105" y="38" width="56" height="80" rx="6" fill="#fff"/>
          <text x="133" y="90" font-size="34" text-anchor="middle" fill="#c0392b">A</text></g>
        <g transform="rotate(10 190 90)"><rect x="160" y="38" width="56" height="80" rx="6" fill="#fff"/>
          <text x="188" y="90" font-size="34" text-anchor="middle" fill="#222">K</text></g>`;
    case 'fishing':
      return `<ellipse cx="160" cy="82" rx="62" ry="30" fill="#ffd166"/>
        <polygon points="222,82 258,56 258,108" fill="#ffd166"/><circle cx="124" cy="74" r="7" fill="#222"/>
        <circle cx="80" cy="50" r="6" fill="#fff" opacity="0.6"/><circle cx="66" cy="34" r="4" fill="#fff" opacity="0.5"/>`;
    case 'dice':
      return `<rect x="92" y="42" width="64" height="64" rx="12" fill="#fff"/>
        <circle cx="108" cy="58" r="6" fill="${accent}"/><circle cx="124" cy="74" r="6" fill="${accent}"/><circle cx="140" cy="90" r="6" fill="${accent}"/>
        <rect x="168" y="52" width="64" height="64" rx="12" fill="#fff"/>
        <circle cx="184" cy="68" r="6" fill="${accent}"/><circle cx="216" cy="68" r="6" fill="${accent}"/>
        <circle cx="184" cy="100" r="6" fill="${accent}"/><circle cx="216" cy="100" r="6" fill="${accent}"/>`;
  }
}

export function gameTileSvg(game: GameInfo): string {
  const a = `hsl(${game.hue} 70% 42%)`;
  const b = `hsl(${(game.hue + 40) % 360} 75% 22%)`;
  const accent = `hsl(${(game.hue + 180) % 360} 70% 40%)`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200" viewBox="0 0 320 200" role="img" aria-label="${esc(game.name)}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
  <rect width="320" height="200" fill="url(#g)"/>
  <circle cx="290" cy="20" r="70" fill="#fff" opacity="0.08"/><circle cx="20" cy="190" r="50" fill="#fff" opacity="0.06"/>
  ${motif(game, accent)}
  <rect x="0" y="150" width="320" height="50" fill="#000" opacity="0.35"/>
  <text x="16" y="182" font-family="Segoe UI, Helvetica, Arial, sans-serif" font-size="20" font-weight="700" fill="#fff">${esc(game.name)}</text>
</svg>`;
}
