import { describe, expect, it, vi } from 'vitest';
import { BASELINE_CSP, cspForOrigins, parseCsp } from '@shared/csp';
import { APP_BASE_URL, mimeType, resolveBundleFile } from '../../src/main/app-protocol';
import { applyPermissionPolicy, isPermissionAllowed } from '../../src/main/security';
import type { PermissionSession } from '../../src/main/security';
import { UrlPolicy } from '../../src/main/url-policy';
import { PARTITIONS, webPreferencesFor } from '../../src/main/window-options';
import {
  providerAllowList,
  rendererConfigFor,
  rendererConfigForWindow,
} from '../../src/main/renderer-config';
import { WINDOW_KINDS } from '@shared/windows';

const policy = new UrlPolicy({ appBaseUrl: APP_BASE_URL, providerHosts: ['games.example.com'] });

describe('window web preferences (Electron checklist)', () => {
  it.each(WINDOW_KINDS)('%s windows are sandboxed and isolated with no Node', (kind) => {
    for (const content of ['app', 'provider'] as const) {
      const prefs = webPreferencesFor(kind, content, {
        preloadPath: '/out/preload/index.cjs',
        devTools: false,
      });
      expect(prefs).toMatchObject({
        sandbox: true,
        contextIsolation: true,
        nodeIntegration: false,
        nodeIntegrationInWorker: false,
        nodeIntegrationInSubFrames: false,
        webSecurity: true,
        allowRunningInsecureContent: false,
        webviewTag: false,
        devTools: false,
      });
    }
  });

  it('gives the preload to our renderer only, never to provider pages', () => {
    expect(webPreferencesFor('game', 'app', { preloadPath: '/p.cjs', devTools: false }).preload).toBe(
      '/p.cjs',
    );
    expect(
      webPreferencesFor('game', 'provider', { preloadPath: '/p.cjs', devTools: false }).preload,
    ).toBeUndefined();
  });

  it('puts games and live TV in their own partitions, the app in the default session', () => {
    expect(
      webPreferencesFor('main', 'app', { preloadPath: '/p', devTools: false }).partition,
    ).toBeUndefined();
    expect(
      webPreferencesFor('info', 'app', { preloadPath: '/p', devTools: false }).partition,
    ).toBeUndefined();
    expect(webPreferencesFor('game', 'provider', { preloadPath: '/p', devTools: false }).partition).toBe(
      PARTITIONS.game,
    );
    expect(webPreferencesFor('livetv', 'provider', { preloadPath: '/p', devTools: false }).partition).toBe(
      PARTITIONS.livetv,
    );
    expect(PARTITIONS.game).not.toBe(PARTITIONS.livetv);
  });
});

describe('permissions deny by default', () => {
  it.each([
    'media',
    'geolocation',
    'notifications',
    'midi',
    'hid',
    'serial',
    'usb',
    'openExternal',
    'clipboard-read',
    'display-capture',
  ])('denies %s everywhere', (permission) => {
    for (const kind of ['app', 'game', 'livetv'] as const) {
      expect(isPermissionAllowed(kind, permission, 'app://bundle/desktop', policy)).toBe(false);
      expect(isPermissionAllowed(kind, permission, 'https://games.example.com/', policy)).toBe(false);
    }
  });

  it('allows full screen to games and live TV from allow-listed pages only', () => {
    expect(isPermissionAllowed('game', 'fullscreen', 'https://games.example.com/slot', policy)).toBe(true);
    expect(isPermissionAllowed('livetv', 'fullscreen', 'https://games.example.com/tv', policy)).toBe(true);
    expect(isPermissionAllowed('game', 'fullscreen', 'https://evil.example.net/', policy)).toBe(false);
    expect(isPermissionAllowed('app', 'fullscreen', 'app://bundle/', policy)).toBe(false);
  });

  it('lets our renderer write (not read) the clipboard', () => {
    expect(isPermissionAllowed('app', 'clipboard-sanitized-write', 'app://bundle/info/betlist', policy)).toBe(
      true,
    );
    expect(
      isPermissionAllowed('app', 'clipboard-sanitized-write', 'https://games.example.com/', policy),
    ).toBe(false);
  });

  it('installs request, check and device handlers on a session', () => {
    const handlers: Partial<Record<'request' | 'check' | 'device', (...a: never[]) => unknown>> = {};
    const ses: PermissionSession = {
      setPermissionRequestHandler: (h) => (handlers.request = h as never),
      setPermissionCheckHandler: (h) => (handlers.check = h as never),
      setDevicePermissionHandler: (h) => (handlers.device = h as never),
    };
    applyPermissionPolicy(ses, 'game', policy);
    const callback = vi.fn();
    (handlers.request as (...a: unknown[]) => void)(null, 'media', callback, {
      requestingUrl: 'https://games.example.com/',
    });
    expect(callback).toHaveBeenCalledWith(false);
    (handlers.request as (...a: unknown[]) => void)(null, 'fullscreen', callback, {
      requestingUrl: 'https://games.example.com/',
    });
    expect(callback).toHaveBeenLastCalledWith(true);
    expect(
      (handlers.check as (...a: unknown[]) => boolean)(null, 'geolocation', 'https://games.example.com', {}),
    ).toBe(false);
    expect((handlers.device as () => boolean)()).toBe(false);
  });
});

describe('app:// bundle protocol', () => {
  const root = '/opt/app/out/renderer';
  it('serves assets from the renderer root', () => {
    expect(resolveBundleFile(root, 'app://bundle/assets/index-abc.js')).toEqual({
      kind: 'file',
      path: `${root}/assets/index-abc.js`,
    });
    expect(mimeType('x/index-abc.js')).toMatch(/javascript/);
  });
  it('answers client-side routes with index.html', () => {
    expect(resolveBundleFile(root, 'app://bundle/info/betlist')).toEqual({
      kind: 'spa',
      path: `${root}/index.html`,
    });
    expect(resolveBundleFile(root, 'app://bundle/')).toEqual({ kind: 'spa', path: `${root}/index.html` });
  });
  it('refuses path traversal, other hosts and other schemes', () => {
    // The URL parser already resolves encoded dot segments against the root: they stay inside it.
    expect(resolveBundleFile(root, 'app://bundle/%2e%2e/%2e%2e/main/index.js')).toEqual({
      kind: 'file',
      path: `${root}/main/index.js`,
    });
    expect(resolveBundleFile(root, 'app://bundle/..%2f..%2fpackage.json')).toEqual({ kind: 'forbidden' });
    expect(resolveBundleFile(root, 'app://bundle/a%5c..%5c..%5csecret.txt')).toEqual({ kind: 'forbidden' });
    expect(resolveBundleFile(root, 'app://other/index.html')).toEqual({ kind: 'forbidden' });
    expect(resolveBundleFile(root, 'file:///etc/passwd')).toEqual({ kind: 'forbidden' });
    expect(resolveBundleFile(root, 'app://bundle/%E0%A4%A')).toEqual({ kind: 'forbidden' });
  });
});

describe('CSP', () => {
  it('the header narrows connections to the configured origins', () => {
    const csp = parseCsp(
      cspForOrigins([
        'https://api.operator.example/api',
        'https://odds.operator.example/cache',
        undefined,
        'nonsense',
      ]),
    );
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      'https://api.operator.example',
      'https://odds.operator.example',
    ]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });
  it('the baseline never allows inline or evaluated scripts', () => {
    const csp = parseCsp(BASELINE_CSP);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(BASELINE_CSP).not.toContain('unsafe-eval');
    expect(csp.get('default-src')).toEqual(["'self'"]);
  });
});

describe('renderer config', () => {
  const config = {
    brandName: 'Acme',
    apiBaseUrl: '',
    oddsBaseUrl: '',
    providerBaseUrl: '',
    providerHosts: ['games.example.com'],
    whiteLabel: true,
    theme: 'dark' as const,
    defaultLanguage: 'th' as const,
    kiosk: false,
    kioskIdleMinutes: 10,
    updateFeedUrl: '',
    protocolScheme: 'acmebet',
  };
  it('derives odds and provider URLs below the API base (API.md)', () => {
    const r = rendererConfigFor(config, 'http://127.0.0.1:4321/api/');
    expect(r).toMatchObject({
      apiBaseUrl: 'http://127.0.0.1:4321/api',
      oddsBaseUrl: 'http://127.0.0.1:4321/api/cache',
      providerBaseUrl: 'http://127.0.0.1:4321/api/provider',
      brandName: 'Acme',
      whiteLabel: true,
      defaultLanguage: 'th',
    });
    // The embedded provider by its origin: another local port (any local service) is not a provider.
    expect(providerAllowList(config, r)).toEqual(['games.example.com', '127.0.0.1:4321']);
    const operator = rendererConfigFor(
      { ...config, providerBaseUrl: 'https://games.example.com/provider' },
      'https://api.example.com',
    );
    expect(providerAllowList(config, operator)).toEqual(['games.example.com']);
  });

  it('gives the kiosk idle countdown to the main window only: a pop-up forwards input to it instead', () => {
    const r = rendererConfigFor({ ...config, kiosk: true }, 'http://127.0.0.1:4321/api/');
    expect(rendererConfigForWindow(r, true)).toMatchObject({ kiosk: true, kioskIdleMinutes: 10 });
    const popup = rendererConfigForWindow(r, false);
    expect(popup).toMatchObject({ kiosk: true, brandName: 'Acme' });
    expect(popup.kioskIdleMinutes).toBeUndefined();
  });
});
