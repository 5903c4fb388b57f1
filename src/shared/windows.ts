// Window kinds the main process owns (RULES.md section 2): info pop-up 1000x970, games 1280x720.
import { GAME_PATHS, SLOT_PATHS } from './routes';

export const WINDOW_KINDS = ['main', 'info', 'game', 'livetv'] as const;
export type WindowKind = (typeof WINDOW_KINDS)[number];
export type PopupKind = Exclude<WindowKind, 'main'>;
export const POPUP_KINDS: readonly PopupKind[] = ['info', 'game', 'livetv'];

export const WINDOW_SIZES: Record<WindowKind, { width: number; height: number }> = {
  main: { width: 1440, height: 900 },
  info: { width: 1000, height: 970 },
  game: { width: 1280, height: 720 },
  livetv: { width: 1280, height: 720 },
};

export function isPopupKind(value: unknown): value is PopupKind {
  return typeof value === 'string' && (POPUP_KINDS as readonly string[]).includes(value);
}

/**
 * Which pop-up kind an in-app path belongs in (null: it belongs in the main window). Used when a page
 * calls window.open on one of our routes, so the pop-up still goes through the window registry.
 */
export function popupKindForPath(path: string): PopupKind | null {
  const p = (path.split(/[?#]/)[0] ?? '/').replace(/\/+$/, '') || '/';
  if (p === '/info' || p.startsWith('/info/')) return 'info';
  if (p === '/livetv') return 'livetv';
  if (GAME_WINDOW_PATHS.includes(p)) return 'game';
  return null;
}

/** Every game route opens in a game window, and so does the mini-game page; live TV has a window kind of its own. */
const GAME_WINDOW_PATHS: readonly string[] = [
  ...SLOT_PATHS,
  ...GAME_PATHS.filter((p) => p !== '/livetv'),
  '/minigame',
];
