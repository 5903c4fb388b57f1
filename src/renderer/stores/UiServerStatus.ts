import { makeAutoObservable, runInAction } from 'mobx';
import type { VersionResponse } from '@shared/api/account';
import { CLIENT_VERSION, compareVersions } from '../version';

/** How often `version` is asked: maintenance and new releases are announced minutes ahead, not seconds. */
const SERVER_STATUS_POLL_MS = 60_000;

/**
 * The server's maintenance flag and oldest accepted client, checked on start and periodically. The app
 * shows /maintenance while the flag is set and leaves it when it clears; an older client is asked to
 * refresh (browser) or update (desktop).
 */
export class UiServerStatus {
  maintenance = false;
  maintenanceMessage: string | null = null;
  requiredVersion: string | null = null;
  updateDismissed = false;
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly fetchVersion: () => Promise<VersionResponse>,
    readonly clientVersion: string = CLIENT_VERSION,
  ) {
    makeAutoObservable<this, 'timer' | 'fetchVersion'>(this, { timer: false, fetchVersion: false });
  }

  get outdated(): boolean {
    return this.requiredVersion !== null && compareVersions(this.clientVersion, this.requiredVersion) < 0;
  }

  get showUpdatePrompt(): boolean {
    return this.outdated && !this.updateDismissed;
  }

  async check(): Promise<void> {
    try {
      const v = await this.fetchVersion();
      runInAction(() => {
        this.apply(v);
        this.requiredVersion = v.min_client_version;
      });
    } catch {
      // Unreachable server: the network banner says so; the last known state stays.
    }
  }

  /** The maintenance state as `version` answers it, or as the push stream's `status` event brings it. */
  apply(status: Pick<VersionResponse, 'maintenance' | 'maintenance_message'>): void {
    this.maintenance = status.maintenance;
    this.maintenanceMessage = status.maintenance_message ?? null;
  }

  start(intervalMs = SERVER_STATUS_POLL_MS): void {
    void this.check();
    this.timer ??= setInterval(() => void this.check(), intervalMs);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  dismissUpdate(): void {
    this.updateDismissed = true;
  }
}
