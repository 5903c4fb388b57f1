import { makeAutoObservable, runInAction } from 'mobx';
import type {
  BetLimitEntry,
  LoginResponse,
  MemberProfile,
  PlayerInfo,
  PlayerWallet,
} from '@shared/api/account';
import type { DesktopBridge, LaunchRequest } from '@shared/bridge';
import { forcesLogout, loginRefusal } from '@shared/errors/catalogue';
import type { AccountApi } from '../api/account';
import type { SessionCredentials } from '../api/client';
import { ApiCallError } from '../api/client';

/** Login states of RULES.md section 4. */
export type LoginState = 'idle' | 'processing' | 'success' | 'failed';

export interface Account {
  info: Omit<PlayerInfo, 'session_token'>;
  wallet: PlayerWallet;
  limits: BetLimitEntry[];
}

export type LoginOutcome = { ok: true } | { ok: false; code: string };

/** Session and login: the login state machine, the stored-session re-check and logout. */
export class AuthStore {
  state: LoginState = 'idle';
  account: Account | null = null;
  lastError: string | null = null;
  /** When the refusal in `lastError` ends (epoch ms): a self-exclusion's end, which the login screen states. */
  lastErrorUntil: number | null = null;
  /**
   * The code that ended the last session without the player logging out (it expired, was ended elsewhere, the
   * account was blocked): the login page says why. Cleared by the next login attempt.
   */
  sessionEndedBy: string | null = null;
  /** True until the start-up session re-check has finished. */
  restoring = true;
  // The token is a secret: kept out of observable state so it never reaches devtools or logs.
  private token: string | null = null;
  private readonly logoutListeners = new Set<() => void>();
  private readonly forcedLogoutListeners = new Set<(code: string) => void>();

  constructor(
    private readonly api: () => AccountApi,
    private readonly platform: DesktopBridge,
  ) {
    makeAutoObservable<this, 'token' | 'logoutListeners' | 'forcedLogoutListeners' | 'api' | 'platform'>(
      this,
      {
        token: false,
        logoutListeners: false,
        forcedLogoutListeners: false,
        api: false,
        platform: false,
      },
    );
  }

  get isLoggedIn(): boolean {
    return this.account !== null;
  }

  get credentials(): SessionCredentials | null {
    if (!this.account || !this.token) return null;
    return { account_id: this.account.info.account_id, session_token: this.token };
  }

  onLogout(listener: () => void): () => void {
    this.logoutListeners.add(listener);
    return () => this.logoutListeners.delete(listener);
  }

  /** Told the code when an error ends the session (the ui store shows its warning). */
  onForcedLogout(listener: (code: string) => void): () => void {
    this.forcedLogoutListeners.add(listener);
    return () => this.forcedLogoutListeners.delete(listener);
  }

  async login(accountId: string, password: string): Promise<LoginOutcome> {
    return this.attempt(() => this.api().login(accountId.trim(), password));
  }

  /**
   * Login with an operator token from a deep link (RULES.md section 7). A switch login replaces whoever
   * is logged in; a launch token while a player is already in is still honoured, as the operator sent it.
   */
  async loginWithToken(request: LaunchRequest): Promise<LoginOutcome> {
    if (this.state === 'processing') return { ok: false, code: 'requestProcessing' };
    if (this.isLoggedIn) await this.logout();
    return this.attempt(() => this.api().tokenLogin(request.kind, request.token));
  }

  private async attempt(call: () => Promise<LoginResponse>): Promise<LoginOutcome> {
    // A second attempt while one is processing is refused.
    if (this.state === 'processing') return { ok: false, code: 'requestProcessing' };
    this.state = 'processing';
    this.lastError = null;
    this.lastErrorUntil = null;
    this.sessionEndedBy = null;
    try {
      const response = await call();
      await this.accept(response.member_profile);
      runInAction(() => {
        this.state = 'success';
      });
      return { ok: true };
    } catch (error) {
      // A wrong id and a wrong password read alike, whatever the operator's server answered.
      const code = loginRefusal(error instanceof ApiCallError ? error.code : 'systemError');
      const until =
        error instanceof ApiCallError && error.details.until ? Date.parse(error.details.until) : NaN;
      runInAction(() => {
        this.state = 'failed';
        this.lastError = code;
        this.lastErrorUntil = Number.isFinite(until) ? until : null;
        this.account = null;
        this.token = null;
      });
      return { ok: false, code };
    }
  }

  /** Session re-check on start: posts the stored account id and token; on failure the account is cleared. */
  async restore(): Promise<void> {
    try {
      const stored = await this.platform.session.load();
      if (!stored) return;
      try {
        const response = await this.api().profile(stored);
        await this.accept(response.member_profile);
        runInAction(() => {
          this.state = 'success';
        });
      } catch (error) {
        // A network failure keeps the stored session for the next start; anything else clears it.
        if (!(error instanceof ApiCallError && error.kind === 'network')) await this.platform.session.clear();
        runInAction(() => {
          this.account = null;
          this.token = null;
          // A session that ended while the app was closed (it timed out, ...) is told at the login page.
          if (error instanceof ApiCallError && forcesLogout(error.code)) this.sessionEndedBy = error.code;
        });
      }
    } finally {
      runInAction(() => {
        this.restoring = false;
      });
    }
  }

  /** Applies a refetched profile (balance refresh with retrieve_profile). */
  applyProfile(profile: MemberProfile): void {
    const info = profile.player_info[0];
    const wallet = profile.player_wallet[0];
    if (!info || !wallet) return;
    const { session_token: _token, ...publicInfo } = info;
    this.account = { info: publicInfo, wallet, limits: profile.player_bet_limit };
  }

  /** Reacts to an error of any call: session and permission errors force logout. */
  handleError(code: string): boolean {
    if (!forcesLogout(code) || !this.isLoggedIn) return false;
    this.lastError = code;
    this.sessionEndedBy = code;
    for (const listener of this.forcedLogoutListeners) listener(code);
    void this.logout();
    return true;
  }

  /**
   * Every logout (the player's, kiosk idle, forced by a session error, declining the terms) forgets the session
   * here at once and asks the server to end it too, with the member's game sessions. The server call is best
   * effort: the client is logged out whatever it answers, and a session the server never heard end of still
   * expires there (idle and absolute lifetime).
   */
  async logout(): Promise<void> {
    const credentials = this.credentials;
    this.account = null;
    this.token = null;
    this.state = 'idle';
    for (const listener of this.logoutListeners) listener();
    await Promise.all([
      this.platform.session.clear(),
      this.platform.windows.closeAll(),
      credentials ? this.endServerSession(credentials) : undefined,
    ]);
  }

  private async endServerSession(credentials: SessionCredentials): Promise<void> {
    try {
      await this.api().logout(credentials);
    } catch {
      // Already ended (forced logout after invalidSession), or the server is unreachable: nothing to undo.
    }
  }

  private async accept(profile: MemberProfile): Promise<void> {
    const info = profile.player_info[0];
    if (!info || !profile.player_wallet[0]) throw new ApiCallError('incompletedRequest', 'invalidResponse');
    await this.platform.session.save({ account_id: info.account_id, session_token: info.session_token });
    runInAction(() => {
      this.token = info.session_token;
      this.applyProfile(profile);
    });
  }
}
