import { resolveBaseUrls } from '@shared/api/endpoints';
import { LINE_STATE } from '@shared/feed/layout';
import type { Selection } from '@shared/market/selection';
import { createBetApi } from '../api/bet';
import type { BetApi } from '../api/bet';
import { ApiClient } from '../api/client';
import { BetListStore } from './BetListStore';
import { BetSlipStore } from './BetSlipStore';
import type { MarketStore } from './MarketStore';
import type { RootStore } from './RootStore';
import { ResultStore } from './StatementResultStore';
import { StatementStore } from './StatementStore';

/** Open handicap and over/under prices of the matches the page holds: what the lucky pick draws from. */
export function candidatesFrom(market: MarketStore): Selection[] {
  const out: Selection[] = [];
  for (const model of market.models.values()) {
    for (const line of model.lines) {
      const [kind, period, value, p1, p2, , state] = line;
      if ((kind !== 'hdp' && kind !== 'ou') || period !== 0 || state !== LINE_STATE.RUNNING) continue;
      const choices = kind === 'hdp' ? (['h', 'a'] as const) : (['o', 'u'] as const);
      [p1, p2].forEach((price, i) => {
        const sel = price > 0 ? market.selectionOf(model.id, kind, 0, choices[i]!, price, value) : null;
        if (sel) out.push(sel);
      });
    }
  }
  return out;
}

/**
 * The betting stores (bet slip, bet lists, statement, results) wired to the root: one object so the
 * RootStore needs a single field for them. The bet api is built on first use from the loaded config.
 */
export class BettingStores {
  readonly slip: BetSlipStore;
  readonly lists: BetListStore;
  readonly statement: StatementStore;
  readonly results: ResultStore;
  private api: BetApi | null;

  constructor(
    private readonly root: RootStore,
    api?: BetApi,
  ) {
    this.api = api ?? null;
    const betApi = () => this.betApi();
    const credentials = () => root.auth.credentials;
    this.slip = new BetSlipStore({
      api: betApi,
      credentials,
      limits: () => root.auth.account?.limits ?? [],
      betting: () => root.prefs.betting,
      onPlaced: () => void root.wallet.refresh(),
      candidates: () => candidatesFrom(root.market),
      online: () => root.ui.online,
    });
    this.lists = new BetListStore({ api: betApi, credentials });
    this.statement = new StatementStore({ api: betApi, credentials });
    this.results = new ResultStore({ api: betApi, credentials });
    root.market.setSelectionSink(this.slip);
    root.auth.onLogout(() => this.slip.clear());
  }

  private betApi(): BetApi {
    if (!this.api) {
      const config = this.root.config;
      if (!config) throw new Error('RootStore.init() has not run');
      this.api = createBetApi(
        new ApiClient(resolveBaseUrls(config.apiBaseUrl, config), {
          onNetworkState: (s) => this.root.ui.setNetwork(s),
        }),
      );
    }
    return this.api;
  }
}
