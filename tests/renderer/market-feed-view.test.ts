import { describe, expect, it } from 'vitest';
import { autorun, runInAction } from 'mobx';
import { HEAD_ROW_LENGTH, MATCH_TYPE } from '@shared/feed/layout';
import type { MatchRow } from '@shared/feed/layout';
import type { UxmarketResponse } from '@shared/feed/schemas';
import type { Selection } from '@shared/market/selection';
import type { OddsApi } from '../../src/renderer/api/odds';
import { MYANMAR_PRICE } from '@shared/odds/myanmar';
import { MarketFeed } from '../../src/renderer/stores/MarketFeed';
import type { MarketFeedDeps } from '../../src/renderer/stores/MarketFeed';
import { MarketView } from '../../src/renderer/stores/MarketView';
import { paginate, shapeRows } from '../../src/renderer/stores/MarketRows';
import type { RowFilters } from '../../src/renderer/stores/MarketRows';
import { PreferencesStore } from '../../src/renderer/stores/PreferencesStore';

const NOW = Date.UTC(2025, 5, 11, 4); // Wednesday 12:00 in Malaysia: time filter defaults to 0
const row = (id: number, league: number, kickoff: number, hdp = 900_000): MatchRow => [
  id,
  league,
  1,
  league,
  `Home ${id}`,
  `Away ${id}`,
  MATCH_TYPE.MAIN,
  '',
  0,
  kickoff,
  0,
  0,
  '',
  0,
  0,
  0,
  [['hdp', 0, -25, hdp, 960_000, 0, 0]],
  null,
  null,
];
const head = (id: number, league: number, group = 2) => {
  const h = new Array<number>(HEAD_ROW_LENGTH).fill(0);
  h[0] = id;
  h[1] = 1;
  h[2] = group;
  h[3] = league;
  h[5] = 1;
  return h;
};
const ids = Array.from({ length: 40 }, (_, i) => 100 + i);
const fullFeed: UxmarketResponse = {
  version: 5,
  full: 1,
  leagues: [
    [1, 1, 'Alpha League', 1, 'A'],
    [2, 1, 'Beta League', 2, 'B'],
  ],
  matches: ids.map((id) => row(id, id % 2 ? 1 : 2, NOW + (id - 100) * 600_000)),
  pairs: [],
  heads: ids.map((id) => head(id, id % 2 ? 1 : 2)),
  removed: [],
};

/** A delta of the feed in which only the given matches changed. */
const delta = (version: number, ...matches: MatchRow[]): UxmarketResponse => ({
  ...fullFeed,
  version,
  full: 0,
  leagues: [],
  heads: [],
  matches,
});

/** The feed and the page over it, wired as RootStore wires them. */
function marketStores(deps: Omit<MarketFeedDeps, 'page'>) {
  const feed: MarketFeed = new MarketFeed({ ...deps, page: () => view });
  const view = new MarketView(feed, deps.prefs);
  return { feed, view };
}

function makeStore() {
  const prefs = new PreferencesStore(null);
  const calls = { market: 0 };
  const api: OddsApi = {
    menu: async () => ({ version: 1, sports: [[1, 0, 40, 0, 40, 0]] }),
    market: async () => {
      calls.market++;
      return fullFeed;
    },
    match: async (id) => ({ version: 1, match_id: id, markets: [] }),
    matches: async () => ({ version: 1, matches: [] }),
  };
  let now = NOW;
  const { feed, view } = marketStores({ api: () => api, prefs, currency: () => 'MYR', now: () => now });
  return { feed, view, prefs, calls, setNow: (t: number) => (now = t) };
}

describe('MarketFeed and MarketView', () => {
  it('updates only the models of changed matches on a delta and flags the move up or down', () => {
    const { feed } = makeStore();
    feed.applyFeed(fullFeed);
    let runs = 0;
    const disposers = [...feed.models.values()].map((m) =>
      autorun(() => {
        m.observe();
        runs++;
      }),
    );
    const reactions = () => runs - feed.models.size;
    feed.applyFeed(delta(6, row(101, 1, NOW + 600_000, 950_000), row(102, 2, NOW + 1_200_000, 850_000)));
    disposers.forEach((d) => d());
    expect(reactions()).toBe(2);
    expect(feed.models.get(101)?.flashes.get('hdp:0:0')).toBe('up');
    expect(feed.models.get(102)?.flashes.get('hdp:0:0')).toBe('down');
  });

  it('tells only the price observers about a price move and only the fact observers about a score change', () => {
    const { feed } = makeStore();
    feed.applyFeed(fullFeed);
    const model = feed.models.get(101)!;
    const runs = { info: 0, prices: 0 };
    const disposers = [
      autorun(() => {
        model.observeInfo();
        runs.info++;
      }),
      autorun(() => {
        model.observePrices();
        runs.prices++;
      }),
    ];
    feed.applyFeed(delta(6, row(101, 1, NOW + 600_000, 950_000)));
    expect(runs).toEqual({ info: 1, prices: 2 });
    const scored = row(101, 1, NOW + 600_000, 950_000);
    scored[10] = 1;
    feed.applyFeed(delta(7, scored));
    expect(runs).toEqual({ info: 2, prices: 2 });
    expect(model.scoreHome).toBe(1);
    disposers.forEach((d) => d());
  });

  it('keeps earlier highlights while they last, and starts afresh after', () => {
    const { feed } = makeStore();
    feed.applyFeed(fullFeed);
    const withAway = (id: number, home: number, away: number): MatchRow => {
      const r = row(id, 1, NOW + 600_000, home);
      (r[16] as unknown[][])[0]![4] = away;
      return r;
    };
    const model = feed.models.get(101)!;
    feed.applyFeed(delta(6, withAway(101, 950_000, 960_000)));
    feed.applyFeed(delta(7, withAway(101, 950_000, 900_000)));
    expect(Object.fromEntries(model.flashes)).toEqual({ 'hdp:0:0': 'up', 'hdp:0:1': 'down' });
    model.flashUntil = 0; // the highlights' few seconds are over
    feed.applyFeed(delta(8, withAway(101, 950_000, 990_000)));
    expect(Object.fromEntries(model.flashes)).toEqual({ 'hdp:0:1': 'up' });
  });

  it('clears the highlight after a few seconds', () => {
    const { feed, setNow } = makeStore();
    feed.applyFeed(fullFeed);
    feed.applyFeed(delta(6, row(101, 1, NOW, 950_000)));
    setNow(NOW + 1000);
    expect(feed.models.get(101)!.expireFlashes(NOW + 1000)).toBe(false);
    expect(feed.models.get(101)!.expireFlashes(NOW + 5000)).toBe(true);
    expect(feed.models.get(101)!.flashes.size).toBe(0);
  });

  it('pages 10 leagues by default and filters by search, favourites and the time filter on Today', () => {
    const { feed, view, prefs } = makeStore();
    feed.applyFeed(fullFeed);
    expect(view.shaped.matchCount).toBe(40);
    view.setSearch('home 105');
    expect(view.shaped.matchCount).toBe(1);
    view.setSearch('beta');
    expect(view.shaped.matchCount).toBe(20);
    view.setSearch('');
    view.setTimeFilterMode(9); // next 2 hours: kick-offs every 10 minutes from now
    expect(view.shaped.matchCount).toBe(12);
    view.setMenuSection('favourites');
    expect(view.timeFilterActive).toBe(false);
    expect(view.shaped.matchCount).toBe(0);
    prefs.toggleFavourite(139);
    expect(view.shaped.matchCount).toBe(1);
  });

  it('auto refresh asks for the feed each beat, not while the window is hidden or when switched off', async () => {
    const { feed, prefs, calls } = makeStore();
    // Each beat's request must have finished before the next, or the in-flight guard would hide the rule.
    const settle = () => new Promise((r) => setTimeout(r, 0));
    feed.tick();
    await settle();
    expect(calls.market).toBe(1);
    runInAction(() => (feed.hidden = true));
    feed.tick();
    await settle();
    expect(calls.market).toBe(1);
    runInAction(() => (feed.hidden = false));
    prefs.setAutoRefreshOdds(false);
    feed.tick();
    await settle();
    expect(calls.market).toBe(1);
    prefs.setAutoRefreshOdds(true);
    feed.tick();
    await settle();
    expect(calls.market).toBe(2);
  });

  it('a new sport starts the feed afresh for it: models, panels and paging of the old one go', async () => {
    const asked: number[] = [];
    const prefs = new PreferencesStore(null);
    const api = {
      menu: async () => ({ version: 1, sports: [] }),
      market: async (sportId: number) => (asked.push(sportId), { ...fullFeed, matches: [], heads: [] }),
      match: async (id: number) => ({ version: 1, match_id: id, markets: [] }),
    } satisfies Partial<OddsApi> as unknown as OddsApi;
    const { feed, view } = marketStores({ api: () => api, prefs, currency: () => 'MYR', now: () => NOW });
    feed.applyFeed(fullFeed);
    view.toggleExpanded(101);
    view.setPage(2);
    view.setSport(2);
    expect(feed.models.size).toBe(0);
    expect(feed.status).toBe('loading');
    expect(view.expanded.size).toBe(0);
    expect(view.page).toBe(1);
    await new Promise((r) => setTimeout(r, 0));
    expect(asked).toEqual([2]);
    expect(feed.status).toBe('ready');
  });

  it('the sports menu lists only the sports with events in the market shown, and the sport being shown', () => {
    const { feed, view } = makeStore();
    // uxmenu rows: sport, then its counts in early, today, live, parlay, outright.
    runInAction(() => {
      feed.menu = [
        [1, 4, 10, 2, 12, 1],
        [2, 3, 6, 0, 6, 0],
        [3, 0, 0, 0, 0, 2],
        [4, 0, 0, 0, 0, 0],
      ];
    });
    expect(view.menuSports).toEqual([1, 2]);
    view.setMarket('live');
    expect(view.menuSports).toEqual([1]);
    view.setMarket('outright');
    expect(view.menuSports).toEqual([1, 3]);
    // A sport whose last event has gone stays listed while it is shown; the page still names it.
    view.setSport(2);
    expect(view.menuSports).toEqual([1, 2, 3]);
  });

  it('keeps at least one league chosen', () => {
    const { feed, view } = makeStore();
    feed.applyFeed(fullFeed);
    expect(view.setLeagueFilter([])).toBe(false);
    expect(view.leagueFilter).toBeNull();
    expect(view.setLeagueFilter([2])).toBe(true);
    expect(view.shaped.matchCount).toBe(20);
  });

  it('hands the bet slip a Selection with the canonical price and the displayed odds', () => {
    const { feed, view, prefs } = makeStore();
    feed.applyFeed(fullFeed);
    const picks: Selection[] = [];
    view.setSelectionSink({ onPick: (s) => picks.push(s) });
    prefs.setOddsType(4);
    const selection = feed.selectionOf(101, 'hdp', 0, 'h', 900_000, -25)!;
    view.pick(selection);
    expect(picks[0]).toMatchObject({
      matchId: 101,
      market: 'hdp',
      choice: 'h',
      price: 900_000,
      oddsType: 4,
      displayOdds: 190,
      line: -25,
      marketGroup: 2,
      parlay: true,
      feedVersion: 5,
    });
  });
});

describe('MarketRows paging', () => {
  const runs = [
    { leagueId: 1, matchIds: Array.from({ length: 25 }, (_, i) => i + 1) },
    { leagueId: 2, matchIds: Array.from({ length: 25 }, (_, i) => i + 100) },
  ];
  it('sorted by time, pages hold 30 matches; otherwise page size counts leagues', () => {
    const byTime = paginate(runs, { sorting: 'time', pageSize: 10 });
    expect(byTime.map((p) => p.reduce((n, r) => n + r.matchIds.length, 0))).toEqual([30, 20]);
    expect(paginate(runs, { sorting: 'normal', pageSize: 1 })).toHaveLength(2);
    expect(paginate(runs, { sorting: 'normal', pageSize: 0 })).toHaveLength(1);
  });
  it('adds child lines under their parent and an open more panel', () => {
    const f: RowFilters = {
      search: '',
      leagues: null,
      favouritesOnly: false,
      favourites: new Set(),
      window: null,
      sorting: 'normal',
      pageSize: 10,
      page: 1,
      pageType: 2,
      expanded: new Set([1]),
    };
    const match = (id: number) => ({ id, sportId: 1, home: 'h', away: 'a', kickoff: 0, outright: null });
    const shaped = shapeRows(
      [runs[0]!],
      match,
      () => 'L',
      (id) => (id === 1 ? [900] : []),
      f,
    );
    expect(shaped.rows.slice(0, 4).map((r) => r.key)).toEqual(['l1-0', 'm1', 'c900', 'x1']);
  });
  it('lists no child lines when the table shows correct score, HT/FT or total goals: they carry main lines only', () => {
    const f: RowFilters = {
      search: '',
      leagues: null,
      favouritesOnly: false,
      favourites: new Set(),
      window: null,
      sorting: 'normal',
      pageSize: 10,
      page: 1,
      pageType: 2,
      expanded: new Set([1]),
    };
    const match = (id: number) => ({ id, sportId: 1, home: 'h', away: 'a', kickoff: 0, outright: null });
    for (const extra of ['cs', 'htft', 'tg'] as const) {
      const shaped = shapeRows(
        [runs[0]!],
        match,
        () => 'L',
        (id) => (id === 1 ? [900, 901] : []),
        {
          ...f,
          extra,
        },
      );
      expect(shaped.rows.slice(0, 4).map((r) => r.key)).toEqual(['l1-0', 'm1', 'x1', 'm2']);
    }
  });
});

describe('MarketFeed: Myanmar odds', () => {
  // An MMK account's feed carries the server's Myanmar quotes (docs/FEED.md column 17).
  const mmoRow = (id: number): MatchRow => {
    const r = row(id, 1, NOW + 600_000);
    r[17] = [
      ['hdp', 0, 2, 1, 50],
      ['ou', 0, 0, 3, -50],
      ['hdp', 1, 1, 0, -50],
      ['ou', 1, 0, 1, 20],
    ];
    return r;
  };
  const feed: UxmarketResponse = { ...fullFeed, matches: [mmoRow(100)], heads: [head(100, 1)] };

  function mmkStore(currency: string) {
    const prefs = new PreferencesStore(null);
    const api = {
      menu: async () => ({ version: 1, sports: [] }),
      market: async () => feed,
    } satisfies Partial<OddsApi> as unknown as OddsApi;
    const { feed: market, view } = marketStores({
      api: () => api,
      prefs,
      currency: () => currency,
      now: () => NOW,
    });
    market.applyFeed(feed);
    return { feed: market, view, prefs };
  }

  it('gives the quote for a line in Myanmar odds and a pick carries it to the slip', () => {
    const { feed, prefs } = mmkStore('MMK');
    prefs.setOddsType(5);
    expect(feed.myanmarQuote(100, 'hdp', 0)).toEqual({ giver: 2, body: 1, pct: 50 });
    expect(feed.myanmarQuote(100, 'ou', 0)).toEqual({ giver: 0, body: 3, pct: -50 });
    expect(feed.myanmarQuote(100, 'oe', 0)).toBeNull();
    const picked = feed.selectionOf(100, 'hdp', 0, 'a', 960_000, -25);
    expect(picked).toMatchObject({ oddsType: 5, mmo: { body: 1, pct: 50 } });
  });

  it('strikes every Myanmar pick at the even-money price the server quotes, not the Malay price on the line', () => {
    const { feed, prefs } = mmkStore('MMK');
    prefs.setOddsType(5);
    for (const [market, period, choice] of [
      ['hdp', 0, 'h'],
      ['hdp', 0, 'a'],
      ['ou', 0, 'o'],
      ['ou', 0, 'u'],
      ['hdp', 1, 'h'],
      ['ou', 1, 'u'],
    ] as const) {
      const picked = feed.selectionOf(100, market, period, choice, 1_060_000, -25);
      expect(picked, `${market} ${period} ${choice}`).toMatchObject({ oddsType: 5, price: MYANMAR_PRICE });
      expect(picked?.mmo).not.toBeNull();
    }
  });

  it('shows no quote in other odds types or for accounts outside Myanmar currencies', () => {
    const mmk = mmkStore('MMK');
    mmk.prefs.setOddsType(1);
    expect(mmk.feed.myanmarQuote(100, 'hdp', 0)).toBeNull();
    expect(mmk.feed.selectionOf(100, 'hdp', 0, 'h', 900_000, -25)?.mmo).toBeNull();
    const myr = mmkStore('MYR');
    myr.prefs.setOddsType(5);
    expect(myr.feed.myanmarQuote(100, 'hdp', 0)).toBeNull();
  });
});

describe('MarketView: market type', () => {
  it('opens on the saved market-type preference, follows a new default, and keeps the page pick until then', () => {
    const { feed, view, prefs } = makeStore();
    prefs.apply({ marketType: 'oxt' });
    expect(view.marketType).toBe('oxt');
    expect(view.columns.map((c) => `${c.market}${c.period}`)).toEqual(['x120', 'x121']);
    feed.start();
    const unfollow = view.followSavedMarketType();
    view.setMarketType('oe');
    expect(view.columns.map((c) => `${c.market}${c.period}`)).toEqual(['oe0', 'oe1']);
    // A default saved on /info/settings (here or in the other window) becomes the shown tab.
    prefs.setMarketType('hdpou');
    expect(view.marketType).toBe('hdpou');
    expect(view.columns.map((c) => c.market)).toEqual(['hdp', 'ou', 'x12', 'oe', 'hdp', 'ou', 'x12']);
    prefs.setShowQuickOdds(false);
    expect(view.columns.map((c) => c.market)).toEqual(['hdp', 'ou', 'hdp', 'ou']);
    // Correct score, HT/FT and total goals each show their own column, not the handicap grid.
    for (const type of ['cs', 'htft', 'tg'] as const) {
      prefs.setMarketType(type);
      expect(view.marketType).toBe(type);
      expect(view.columns.map((c) => c.market)).toEqual([type]);
    }
    unfollow();
    feed.stop();
  });

  it("loads the chosen extra market of the page's soccer matches (uxmatch2) and keeps only that market", async () => {
    const { prefs } = makeStore();
    const asked: number[][] = [];
    const tg = [
      'tg',
      0,
      0,
      [
        ['0', 9_000_000, 0],
        ['3', 3_200_000, 0],
        ['10+', 0, 3],
      ],
    ] as [string, number, number, [string, number, number][]];
    const cs = ['cs', 0, 0, [['1-0', 5_500_000, 0]]] as [string, number, number, [string, number, number][]];
    const api = {
      menu: async () => ({ version: 1, sports: [] }),
      market: async () => fullFeed,
      match: async (id: number) => ({ version: 1, match_id: id, markets: [] }),
      matches: async (ids: number[]) => (
        asked.push(ids),
        { version: 1, matches: ids.map((id) => ({ match_id: id, markets: [cs, tg] })) }
      ),
    } as OddsApi;
    const withApi = marketStores({ api: () => api, prefs, currency: () => 'MYR', now: () => NOW });
    withApi.feed.applyFeed(fullFeed);
    withApi.view.setMarketType('tg');
    await withApi.feed.loadExtras();
    expect(asked[0]).toEqual(withApi.view.extraIds);
    expect(asked[0]!.length).toBeGreaterThan(0);
    const first = asked[0]![0]!;
    expect(withApi.feed.extraOdds.get(first)?.[0]).toBe('tg');
    expect(withApi.view.shaped.rows.find((r) => r.id === first && r.kind === 'match')?.height).toBe(96);
  });
});
