import { makeAutoObservable, reaction, runInAction } from 'mobx';
import type { IReactionDisposer } from 'mobx';
import type { DesktopBridge, UpdateStatus } from '@shared/bridge';
import type { AuthStore } from './AuthStore';
import { KioskIdleWatch } from './KioskIdleWatch';
import type { ActivityEvents } from './KioskIdleWatch';

export type ShellNotice = 'insecureStorage' | 'idleLoggedOut';

/**
 * What the desktop shell tells the renderer: operator launch tokens (deep links), update progress, the
 * one-time "cannot store your session securely" notice, and kiosk idle logout.
 */
export class DesktopStore {
  update: UpdateStatus = { state: 'disabled' };
  notices: ShellNotice[] = [];
  launching = false;
  /** Kiosk terminals only: the idle countdown before the logout (null elsewhere). */
  idle: KioskIdleWatch | null = null;
  private readonly disposers: (() => void)[] = [];

  constructor(
    private readonly platform: DesktopBridge,
    private readonly auth: AuthStore,
  ) {
    makeAutoObservable<this, 'platform' | 'auth' | 'disposers'>(this, {
      platform: false,
      auth: false,
      disposers: false,
    });
  }

  /** Subscribes to the shell and takes a launch token that started the app. */
  async start(): Promise<void> {
    this.disposers.push(
      this.platform.launch.onPending(() => void this.takeLaunch()),
      this.platform.updates.onStatus((status) => this.setUpdate(status)),
      this.platform.kiosk.onIdleLogout(() => void this.idleLogout()),
    );
    const status = await this.platform.updates.status();
    this.setUpdate(status);
    await this.takeLaunch();
  }

  stop(): void {
    for (const dispose of this.disposers.splice(0)) dispose();
    this.idle?.stop();
  }

  /**
   * A kiosk terminal logs an idle player out after `idleMinutes`, warning 30 s before; the watch runs while
   * a player is logged in and is listened for on `events` (the window's input).
   */
  watchKioskIdle(idleMinutes: number, events: ActivityEvents): void {
    const idle = new KioskIdleWatch({ idleMs: idleMinutes * 60_000, onIdle: () => void this.idleLogout() });
    this.idle = idle;
    this.disposers.push(
      // Input in the app's other windows (game and info pop-ups) counts as the player being there.
      this.platform.kiosk.onActivity(() => {
        if (this.auth.isLoggedIn) idle.activity();
      }),
      reaction(
        () => this.auth.isLoggedIn,
        (loggedIn) => (loggedIn ? idle.start(events) : idle.stop()),
        { fireImmediately: true },
      ),
    );
  }

  /** After a login: the shell says once per run whether the session could only be kept in memory. */
  async afterLogin(): Promise<void> {
    if (await this.platform.session.insecureStorageWarning()) this.addNotice('insecureStorage');
  }

  async takeLaunch(): Promise<void> {
    const request = await this.platform.launch.take();
    if (!request) return;
    runInAction(() => {
      this.launching = true;
    });
    try {
      await this.auth.loginWithToken(request);
    } finally {
      runInAction(() => {
        this.launching = false;
      });
    }
  }

  /** Restarts into a downloaded update; the shell refuses while a bet slip is open. */
  async restartForUpdate(): Promise<boolean> {
    return this.platform.updates.restart();
  }

  /** The bet slip tells the shell whether it holds selections, so no update restart interrupts a bet. */
  setBetSlipOpen(open: boolean): void {
    void this.platform.updates.setBetSlipOpen(open);
  }

  /** Keeps the shell told, from now on, whether the bet slip holds selections. */
  followBetSlip(isOpen: () => boolean): IReactionDisposer {
    return reaction(isOpen, (open) => this.setBetSlipOpen(open), { fireImmediately: true });
  }

  dismiss(notice: ShellNotice): void {
    this.notices = this.notices.filter((n) => n !== notice);
  }

  private setUpdate(status: UpdateStatus): void {
    this.update = status;
  }

  private addNotice(notice: ShellNotice): void {
    if (!this.notices.includes(notice)) this.notices.push(notice);
  }

  private async idleLogout(): Promise<void> {
    if (!this.auth.isLoggedIn) return;
    await this.auth.logout();
    runInAction(() => this.addNotice('idleLoggedOut'));
  }
}
