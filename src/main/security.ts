import type { UrlPolicy } from './url-policy';

// Session permissions: deny by default. Our renderer may write to the clipboard (copy a bet reference);
// games and live TV, each in their own partition, may only go full screen. Nothing gets camera,
// microphone, location, notifications, MIDI, HID, serial or USB.

export type SessionKind = 'app' | 'game' | 'livetv';

const ALLOWED_PERMISSIONS: Record<SessionKind, readonly string[]> = {
  app: ['clipboard-sanitized-write'],
  game: ['fullscreen'],
  livetv: ['fullscreen'],
};

/** Decides one permission request or check; the requesting page must be ours or an allow-listed provider. */
export function isPermissionAllowed(
  kind: SessionKind,
  permission: string,
  requestingUrl: string,
  policy: UrlPolicy,
): boolean {
  if (!ALLOWED_PERMISSIONS[kind].includes(permission)) return false;
  return kind === 'app'
    ? policy.isAppUrl(requestingUrl)
    : policy.isProviderUrl(requestingUrl) || policy.isAppUrl(requestingUrl);
}

/** The Electron session surface the handlers need (kept structural so tests can drive it with a fake). */
export interface PermissionSession {
  setPermissionRequestHandler(
    handler: (
      webContents: unknown,
      permission: string,
      callback: (granted: boolean) => void,
      details: { requestingUrl?: string },
    ) => void,
  ): void;
  setPermissionCheckHandler(
    handler: (
      webContents: unknown,
      permission: string,
      requestingOrigin: string,
      details: { requestingUrl?: string },
    ) => boolean,
  ): void;
  setDevicePermissionHandler(handler: () => boolean): void;
}

export function applyPermissionPolicy(
  ses: PermissionSession,
  kind: SessionKind,
  policy: UrlPolicy,
  log?: (m: string) => void,
): void {
  ses.setPermissionRequestHandler((_wc, permission, callback, details) => {
    const granted = isPermissionAllowed(kind, permission, details.requestingUrl ?? '', policy);
    if (!granted) log?.(`denied permission ${permission} in ${kind} session`);
    callback(granted);
  });
  ses.setPermissionCheckHandler((_wc, permission, requestingOrigin, details) =>
    isPermissionAllowed(kind, permission, details.requestingUrl ?? requestingOrigin, policy),
  );
  ses.setDevicePermissionHandler(() => false);
}
