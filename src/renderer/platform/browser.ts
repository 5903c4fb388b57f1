import type {
  DesktopBridge,
  LaunchRequest,
  LayoutPrefs,
  OpenWindowArgs,
  RendererConfig,
  StoredSession,
} from '@shared/bridge';
import { layoutPrefs, storedSession } from '@shared/bridge';
import { isPopupKind, WINDOW_SIZES } from '@shared/windows';
import type { PopupKind } from '@shared/windows';
import {
  DEFAULT_TICKETS,
  operatorSupport,
  operatorThemeColors,
  operatorTickets,
  ticketLayout,
} from '@shared/operator-config';
import { THEMES } from '@shared/constants';
import { z } from 'zod';
import shippedConfig from '../../../resources/operator.json';

// The browser build's implementation of the desktop bridge. Its limits, documented in the README:
// the session token lives in sessionStorage (per tab, gone when the tab closes), not in OS-encrypted
// storage; there are no updates, and kiosk mode is the renderer's part only (idle countdown and logout, the
// attract screen; see kioskFromLocation); an operator launch token arrives in the URL fragment
// (#launch=... or #switch=...), which browsers never send to a server, and is removed at once.

const SESSION_KEY = 'sb.session';
const PREFS_KEY = 'sb.prefs';
const BRANDING_KEY = 'sb.branding';
/** The pop-up kinds this tab opened, kept in sessionStorage so logout can still close them after a reload. */
const OPEN_POPUPS_KEY = 'sb.popups';
const KIOSK_KEY = 'sb.kiosk';

/**
 * A browser terminal run as a kiosk (a browser in its own kiosk mode opened at
 * `?kiosk=1&kioskIdleMinutes=5`): the app logs an idle player out with its countdown and shows the attract
 * screen. Kept for the tab like the branding preview; `?kiosk=0` ends it. Locking the keyboard and the
 * window is the browser's and the OS's job there.
 */
const kioskSetting = z.object({
  kiosk: z.boolean(),
  kioskIdleMinutes: z.coerce.number().int().min(1).max(240),
});
type KioskSetting = z.infer<typeof kioskSetting>;

function kioskFromLocation(win: Window): KioskSetting | null {
  const query = new URLSearchParams(win.location.search);
  if (query.has('kiosk')) {
    const parsed = kioskSetting.safeParse({
      kiosk: query.get('kiosk') === '1',
      kioskIdleMinutes: query.get('kioskIdleMinutes') ?? 5,
    });
    if (!parsed.success || !parsed.data.kiosk) {
      if (!parsed.success)
        console.error(
          `Ignoring the kiosk setting: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
        );
      win.sessionStorage.removeItem(KIOSK_KEY);
      return null;
    }
    win.sessionStorage.setItem(KIOSK_KEY, JSON.stringify(parsed.data));
    return parsed.data;
  }
  const stored = kioskSetting.safeParse(readJson(win.sessionStorage, KIOSK_KEY));
  return stored.success ? stored.data : null;
}

/**
 * Previewing an operator's branding in the browser build (README, "White-label preview"):
 * `?whiteLabel=1&theme=dark&themeColors={"header":"#4a148c"}` on any page. It is kept for the tab
 * (sessionStorage, which pop-ups opened from it inherit), so navigating and reloading keep it; `?whiteLabel=0` ends it.
 */
const brandingPreview = z.object({
  whiteLabel: z.boolean(),
  theme: z.enum(THEMES),
  themeColors: operatorThemeColors.optional(),
});
type BrandingPreview = z.infer<typeof brandingPreview>;

export function brandingFromLocation(win: Window): BrandingPreview | null {
  const query = new URLSearchParams(win.location.search);
  if (query.has('whiteLabel')) {
    let colors: unknown;
    try {
      colors = query.has('themeColors') ? JSON.parse(query.get('themeColors') as string) : undefined;
    } catch {
      colors = query.get('themeColors');
    }
    const parsed = brandingPreview.safeParse({
      whiteLabel: query.get('whiteLabel') === '1',
      theme: query.get('theme') ?? 'color2',
      themeColors: colors,
    });
    if (!parsed.success) {
      // A developer's URL, not a player's input: say which part is wrong and keep the shipped branding.
      console.error(
        `Ignoring the white-label preview: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
      );
      return null;
    }
    if (parsed.data.whiteLabel) win.sessionStorage.setItem(BRANDING_KEY, JSON.stringify(parsed.data));
    else win.sessionStorage.removeItem(BRANDING_KEY);
    return parsed.data.whiteLabel ? parsed.data : null;
  }
  const stored = brandingPreview.safeParse(readJson(win.sessionStorage, BRANDING_KEY));
  return stored.success ? stored.data : null;
}

function readJson(storage: Storage, key: string): unknown {
  const raw = storage.getItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

/** Reads and strips a launch or switch token from the location fragment. */
function takeLaunchFromLocation(win: Window): LaunchRequest | null {
  const hash = new URLSearchParams(win.location.hash.replace(/^#/, ''));
  for (const kind of ['launch', 'switch'] as const) {
    const token = hash.get(kind);
    if (token) {
      win.history.replaceState(win.history.state, '', win.location.pathname + win.location.search);
      return { kind, token };
    }
  }
  return null;
}

/** What a kiosk pop-up posts to the window that opened it when the player uses it. */
const KIOSK_ACTIVITY_MESSAGE = 'sb:kiosk-activity';

/** The same-origin window that opened this one as a pop-up, or null for a main window. */
function appOpener(win: Window): Window | null {
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
function forwardKioskActivity(win: Window, opener: Window): void {
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
        const onMessage = (event: MessageEvent) => {
          const data: unknown = event.data;
          if (event.origin !== win.location.origin || event.source === win) return;
          if (
            typeof data === 'object' &&
            data !== null &&
            'type' in data &&
            data.type === KIOSK_ACTIVITY_MESSAGE
          )
            listener();
        };
        win.addEventListener('message', onMessage);
        return () => win.removeEventListener('message', onMessage);
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
