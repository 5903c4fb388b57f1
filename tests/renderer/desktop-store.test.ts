import { describe, expect, it, vi } from 'vitest';
import type { LaunchRequest, UpdateStatus } from '@shared/bridge';
import { AuthStore } from '../../src/renderer/stores/AuthStore';
import { DesktopStore } from '../../src/renderer/stores/DesktopStore';
import { fakeAccountApi, fakePlatform } from './fakes';

/** A platform whose shell events the test fires by hand. */
function shell(opts: { launch?: LaunchRequest | null; insecure?: boolean } = {}) {
  const platform = fakePlatform();
  let launch = opts.launch ?? null;
  const listeners = {
    pending: [] as (() => void)[],
    status: [] as ((s: UpdateStatus) => void)[],
    idle: [] as (() => void)[],
    activity: [] as (() => void)[],
  };
  let restarts = 0;
  const slipOpen: boolean[] = [];
  Object.assign(platform.bridge, {
    launch: {
      take: async () => {
        const taken = launch;
        launch = null;
        return taken;
      },
      onPending: (l: () => void) => (listeners.pending.push(l), () => undefined),
    },
    updates: {
      status: async () => ({ state: 'idle' }),
      onStatus: (l: (s: UpdateStatus) => void) => (listeners.status.push(l), () => undefined),
      restart: async () => (restarts++, true),
      setBetSlipOpen: async (open: boolean) => void slipOpen.push(open),
    },
    kiosk: {
      onIdleLogout: (l: () => void) => (listeners.idle.push(l), () => undefined),
      onActivity: (l: () => void) => (listeners.activity.push(l), () => undefined),
    },
  });
  platform.bridge.session.insecureStorageWarning = async () => opts.insecure ?? false;
  const api = fakeAccountApi();
  const auth = new AuthStore(() => api, platform.bridge);
  const desktop = new DesktopStore(platform.bridge, auth);
  return {
    api,
    auth,
    desktop,
    platform,
    listeners,
    restarts: () => restarts,
    slipOpen,
    arrive: (r: LaunchRequest) => {
      launch = r;
      for (const l of listeners.pending) l();
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('DesktopStore', () => {
  it('logs in with the launch token the app was started with', async () => {
    const s = shell({ launch: { kind: 'launch', token: 'v1.demo02' } });
    await s.desktop.start();
    expect(s.auth.account?.info.account_id).toBe('demo02');
    expect(s.desktop.launching).toBe(false);
  });

  it('a switch link arriving while someone is logged in replaces that player', async () => {
    const s = shell();
    await s.desktop.start();
    await s.auth.login('demo01', 'Pass1234');
    s.arrive({ kind: 'switch', token: 'v1.demo03' });
    await settle();
    await settle();
    expect(s.auth.account?.info.account_id).toBe('demo03');
    expect(s.platform.calls).toContain('closeAll');
  });

  it('a refused token leaves nobody logged in with the server code', async () => {
    const s = shell({ launch: { kind: 'launch', token: 'forged' } });
    await s.desktop.start();
    expect(s.auth.isLoggedIn).toBe(false);
    expect(s.auth.lastError).toBe('unauthenticatedUser');
  });

  it('shows the insecure-storage notice once, and only when the shell reports it', async () => {
    const insecure = shell({ insecure: true });
    await insecure.desktop.afterLogin();
    await insecure.desktop.afterLogin();
    expect(insecure.desktop.notices).toEqual(['insecureStorage']);
    insecure.desktop.dismiss('insecureStorage');
    expect(insecure.desktop.notices).toEqual([]);

    const secure = shell({ insecure: false });
    await secure.desktop.afterLogin();
    expect(secure.desktop.notices).toEqual([]);
  });

  it('follows update status and restarts only on request', async () => {
    const s = shell();
    await s.desktop.start();
    expect(s.desktop.update).toEqual({ state: 'idle' });
    for (const l of s.listeners.status) l({ state: 'ready', version: '2.0.0', canRestart: true });
    expect(s.desktop.update).toEqual({ state: 'ready', version: '2.0.0', canRestart: true });
    expect(s.restarts()).toBe(0);
    await s.desktop.restartForUpdate();
    expect(s.restarts()).toBe(1);
    s.desktop.setBetSlipOpen(true);
    expect(s.slipOpen).toEqual([true]);
  });

  it('kiosk idle logout logs the player out and says why', async () => {
    const s = shell();
    await s.desktop.start();
    await s.auth.login('demo01', 'Pass1234');
    for (const l of s.listeners.idle) l();
    await settle();
    expect(s.auth.isLoggedIn).toBe(false);
    expect(s.desktop.notices).toEqual(['idleLoggedOut']);
    // The kiosk's next player cannot reuse the session: the server ended it too.
    expect(s.api.logouts).toEqual([{ account_id: 'demo01', session_token: 'tok-1' }]);
  });

  it("input in the app's other windows, reported by the shell, cancels the kiosk countdown", async () => {
    const s = shell();
    const window = { addEventListener: () => undefined, removeEventListener: () => undefined };
    vi.useFakeTimers({ now: 0 });
    try {
      await s.auth.login('demo01', 'Pass1234');
      s.desktop.watchKioskIdle(1, window);
      vi.advanceTimersByTime(45_000);
      expect(s.desktop.idle?.warning).toBe(true);
      for (const l of s.listeners.activity) l();
      expect(s.desktop.idle?.warning).toBe(false);
      vi.advanceTimersByTime(45_000);
      expect(s.auth.isLoggedIn).toBe(true);
      expect(s.desktop.idle?.warning).toBe(true);
    } finally {
      s.desktop.stop();
      vi.useRealTimers();
    }
  });
});

describe('DesktopStore bet slip rule', () => {
  it('tells the shell when the slip gains and loses its selections, so no update restart interrupts a bet', async () => {
    const { observable, runInAction } = await import('mobx');
    const s = shell();
    const slip = observable({ items: [] as string[] });
    const dispose = s.desktop.followBetSlip(() => slip.items.length > 0);
    runInAction(() => slip.items.push('pick-1'));
    runInAction(() => slip.items.push('pick-2'));
    runInAction(() => slip.items.splice(0));
    dispose();
    runInAction(() => slip.items.push('after-dispose'));
    expect(s.slipOpen).toEqual([false, true, false]);
  });
});
