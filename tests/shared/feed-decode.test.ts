import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FeedCache, decodeMarketFeed } from '@shared/feed/cache';
import { HEAD_ROW_LENGTH, MATCH_TYPE } from '@shared/feed/layout';
import type { LineRow, MatchRow } from '@shared/feed/layout';
import type { UxmarketResponse } from '@shared/feed/schemas';

const LINE: LineRow = ['hdp', 0, -25, 900_000, 960_000, 0, 0];

function match(
  id: number,
  league: number,
  rank: number,
  kickoff: number,
  extra: Partial<{ type: number; clock: string }> = {},
): MatchRow {
  return [
    id,
    league,
    1,
    rank,
    `Home ${id}`,
    `Away ${id}`,
    extra.type ?? MATCH_TYPE.MAIN,
    '',
    0,
    kickoff,
    0,
    0,
    extra.clock ?? '',
    0,
    0,
    0,
    [LINE],
    null,
    null,
  ];
}
function head(id: number, group: 1 | 2 | 3, league: number): number[] {
  const row = new Array<number>(HEAD_ROW_LENGTH).fill(0);
  row[0] = id;
  row[1] = 1;
  row[2] = group;
  row[3] = league;
  return row;
}
function feed(parts: Partial<UxmarketResponse>): UxmarketResponse {
  return { version: 1, full: 1, leagues: [], matches: [], pairs: [], heads: [], removed: [], ...parts };
}
const opts = { byMarket: 'today', byTime: false, type: 1, bypass: false };

// Three leagues; match ids chosen so each sort rule gives a different order.
const leagues = [
  [10, 1, 'Premier', 3, 'ENG'],
  [20, 1, 'La Liga', 1, 'ESP'],
  [30, 1, 'Serie A', 2, 'ITA'],
];
const matches = [
  match(5, 20, 1, 3000),
  match(3, 10, 3, 1000),
  match(8, 20, 1, 1000),
  match(1, 30, 2, 2000),
  match(4, 10, 3, 500),
];
const heads = [5, 3, 8, 1, 4].map((id, i) => head(id, 2, [20, 10, 20, 30, 10][i]!));
const ids = (runs: { leagueId: number; matchIds: number[] }[]) =>
  runs.map((r) => [r.leagueId, ...r.matchIds]);

describe('decodeMarketFeed: keyed lists and sort rules', () => {
  it('keys every list by its first element, the last row winning', () => {
    const decoded = decodeMarketFeed(
      feed({ leagues: [...leagues, [10, 1, 'EPL', 3, 'ENG']], matches, heads }),
      opts,
    );
    expect(decoded.leagueNames.get(10)).toBe('EPL');
    expect([...decoded.matches.keys()].sort()).toEqual([1, 3, 4, 5, 8]);
    expect(decoded.head.get(8)?.group).toBe(2);
  });

  it('otherwise sorts by field 1, id, field 3 and splits into league runs', () => {
    const decoded = decodeMarketFeed(feed({ leagues, matches, heads }), opts);
    expect(ids(decoded.today)).toEqual([
      [10, 3, 4],
      [20, 5, 8],
      [30, 1],
    ]);
  });

  it('with time sort orders by kick-off (position 9), id, field 3, so a league recurs', () => {
    const decoded = decodeMarketFeed(feed({ leagues, matches, heads }), { ...opts, byTime: true });
    expect(ids(decoded.today)).toEqual([
      [10, 4, 3],
      [20, 8],
      [30, 1],
      [20, 5],
    ]);
  });

  it('sorts the live group (3) by field 3 then id', () => {
    const live = heads.map((h) => head(h[0]!, 3, h[3]!));
    const decoded = decodeMarketFeed(feed({ leagues, matches, heads: live }), opts);
    expect(ids(decoded.live)).toEqual([
      [20, 5, 8],
      [30, 1],
      [10, 3, 4],
    ]);
    expect(decoded.today).toEqual([]);
  });

  it('buckets matches into early, today and live by the head row group code', () => {
    const mixed = [head(5, 1, 20), head(3, 2, 10), head(8, 3, 20), head(1, 1, 30), head(4, 2, 10)];
    const decoded = decodeMarketFeed(feed({ leagues, matches, heads: mixed }), opts);
    expect(ids(decoded.early)).toEqual([
      [20, 5],
      [30, 1],
    ]);
    expect(ids(decoded.today)).toEqual([[10, 3, 4]]);
    expect(ids(decoded.live)).toEqual([[20, 8]]);
  });
});

describe('parent and child matches', () => {
  const parent = match(100, 10, 1, 1000, { clock: '2H|67' });
  const corners = match(101, 10, 1, 1000, { type: MATCH_TYPE.CHILD_LINE, clock: '' });
  const own = match(102, 10, 1, 1000, { type: MATCH_TYPE.CHILD_OWN, clock: 'ET|5' });
  const base = feed({
    leagues,
    matches: [parent, corners, own],
    pairs: [
      [101, 100],
      [102, 100],
    ],
    heads: [head(100, 3, 10), head(101, 3, 10), head(102, 3, 10)],
  });

  it('builds child and parent maps and keeps children out of the runs', () => {
    const decoded = decodeMarketFeed(base, opts);
    expect(decoded.child.get(100)).toEqual([101, 102]);
    expect(decoded.parent.get(101)).toBe(100);
    expect(ids(decoded.live)).toEqual([[10, 100]]);
  });

  it('a type-3 child inherits field 12 from its parent; other types keep their own', () => {
    const decoded = decodeMarketFeed(base, opts);
    expect(decoded.matches.get(101)?.clock).toBe('2H|67');
    expect(decoded.matches.get(102)?.clock).toBe('ET|5');
  });

  it('keeps inheriting when a delta changes only the parent', () => {
    const cache = new FeedCache();
    cache.apply(base);
    const result = cache.apply(
      feed({ version: 2, full: 0, matches: [match(100, 10, 1, 1000, { clock: '2H|68' })] }),
    );
    expect(cache.matches.get(101)?.clock).toBe('2H|68');
    expect(result.changed.sort()).toEqual([100, 101]);
    expect(result.structural).toBe(false);
  });
});

describe('deltas and malformed rows', () => {
  it('applies removals and reports structural changes', () => {
    const cache = new FeedCache();
    cache.apply(feed({ leagues, matches, heads }));
    const result = cache.apply(feed({ version: 2, full: 0, removed: [3], matches: [match(8, 20, 1, 1000)] }));
    expect(result.removed).toEqual([3]);
    expect(result.structural).toBe(true);
    expect(cache.matches.has(3)).toBe(false);
    expect(ids(cache.group(false).today)).toEqual([
      [10, 4],
      [20, 5, 8],
      [30, 1],
    ]);
    const priceOnly = cache.apply(feed({ version: 3, full: 0, matches: [match(5, 20, 1, 3000)] }));
    expect(priceOnly.structural).toBe(false);
    expect(cache.version).toBe(3);
  });

  it('skips and counts malformed rows without throwing', () => {
    const bad = feed({
      leagues: [...leagues, ['x'], null as unknown as unknown[]],
      matches: [
        ...matches,
        [1],
        match(0, 10, 1, 1) as unknown[],
        [...match(9, 10, 1, 1).slice(0, 16), [['zz', 0, 0, 0, 0, 0, 0]], null, null],
      ],
      pairs: [[1], [7, 7]],
      heads: [...heads, [1, 2], head(77, 9 as 1, 10)],
    });
    const decoded = decodeMarketFeed(bad, opts);
    expect(decoded.skipped).toEqual({ leagues: 2, matches: 3, pairs: 2, heads: 2 });
    expect(decoded.matches.size).toBe(5);
  });

  it('never throws on arbitrary junk rows', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.anything(), { maxLength: 20 }), { maxLength: 20 }), (junk) => {
        const decoded = decodeMarketFeed(
          feed({ leagues: junk, matches: junk, pairs: junk, heads: junk }),
          opts,
        );
        const total =
          decoded.skipped.leagues + decoded.skipped.matches + decoded.skipped.pairs + decoded.skipped.heads;
        expect(total).toBeLessThanOrEqual(junk.length * 4);
      }),
    );
  });
});
