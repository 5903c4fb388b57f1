// A kiosk terminal in the browser build: the window that opened the app's pop-ups (info and game windows) runs
// the idle countdown, so each pop-up posts the player's input to it and runs no countdown of its own.

/** What a kiosk pop-up posts to the window that opened it when the player uses it. */
const KIOSK_ACTIVITY_MESSAGE = 'sb:kiosk-activity';

/** The same-origin window that opened this one as a pop-up, or null for a main window. */
export function appOpener(win: Window): Window | null {
  const opener = win.opener as Window | null;
  if (!opener || opener === win) return null;
  try {
    return opener.location.origin === win.location.origin ? opener : null;
  } catch {
    // A cross-origin opener's location cannot be read: it is not this app.
    return null;
  }
}

/**
 * A kiosk pop-up (an info or game window of the app): the opener runs the idle countdown, so the player's input
 * here is posted to it, at most once a second, and the pop-up runs no countdown of its own.
 */
export function forwardKioskActivity(win: Window, opener: Window): void {
  let last = Number.NEGATIVE_INFINITY;
  const post = () => {
    const now = Date.now();
    if (now - last < 1_000) return;
    last = now;
    opener.postMessage({ type: KIOSK_ACTIVITY_MESSAGE }, win.location.origin);
  };
  for (const type of ['keydown', 'pointerdown', 'pointermove', 'wheel', 'touchstart'])
    win.addEventListener(type, post, { passive: true, capture: true });
}

/** Calls `listener` whenever one of this window's pop-ups reports the player's input. */
export function onPopupActivity(win: Window, listener: () => void): () => void {
  const onMessage = (event: MessageEvent) => {
    const data: unknown = event.data;
    if (event.origin !== win.location.origin || event.source === win) return;
    if (typeof data === 'object' && data !== null && 'type' in data && data.type === KIOSK_ACTIVITY_MESSAGE)
      listener();
  };
  win.addEventListener('message', onMessage);
  return () => win.removeEventListener('message', onMessage);
}
