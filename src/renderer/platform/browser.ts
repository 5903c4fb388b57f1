import type { DesktopBridge, OpenWindowArgs, RendererConfig, StoredSession } from '@shared/bridge';
import { storedSession } from '@shared/bridge';
import { WINDOW_SIZES } from '@shared/windows';
import type { PopupKind } from '@shared/windows';

// The browser build's implementation of the desktop bridge. Its limit, documented in the README:
// the session token lives in sessionStorage (per tab, gone when the tab closes), not in OS-encrypted storage.

const SESSION_KEY = 'sb.session';

export function createBrowserBridge(win: Window = window): DesktopBridge {
  const popups = new Map<PopupKind, Window>();
  return {
    kind: 'browser',
    async config(): Promise<RendererConfig> {
      return {
        apiBaseUrl: `${win.location.origin}/api`,
        brandName: 'Sportsbook',
        whiteLabel: false,
        theme: 'color2',
        kiosk: false,
        defaultLanguage: 'en',
      };
    },
    session: {
      async save(session: StoredSession) {
        win.sessionStorage.setItem(SESSION_KEY, JSON.stringify(storedSession.parse(session)));
        return 'memory';
      },
      async load() {
        const raw = win.sessionStorage.getItem(SESSION_KEY);
        if (!raw) return null;
        try {
          const parsed = storedSession.safeParse(JSON.parse(raw));
          return parsed.success ? parsed.data : null;
        } catch {
          return null;
        }
      },
      async clear() {
        win.sessionStorage.removeItem(SESSION_KEY);
      },
    },
    windows: {
      async open({ kind, target }: OpenWindowArgs) {
        const { width, height } = WINDOW_SIZES[kind];
        const existing = popups.get(kind);
        if (existing && !existing.closed) {
          existing.location.href = target;
          existing.focus();
          return;
        }
        const features = `popup=yes,width=${width},height=${height}`;
        const opened = win.open(target, `sb-${kind}`, features);
        if (opened) popups.set(kind, opened);
      },
      async closeAll() {
        for (const popup of popups.values()) if (!popup.closed) popup.close();
        popups.clear();
      },
    },
  };
}
