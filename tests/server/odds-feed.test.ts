import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FeedCache } from '../../src/shared/feed/cache';
import { M, MATCH_TYPE } from '../../src/shared/feed/layout';
import { uxmarketResponse } from '../../src/shared/feed/schemas';
import type { UxmarketResponse } from '../../src/shared/feed/schemas';
import { decimalOf } from '../../src/shared/odds/price';
import { loadResult } from '../../src/server/odds/results-store';
import { startHarness } from './harness';
import type { Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

const market = async (body: Record<string, unknown>): Promise<UxmarketResponse> => {
  const res = await h.post('cache/uxmarket', body);
  expect(res.statusCode).toBe(200);
  const json = res.json();
  expect(json.status).toBe(1);
  return uxmarketResponse.parse(json);
};

describe('uxmenu', () => {
  it('counts every market per sport and leaves out the excluded sports 22 and 33', async () => {
    const json = (await h.post('cache/uxmenu', {})).json();
    expect(json.status).toBe(1);
    const sports = json.sports as number[][];
    const ids = sports.map((s) => s[0]);
    expect(ids).toEqual(expect.arrayContaining([1, 2, 3, 4, 5, 40, 41, 45, 46]));
    expect(ids).not.toContain(22);
    expect(ids).not.toContain(33);
    const soccer = sports.find((s) => s[0] === 1)!;
    expect(soccer.slice(1).every((n) => n > 0)).toBe(true);
  });
});

describe('uxmarket', () => {
  it('answers the four lists for live soccer with scores, clocks and balanced prices', async () => {
    const feed = await market({ sport_id: 1, market: 'live', version: 0 });
    expect(feed.full).toBe(1);
    const cache = new FeedCache();
    const applied = cache.apply(feed);
    expect(applied.skipped).toEqual({ leagues: 0, matches: 0, pairs: 0, heads: 0 });
    const runs = cache.group(false).live;
    expect(runs.length).toBeGreaterThan(0);
    const main = cache.matches.get(runs[0]!.matchIds[0]!)!;
    expect(main.clock).toMatch(/^(1H|HT|2H)\|\d+$/);
    const hdp = main.lines.find((l) => l[0] === 'hdp' && l[1] === 0)!;
    if (hdp[6] === 0) {
      const overround = 1 / decimalOf(hdp[3]) + 1 / decimalOf(hdp[4]);
      expect(overround).toBeGreaterThan(1.02);
      expect(overround).toBeLessThan(1.08);
    }
    // Child lines (corners, bookings) follow their parent's clock.
    const childId = [...cache.parent.keys()].find(
      (id) => cache.matches.get(id)?.type === MATCH_TYPE.CHILD_LINE,
    );
    expect(childId).toBeDefined();
    const child = cache.matches.get(childId!)!;
    expect(child.clock).toBe(cache.matches.get(cache.parent.get(childId!)!)!.clock);
    expect(feed.matches.find((r) => r[M.ID] === childId)![M.CLOCK]).toBe('');
  });

  it('sends Myanmar quotes only when asked', async () => {
    const plain = await market({ sport_id: 1, market: 'today', version: 0 });
    expect(plain.matches.every((r) => r[M.MMO] === null)).toBe(true);
    const mmo = await market({ sport_id: 1, market: 'today', version: 0, mmo: true });
    const quoted = mmo.matches.find((r) => r[M.TYPE] === MATCH_TYPE.MAIN)!;
    expect(quoted[M.MMO]).toEqual(
      expect.arrayContaining([expect.arrayContaining(['hdp']), expect.arrayContaining(['ou'])]),
    );
  });

  it('answers only the changes since the sent version, and the full feed when the version is unknown', async () => {
    const first = await market({ sport_id: 0, market: 'live', version: 0 });
    h.clock.now += 30_000;
    const delta = await market({ sport_id: 0, market: 'live', version: first.version });
    expect(delta.full).toBe(0);
    expect(delta.version).toBeGreaterThan(first.version);
    expect(delta.matches.length).toBeGreaterThan(0);
    expect(delta.matches.length).toBeLessThan(first.matches.length);
    const same = await market({ sport_id: 0, market: 'live', version: delta.version });
    expect(same.matches).toEqual([]);
    const future = await market({ sport_id: 0, market: 'live', version: delta.version + 1000 });
    expect(future.full).toBe(1);
  });

  it('refuses a bad market with a 400 naming the field', async () => {
    const res = await h.post('cache/uxmarket', { sport_id: 1, market: 'tomorrow' });
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe(0);
  });
});

describe('uxmatch and uxmatch2', () => {
  it('prices the extra markets of a soccer match, correct score 0-0..4-4 plus other, totals 0..10+', async () => {
    const feed = await market({ sport_id: 1, market: 'today', version: 0 });
    const id = feed.matches.find((r) => r[M.TYPE] === MATCH_TYPE.MAIN)![M.ID] as number;
    const json = (await h.post('cache/uxmatch', { match_id: id })).json();
    expect(json.status).toBe(1);
    const markets = json.markets as [string, number, number, [string, number, number][]][];
    const keys = new Set(markets.map((m) => m[0]));
    for (const key of ['cs', 'dc', 'htft', 'tg', 'fglg', 'orz', 'bs', 'cl', 'dnb', 'hnb', 'anb', 'tw'])
      expect(keys).toContain(key);
    const cs = markets.find((m) => m[0] === 'cs')![3].map((c) => c[0]);
    expect(cs).toHaveLength(26);
    expect(cs).toContain('4-4');
    expect(cs).toContain('other');
    expect(
      markets
        .find((m) => m[0] === 'tg')![3]
        .map((c) => c[0])
        .at(-1),
    ).toBe('10+');
    const two = (await h.post('cache/uxmatch2', { match_ids: [id, 999_999_999] })).json();
    expect(two.matches).toHaveLength(1);
    expect((await h.post('cache/uxmatch', { match_id: 999_999_999 })).json().statusdesc).toBe(
      'matchNotActive',
    );
  });
});

describe('results for settlement', () => {
  it('records a finished match in memory, to listeners and in match_results', async () => {
    const feed = await market({ sport_id: 1, market: 'live', version: 0 });
    const id = feed.matches.find((r) => r[M.TYPE] === MATCH_TYPE.MAIN)![M.ID] as number;
    const seen: number[] = [];
    const off = h.app.odds.onResult((r) => seen.push(r.matchId));
    const result = h.app.odds.sim.finishMatch(id)!;
    off();
    expect(result.status).toBe(1);
    expect(result.scoreHome + result.scoreAway).toBe(result.goals.length);
    expect(result.htHome).not.toBeNull();
    expect(seen).toContain(id);
    // The producer writes results asynchronously (a round trip on PostgreSQL): read until the row is there.
    const stored = await vi.waitFor(
      async () => {
        const row = await loadResult(h.db, id);
        if (!row) throw new Error(`match ${id} has no stored result yet`);
        return row;
      },
      { timeout: 15_000, interval: 20 },
    );
    expect(stored).toMatchObject({
      matchId: id,
      status: 1,
      scoreHome: result.scoreHome,
      scoreAway: result.scoreAway,
    });
    const after = await market({ sport_id: 1, market: 'live', version: feed.version });
    expect(after.removed).toContain(id);
    expect(
      h.app.odds.findQuote({ matchId: id, market: 'hdp', period: 0, choice: 'h', line: null }),
    ).toBeNull();
  });
});

describe('answers per feed version', () => {
  it('serves one answer while the version stands and a fresh one as soon as it moves', async () => {
    const first = await market({ sport_id: 1, market: 'live', version: 0 });
    expect(await market({ sport_id: 1, market: 'live', version: 0 })).toEqual(first);
    const id = first.matches.find((r) => r[M.TYPE] === MATCH_TYPE.MAIN)![M.ID] as number;
    h.app.odds.sim.finishMatch(id);
    const next = await market({ sport_id: 1, market: 'live', version: 0 });
    expect(next.version).toBeGreaterThan(first.version);
    expect(next.matches.map((r) => r[M.ID])).not.toContain(id);
  });
});
