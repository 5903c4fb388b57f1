import { reaction } from 'mobx';
import type { DesktopBridge, RendererConfig } from '@shared/bridge';
import { LINE_STATE } from '@shared/feed/layout';
import type { Selection } from '@shared/market/selection';
import type { BetApi } from '../api/bet';
import { BetBuilderStore } from './BetBuilderStore';
import { BetListStore } from './BetListStore';
import { BetPlacement } from './BetPlacement';
import { BetSlipStore } from './BetSlipStore';
import { BoostStore } from './BoostStore';
import { CashOutStore } from './CashOutStore';
import type { MarketFeed } from './MarketFeed';
import type { MarketView } from './MarketView';
import type { AuthStore } from './AuthStore';
import type { PreferencesStore } from './PreferencesStore';
import type { UiStore } from './UiStore';
import type { WalletStore } from './WalletStore';
import { ResultStore } from './ResultStore';
import { StatementStore } from './StatementStore';
import { TicketStore } from './TicketStore';
import { webInDoubtStorage } from './InDoubtSlip';
import type { PushStream } from './PushStream';

/** Open handicap and over/under prices of the matches the page holds: what the lucky pick draws from. */
function candidatesFrom(feed: MarketFeed): Selection[] {
  const out: Selection[] = [];
  for (const model of feed.models.values()) {
    for (const line of model.lines) {
      const [kind, period, value, p1, p2, , state] = line;
      if ((kind !== 'hdp' && kind !== 'ou') || period !== 0 || state !== LINE_STATE.RUNNING) continue;
      const choices = kind === 'hdp' ? (['h', 'a'] as const) : (['o', 'u'] as const);
      [p1, p2].forEach((price, i) => {
        const sel = price > 0 ? feed.selectionOf(model.id, kind, 0, choices[i]!, price, value) : null;
        if (sel) out.push(sel);
      });
    }
  }
  return out;
}

/** What the betting stores take from the rest of the app (the RootStore passes itself). */
export interface BettingStoresDeps {
  auth: AuthStore;
  prefs: PreferencesStore;
  wallet: WalletStore;
  marketFeed: MarketFeed;
  marketView: MarketView;
  ui: UiStore;
  stream: PushStream;
  config: RendererConfig;
  platform: DesktopBridge;
  reportError(code: string, options?: { requested?: boolean }): void;
}

/**
 * The betting stores (bet slip and its placement, bet lists, statement, results) wired to the root: one object
 * so the RootStore needs a single field for them, over the bet call module RootStore built.
 */
export class BettingStores {
  /** The slip as the player edits it. */
  readonly slip: BetSlipStore;
  /** Sends that slip: price checks, the confirm step, the bets placed, a slip in doubt. */
  readonly placement: BetPlacement;
  readonly lists: BetListStore;
  readonly statement: StatementStore;
  readonly results: ResultStore;
  /** The Booster tab of /desktop (odds boosts). */
  readonly boosts: BoostStore;
  /** Printed tickets of every product's accepted bets, and Check ticket. */
  readonly tickets: TicketStore;
  /** The running bets' cash out offers and the one the player is taking. */
  readonly cashOut: CashOutStore;
  /** The bet builder of the match whose panel the player builds in. */
  readonly builder: BetBuilderStore;

  constructor(root: BettingStoresDeps, api: BetApi) {
    const betApi = () => api;
    const loggedIn = () => root.auth.isLoggedIn;
    const betting = () => root.prefs.betting;
    this.slip = new BetSlipStore({
      limits: () => root.auth.account?.limits ?? [],
      betting,
      candidates: () => candidatesFrom(root.marketFeed),
    });
    this.placement = new BetPlacement(this.slip, {
      api: betApi,
      accountId: () => root.auth.account?.info.account_id ?? null,
      betting,
      onPlaced: () => void root.wallet.refresh(),
      online: () => root.ui.online,
      betsPushed: () => root.stream.live,
      inDoubtStorage: typeof localStorage === 'undefined' ? undefined : webInDoubtStorage(localStorage),
    });
    this.lists = new BetListStore({ api: betApi });
    this.statement = new StatementStore({ api: betApi });
    this.results = new ResultStore({ api: betApi });
    this.boosts = new BoostStore({
      api: betApi,
      loggedIn,
      onPlaced: () => void root.wallet.refresh(),
      disabled: () => root.auth.account?.info.disabled_products?.includes('odds_booster') ?? false,
    });
    this.cashOut = new CashOutStore({
      api: betApi,
      disabled: () => root.auth.account?.info.disabled_products?.includes('cash_out') ?? false,
      loggedIn,
      pushed: () => root.stream.live,
      acceptAnyOdds: () => root.prefs.betting.acceptAnyOdds,
      onCashedOut: () => {
        void root.wallet.refresh();
        void this.lists.load();
      },
    });
    this.builder = new BetBuilderStore({
      api: betApi,
      loggedIn,
      acceptance: () => root.prefs.betting,
      onPlaced: () => void root.wallet.refresh(),
    });
    // The running list's offers are read with it, so each row's button shows the value of the moment.
    reaction(
      () => (this.lists.tab === 'running' ? this.lists.bets : null),
      (bets) => {
        if (bets) void this.cashOut.followRunning(bets);
      },
    );
    this.tickets = new TicketStore({
      api: betApi,
      loggedIn,
      settings: () => root.config.tickets,
      print: (args) => root.platform.tickets.print(args),
      onError: (code) => root.reportError(code, { requested: true }),
    });
    // Every sportsbook bet the slip sees accepted (at once, or after a live bet's delay) gets its ticket.
    reaction(
      () => this.placement.placed.bets.filter((b) => b.status === 'running').map((b) => b.ref_no),
      (refs) => refs.forEach((ref) => this.tickets.afterAccepted(ref)),
    );
    // A slip left in doubt by a reload or a logout is resolved once its player is logged in again.
    reaction(
      () => root.auth.account?.info.account_id ?? null,
      (accountId) => {
        if (accountId) void this.placement.restoreInDoubt(accountId);
      },
      { fireImmediately: true },
    );
    root.marketView.setSelectionSink(this.placement);
    root.auth.onLogout(() => {
      this.placement.clear();
      this.tickets.reset();
      this.cashOut.reset();
      this.builder.reset();
    });
  }
}
