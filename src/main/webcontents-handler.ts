import { popupKindForPath } from '@shared/windows';
import type { PopupKind } from '@shared/windows';
import { parseUrl, redactUrl } from './url-policy';
import type { UrlPolicy } from './url-policy';
import type { WindowInfo } from './window-manager';
import { isActivityInput } from './kiosk';
import type { InputLike, ManagedWindow, WindowOpenDecision } from './window-types';

// Signal's handleCommonWindowEvents: every window gets the same navigation, window-open and input
// guards, so no window can forget one.

export interface CommonEventsDeps {
  policy: UrlPolicy;
  /** Pop-ups requested with window.open go through the registry instead of becoming native windows. */
  openPopup(kind: PopupKind, target: string): void;
  /** Kiosk shortcut blocking; returns true when the key must not reach the page. */
  blockInput?: (input: InputLike) => boolean;
  /** Kiosk: the player's input reached this window (a key, click, move, wheel or touch). */
  onActivity?: (info: WindowInfo) => void;
  log?(message: string): void;
}

/** May a window showing `info.content` navigate to `url`? App windows stay on the app, provider windows on the allow-list. */
export function isNavigationAllowed(policy: UrlPolicy, info: WindowInfo, url: string): boolean {
  return info.content === 'app' ? policy.isAppUrl(url) : policy.isProviderUrl(url);
}

export type WindowOpenRoute = { kind: PopupKind; target: string } | null;

/** Where a window.open request goes: a pop-up kind the registry owns, or nowhere (denied). */
export function routeWindowOpen(policy: UrlPolicy, url: string): WindowOpenRoute {
  if (policy.isAppUrl(url)) {
    const parsed = parseUrl(url);
    if (!parsed) return null;
    const kind = popupKindForPath(parsed.pathname);
    return kind ? { kind, target: `${parsed.pathname}${parsed.search}${parsed.hash}` } : null;
  }
  if (policy.isProviderUrl(url)) return { kind: 'game', target: url };
  return null;
}

export function handleCommonWindowEvents(win: ManagedWindow, info: WindowInfo, deps: CommonEventsDeps): void {
  const wc = win.webContents;
  const guardNavigation = (event: { preventDefault(): void }, url: string): void => {
    if (isNavigationAllowed(deps.policy, info, url)) return;
    event.preventDefault();
    deps.log?.(`blocked navigation of ${info.kind} window to ${redactUrl(url)}`);
  };
  wc.on('will-navigate', guardNavigation);
  wc.on('will-redirect', guardNavigation);
  // No <webview> anywhere in the app: a webview would escape every guard here.
  wc.on('will-attach-webview', (event) => event.preventDefault());

  wc.setWindowOpenHandler(({ url }): WindowOpenDecision => {
    // Native windows are always denied; allowed requests are re-issued through the registry so they
    // get the fixed sizes, the sandbox and these guards.
    const route = info.content === 'app' ? routeWindowOpen(deps.policy, url) : null;
    if (route) deps.openPopup(route.kind, route.target);
    else deps.log?.(`denied window.open from ${info.kind} window to ${redactUrl(url)}`);
    return { action: 'deny' };
  });

  const onActivity = deps.onActivity;
  if (onActivity) {
    wc.on('input-event', (_event, input) => {
      if (isActivityInput(input.type)) onActivity(info);
    });
  }

  const blockInput = deps.blockInput;
  if (blockInput) {
    wc.on('before-input-event', (event, input) => {
      if (blockInput(input)) event.preventDefault();
    });
  }
}
