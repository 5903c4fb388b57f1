import { makeAutoObservable, reaction, runInAction } from 'mobx';
import type { DesktopBridge, RendererConfig } from '@shared/bridge';
import { resolveBaseUrls } from '@shared/api/endpoints';
import { createAccountApi } from '../api/account';
import type { AccountApi } from '../api/account';
import { ApiClient } from '../api/client';
import { createAccountExtraApi } from '../api/account-extra';
import type { AccountExtraApi } from '../api/account-extra';
import type { UserSettings } from '@shared/api/settings';
import { changeLanguage } from '../i18n';
import { AccountFormsStore } from './AccountFormsStore';
import { MessagesStore } from './MessagesStore';
import { syncPreferences } from './PreferencesSync';
import { UiBranding } from './UiBranding';
import { UiServerStatus } from './UiServerStatus';
import { createOddsApi } from '../api/odds';
import { createTermsApi } from '../api/terms';
import type { TermsApi } from '../api/terms';
import { TermsStore } from './TermsStore';
import { HelpStore } from './HelpStore';
import { wireTerms } from './TermsWiring';
import { createTournamentApi } from '../api/tournament';
import type { TournamentApi } from '../api/tournament';
import { TournamentStore } from './TournamentStore';
import { TournamentTour } from './TournamentTour';
import type { OddsApi } from '../api/odds';
import { AuthStore } from './AuthStore';
import { BettingStores } from './BetSlipWiring';
import { DesktopStore } from './DesktopStore';
import { GamesStores } from './GamesStores';
import { MarketStore } from './MarketStore';
import { PreferencesStore } from './PreferencesStore';
import type { PrefsChannel } from './PreferencesStore';
import { UiStore } from './UiStore';
import { WalletStore } from './WalletStore';

export interface RootStoreDeps {
  platform: DesktopBridge;
  /** Tests pass a fake; the app builds the real one from the platform's config. */
  accountApi?: AccountApi;
  oddsApi?: OddsApi;
  accountExtraApi?: AccountExtraApi;
  termsApi?: TermsApi;
  tournamentApi?: TournamentApi;
  /** Carries preference changes between the app's windows (main and info pop-up). */
  prefsChannel?: PrefsChannel | null;
}

/** Creates and wires one store per concern; components reach them through useStores(). */
export class RootStore {
  readonly ui = new UiStore();
  readonly auth: AuthStore;
  readonly wallet: WalletStore;
  readonly desktop: DesktopStore;
  readonly prefs: PreferencesStore;
  readonly market: MarketStore;
  /** Casino, slots, 4D, virtual sports, live TV and media (the games issue). */
  readonly games: GamesStores;
  /** Bet slip, bet lists, statement and results (the betting issue). */
  readonly betting: BettingStores;
  readonly messages: MessagesStore;
  readonly accountForms: AccountFormsStore;
  readonly serverStatus: UiServerStatus;
  readonly tournament: TournamentStore;
  readonly tournamentTour: TournamentTour;
  readonly branding: UiBranding;
  /** Terms acceptance: the login gate and the tournament rules (issue 10). */
  readonly terms: TermsStore;
  /** The help page's keyword search. */
  readonly help = new HelpStore();
  config: RendererConfig | null = null;
  private accountApi: AccountApi | null;
  private oddsApi: OddsApi | null;
  private accountExtraApi: AccountExtraApi | null;
  private termsApi: TermsApi | null;
  private tournamentApi: TournamentApi | null;

  constructor(private readonly deps: RootStoreDeps) {
    this.accountApi = deps.accountApi ?? null;
    const api = (): AccountApi => {
      if (!this.accountApi) throw new Error('RootStore.init() has not run');
      return this.accountApi;
    };
    this.auth = new AuthStore(api, deps.platform);
    this.wallet = new WalletStore(this.auth, api);
    this.desktop = new DesktopStore(deps.platform, this.auth);
    // Whatever way a player got in (form, stored session, launch token), the shell may have a notice.
    reaction(
      () => this.auth.isLoggedIn,
      (loggedIn) => {
        if (loggedIn) void this.desktop.afterLogin();
      },
    );
    this.oddsApi = deps.oddsApi ?? null;
    // The browser bridge may not persist prefs yet; the store then keeps them for the session only.
    this.prefs = new PreferencesStore(deps.platform.prefs ?? null, deps.prefsChannel ?? null);
    this.market = new MarketStore({
      api: () => {
        if (!this.oddsApi) throw new Error('RootStore.init() has not run');
        return this.oddsApi;
      },
      prefs: this.prefs,
      currency: () => this.wallet.currency,
      online: () => this.ui.online,
    });
    this.betting = new BettingStores(this);
    // The desktop updater never restarts into an update while the slip holds a bet.
    this.desktop.followBetSlip(() => this.betting.slip.items.length > 0);
    this.games = new GamesStores(this);
    this.accountExtraApi = deps.accountExtraApi ?? null;
    const extraApi = (): AccountExtraApi => {
      if (!this.accountExtraApi) throw new Error('RootStore.init() has not run');
      return this.accountExtraApi;
    };
    this.messages = new MessagesStore({
      api: extraApi,
      session: () => this.auth.credentials,
      language: () => this.prefs.language,
      onError: (code) => this.reportError(code),
    });
    this.accountForms = new AccountFormsStore(this.auth, extraApi, api);
    this.serverStatus = new UiServerStatus(() => api().version());
    this.branding = new UiBranding(() => extraApi().logo());
    this.wireAccount(extraApi);
    this.termsApi = deps.termsApi ?? null;
    this.terms = new TermsStore({
      api: () => {
        if (!this.termsApi) throw new Error('RootStore.init() has not run');
        return this.termsApi;
      },
      session: () => this.auth.credentials,
      logout: () => this.auth.logout(),
      onError: (code) => this.reportError(code),
    });
    wireTerms(this.auth, this.terms);
    this.tournamentApi = deps.tournamentApi ?? null;
    this.tournament = new TournamentStore({
      api: () => {
        if (!this.tournamentApi) throw new Error('RootStore.init() has not run');
        return this.tournamentApi;
      },
      session: () => this.auth.credentials,
      onError: (code) => this.reportError(code),
      refreshBalance: () => this.wallet.refresh(),
      termsAccepted: () => this.terms.ensureAccepted('tournament'),
    });
    this.tournamentTour = new TournamentTour(this.prefs);
    this.wireRecovery();
    makeAutoObservable<this, 'deps' | 'accountApi' | 'oddsApi' | 'accountExtraApi' | 'wireAccount' | 'wireRecovery' | 'termsApi' | 'tournamentApi'>(this, {
      deps: false,
      accountApi: false,
      oddsApi: false,
      accountExtraApi: false,
      termsApi: false,
      terms: false,
      help: false,
      tournamentApi: false,
      tournament: false,
      tournamentTour: false,
      wireAccount: false,
      wireRecovery: false,
      messages: false,
      accountForms: false,
      serverStatus: false,
      branding: false,
      prefs: false,
      market: false,
      games: false,
      betting: false,
      ui: false,
      auth: false,
      wallet: false,
      desktop: false,
    });
  }

  get platform(): DesktopBridge {
    return this.deps.platform;
  }

  /** Loads the operator config, builds the api layer and re-checks a stored session. */
  async init(): Promise<void> {
    const config = await this.deps.platform.config();
    runInAction(() => {
      this.config = config;
    });
    if (!this.accountApi) {
      const client = new ApiClient(resolveBaseUrls(config.apiBaseUrl, config), {
        onNetworkState: (state) => this.ui.setNetwork(state),
      });
      this.accountApi = createAccountApi(client);
      this.oddsApi ??= createOddsApi(client);
      this.accountExtraApi ??= createAccountExtraApi(client);
      this.termsApi ??= createTermsApi(client);
      this.tournamentApi ??= createTournamentApi(client);
    }
    const accountApi = this.accountApi;
    this.ui.setRecoveryProbe(() => accountApi.version());
    if (typeof window !== 'undefined') this.ui.watchConnectivity(window);
    this.serverStatus.start();
    void this.branding.load(config);
    await this.prefs.load();
    await this.auth.restore();
    await this.desktop.start();
    if (config.kiosk && config.kioskIdleMinutes && typeof window !== 'undefined') {
      this.desktop.watchKioskIdle(config.kioskIdleMinutes, window);
    }
  }

  /**
   * Reports an error code of any call: session errors end the session (the forced-logout listener shows
   * the warning); everything else is shown as the catalogue says.
   */
  reportError(code: string, options: { requested?: boolean } = {}): void {
    if (this.auth.handleError(code)) return;
    this.ui.reportError(code, { ...options, loggedIn: this.auth.isLoggedIn });
  }

  /**
   * When the server answers again after the network was lost: the odds are re-read from a snapshot, the
   * balance is refreshed, and a bet whose answer was lost is asked about.
   */
  private wireRecovery(): void {
    reaction(
      () => this.ui.online,
      (online) => {
        if (!online) return;
        this.market.resync();
        void this.wallet.refresh();
        void this.betting.slip.resolveInDoubt();
      },
    );
  }

  private wireAccount(extraApi: () => AccountExtraApi): void {
    this.auth.onForcedLogout((code) => this.ui.reportError(code, { loggedIn: true }));
    this.auth.onLogout(() => this.messages.clear());
    reaction(
      () => this.prefs.language,
      (language) => void changeLanguage(language),
    );
    syncPreferences(this.prefs, () => this.auth.credentials, {
      load: (session) => extraApi().settings(session),
      save: (session, settings) => extraApi().settings(session, settings as UserSettings),
    });
  }
}
