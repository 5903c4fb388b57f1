import { makeAutoObservable, runInAction } from 'mobx';
import type { DesktopBridge, RendererConfig } from '@shared/bridge';
import { resolveBaseUrls } from '@shared/api/endpoints';
import { createAccountApi } from '../api/account';
import type { AccountApi } from '../api/account';
import { ApiClient } from '../api/client';
import { AuthStore } from './AuthStore';
import { UiStore } from './UiStore';
import { WalletStore } from './WalletStore';

export interface RootStoreDeps {
  platform: DesktopBridge;
  /** Tests pass a fake; the app builds the real one from the platform's config. */
  accountApi?: AccountApi;
}

/** Creates and wires one store per concern; components reach them through useStores(). */
export class RootStore {
  readonly ui = new UiStore();
  readonly auth: AuthStore;
  readonly wallet: WalletStore;
  config: RendererConfig | null = null;
  private accountApi: AccountApi | null;

  constructor(private readonly deps: RootStoreDeps) {
    this.accountApi = deps.accountApi ?? null;
    const api = (): AccountApi => {
      if (!this.accountApi) throw new Error('RootStore.init() has not run');
      return this.accountApi;
    };
    this.auth = new AuthStore(api, deps.platform);
    this.wallet = new WalletStore(this.auth, api);
    makeAutoObservable<this, 'deps' | 'accountApi'>(this, {
      deps: false,
      accountApi: false,
      ui: false,
      auth: false,
      wallet: false,
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
    }
    await this.auth.restore();
  }
}
