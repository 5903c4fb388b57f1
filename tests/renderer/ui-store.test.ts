import { afterEach, describe, expect, it, vi } from 'vitest';
import { UiStore } from '../../src/renderer/stores/UiStore';
import { UiServerStatus } from '../../src/renderer/stores/UiServerStatus';
import { UiBranding } from '../../src/renderer/stores/UiBranding';
import { compareVersions } from '../../src/renderer/version';

afterEach(() => {
  vi.useRealTimers();
});

describe('UiStore notices', () => {
  const quiet = () => new UiStore({ log: () => undefined });

  it('queues what the catalogue asks for: dialogs, toasts, nothing for silent codes', () => {
    const ui = quiet();
    ui.reportError('betOverMax', { loggedIn: true });
    ui.reportError('incompletedRequest', { loggedIn: true });
    ui.reportError('lotteryDisabled', { loggedIn: true });
    ui.reportError('betNotExists', { loggedIn: true });
    expect(ui.notices.map((n) => [n.view, n.code])).toEqual([
      ['error-dialog', 'betOverMax'],
      ['warning-toast', 'incompletedRequest'],
      ['notice-dialog', 'betNotExists'],
    ]);
    expect(ui.dialog?.code).toBe('betOverMax');
    expect(ui.toasts.map((n) => n.code)).toEqual(['incompletedRequest']);
  });

  it('shows one dialog at a time in arrival order, and the same message once', () => {
    const ui = quiet();
    ui.reportError('roomFull', { loggedIn: true });
    ui.reportError('roomFull', { loggedIn: true });
    ui.reportError('Stake too high here', { loggedIn: true });
    expect(ui.notices).toHaveLength(2);
    ui.dismiss(ui.dialog!.id);
    expect(ui.dialog).toMatchObject({ code: 'Stake too high here', verbatim: true });
  });

  it('logs the logged-only codes and shows them only when the player asked', () => {
    const log = vi.fn();
    const ui = new UiStore({ log });
    ui.reportError('requestLimit', { loggedIn: true });
    expect(ui.notices).toEqual([]);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('requestLimit'));
    ui.reportError('requestLimit', { loggedIn: true, requested: true });
    expect(ui.dialog?.code).toBe('requestLimit');
  });
});

describe('UiStore network state', () => {
  it('marks the network failed on requestFailed and probes until a call answers, then stops', async () => {
    vi.useFakeTimers();
    const ui = new UiStore({ probeIntervalMs: 1000, log: () => undefined });
    let reachable = false;
    const probe = vi.fn(async () => {
      if (!reachable) throw new Error('offline');
      ui.setNetwork('ok'); // what the api client does after any answered call
    });
    ui.setRecoveryProbe(probe);
    ui.reportError('requestFailed', { loggedIn: true });
    expect(ui.network).toBe('failed');
    expect(ui.notices).toEqual([]); // not requested: the banner says it, no toast

    await vi.advanceTimersByTimeAsync(2000);
    expect(probe).toHaveBeenCalledTimes(2);
    expect(ui.network).toBe('failed');

    reachable = true;
    await vi.advanceTimersByTimeAsync(1000);
    expect(ui.network).toBe('ok');
    await vi.advanceTimersByTimeAsync(5000);
    expect(probe).toHaveBeenCalledTimes(3);
  });

  it('a requested call that fails on the network also shows a warning toast', () => {
    const ui = new UiStore({ log: () => undefined });
    ui.reportError('requestFailed', { loggedIn: true, requested: true });
    expect(ui.toasts.map((n) => n.code)).toEqual(['requestFailed']);
  });
});

describe('server status', () => {
  it('compares versions numerically', () => {
    expect(compareVersions('0.10.0', '0.9.9')).toBe(1);
    expect(compareVersions('1.0', '1.0.0')).toBe(0);
    expect(compareVersions('0.1.0', '0.2.0')).toBe(-1);
  });

  it('follows the maintenance flag both ways and asks an outdated client to update', async () => {
    let answer = {
      version: '1.0.0',
      min_client_version: '0.1.0',
      maintenance: true,
      maintenance_message: 'Back soon',
    };
    const status = new UiServerStatus(async () => answer, '0.1.0');
    await status.check();
    expect(status.maintenance).toBe(true);
    expect(status.maintenanceMessage).toBe('Back soon');
    expect(status.showUpdatePrompt).toBe(false);

    answer = { version: '1.0.0', min_client_version: '0.2.0', maintenance: false, maintenance_message: '' };
    await status.check();
    expect(status.maintenance).toBe(false);
    expect(status.showUpdatePrompt).toBe(true);
    status.dismissUpdate();
    expect(status.showUpdatePrompt).toBe(false);
  });

  it('keeps the last known state when the server cannot be reached', async () => {
    let fail = false;
    const status = new UiServerStatus(async () => {
      if (fail) throw new Error('offline');
      return { version: '1', min_client_version: '0.1.0', maintenance: true };
    }, '0.1.0');
    await status.check();
    fail = true;
    await status.check();
    expect(status.maintenance).toBe(true);
  });
});

describe('branding', () => {
  const config = {
    apiBaseUrl: 'x',
    brandName: 'Acme Bet',
    whiteLabel: false,
    theme: 'color2',
    kiosk: false,
    defaultLanguage: 'en',
  };

  it('applies the operator theme and hides the header only in white-label mode', async () => {
    const branding = new UiBranding(async () => ({
      logo_url: 'data:,',
      alt: 'Acme',
      theme: 'dark',
      white_label: true,
    }));
    await branding.load(config);
    expect(branding.whiteLabel).toBe(true);
    expect(branding.themeFor('light')).toBe('dark');
    expect(branding.brandName).toBe('Acme Bet');
  });

  it("otherwise the player's theme wins, and a missing logo leaves the brand as text", async () => {
    const branding = new UiBranding(async () => Promise.reject(new Error('offline')));
    await branding.load(config);
    expect(branding.whiteLabel).toBe(false);
    expect(branding.logo).toBeNull();
    expect(branding.themeFor('light')).toBe('light');
    expect(branding.operatorColors).toBeUndefined();
  });

  it("a white-label install's own theme and colours win over the backend's theme name", async () => {
    const branding = new UiBranding(async () => ({
      logo_url: '',
      alt: '',
      theme: 'color2',
      white_label: false,
    }));
    await branding.load({ ...config, whiteLabel: true, theme: 'dark', themeColors: { header: '#6a1b9a' } });
    expect(branding.themeFor('light')).toBe('dark');
    expect(branding.operatorColors).toEqual({ header: '#6a1b9a' });
  });
});
