import { makeAutoObservable, reaction, runInAction } from 'mobx';
import { errorHandling } from '@shared/errors/catalogue';
import { parseAmount } from '@shared/money';
import type { PlayLimitEntry, PlayLimitsResponse } from '@shared/responsible-gaming/api';
import {
  REALITY_CHECK_MAX_MINUTES,
  REALITY_CHECK_MIN_MINUTES,
  type ExclusionDuration,
  type PlayLimitKind,
  type PlayLimitPeriod,
} from '@shared/responsible-gaming/rules';
import { ApiCallError } from '../api/client';
import type { ResponsibleGamingApi } from '../api/responsible-gaming';

export interface ResponsibleGamingDeps {
  api: () => ResponsibleGamingApi;
  isLoggedIn: () => boolean;
  /** "Log out" in the reality check, and the end of the session after a self-exclusion. */
  logout: () => Promise<void>;
  /** Session codes and the like go to the root's handling. */
  onError: (code: string) => void;
  timers?: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'>;
  now?: () => number;
}

/** What a field of the page refused before anything was sent (a key under `responsible.`). */
export type FieldProblem = 'amountInvalid' | 'minutesInvalid';

/** The reality check on screen: how long this login has played and its net result (returns less stakes). */
export interface RealityCheckDue {
  elapsedMs: number;
  netMinor: number;
}

/**
 * Responsible gaming (docs/API.md): the player's stake and loss limits, the reality check and time-out /
 * self-exclusion. The limits themselves are enforced by the server on every stake; this store shows them, sends
 * the player's changes and runs the reality-check reminder: every N minutes of a login, a dialog with the time
 * played and the net result, to continue or log out.
 */
export class ResponsibleGamingStore {
  status: PlayLimitsResponse | null = null;
  loading = false;
  busy = false;
  /** The server's refusal of the last change (a catalogue code). */
  error: string | null = null;
  due: RealityCheckDue | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly timers: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'>;
  private readonly now: () => number;

  constructor(private readonly deps: ResponsibleGamingDeps) {
    this.timers = deps.timers ?? globalThis;
    this.now = deps.now ?? Date.now;
    makeAutoObservable<this, 'deps' | 'timer' | 'timers' | 'now'>(this, {
      deps: false,
      timer: false,
      timers: false,
      now: false,
    });
    // At every login the reminder starts from the interval the server keeps; at logout it stops.
    reaction(
      () => deps.isLoggedIn(),
      (loggedIn) => {
        this.stopReminder();
        this.due = null;
        if (!loggedIn) {
          this.status = null;
          return;
        }
        void this.load().then(() => this.scheduleReminder());
      },
      { fireImmediately: true },
    );
  }

  limit(kind: PlayLimitKind, period: PlayLimitPeriod): PlayLimitEntry | undefined {
    return this.status?.limits.find((l) => l.kind === kind && l.period === period);
  }

  async load(): Promise<void> {
    if (!this.deps.isLoggedIn()) return;
    this.loading = true;
    try {
      const status = await this.deps.api().status();
      runInAction(() => {
        this.status = status;
      });
    } catch (error) {
      this.fail(error);
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  /** Checks a typed limit (0 or more, at most 2 decimals) and sends it; null removes the limit. */
  async setLimit(
    kind: PlayLimitKind,
    period: PlayLimitPeriod,
    text: string | null,
  ): Promise<FieldProblem | null> {
    let amount: string | null = null;
    if (text !== null) {
      const minor = parseAmount(text.trim());
      if (minor === null || minor < 0) return 'amountInvalid';
      amount = text.trim();
    }
    await this.send(() => this.deps.api().setLimit(kind, period, amount));
    return null;
  }

  /** Checks a typed interval (whole minutes in the product's range) and sends it; null turns the check off. */
  async setRealityCheck(text: string | null): Promise<FieldProblem | null> {
    let minutes: number | null = null;
    if (text !== null) {
      if (!/^\d+$/.test(text.trim())) return 'minutesInvalid';
      minutes = Number(text.trim());
      if (minutes < REALITY_CHECK_MIN_MINUTES || minutes > REALITY_CHECK_MAX_MINUTES) return 'minutesInvalid';
    }
    if (await this.send(() => this.deps.api().setRealityCheck(minutes))) this.scheduleReminder();
    return null;
  }

  /** Starts a time-out or self-exclusion; the server ends the session, so the client logs out. */
  async selfExclude(duration: ExclusionDuration): Promise<boolean> {
    if (!(await this.send(() => this.deps.api().selfExclude(duration)))) return false;
    await this.deps.logout();
    return true;
  }

  /** "Continue": the dialog closes and the next reminder is one interval from now. */
  continuePlaying(): void {
    this.due = null;
    this.scheduleReminder();
  }

  /** "Log out" from the reality check. */
  async logoutFromReminder(): Promise<void> {
    this.due = null;
    this.stopReminder();
    await this.deps.logout();
  }

  /** One change at a time; an answer that carries the limits (every call but selfexclude) replaces them. */
  private async send(call: () => Promise<PlayLimitsResponse | string>): Promise<boolean> {
    if (!this.deps.isLoggedIn() || this.busy) return false;
    this.busy = true;
    this.error = null;
    try {
      const answer = await call();
      if (typeof answer !== 'string')
        runInAction(() => {
          this.status = answer;
        });
      return true;
    } catch (error) {
      this.fail(error);
      return false;
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }

  private fail(error: unknown): void {
    const code = error instanceof ApiCallError ? error.code : 'systemError';
    runInAction(() => {
      this.error = code;
    });
    // The page shows its own refusals; session ends and network failures take the app's usual path.
    const handling = errorHandling(code);
    if (handling === 'logout' || handling === 'network') this.deps.onError(code);
  }

  private stopReminder(): void {
    if (this.timer !== null) this.timers.clearTimeout(this.timer);
    this.timer = null;
  }

  private scheduleReminder(): void {
    this.stopReminder();
    const minutes = this.status?.reality_check_minutes ?? null;
    if (minutes === null || !this.deps.isLoggedIn()) return;
    this.timer = this.timers.setTimeout(() => void this.remind(), minutes * 60_000);
  }

  /** The interval has passed: read the login's figures afresh (and the interval, which another window may have changed). */
  private async remind(): Promise<void> {
    this.timer = null;
    await this.load();
    const status = this.status;
    if (!status || !this.deps.isLoggedIn()) return;
    if (status.reality_check_minutes === null) return;
    const started = Date.parse(status.session.started_at);
    runInAction(() => {
      this.due = {
        elapsedMs: Math.max(0, this.now() - (Number.isFinite(started) ? started : this.now())),
        netMinor: parseAmount(status.session.net_result) ?? 0,
      };
    });
  }
}
