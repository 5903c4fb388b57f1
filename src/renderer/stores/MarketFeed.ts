import { makeAutoObservable, observableRef, reaction, runInAction } from 'mobx';
import type { IReactionDisposer } from 'mobx';
import { INTERVALS_MS, MYANMAR_CURRENCIES, ODDS_TYPES } from '@shared/constants';
import type { Currency } from '@shared/constants';
import { FeedCache } from '@shared/feed/cache';
import type { GroupedFeed } from '@shared/feed/group';
import type { Period } from '@shared/feed/layout';
import type { Market, MoreOddsRow, UxmarketResponse } from '@shared/feed/schemas';
import type { StreamOdds } from '@shared/stream/events';
import type { MarketKey, MyanmarLine, Selection } from '@shared/market/selection';
import { MYANMAR_PRICE } from '@shared/odds/myanmar';
import { displayUnits } from '@shared/odds/price';
import type { NumericOddsType, Price } from '@shared/odds/price';
import type { OddsApi } from '../api/odds';
import { ApiCallError } from '../api/client';
import { MatchModel } from './MarketModels';
import type { PreferencesStore } from './PreferencesStore';
import type { ExtraMarket } from './MarketColumns';
import { oddsViewKey } from './PushStream';
import type { PushedOddsOutcome, StreamOddsView } from './PushStream';

/** What the feed takes from the page it serves: which feed to follow and which extra odds to keep loaded. */
export interface FeedPage {
  readonly sportId: number;
  readonly market: Market;
  /** Matches whose more-odds panel is open: reloaded every few beats. */
  readonly expanded: ReadonlySet<number>;
  /** The extra market the table shows as its column, and the page's matches that carry it. */
  readonly extraMarket: ExtraMarket | null;
  readonly extraIds: number[];
  /** The feed started afresh (another sport or market, or Myanmar quotes on or off). */
  feedReset(): void;
}

export interface MarketFeedDeps {
  api: () => OddsApi;
  prefs: PreferencesStore;
  /** The account currency decides whether Myanmar odds are offered. */
  currency: () => string | null;
  /** The page the feed serves; a getter because the page is built over the feed. */
  page: () => FeedPage;
  now?: () => number;
  /** False while the server cannot be reached: the prices shown may be stale, so none is picked. */
  online?: () => boolean;
  /** True while the push stream carries this view: its deltas arrive without being asked for. */
  pushing?: (view: StreamOddsView) => boolean;
}

const MENU_EVERY_TICKS = 10;
const MORE_EVERY_TICKS = 5;

/**
 * The sportsbook's odds feed kept in step with the server: the menu counts, the decoded feed of the page's sport
 * and market (deltas from the last version, a snapshot after a reset or a lost network), the more-odds panels and
 * extra markets the page shows, and the 1 s auto refresh while the page is open.
 */
export class MarketFeed {
  menu: number[][] = [];
  moreOdds = new Map<number, MoreOddsRow[]>();
  /** The extra market the table shows (correct score, HT/FT, total goals) of each soccer match on the page. */
  extraOdds = new Map<number, MoreOddsRow>();
  groups: GroupedFeed = { early: [], today: [], live: [] };
  leagueNames = new Map<number, string>();
  status: 'idle' | 'loading' | 'ready' | 'error' = 'idle';
  error: string | null = null;
  lastUpdated: number | null = null;
  hidden = false;
  /** Rounded to the minute so the time filter does not rebuild the table every second. */
  minuteNow: number;
  skippedRows = 0;
  /** Between start and stop: the page is open and its odds are followed. */
  running = false;
  /** Non-observable on purpose: rows observe their own model, not the map. */
  readonly models = new Map<number, MatchModel>();
  /** The page's clock (tests pass their own). */
  readonly now: () => number;
  private cache = new FeedCache();
  private scope = 0;
  private inFlight = false;
  private ticks = 0;
  private timer: ReturnType<typeof setInterval> | null = null;
  private disposers: IReactionDisposer[] = [];

  constructor(private readonly deps: MarketFeedDeps) {
    this.now = deps.now ?? Date.now;
    this.minuteNow = Math.floor(this.now() / 60_000) * 60_000;
    makeAutoObservable<
      this,
      'cache' | 'scope' | 'inFlight' | 'ticks' | 'timer' | 'disposers' | 'deps' | 'prefs' | 'page'
    >(this, {
      models: false,
      version: false,
      prefs: false,
      page: false,
      now: false,
      cache: false,
      scope: false,
      inFlight: false,
      ticks: false,
      timer: false,
      disposers: false,
      deps: false,
      groups: observableRef,
      extraOdds: observableRef,
      leagueNames: observableRef,
    });
  }

  private get prefs(): PreferencesStore {
    return this.deps.prefs;
  }

  private get page(): FeedPage {
    return this.deps.page();
  }

  /** Myanmar quotes are asked for only by MMK/MMO accounts showing Myanmar odds. */
  get myanmarAvailable(): boolean {
    return MYANMAR_CURRENCIES.includes(this.deps.currency() as Currency);
  }
  get mmo(): boolean {
    return this.myanmarAvailable && this.prefs.oddsType === ODDS_TYPES.MMO;
  }

  /** Menu count of a sport in a market (index 1..5 of an uxmenu row); sport 0 sums every sport. */
  count(sportId: number, market: Market): number {
    const index = ['early', 'today', 'live', 'parlay', 'outright'].indexOf(market) + 1;
    const rows = sportId === 0 ? this.menu : this.menu.filter((r) => r[0] === sportId);
    return rows.reduce((sum, r) => sum + (r[index] ?? 0), 0);
  }

  /** The child lines (corners, bookings, ...) listed under a match. */
  childrenOf(matchId: number): number[] {
    return this.cache.child.get(matchId) ?? [];
  }

  /** What the push stream should carry for this page: nothing while the page is closed or auto refresh is off. */
  get streamView(): StreamOddsView | null {
    if (!this.running || !this.prefs.autoRefreshOdds) return null;
    return { sportId: this.page.sportId, market: this.page.market, mmo: this.mmo };
  }

  /** The feed version the page holds: a stream opened now starts from it. */
  get version(): number {
    return this.cache.version;
  }

  private get pushed(): boolean {
    const view = this.streamView;
    return view !== null && (this.deps.pushing?.(view) ?? false);
  }

  // ---- lifecycle ----

  start(): void {
    if (this.timer) return;
    this.disposers.push(
      reaction(
        () => this.prefs.eventSorting,
        () => this.regroup(),
      ),
      reaction(
        () => this.mmo,
        () => this.reset(),
      ),
      // Correct score, HT/FT and total goals come from uxmatch2: loaded for the page's matches when shown.
      reaction(
        () => (this.page.extraMarket ? `${this.page.extraMarket}:${this.page.extraIds.join(',')}` : ''),
        (key) => {
          if (key) void this.loadExtras();
        },
      ),
    );
    if (typeof document !== 'undefined') {
      document.addEventListener('visibilitychange', this.onVisibility);
      this.onVisibility();
    }
    void this.refreshMenu();
    void this.refresh();
    this.timer = setInterval(() => this.tick(), INTERVALS_MS.default);
    this.running = true;
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.running = false;
    this.disposers.forEach((d) => d());
    this.disposers = [];
    if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', this.onVisibility);
  }

  private onVisibility = (): void => {
    const hidden = document.visibilityState === 'hidden';
    runInAction(() => {
      this.hidden = hidden;
    });
    if (!hidden && this.timer) void this.refresh();
  };

  /** One auto-refresh beat: paused while hidden or switched off. */
  tick(): void {
    const now = this.now();
    // One transaction: the rows whose highlights ended re-render together, once.
    runInAction(() => {
      for (const model of this.models.values()) model.expireFlashes(now);
    });
    const minute = Math.floor(now / 60_000) * 60_000;
    if (minute !== this.minuteNow) runInAction(() => (this.minuteNow = minute));
    if (this.hidden || !this.prefs.autoRefreshOdds) return;
    this.ticks++;
    if (!this.pushed) void this.refresh();
    if (this.ticks % MENU_EVERY_TICKS === 0) void this.refreshMenu();
    if (this.ticks % MORE_EVERY_TICKS === 0) {
      for (const id of this.page.expanded) void this.loadMore(id);
      if (this.page.extraMarket) void this.loadExtras();
    }
  }

  async refreshMenu(): Promise<void> {
    try {
      const menu = await this.deps.api().menu();
      runInAction(() => (this.menu = menu.sports));
    } catch {
      // The API client has told the shell's network banner; the menu keeps its counts until the next tick.
    }
  }

  async refresh(): Promise<void> {
    if (this.inFlight) return;
    this.inFlight = true;
    const scope = this.scope;
    if (this.status === 'idle') this.status = 'loading';
    try {
      const { sportId, market } = this.page;
      const asked = this.cache.version;
      const feed = await this.deps.api().market(sportId, market, asked, this.mmo);
      // A pushed delta may have moved the page on meanwhile: a delta from the version asked would apply twice.
      if (scope === this.scope && (feed.full || this.cache.version === asked)) this.applyFeed(feed);
    } catch (error) {
      runInAction(() => {
        this.status = this.status === 'ready' ? 'ready' : 'error';
        this.error = error instanceof ApiCallError ? error.code : 'requestFailed';
      });
    } finally {
      this.inFlight = false;
    }
  }

  /** Applies a full feed or a delta: only changed matches' models are touched. Public for the benchmark. */
  applyFeed(feed: UxmarketResponse): void {
    const result = this.cache.apply(feed);
    const now = this.now();
    runInAction(() => {
      for (const id of result.removed) this.models.delete(id);
      if (feed.full) this.models.clear();
      for (const id of result.changed) {
        const m = this.cache.matches.get(id);
        if (!m) continue;
        const model = this.models.get(id);
        if (model) model.update(m, now);
        else this.models.set(id, new MatchModel(m));
      }
      if (feed.leagues.length) {
        const names = new Map(this.leagueNames);
        for (const l of this.cache.leagues.values()) names.set(l.id, l.name);
        this.leagueNames = names;
      }
      if (result.structural || feed.full) this.groups = this.cache.group(this.prefs.eventSorting === 'time');
      const skipped = this.cache.skippedTotal;
      this.skippedRows = skipped.leagues + skipped.matches + skipped.pairs + skipped.heads;
      this.status = 'ready';
      this.error = null;
      this.lastUpdated = now;
    });
  }

  /**
   * A delta the push stream carried for `viewKey`: applied only on the version it was built from. One from a page
   * since left, or already applied by a poll, is dropped; one past a version the page never got is a gap, and the
   * stream starts again from the page's version.
   */
  applyPushed(viewKey: string, delta: StreamOdds): PushedOddsOutcome {
    if (viewKey !== oddsViewKey(this.streamView)) return 'stale';
    if (!delta.full && delta.base !== this.cache.version) {
      return delta.version <= this.cache.version ? 'stale' : 'gap';
    }
    this.applyFeed(delta);
    return 'applied';
  }

  /** The stream says it is alive: the odds on screen are current as of now. */
  confirmCurrent(): void {
    if (this.pushed && this.status === 'ready') this.lastUpdated = this.now();
  }

  private regroup(): void {
    this.groups = this.cache.group(this.prefs.eventSorting === 'time');
  }

  /**
   * After the network was lost the deltas the page missed may be gone: the page asks for a fresh snapshot
   * (version 0) and carries on with deltas from it. The rows shown stay until the snapshot replaces them.
   */
  resync(): void {
    if (!this.timer) return;
    this.scope++;
    this.cache = new FeedCache();
    this.inFlight = false;
    void this.refresh();
    void this.refreshMenu();
  }

  /** Drops the feed held and loads the page's from scratch: the page closes its panels and goes to page 1. */
  reset(): void {
    this.scope++;
    this.cache = new FeedCache();
    this.models.clear();
    this.groups = { early: [], today: [], live: [] };
    this.page.feedReset();
    this.moreOdds = new Map();
    this.extraOdds = new Map();
    this.status = 'loading';
    this.inFlight = false;
    void this.refresh();
  }

  async loadExtras(): Promise<void> {
    const market = this.page.extraMarket;
    const ids = this.page.extraIds;
    if (!market || ids.length === 0) return;
    try {
      const answer = await this.deps.api().matches(ids);
      runInAction(() => {
        if (market !== this.page.extraMarket) return;
        const next = new Map<number, MoreOddsRow>();
        for (const m of answer.matches) {
          const row = m.markets.find((r) => r[0] === market && r[1] === 0);
          if (row) next.set(m.match_id, row);
        }
        this.extraOdds = next;
      });
    } catch {
      // As for the menu: the shell shows the failure, the next tick retries, the last odds stay.
    }
  }

  async loadMore(id: number): Promise<void> {
    try {
      const answer = await this.deps.api().match(id);
      runInAction(() => {
        const next = new Map(this.moreOdds);
        next.set(id, answer.markets);
        this.moreOdds = next;
      });
    } catch {
      runInAction(() => {
        const next = new Map(this.moreOdds);
        next.set(id, []);
        this.moreOdds = next;
      });
    }
  }

  // ---- prices as the bet slip takes them ----

  /**
   * The Myanmar quote the server gave for a handicap or over/under line, when the page shows Myanmar odds
   * (MMK/MMO account, odds type 5): the table's price buttons show it and a pick carries it to the slip.
   * `giver` is the side giving the body (1 home, 2 away, 0 for over/under).
   */
  myanmarQuote(matchId: number, market: MarketKey, period: Period): MyanmarLine | null {
    if (!this.mmo || (market !== 'hdp' && market !== 'ou')) return null;
    const row = this.models.get(matchId)?.mmo?.find((r) => r[0] === market && r[1] === period);
    return row ? { giver: row[2], body: row[3], pct: row[4] } : null;
  }

  /** The Selection handed to the bet slip; `shown` is the odds type the price was displayed in when forced (decimal 1X2). */
  selectionOf(
    matchId: number,
    market: MarketKey,
    period: Period,
    choice: string,
    price: Price,
    line: number | null,
    shown?: NumericOddsType,
  ): Selection | null {
    const model = this.models.get(matchId);
    const head = this.cache.head.get(matchId);
    if (!model) return null;
    const parentId = this.cache.parent.get(matchId) ?? null;
    const parentHead = parentId !== null ? this.cache.head.get(parentId) : undefined;
    const mmo = this.myanmarQuote(matchId, market, period);
    // A Myanmar pick is struck at the even-money Myanmar price: the Malay price of the line on the button is
    // not what the server quotes for it, and sending it made every such pick look like a price change.
    if (mmo) price = MYANMAR_PRICE;
    return {
      matchId,
      parentId,
      sportId: model.sportId,
      leagueId: model.leagueId,
      leagueName: this.leagueNames.get(model.leagueId) ?? '',
      homeName: model.home,
      awayName: model.away,
      childLabel: parentId !== null && model.label ? model.label : null,
      marketGroup: (parentHead ?? head)?.group ?? 2,
      market,
      period,
      choice,
      line,
      price,
      oddsType: shown ?? this.prefs.oddsType,
      displayOdds: displayUnits(price, shown ?? this.prefs.numericOddsType),
      mmo,
      score: model.clock ? [model.scoreHome, model.scoreAway] : null,
      parlay: (parentHead ?? head)?.parlay ?? false,
      feedVersion: this.cache.version,
    };
  }

  /** Whether a price may be picked now (the table greys its prices otherwise). */
  get online(): boolean {
    return this.deps.online?.() ?? true;
  }
}
