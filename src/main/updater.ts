import type { UpdateStatus } from '@shared/bridge';

// Updates from the operator's generic feed: check at start and hourly, download in the background,
// offer a restart when ready. A restart never interrupts a bet: while the renderer reports an open bet
// slip the offer is withheld and restart() is refused; an update not applied now installs on quit.

export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/** The part of electron-updater's autoUpdater we use (electron-updater-adapter.ts supplies the real one). */
export interface UpdaterLike {
  autoDownload: boolean;
  autoInstallOnAppQuit: boolean;
  setFeedURL(options: { provider: 'generic'; url: string }): void;
  checkForUpdates(): Promise<unknown>;
  quitAndInstall(isSilent?: boolean, isForceRunAfter?: boolean): void;
  on(event: 'checking-for-update' | 'update-not-available', listener: () => void): unknown;
  on(event: 'update-available' | 'update-downloaded', listener: (info: { version: string }) => void): unknown;
  on(event: 'download-progress', listener: (progress: { percent: number }) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
}

export interface UpdateServiceDeps {
  /** Null when updates are off: no feed configured, or not a packaged build. */
  updater: UpdaterLike | null;
  feedUrl: string;
  publish(status: UpdateStatus): void;
  log?(message: string): void;
  timers?: { setInterval(fn: () => void, ms: number): unknown; clearInterval(handle: unknown): void };
}

export class UpdateService {
  private current: UpdateStatus;
  private betSlipOpen = false;
  private downloadedVersion: string | null = null;
  private handle: unknown = null;

  constructor(private readonly deps: UpdateServiceDeps) {
    this.current = deps.updater && deps.feedUrl ? { state: 'idle' } : { state: 'disabled' };
  }

  status(): UpdateStatus {
    return this.current;
  }

  start(): void {
    const updater = this.deps.updater;
    if (!updater || !this.deps.feedUrl || this.handle !== null) return;
    updater.autoDownload = true;
    updater.autoInstallOnAppQuit = true;
    updater.setFeedURL({ provider: 'generic', url: this.deps.feedUrl });
    updater.on('checking-for-update', () => this.set({ state: 'checking' }));
    updater.on('update-not-available', () => this.set({ state: 'idle' }));
    updater.on('update-available', (info) =>
      this.set({ state: 'downloading', version: info.version, percent: 0 }),
    );
    updater.on('download-progress', (p) => {
      const version = this.current.state === 'downloading' ? this.current.version : '';
      this.set({ state: 'downloading', version, percent: Math.max(0, Math.min(100, Math.round(p.percent))) });
    });
    updater.on('update-downloaded', (info) => {
      this.downloadedVersion = info.version;
      this.set(this.readyStatus());
    });
    updater.on('error', (err) => {
      this.deps.log?.(`update error: ${err.message}`);
      this.set({ state: 'error', message: 'update failed' });
    });
    this.check();
    const timers = this.deps.timers ?? {
      setInterval,
      clearInterval: (h: unknown) => clearInterval(h as NodeJS.Timeout),
    };
    this.handle = timers.setInterval(() => this.check(), UPDATE_CHECK_INTERVAL_MS);
  }

  stop(): void {
    if (this.handle === null) return;
    const timers = this.deps.timers ?? {
      setInterval,
      clearInterval: (h: unknown) => clearInterval(h as NodeJS.Timeout),
    };
    timers.clearInterval(this.handle);
    this.handle = null;
  }

  /** Hourly check; skipped while a download runs or an update waits for its restart. */
  check(): void {
    const updater = this.deps.updater;
    if (!updater || this.current.state === 'downloading' || this.downloadedVersion) return;
    updater.checkForUpdates().catch((err: unknown) => {
      this.deps.log?.(`update check failed: ${err instanceof Error ? err.message : String(err)}`);
      this.set({ state: 'error', message: 'update check failed' });
    });
  }

  setBetSlipOpen(open: boolean): void {
    this.betSlipOpen = open;
    if (this.downloadedVersion) this.set(this.readyStatus());
  }

  /** The user accepted the restart offer. Refused while a bet slip is open or before a download finished. */
  restart(): boolean {
    if (!this.deps.updater || !this.downloadedVersion || this.betSlipOpen) return false;
    this.deps.updater.quitAndInstall(false, true);
    return true;
  }

  private readyStatus(): UpdateStatus {
    return { state: 'ready', version: this.downloadedVersion ?? '', canRestart: !this.betSlipOpen };
  }

  private set(status: UpdateStatus): void {
    this.current = status;
    this.deps.publish(status);
  }
}
