// Window kinds the main process owns (SPEC.md section 2): info pop-up 1000x970, games 1280x720.

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
