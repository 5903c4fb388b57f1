import { makeAutoObservable, reaction, runInAction } from 'mobx';
import type { DesktopBridge, RendererConfig } from '@shared/bridge';
import { resolveBaseUrls } from '@shared/api/endpoints';
import { createAccountApi } from '../api/account';
import type { AccountApi } from '../api/account';
import { ApiClient } from '../api/client';
import { createOddsApi } from '../api/odds';
import type { OddsApi } from '../api/odds';
import { AuthStore } from './AuthStore';
import { DesktopStore } from './DesktopStore';
import { MarketStore } from './MarketStore';
import { PreferencesStore } from './PreferencesStore';
import { UiStore } from './UiStore';
import { WalletStore } from './WalletStore';

export interface RootStoreDeps {
  platform: DesktopBridge;
  /** Tests pass a fake; the app builds the real one from the platform's config. */
  accountApi?: AccountApi;
  oddsApi?: OddsApi;
}

/** Creates and wires one store per concern; components reach them through useStores(). */
export class RootStore {
  readonly ui = new UiStore();
  readonly auth: AuthStore;
  readonly wallet: WalletStore;
  readonly desktop: DesktopStore;
  readonly prefs: PreferencesStore;
  readonly market: MarketStore;
  config: RendererConfig | null = null;
  private accountApi: AccountApi | null;
  private oddsApi: OddsApi | null;

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
    this.prefs = new PreferencesStore(deps.platform.prefs ?? null);
    this.market = new MarketStore({
      api: () => {
        if (!this.oddsApi) throw new Error('RootStore.init() has not run');
        return this.oddsApi;
      },
      prefs: this.prefs,
      currency: () => this.wallet.currency,
    });
    makeAutoObservable<this, 'deps' | 'accountApi' | 'oddsApi'>(this, {
      deps: false,
      accountApi: false,
      oddsApi: false,
      prefs: false,
      market: false,
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
    }
    await this.prefs.load();
    await this.auth.restore();
    await this.desktop.start();
  }
}
