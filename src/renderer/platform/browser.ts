import type {
  DesktopBridge,
  LayoutPrefs,
  OpenWindowArgs,
  RendererConfig,
  StoredSession,
} from '@shared/bridge';
import { layoutPrefs, storedSession } from '@shared/bridge';
import { isPopupKind, WINDOW_SIZES } from '@shared/windows';
import type { PopupKind } from '@shared/windows';
import { DEFAULT_TICKETS, operatorSupport, operatorTickets, ticketLayout } from '@shared/operator-config';
import shippedConfig from '../../../resources/operator.json';
import { brandingFromLocation, kioskFromLocation, takeLaunchFromLocation } from './browser-address';
import { appOpener, forwardKioskActivity, onPopupActivity } from './kiosk-popups';
import { readJson } from './web-storage';

// The browser build's implementation of the desktop bridge. Its limits, documented in the README:
// the session token lives in sessionStorage (per tab, gone when the tab closes), not in OS-encrypted
// storage; there are no updates, and kiosk mode is the renderer's part only (idle countdown and logout, the
// attract screen; see kioskFromLocation); an operator launch token arrives in the URL fragment
// (#launch=... or #switch=...), which browsers never send to a server, and is removed at once
// (browser-address.ts reads what the tab's address asks for).

const SESSION_KEY = 'sb.session';
const PREFS_KEY = 'sb.prefs';
/** The pop-up kinds this tab opened, kept in sessionStorage so logout can still close them after a reload. */
const OPEN_POPUPS_KEY = 'sb.popups';

export function createBrowserBridge(win: Window = window): DesktopBridge {
  const popups = new Map<PopupKind, Window>();
  const rememberedPopups = (): PopupKind[] => {
    const kinds = readJson(win.sessionStorage, OPEN_POPUPS_KEY);
    return Array.isArray(kinds) ? kinds.filter(isPopupKind) : [];
  };
  let pendingLaunch = takeLaunchFromLocation(win);
  return {
    kind: 'browser',
    async config(): Promise<RendererConfig> {
      const branding = brandingFromLocation(win);
      const kiosk = kioskFromLocation(win);
      const opener = kiosk?.kiosk ? appOpener(win) : null;
      if (opener) forwardKioskActivity(win, opener);
      return {
        apiBaseUrl: `${win.location.origin}/api`,
        brandName: 'Sportsbook',
        whiteLabel: branding?.whiteLabel ?? false,
        theme: branding?.theme ?? 'color2',
        themeColors: branding?.themeColors,
        kiosk: kiosk?.kiosk ?? false,
        kioskIdleMinutes: opener ? undefined : kiosk?.kioskIdleMinutes,
        defaultLanguage: 'en',
        // The browser build has no operator config of its own: it shows the shipped one's contact channels.
        support: operatorSupport.parse(shippedConfig.support ?? {}),
        // The paper and terminal id of the shipped config; a browser never prints by itself (no kiosk here).
        tickets: {
          ...ticketLayout(operatorTickets.parse(shippedConfig.tickets ?? DEFAULT_TICKETS)),
          autoPrint: false,
        },
      };
    },
    async openExternal(url: string) {
      let parsed: URL;
      try {
        parsed = new URL(url);
      } catch {
        return false;
      }
      // mailto: and tel: hand over to the system's mail and phone apps (the operator's contact links).
      if (!['https:', 'http:', 'mailto:', 'tel:'].includes(parsed.protocol)) return false;
      win.open(parsed.href, '_blank', 'noopener,noreferrer');
      return true;
    },
    session: {
      async save(session: StoredSession) {
        win.sessionStorage.setItem(SESSION_KEY, JSON.stringify(storedSession.parse(session)));
        return 'memory';
      },
      async load() {
        const parsed = storedSession.safeParse(readJson(win.sessionStorage, SESSION_KEY));
        return parsed.success ? parsed.data : null;
      },
      async clear() {
        win.sessionStorage.removeItem(SESSION_KEY);
      },
      async insecureStorageWarning() {
        return false;
      },
    },
    prefs: {
      async load() {
        const parsed = layoutPrefs.safeParse(readJson(win.localStorage, PREFS_KEY));
        return parsed.success ? parsed.data : null;
      },
      async save(prefs: LayoutPrefs) {
        win.localStorage.setItem(PREFS_KEY, JSON.stringify(layoutPrefs.parse(prefs)));
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
        const opened = win.open(target, `sb-${kind}`, `popup=yes,width=${width},height=${height}`);
        if (opened) {
          popups.set(kind, opened);
          win.sessionStorage.setItem(
            OPEN_POPUPS_KEY,
            JSON.stringify([...new Set([...rememberedPopups(), kind])]),
          );
        }
      },
      async closeAll() {
        for (const kind of new Set([...popups.keys(), ...rememberedPopups()])) {
          // A reload of this page loses the handles, not the windows: opening by the same name with no URL
          // hands back the open window without navigating it.
          const popup = popups.get(kind) ?? win.open('', `sb-${kind}`);
          if (popup && !popup.closed) popup.close();
        }
        popups.clear();
        win.sessionStorage.removeItem(OPEN_POPUPS_KEY);
      },
    },
    launch: {
      async take() {
        const request = pendingLaunch;
        pendingLaunch = null;
        return request;
      },
      onPending(listener: () => void) {
        const onHash = () => {
          const request = takeLaunchFromLocation(win);
          if (request) {
            pendingLaunch = request;
            listener();
          }
        };
        win.addEventListener('hashchange', onHash);
        return () => win.removeEventListener('hashchange', onHash);
      },
    },
    updates: {
      async status() {
        return { state: 'disabled' };
      },
      onStatus() {
        return () => undefined;
      },
      async restart() {
        return false;
      },
      async setBetSlipOpen() {
        return undefined;
      },
    },
    kiosk: {
      onIdleLogout() {
        return () => undefined;
      },
      onActivity(listener) {
        return onPopupActivity(win, listener);
      },
    },
    tickets: {
      // The browser's own print dialog over the print stylesheet, which shows the print view's ticket alone.
      // window.print() returns once the dialog is closed, whether the player printed or cancelled.
      async print() {
        win.print();
        return { ok: true };
      },
    },
  };
}
