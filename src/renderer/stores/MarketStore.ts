import { makeAutoObservable, observableRef, reaction, runInAction } from 'mobx';
import type { IReactionDisposer } from 'mobx';
import { INTERVALS_MS, MYANMAR_CURRENCIES, ODDS_TYPES } from '@shared/constants';
import type { Currency } from '@shared/constants';
import { FeedCache } from '@shared/feed/cache';
import type { GroupedFeed, LeagueRun } from '@shared/feed/group';
import type { Period } from '@shared/feed/layout';
import type { Market, MoreOddsRow, UxmarketResponse } from '@shared/feed/schemas';
import { MARKET_CHOICES } from '@shared/market/choices';
import type { MarketKey, Selection, SelectionSink } from '@shared/market/selection';
import { MYANMAR_PRICE } from '@shared/odds/myanmar';
import type { MyanmarQuote } from '@shared/odds/myanmar';
import { displayUnits } from '@shared/odds/price';
import type { NumericOddsType, Price } from '@shared/odds/price';
import { defaultTimeFilterMode, timeFilterApplies, timeFilterWindow } from '@shared/odds/time-filter';
import type { TimeFilterMode } from '@shared/odds/time-filter';
import type { OddsApi } from '../api/odds';
import { ApiCallError } from '../api/client';
import { MatchModel } from './MarketModels';
import { isRaceSport, shapeRows } from './MarketRows';
import type { ShapedRows } from './MarketRows';
import type { PreferencesStore } from './PreferencesStore';
import { columnsFor, isExtraMarket } from './MarketColumns';
import type { Column, ExtraMarket } from './MarketColumns';
import type { MarketTypePref } from './PreferencesModel';

export type MenuSection = 'all' | 'favourites';

/** Choice codes of the main markets, in price order (docs/FEED.md). */
export const MAIN_CHOICES: Record<string, readonly string[]> = {
  hdp: MARKET_CHOICES.hdp,
  ou: MARKET_CHOICES.ou,
  oe: MARKET_CHOICES.oe,
  oxt: MARKET_CHOICES.oxt,
  ml: MARKET_CHOICES.ml,
};

export interface MarketStoreDeps {
  api: () => OddsApi;
  prefs: PreferencesStore;
  /** The account currency decides whether Myanmar odds are offered. */
  currency: () => string | null;
  now?: () => number;
  /** False while the server cannot be reached: the prices shown may be stale, so none is picked. */
  online?: () => boolean;
}

const MENU_EVERY_TICKS = 10;
const MORE_EVERY_TICKS = 5;
/** Fights are listed like outrights: two contenders, each with a price. */
const E_FIGHTING = 41;

/** Menu, feed, filters, paging and auto refresh of the /desktop sportsbook page. */
export class MarketStore {
  menu: number[][] = [];
  sportId = 1;
  market: Market = 'today';
  /** The market type tab (handicap and over/under, 1X2, odd/even, ...); null until the preference is read. */
  chosenType: MarketTypePref | null = null;
  menuSection: MenuSection = 'all';
  page = 1;
  search = '';
  timeFilterMode: TimeFilterMode;
  leagueFilter: ReadonlySet<number> | null = null;
  expanded = new Set<number>();
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
  lastPick: Selection | null = null;
  /** Non-observable on purpose: rows observe their own model, not the map. */
  readonly models = new Map<number, MatchModel>();
  private cache = new FeedCache();
  private scope = 0;
  private inFlight = false;
  private ticks = 0;
  private timer: ReturnType<typeof setInterval> | null = null;
  private sink: SelectionSink | null = null;
  private disposers: IReactionDisposer[] = [];
  private readonly now: () => number;

  constructor(private readonly deps: MarketStoreDeps) {
    this.now = deps.now ?? Date.now;
    this.timeFilterMode = defaultTimeFilterMode(this.now());
    this.minuteNow = Math.floor(this.now() / 60_000) * 60_000;
    makeAutoObservable<
      this,
      'models' | 'cache' | 'scope' | 'inFlight' | 'ticks' | 'timer' | 'sink' | 'disposers' | 'deps' | 'now'
    >(this, {
      models: false,
      cache: false,
      scope: false,
      inFlight: false,
      ticks: false,
      timer: false,
      sink: false,
      disposers: false,
      deps: false,
      now: false,
      groups: observableRef,
      extraOdds: observableRef,
      leagueNames: observableRef,
      leagueFilter: observableRef,
      lastPick: observableRef,
    });
  }

  get prefs(): PreferencesStore {
    return this.deps.prefs;
  }

  /** The market type shown: the player's pick on the page, else the saved market-type preference. */
  get marketType(): MarketTypePref {
    return this.chosenType ?? this.prefs.marketType;
  }

  /** The odds table's columns for the market type and the quick odds switch. */
  get columns(): Column[] {
    return columnsFor(this.prefs.showQuickOdds, this.marketType);
  }

  setMarketType(type: MarketTypePref): void {
    this.chosenType = type;
  }

  /** Myanmar quotes are asked for only by MMK/MMO accounts showing Myanmar odds. */
  get myanmarAvailable(): boolean {
    return MYANMAR_CURRENCIES.includes(this.deps.currency() as Currency);
  }
  get mmo(): boolean {
    return this.myanmarAvailable && this.prefs.oddsType === ODDS_TYPES.MMO;
  }
  /** The numeric type prices are shown in (Myanmar rows fall back to Malay for markets without a quote). */
  get numericOddsType(): NumericOddsType {
    return this.prefs.numericOddsType;
  }

  get runs(): LeagueRun[] {
    const g = this.groups;
    switch (this.market) {
      case 'live':
        return g.live;
      case 'today':
        return g.today;
      case 'early':
        return g.early;
      case 'parlay':
        return [...g.live, ...g.today, ...g.early];
      case 'outright':
        return [...g.early, ...g.today];
    }
  }

  /**
   * Whether the table lists selections rather than match lines: a race card for racing, a list of contenders
   * for outrights and fights; null for the handicap and over/under grid.
   */
  get selectionsView(): 'race' | 'outright' | null {
    if (isRaceSport(this.sportId)) return 'race';
    return this.market === 'outright' || this.sportId === E_FIGHTING ? 'outright' : null;
  }

  get timeFilterActive(): boolean {
    return timeFilterApplies({
      market: this.market,
      menu: this.menuSection,
      page: this.page,
      outright: this.market === 'outright',
    });
  }

  get shaped(): ShapedRows {
    const window =
      this.timeFilterActive && this.search.trim() === ''
        ? timeFilterWindow(this.timeFilterMode, this.minuteNow)
        : null;
    return shapeRows(
      this.runs,
      (id) => this.models.get(id),
      (id) => this.leagueNames.get(id) ?? '',
      (id) => this.cache.child.get(id) ?? [],
      {
        search: this.search,
        leagues: this.leagueFilter,
        favouritesOnly: this.menuSection === 'favourites',
        favourites: new Set(this.prefs.favouriteMatches),
        window,
        sorting: this.prefs.eventSorting,
        pageSize: this.prefs.pageSize,
        page: this.page,
        pageType: this.prefs.pageType,
        expanded: this.expanded,
        extra: this.extraMarket,
      },
    );
  }

  /** Leagues of the current market with their match counts, for the league selector. */
  get leaguesInMarket(): { id: number; name: string; count: number }[] {
    const counts = new Map<number, number>();
    for (const run of this.runs)
      counts.set(run.leagueId, (counts.get(run.leagueId) ?? 0) + run.matchIds.length);
    return [...counts].map(([id, count]) => ({ id, name: this.leagueNames.get(id) ?? String(id), count }));
  }

  /** Menu count of a sport in a market (index 1..5 of an uxmenu row); sport 0 sums every sport. */
  count(sportId: number, market: Market): number {
    const index = ['early', 'today', 'live', 'parlay', 'outright'].indexOf(market) + 1;
    const rows = sportId === 0 ? this.menu : this.menu.filter((r) => r[0] === sportId);
    return rows.reduce((sum, r) => sum + (r[index] ?? 0), 0);
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
        () => this.resetFeed(),
      ),
      // Correct score, HT/FT and total goals come from uxmatch2: loaded for the page's matches when shown.
      reaction(
        () => (this.extraMarket ? `${this.extraMarket}:${this.extraIds.join(',')}` : ''),
        (key) => {
          if (key) void this.loadExtras();
        },
      ),
      // A new default market type (saved on /info/settings) replaces the page's own pick.
      reaction(
        () => this.prefs.marketType,
        () => this.setMarketType(this.prefs.marketType),
      ),
    );
    if (typeof document !== 'undefined') {
      document.addEventListener('visibilitychange', this.onVisibility);
      this.onVisibility();
    }
    void this.refreshMenu();
    void this.refresh();
    this.timer = setInterval(() => this.tick(), INTERVALS_MS.default);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
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
    void this.refresh();
    if (this.ticks % MENU_EVERY_TICKS === 0) void this.refreshMenu();
    if (this.ticks % MORE_EVERY_TICKS === 0) {
      for (const id of this.expanded) void this.loadMore(id);
      if (this.extraMarket) void this.loadExtras();
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
      const feed = await this.deps.api().market(this.sportId, this.market, this.cache.version, this.mmo);
      if (scope === this.scope) this.applyFeed(feed);
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

  private resetFeed(): void {
    this.scope++;
    this.cache = new FeedCache();
    this.models.clear();
    this.groups = { early: [], today: [], live: [] };
    this.expanded = new Set();
    this.moreOdds = new Map();
    this.extraOdds = new Map();
    this.page = 1;
    this.status = 'loading';
    this.inFlight = false;
    void this.refresh();
  }

  // ---- user actions ----

  setSport(sportId: number): void {
    if (sportId === this.sportId) return;
    this.sportId = sportId;
    this.leagueFilter = null;
    this.resetFeed();
  }

  setMarket(market: Market): void {
    if (market === this.market) return;
    this.market = market;
    this.leagueFilter = null;
    this.resetFeed();
  }

  setMenuSection(section: MenuSection): void {
    this.menuSection = section;
    this.page = 1;
  }
  setPage(page: number): void {
    this.page = page;
  }
  setSearch(text: string): void {
    this.search = text;
    this.page = 1;
  }
  setTimeFilterMode(mode: TimeFilterMode): void {
    this.timeFilterMode = mode;
    this.page = 1;
  }

  /** At least one league must stay chosen (RULES.md section 5); an empty choice is refused. */
  setLeagueFilter(ids: readonly number[] | null): boolean {
    if (ids !== null && ids.length === 0) return false;
    const all = this.leaguesInMarket.length;
    this.leagueFilter = ids === null || ids.length >= all ? null : new Set(ids);
    this.page = 1;
    return true;
  }

  toggleExpanded(id: number): void {
    const next = new Set(this.expanded);
    if (next.has(id)) next.delete(id);
    else {
      next.add(id);
      void this.loadMore(id);
    }
    this.expanded = next;
  }

  /** The extra market the market type shows as the table's column, or null for the main-line types. */
  get extraMarket(): ExtraMarket | null {
    const type = this.marketType;
    return isExtraMarket(type) ? type : null;
  }

  /** Soccer matches of the page (uxmatch2 takes up to 50): the ones that have correct score, HT/FT and total goals. */
  get extraIds(): number[] {
    const ids: number[] = [];
    for (const row of this.shaped.rows) {
      const model = row.kind === 'match' ? this.models.get(row.id) : undefined;
      if (model && model.sportId === 1 && model.type === 1 && ids.length < 50) ids.push(row.id);
    }
    return ids;
  }

  async loadExtras(): Promise<void> {
    const market = this.extraMarket;
    const ids = this.extraIds;
    if (!market || ids.length === 0) return;
    try {
      const answer = await this.deps.api().matches(ids);
      runInAction(() => {
        if (market !== this.extraMarket) return;
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

  // ---- the bet slip seam ----

  /** The bet slip store (betting issue) registers here; until then picks are only remembered. */
  setSelectionSink(sink: SelectionSink | null): void {
    this.sink = sink;
  }

  /**
   * The Myanmar quote the server gave for a handicap or over/under line, when the page shows Myanmar odds
   * (MMK/MMO account, odds type 5): the table's price buttons show it and a pick carries it to the slip.
   * `giver` is the side giving the body (1 home, 2 away, 0 for over/under).
   */
  myanmarQuote(
    matchId: number,
    market: MarketKey,
    period: Period,
  ): (MyanmarQuote & { giver: number }) | null {
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
      marketGroup: (parentHead ?? head)?.group ?? 2,
      market,
      period,
      choice,
      line,
      price,
      oddsType: shown ?? this.prefs.oddsType,
      displayOdds: displayUnits(price, shown ?? this.numericOddsType),
      mmo: mmo ? { body: mmo.body, pct: mmo.pct } : null,
      score: model.clock ? [model.scoreHome, model.scoreAway] : null,
      parlay: (parentHead ?? head)?.parlay ?? false,
      feedVersion: this.cache.version,
    };
  }

  /** Whether a price may be picked now (the table greys its prices otherwise). */
  get online(): boolean {
    return this.deps.online?.() ?? true;
  }

  pick(selection: Selection): void {
    if (!this.online) return;
    this.lastPick = selection;
    this.sink?.onPick(selection);
  }
}
