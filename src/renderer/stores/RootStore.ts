import { reaction } from 'mobx';
import type { DesktopBridge, RendererConfig } from '@shared/bridge';
import { resolveBaseUrls } from '@shared/api/endpoints';
import { createAccountApi } from '../api/account';
import type { AccountApi } from '../api/account';
import { ApiClient } from '../api/client';
import { createMyAccountApi } from '../api/my-account';
import type { MyAccountApi } from '../api/my-account';
import type { UserSettings } from '@shared/api/settings';
import { changeLanguage, currentLanguage } from '../i18n';
import type { Language } from '@shared/constants';
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
import { createTournamentApi } from '../tournament/api';
import type { TournamentApi } from '../tournament/api';
import { TournamentStore } from '../tournament/TournamentStore';
import { createResponsibleGamingApi } from '../api/responsible-gaming';
import type { ResponsibleGamingApi } from '../api/responsible-gaming';
import { ResponsibleGamingStore } from './ResponsibleGamingStore';
import { TournamentTour } from '../tournament/TournamentTour';
import type { OddsApi } from '../api/odds';
import { AuthStore } from './AuthStore';
import { BettingStores } from './BettingStores';
import { createBetApi } from '../api/bet';
import type { BetApi } from '../api/bet';
import { createGamesApi } from '../api/games';
import { createKenoApi } from '../keno/api';
import { createLotteryApi } from '../lottery/api';
import { createMediaApi } from '../api/media';
import { createVideoPokerApi } from '../videopoker/api';
import { createMiniGamesApi } from '../minigames/api';
import type { GamesApis } from './GamesContext';
import { DesktopStore } from './DesktopStore';
import { GamesArea } from './GamesArea';
import { MarketFeed } from './MarketFeed';
import { MarketView } from './MarketView';
import { PreferencesStore } from './PreferencesStore';
import type { PrefsChannel } from './PreferencesStore';
import { PushStream } from './PushStream';
import { UiStore } from './UiStore';
import { WalletStore } from './WalletStore';

export interface RootStoreDeps {
  platform: DesktopBridge;
  /** The operator configuration, loaded before anything is built: it says where the API is. */
  config: RendererConfig;
  /** Carries preference changes between the app's windows (main and info pop-up). */
  prefsChannel?: PrefsChannel | null;
}

/** Every call module, over the one API client of this window. */
export interface Apis {
  account: AccountApi;
  myAccount: MyAccountApi;
  odds: OddsApi;
  terms: TermsApi;
  tournament: TournamentApi;
  responsibleGaming: ResponsibleGamingApi;
  bet: BetApi;
  games: GamesApis;
}

function createApis(client: ApiClient): Apis {
  return {
    account: createAccountApi(client),
    myAccount: createMyAccountApi(client),
    odds: createOddsApi(client),
    terms: createTermsApi(client),
    tournament: createTournamentApi(client),
    responsibleGaming: createResponsibleGamingApi(client),
    bet: createBetApi(client),
    games: {
      games: createGamesApi(client),
      lottery: createLotteryApi(client),
      media: createMediaApi(client),
      keno: createKenoApi(client),
      videoPoker: createVideoPokerApi(client),
      miniGames: createMiniGamesApi(client),
    },
  };
}

/**
 * Creates and wires one store per concern; components reach them through useStores().
 *
 * The order is the wiring: the configuration first (main.tsx loads it), then one API client and its call
 * modules, then the stores, each given what it uses in its constructor. A new store is one field here,
 * built in the constructor from `apis` and the stores it depends on; nothing is built later.
 */
export class RootStore {
  readonly ui = new UiStore();
  readonly config: RendererConfig;
  readonly apis: Apis;
  /** The window's one API client: screens that load on demand build their own call modules over it. */
  readonly client: ApiClient;
  readonly auth: AuthStore;
  readonly wallet: WalletStore;
  readonly desktop: DesktopStore;
  readonly prefs: PreferencesStore;
  /** The sportsbook's odds feed, kept in step with the server while /desktop is open. */
  readonly marketFeed: MarketFeed;
  /** What /desktop shows of that feed: sport, market, filters, paging, columns, the last pick. */
  readonly marketView: MarketView;
  /** The player's push stream: odds, balance and bets' changes while it is healthy, instead of polls. */
  readonly stream: PushStream;
  /** Casino, slots, 4D, virtual sports, live TV and media. */
  readonly games: GamesArea;
  /** Bet slip, bet lists, statement and results. */
  readonly betting: BettingStores;
  readonly messages: MessagesStore;
  readonly accountForms: AccountFormsStore;
  readonly serverStatus: UiServerStatus;
  readonly tournament: TournamentStore;
  readonly tournamentTour: TournamentTour;
  readonly branding: UiBranding;
  /** Terms acceptance: the login gate and the tournament rules. */
  readonly terms: TermsStore;
  /** The player's own limits, reality check and self-exclusion. */
  readonly responsibleGaming: ResponsibleGamingStore;
  /** The help page's keyword search. */
  readonly help = new HelpStore();

  constructor(private readonly deps: RootStoreDeps) {
    this.config = deps.config;
    const client = new ApiClient(resolveBaseUrls(deps.config.apiBaseUrl, deps.config), {
      onNetworkState: (state) => this.ui.setNetwork(state),
      session: () => this.auth.credentials,
    });
    this.client = client;
    const apis = createApis(client);
    this.apis = apis;
    const api = () => apis.account;
    const myAccountApi = () => apis.myAccount;
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
    // The browser bridge may not persist prefs yet; the store then keeps them for the session only.
    this.prefs = new PreferencesStore(deps.platform.prefs ?? null, deps.prefsChannel ?? null);
    this.marketFeed = new MarketFeed({
      api: () => apis.odds,
      prefs: this.prefs,
      currency: () => this.wallet.currency,
      page: () => this.marketView,
      online: () => this.ui.online,
      pushing: (view) => this.stream.carriesOdds(view),
    });
    this.marketView = new MarketView(this.marketFeed, this.prefs);
    this.stream = new PushStream({
      fetch: (url, init) => fetch(url, init),
      urls: client.urls,
      credentials: () => this.auth.credentials,
      online: () => this.ui.online,
      oddsView: () => this.marketFeed.streamView,
      oddsVersion: () => this.marketFeed.version,
      onOdds: (viewKey, delta) => this.marketFeed.applyPushed(viewKey, delta),
      onBalance: (balance) => this.wallet.applyPushed(balance),
      onBets: () => {
        this.betting.placement.placed.betsChanged();
        this.betting.cashOut.betsChanged();
      },
      onMessages: () => {
        void this.messages.refreshUnread();
        void this.messages.loadMarquee();
      },
      onStatus: (status) => (status ? this.serverStatus.apply(status) : void this.serverStatus.check()),
      onAlive: () => this.marketFeed.confirmCurrent(),
      onSessionEnded: (code) => this.reportError(code),
    });
    this.betting = new BettingStores(this, apis.bet);
    // The desktop updater never restarts into an update while the slip holds a bet.
    this.desktop.followBetSlip(() => this.betting.slip.items.length > 0);
    this.games = new GamesArea(this, apis.games);
    this.messages = new MessagesStore({
      api: myAccountApi,
      loggedIn: () => this.auth.isLoggedIn,
      language: () => this.prefs.language,
      onError: (code) => this.reportError(code),
    });
    this.accountForms = new AccountFormsStore(this.auth, myAccountApi, api);
    this.serverStatus = new UiServerStatus(() => apis.account.version());
    this.branding = new UiBranding(() => apis.myAccount.logo());
    this.wireAccount(myAccountApi);
    this.terms = new TermsStore({
      api: () => apis.terms,
      loggedIn: () => this.auth.isLoggedIn,
      logout: () => this.auth.logout(),
      onError: (code) => this.reportError(code),
    });
    wireTerms(this.auth, this.terms);
    this.tournament = new TournamentStore({
      api: () => apis.tournament,
      loggedIn: () => this.auth.isLoggedIn,
      onError: (code) => this.reportError(code),
      refreshBalance: () => this.wallet.refresh(),
      termsAccepted: () => this.terms.ensureAccepted('tournament'),
      onBetAccepted: (refNo) => this.betting.tickets.afterAccepted(refNo),
    });
    this.tournamentTour = new TournamentTour(this.prefs);
    this.responsibleGaming = new ResponsibleGamingStore({
      api: () => apis.responsibleGaming,
      isLoggedIn: () => this.auth.isLoggedIn,
      logout: () => this.auth.logout(),
      onError: (code) => this.reportError(code),
    });
    this.wireRecovery();
  }

  get platform(): DesktopBridge {
    return this.deps.platform;
  }

  /** Starts what runs in the background and re-checks a stored session. */
  async start(): Promise<void> {
    this.ui.setRecoveryProbe(() => this.apis.account.version());
    if (typeof window !== 'undefined') this.ui.watchConnectivity(window);
    this.serverStatus.start();
    void this.branding.load(this.config);
    // The app loads the preferences before the first screen (its language decides which texts to fetch).
    if (!this.prefs.loaded) await this.prefs.load();
    // Language changes from here on; the first screen's was set up with i18next.
    reaction(
      () => this.prefs.language,
      (language) => void this.showLanguage(language),
    );
    await this.auth.restore();
    this.stream.start();
    await this.desktop.start();
    const { kiosk, kioskIdleMinutes } = this.config;
    if (kiosk && kioskIdleMinutes && typeof window !== 'undefined') {
      this.desktop.watchKioskIdle(kioskIdleMinutes, window);
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
   * Shows the chosen language once its texts have arrived, the picker busy meanwhile. When they cannot
   * be fetched the choice is undone (and so not saved) and the player is told; the screen never changed.
   */
  private async showLanguage(language: Language): Promise<void> {
    this.ui.setLanguagePending(language);
    try {
      await changeLanguage(language);
    } catch {
      if (this.prefs.language === language) this.prefs.setLanguage(currentLanguage());
      this.reportError('incompletedRequest', { requested: true });
    } finally {
      if (this.ui.languagePending === language) this.ui.setLanguagePending(null);
    }
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
        this.marketFeed.resync();
        void this.wallet.refresh();
        void this.betting.placement.resolveInDoubt();
      },
    );
  }

  private wireAccount(myAccountApi: () => MyAccountApi): void {
    this.auth.onForcedLogout((code) => this.ui.reportError(code, { loggedIn: true }));
    this.auth.onLogout(() => this.messages.clear());
    syncPreferences(this.prefs, () => this.auth.account?.info.account_id ?? null, {
      load: () => myAccountApi().settings(),
      save: (settings) => myAccountApi().settings(settings as UserSettings),
    });
  }
}
