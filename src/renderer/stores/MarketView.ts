import { makeAutoObservable, observableRef, reaction } from 'mobx';
import type { IReactionDisposer } from 'mobx';
import type { LeagueRun } from '@shared/feed/group';
import type { Market } from '@shared/feed/schemas';
import type { Selection, SelectionSink } from '@shared/market/selection';
import type { NumericOddsType } from '@shared/odds/price';
import { defaultTimeFilterMode, timeFilterApplies, timeFilterWindow } from '@shared/odds/time-filter';
import type { TimeFilterMode } from '@shared/odds/time-filter';
import type { FeedPage, MarketFeed } from './MarketFeed';
import { isRaceSport, shapeRows } from './MarketRows';
import type { ShapedRows } from './MarketRows';
import type { PreferencesStore } from './PreferencesStore';
import { columnsFor, isExtraMarket } from './MarketColumns';
import type { Column, ExtraMarket } from './MarketColumns';
import type { MarketTypePref } from './PreferencesModel';

export type MenuSection = 'all' | 'favourites';

/** Fights are listed like outrights: two contenders, each with a price. */
const E_FIGHTING = 41;

/**
 * What the /desktop sportsbook page shows of the feed: the sport and market chosen, the menu section, search,
 * time and league filters, paging, the open more-odds panels, the market type and its columns, the rows shaped
 * from all that, and the last price picked (handed to the bet slip).
 */
export class MarketView implements FeedPage {
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
  lastPick: Selection | null = null;
  private sink: SelectionSink | null = null;

  constructor(
    readonly feed: MarketFeed,
    readonly prefs: PreferencesStore,
  ) {
    this.timeFilterMode = defaultTimeFilterMode(feed.now());
    makeAutoObservable<this, 'sink'>(this, {
      feed: false,
      prefs: false,
      sink: false,
      leagueFilter: observableRef,
      lastPick: observableRef,
    });
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

  /**
   * While the page is open, a new default market type (saved on /info/settings, here or in the other window)
   * replaces the page's own pick. Returns the disposer.
   */
  followSavedMarketType(): IReactionDisposer {
    return reaction(
      () => this.prefs.marketType,
      () => this.setMarketType(this.prefs.marketType),
    );
  }

  /** The numeric type prices are shown in (Myanmar rows fall back to Malay for markets without a quote). */
  get numericOddsType(): NumericOddsType {
    return this.prefs.numericOddsType;
  }

  get runs(): LeagueRun[] {
    const g = this.feed.groups;
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
    const feed = this.feed;
    const window =
      this.timeFilterActive && this.search.trim() === ''
        ? timeFilterWindow(this.timeFilterMode, feed.minuteNow)
        : null;
    return shapeRows(
      this.runs,
      (id) => feed.models.get(id),
      (id) => feed.leagueNames.get(id) ?? '',
      (id) => feed.childrenOf(id),
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

  /**
   * The sports the menu lists in the current market (Early, Today, Live, ...): those with events there, in
   * the feed's order, and the sport being shown even when it has none left, so the page never shows a sport
   * the menu does not.
   */
  get menuSports(): number[] {
    return this.feed.menu
      .map((row) => row[0] as number)
      .filter((id) => id === this.sportId || this.feed.count(id, this.market) > 0);
  }

  /** Leagues of the current market with their match counts, for the league selector. */
  get leaguesInMarket(): { id: number; name: string; count: number }[] {
    const counts = new Map<number, number>();
    for (const run of this.runs)
      counts.set(run.leagueId, (counts.get(run.leagueId) ?? 0) + run.matchIds.length);
    return [...counts].map(([id, count]) => ({
      id,
      name: this.feed.leagueNames.get(id) ?? String(id),
      count,
    }));
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
      const model = row.kind === 'match' ? this.feed.models.get(row.id) : undefined;
      if (model && model.sportId === 1 && model.type === 1 && ids.length < 50) ids.push(row.id);
    }
    return ids;
  }

  // ---- user actions ----

  setSport(sportId: number): void {
    if (sportId === this.sportId) return;
    this.sportId = sportId;
    this.leagueFilter = null;
    this.feed.reset();
  }

  setMarket(market: Market): void {
    if (market === this.market) return;
    this.market = market;
    this.leagueFilter = null;
    this.feed.reset();
  }

  /** A new feed has nothing of the old one's panels or pages. */
  feedReset(): void {
    this.expanded = new Set();
    this.page = 1;
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
      void this.feed.loadMore(id);
    }
    this.expanded = next;
  }

  // ---- the bet slip seam ----

  /** The bet slip store registers here; until it does, picks are only remembered. */
  setSelectionSink(sink: SelectionSink | null): void {
    this.sink = sink;
  }

  pick(selection: Selection): void {
    if (!this.feed.online) return;
    this.lastPick = selection;
    this.sink?.onPick(selection);
  }
}
