import { describe, expect, it, vi } from 'vitest';
import { hostMatches, isSafeRoute, redactUrl, UrlPolicy } from '../../src/main/url-policy';
import { contactLinks } from '../../src/shared/contact-links';
import {
  handleCommonWindowEvents,
  isNavigationAllowed,
  routeWindowOpen,
} from '../../src/main/webcontents-handler';
import type { WindowInfo } from '../../src/main/window-manager';
import { FakeWindow } from './fakes';

const policy = new UrlPolicy({
  appBaseUrl: 'app://bundle/',
  providerHosts: ['games.example.com', '*.stream.example.org', '127.0.0.1'],
});
const appInfo: WindowInfo = { kind: 'main', content: 'app' };
const providerInfo: WindowInfo = { kind: 'game', content: 'provider' };

function guardedWindow(info: WindowInfo, blockInput?: (i: { key: string }) => boolean) {
  const win = new FakeWindow({ kind: info.kind, content: info.content, width: 10, height: 10, show: false });
  const openPopup = vi.fn();
  const logs: string[] = [];
  handleCommonWindowEvents(win, info, {
    policy,
    openPopup,
    ...(blockInput ? { blockInput } : {}),
    log: (m) => logs.push(m),
  });
  return { win, wc: win.webContents, openPopup, logs };
}

describe('UrlPolicy', () => {
  it('recognises app URLs by scheme and host, not by prefix', () => {
    expect(policy.isAppUrl('app://bundle/desktop')).toBe(true);
    expect(policy.isAppUrl('app://bundle/info/betlist?tab=void')).toBe(true);
    expect(policy.isAppUrl('app://bundle.evil.com/')).toBe(false);
    expect(policy.isAppUrl('app://other/')).toBe(false);
    expect(policy.isAppUrl('https://bundle/')).toBe(false);
    expect(policy.isAppUrl('app://user:pw@bundle/')).toBe(false);
    expect(policy.isAppUrl('not a url')).toBe(false);
  });

  it('works with the http dev server origin too', () => {
    const dev = new UrlPolicy({ appBaseUrl: 'http://localhost:5173', providerHosts: [] });
    expect(dev.isAppUrl('http://localhost:5173/desktop')).toBe(true);
    expect(dev.isAppUrl('http://localhost:5174/desktop')).toBe(false);
    expect(dev.appUrl('/info/rules')).toBe('http://localhost:5173/info/rules');
  });

  it('turns safe routes into app URLs and refuses protocol-relative and backslash tricks', () => {
    expect(policy.appUrl('/info/betlist')).toBe('app://bundle/info/betlist');
    expect(policy.appUrl('//evil.example.net/x')).toBeNull();
    expect(policy.appUrl('/\\evil.example.net')).toBeNull();
    expect(policy.appUrl('https://evil.example.net')).toBeNull();
    expect(isSafeRoute('/a\nb')).toBe(false);
  });

  it('allows provider URLs on the allow-list over https, http only on loopback', () => {
    expect(policy.isProviderUrl('https://games.example.com/launch?token=x')).toBe(true);
    expect(policy.isProviderUrl('https://live.stream.example.org/tv')).toBe(true);
    expect(policy.isProviderUrl('http://127.0.0.1:4000/api/provider/launch')).toBe(true);
    expect(policy.isProviderUrl('http://games.example.com/')).toBe(false);
    expect(policy.isProviderUrl('https://stream.example.org/')).toBe(false);
    expect(policy.isProviderUrl('https://games.example.com.evil.net/')).toBe(false);
    expect(policy.isProviderUrl('https://evilgames.example.com/')).toBe(false);
    expect(policy.isProviderUrl('javascript:alert(1)')).toBe(false);
    expect(policy.isProviderUrl('https://x@games.example.com/')).toBe(false);
  });

  it('an allow-list entry with a port allows that origin only, in game windows and the system browser', () => {
    const embedded = new UrlPolicy({
      appBaseUrl: 'app://bundle/',
      providerHosts: ['games.example.com', '127.0.0.1:4321'],
    });
    expect(embedded.isProviderUrl('http://127.0.0.1:4321/api/provider/play/slot')).toBe(true);
    expect(embedded.isProviderUrl('http://127.0.0.1:4322/')).toBe(false);
    expect(embedded.isProviderUrl('http://127.0.0.1/')).toBe(false);
    expect(embedded.isProviderUrl('http://localhost:4321/')).toBe(false);
    expect(embedded.isExternalAllowed('http://127.0.0.1:4321/api/provider/play/slot')).toBe(true);
    expect(embedded.isExternalAllowed('http://127.0.0.1:8080/admin')).toBe(false);
    expect(embedded.isProviderUrl('https://games.example.com:8443/x')).toBe(true);
  });

  it('lets only allow-listed http(s) URLs open in the system browser', () => {
    expect(policy.isExternalAllowed('https://games.example.com/help')).toBe(true);
    expect(policy.isExternalAllowed('file:///etc/passwd')).toBe(false);
    expect(policy.isExternalAllowed('mailto:a@games.example.com')).toBe(false);
    expect(policy.isExternalAllowed('smb://games.example.com/share')).toBe(false);
    expect(policy.isExternalAllowed('https://phish.example.net/')).toBe(false);
  });

  it("lets the operator's contact links out exactly as configured, and no other mailto, tel or chat page", () => {
    const support = {
      email: 'help@acme.example',
      phone: '+60 3 2700 1234',
      telegram: '@acme_help',
      whatsapp: '+60 12 345 6789',
      line: '@acmebet',
    };
    const links = contactLinks(support);
    expect(links).toEqual({
      email: 'mailto:help@acme.example',
      phone: 'tel:+60327001234',
      telegram: 'https://t.me/acme_help',
      whatsapp: 'https://wa.me/60123456789',
      line: 'https://line.me/R/ti/p/@acmebet',
    });
    const withContacts = new UrlPolicy({
      appBaseUrl: 'app://bundle/',
      providerHosts: ['games.example.com'],
      contactUrls: Object.values(links),
    });
    for (const link of Object.values(links)) expect(withContacts.isExternalAllowed(link)).toBe(true);
    expect(withContacts.isExternalAllowed('mailto:someone@else.example')).toBe(false);
    expect(withContacts.isExternalAllowed('tel:+19005550100')).toBe(false);
    expect(withContacts.isExternalAllowed('https://t.me/someone_else')).toBe(false);
    expect(policy.isExternalAllowed('mailto:help@acme.example')).toBe(false);
  });

  it('host patterns: exact, or *. for strict subdomains', () => {
    expect(hostMatches('a.b.example.com', '*.example.com')).toBe(true);
    expect(hostMatches('example.com', '*.example.com')).toBe(false);
    expect(hostMatches('GAMES.example.com', 'games.example.com')).toBe(true);
  });

  it('redacts URLs to their origin for logs', () => {
    expect(redactUrl('https://games.example.com/launch?token=SECRET')).toBe('https://games.example.com');
    expect(redactUrl('sportsbook://launch?token=SECRET')).not.toContain('SECRET');
  });
});

describe('navigation guard', () => {
  it('keeps app windows on the app origin', () => {
    const { wc, logs } = guardedWindow(appInfo);
    expect(wc.navigate('will-navigate', 'app://bundle/desktop')).toBe(false);
    expect(wc.navigate('will-navigate', 'https://evil.example.net/')).toBe(true);
    expect(wc.navigate('will-navigate', 'https://games.example.com/')).toBe(true);
    expect(wc.navigate('will-redirect', 'file:///etc/passwd')).toBe(true);
    expect(logs.join('\n')).toContain('blocked navigation');
  });

  it('keeps provider windows on the allow-list', () => {
    const { wc } = guardedWindow(providerInfo);
    expect(wc.navigate('will-navigate', 'https://games.example.com/next')).toBe(false);
    expect(wc.navigate('will-redirect', 'https://cdn.stream.example.org/x')).toBe(false);
    expect(wc.navigate('will-navigate', 'https://evil.example.net/')).toBe(true);
    expect(wc.navigate('will-navigate', 'app://bundle/desktop')).toBe(true);
  });

  it('isNavigationAllowed is the same decision as a pure function', () => {
    expect(isNavigationAllowed(policy, appInfo, 'app://bundle/')).toBe(true);
    expect(isNavigationAllowed(policy, providerInfo, 'app://bundle/')).toBe(false);
  });

  it('blocks <webview> attachment', () => {
    const { wc } = guardedWindow(appInfo);
    const event = {
      defaultPrevented: false,
      preventDefault() {
        this.defaultPrevented = true;
      },
    };
    for (const l of wc.listeners.get('will-attach-webview') ?? []) (l as (e: typeof event) => void)(event);
    expect(event.defaultPrevented).toBe(true);
  });
});

describe('window-open guard', () => {
  it('always denies the native window, re-routing pop-up routes through the registry', () => {
    const { wc, openPopup } = guardedWindow(appInfo);
    expect(wc.windowOpen('app://bundle/info/betlist?tab=void')).toEqual({ action: 'deny' });
    expect(openPopup).toHaveBeenCalledWith('info', '/info/betlist?tab=void');
    expect(wc.windowOpen('app://bundle/livetv')).toEqual({ action: 'deny' });
    expect(openPopup).toHaveBeenLastCalledWith('livetv', '/livetv');
    expect(wc.windowOpen('https://games.example.com/launch?token=t')).toEqual({ action: 'deny' });
    expect(openPopup).toHaveBeenLastCalledWith('game', 'https://games.example.com/launch?token=t');
  });

  it('opens nothing for foreign URLs or app routes that are not pop-ups', () => {
    const { wc, openPopup, logs } = guardedWindow(appInfo);
    expect(wc.windowOpen('https://evil.example.net/?token=SECRET')).toEqual({ action: 'deny' });
    expect(wc.windowOpen('app://bundle/desktop')).toEqual({ action: 'deny' });
    expect(wc.windowOpen('file:///C:/Windows/system32/calc.exe')).toEqual({ action: 'deny' });
    expect(openPopup).not.toHaveBeenCalled();
    expect(logs.join('\n')).not.toContain('SECRET');
  });

  it('provider pages cannot open any window', () => {
    const { wc, openPopup } = guardedWindow(providerInfo);
    expect(wc.windowOpen('https://games.example.com/popup')).toEqual({ action: 'deny' });
    expect(wc.windowOpen('app://bundle/info/betlist')).toEqual({ action: 'deny' });
    expect(openPopup).not.toHaveBeenCalled();
  });

  it('routeWindowOpen maps game routes to the game window', () => {
    expect(routeWindowOpen(policy, 'app://bundle/slots3')).toEqual({ kind: 'game', target: '/slots3' });
    expect(routeWindowOpen(policy, 'app://bundle/casino')).toEqual({ kind: 'game', target: '/casino' });
    expect(routeWindowOpen(policy, 'app://bundle/tournament2/home')).toBeNull();
  });
});

describe('input guard', () => {
  it('is attached only when asked (kiosk) and prevents what it blocks', () => {
    const plain = guardedWindow(appInfo);
    expect(plain.wc.listeners.has('before-input-event')).toBe(false);
    const kiosk = guardedWindow(appInfo, (i) => i.key === 'F5');
    expect(kiosk.wc.input({ key: 'F5' })).toBe(true);
    expect(kiosk.wc.input({ key: 'a' })).toBe(false);
  });
});
