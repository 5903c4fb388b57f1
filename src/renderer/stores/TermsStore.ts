import { makeAutoObservable, runInAction } from 'mobx';
import { TERMS_VERSION_CHANGED, type TermsEntry, type TermsScope } from '@shared/terms/api';
import { ApiCallError } from '../api/client';
import type { TermsApi } from '../api/terms';

export interface TermsStoreDeps {
  api: () => TermsApi;
  /** False once the player logged out: nothing is asked of the server then. */
  loggedIn: () => boolean;
  /** Declining the terms ends the session. */
  logout: () => Promise<void>;
  /** Errors other than a changed version go to the root's handling (session codes log out). */
  onError: (code: string) => void;
}

export type TermsLoad = 'idle' | 'checking' | 'ready' | 'failed';

/** A terms document waiting for the player's answer outside the login gate (the tournament rules). */
interface Prompt {
  scope: TermsScope;
  resolve: (accepted: boolean) => void;
}

/**
 * Terms acceptance: after every login the server says which version of each scope it
 * requires; the login gate (pages/RequireAuth) shows the general terms until they are accepted, and
 * declining logs out. Re-checked while logged in, so a version the operator publishes is asked for again.
 */
export class TermsStore {
  load: TermsLoad = 'idle';
  entries: TermsEntry[] = [];
  busy = false;
  error: string | null = null;
  prompt: Prompt | null = null;

  constructor(private readonly deps: TermsStoreDeps) {
    makeAutoObservable<this, 'deps'>(this, { deps: false });
  }

  entry(scope: TermsScope): TermsEntry | undefined {
    return this.entries.find((e) => e.scope === scope);
  }

  /** The login gate is open: the current general terms are accepted. */
  get generalAccepted(): boolean {
    return this.load === 'ready' && this.entry('general')?.accepted === true;
  }

  /** The terms the player must read now: the open prompt's scope, else the general terms when the gate is shut. */
  get pendingScope(): TermsScope | null {
    if (this.load === 'ready' && !this.generalAccepted) return 'general';
    return this.prompt?.scope ?? null;
  }

  /** Asks the server which versions it requires and which the player accepted. */
  async check(): Promise<void> {
    if (!this.deps.loggedIn()) return;
    // A background re-check keeps the gate as it is instead of flashing a spinner.
    if (this.load !== 'ready') this.load = 'checking';
    try {
      const entries = await this.deps.api().status();
      runInAction(() => {
        this.entries = entries;
        this.load = 'ready';
        this.error = null;
      });
    } catch (error) {
      const code = error instanceof ApiCallError ? error.code : 'systemError';
      runInAction(() => {
        if (this.load !== 'ready') this.load = 'failed';
        this.error = code;
      });
      this.deps.onError(code);
    }
  }

  /** Accepts the version on screen; false when it could not be recorded (the reason is in `error`). */
  async accept(scope: TermsScope): Promise<boolean> {
    const loggedIn = this.deps.loggedIn();
    const entry = this.entry(scope);
    if (!loggedIn || !entry || this.busy) return false;
    this.busy = true;
    this.error = null;
    try {
      const saved = await this.deps.api().accept(scope, entry.required_version);
      runInAction(() => {
        this.entries = this.entries.map((e) => (e.scope === scope ? saved : e));
      });
      this.settlePrompt(scope, true);
      return true;
    } catch (error) {
      const code = error instanceof ApiCallError ? error.code : 'systemError';
      runInAction(() => {
        this.error = code;
      });
      // The operator published another version while the player read: show that one instead.
      if (code === TERMS_VERSION_CHANGED) await this.check();
      else this.deps.onError(code);
      return false;
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }

  /** Declining the general terms logs out; declining the tournament rules only cancels the room. */
  async decline(scope: TermsScope): Promise<void> {
    if (scope === 'tournament') {
      this.settlePrompt(scope, false);
      return;
    }
    await this.deps.logout();
  }

  /**
   * For the tournament screens: resolves true once the current version of `scope` is accepted (asking the
   * player when it is not), false when they decline. Call before creating or joining a room.
   */
  async ensureAccepted(scope: TermsScope = 'tournament'): Promise<boolean> {
    await this.check();
    if (this.entry(scope)?.accepted) return true;
    if (this.load !== 'ready') return false;
    this.prompt?.resolve(false);
    return new Promise<boolean>((resolve) => {
      runInAction(() => {
        this.prompt = { scope, resolve };
      });
    });
  }

  reset(): void {
    this.prompt?.resolve(false);
    this.prompt = null;
    this.entries = [];
    this.load = 'idle';
    this.error = null;
    this.busy = false;
  }

  private settlePrompt(scope: TermsScope, accepted: boolean): void {
    if (this.prompt?.scope !== scope) return;
    const { resolve } = this.prompt;
    this.prompt = null;
    resolve(accepted);
  }
}
