import { describe, expect, it, vi } from 'vitest';
import type { UpdateStatus } from '@shared/bridge';
import { UPDATE_CHECK_INTERVAL_MS, UpdateService } from '../../src/main/updater';
import type { UpdaterLike } from '../../src/main/updater';

class FakeUpdater implements UpdaterLike {
  autoDownload = false;
  autoInstallOnAppQuit = false;
  feed: unknown = null;
  checks = 0;
  installs: [boolean | undefined, boolean | undefined][] = [];
  private readonly handlers = new Map<string, ((arg: never) => void)[]>();
  setFeedURL(options: { provider: 'generic'; url: string }): void {
    this.feed = options;
  }
  async checkForUpdates(): Promise<unknown> {
    this.checks += 1;
    return null;
  }
  quitAndInstall(isSilent?: boolean, isForceRunAfter?: boolean): void {
    this.installs.push([isSilent, isForceRunAfter]);
  }
  on(event: string, listener: (arg: never) => void): unknown {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), listener]);
    return this;
  }
  emit(event: string, arg?: unknown): void {
    for (const h of this.handlers.get(event) ?? []) (h as (a: unknown) => void)(arg);
  }
}

function setup(feedUrl = 'https://updates.example.com/sportsbook/') {
  const updater = new FakeUpdater();
  const published: UpdateStatus[] = [];
  let hourly: (() => void) | null = null;
  let interval = 0;
  const service = new UpdateService({
    updater,
    feedUrl,
    publish: (s) => published.push(s),
    timers: {
      setInterval: (fn, ms) => {
        hourly = fn;
        interval = ms;
        return 1;
      },
      clearInterval: vi.fn(),
    },
  });
  return { updater, published, service, hourly: () => hourly?.(), interval: () => interval };
}

describe('UpdateService', () => {
  it('uses the generic feed, checks at start and hourly, downloads in the background', () => {
    const t = setup();
    t.service.start();
    expect(t.updater.feed).toEqual({ provider: 'generic', url: 'https://updates.example.com/sportsbook/' });
    expect(t.updater.autoDownload).toBe(true);
    expect(t.updater.autoInstallOnAppQuit).toBe(true);
    expect(t.updater.checks).toBe(1);
    expect(t.interval()).toBe(UPDATE_CHECK_INTERVAL_MS);
    t.hourly();
    expect(t.updater.checks).toBe(2);
  });

  it('publishes progress and offers the restart when downloaded', () => {
    const t = setup();
    t.service.start();
    t.updater.emit('checking-for-update');
    t.updater.emit('update-available', { version: '1.2.0' });
    t.updater.emit('download-progress', { percent: 42.4 });
    t.updater.emit('update-downloaded', { version: '1.2.0' });
    expect(t.published).toEqual([
      { state: 'checking' },
      { state: 'downloading', version: '1.2.0', percent: 0 },
      { state: 'downloading', version: '1.2.0', percent: 42 },
      { state: 'ready', version: '1.2.0', canRestart: true },
    ]);
    expect(t.service.restart()).toBe(true);
    expect(t.updater.installs).toHaveLength(1);
  });

  it('never interrupts an open bet slip: the offer waits and restart is refused', () => {
    const t = setup();
    t.service.start();
    t.service.setBetSlipOpen(true);
    t.updater.emit('update-downloaded', { version: '1.2.0' });
    expect(t.service.status()).toEqual({ state: 'ready', version: '1.2.0', canRestart: false });
    expect(t.service.restart()).toBe(false);
    expect(t.updater.installs).toHaveLength(0);
    t.service.setBetSlipOpen(false);
    expect(t.published.at(-1)).toEqual({ state: 'ready', version: '1.2.0', canRestart: true });
    expect(t.service.restart()).toBe(true);
  });

  it('does not check again while downloading or once downloaded', () => {
    const t = setup();
    t.service.start();
    t.updater.emit('update-available', { version: '2.0.0' });
    t.hourly();
    t.updater.emit('update-downloaded', { version: '2.0.0' });
    t.hourly();
    expect(t.updater.checks).toBe(1);
  });

  it('refuses restart before anything downloaded, and reports errors without throwing', () => {
    const t = setup();
    t.service.start();
    expect(t.service.restart()).toBe(false);
    t.updater.emit('error', new Error('ENOTFOUND updates.example.com'));
    expect(t.service.status()).toEqual({ state: 'error', message: 'update failed' });
  });

  it('is disabled without a feed or an updater', () => {
    const t = setup('');
    t.service.start();
    expect(t.service.status()).toEqual({ state: 'disabled' });
    expect(t.updater.checks).toBe(0);
    const none = new UpdateService({ updater: null, feedUrl: 'https://x.example/', publish: () => {} });
    none.start();
    expect(none.status()).toEqual({ state: 'disabled' });
    expect(none.restart()).toBe(false);
  });
});
