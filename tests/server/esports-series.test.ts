import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINE_STATE } from '../../src/shared/feed/layout';
import { esportsListResponse } from '../../src/shared/games/media';
import { decimalOf } from '../../src/shared/odds/price';
import { clockText, MAP_MINUTES } from '../../src/server/odds/clock';
import { drawSeries, mapWinChance, seriesLines, seriesOutcomes } from '../../src/server/odds/esports';
import { createRng } from '../../src/server/odds/rng';
import { OddsSimulator } from '../../src/server/odds/simulator';
import type { MatchResult, SimMatch } from '../../src/server/odds/types';
import { startHarness, type Harness } from './harness';
import { balanceOf, session, slip } from './bet-helpers';

const START = Date.UTC(2025, 5, 14, 4);
const MINUTE = 60_000;
const ESPORTS = 40;

const series = (sim: OddsSimulator): SimMatch[] =>
  [...sim.matches.values()].filter((m) => m.sport.id === ESPORTS && m.parentId === null);

describe('e-sports series model', () => {
  it('gives every final score of a best of three with probabilities that add up to one', () => {
    const p = 0.62;
    const out = seriesOutcomes(p, 3, [0, 0]);
    expect(out.map((o) => `${o.home}-${o.away}`).sort()).toEqual(['0-2', '1-2', '2-0', '2-1']);
    expect(out.reduce((s, o) => s + o.p, 0)).toBeCloseTo(1, 12);
    const homeWins = out.filter((o) => o.home === 2).reduce((s, o) => s + o.p, 0);
    // The home side takes two maps before the other does: p^2 (3 - 2p).
    expect(homeWins).toBeCloseTo(p * p * (3 - 2 * p), 12);
    expect(seriesOutcomes(p, 3, [1, 1]).map((o) => [o.home, o.away, o.p])).toEqual([
      [2, 1, p],
      [1, 2, 1 - p],
    ]);
    expect(seriesOutcomes(p, 3, [2, 1])).toEqual([{ home: 2, away: 1, p: 1 }]);
  });

  it('draws a series that stops as soon as one side has won two maps', () => {
    const rng = createRng(5);
    for (let i = 0; i < 500; i++) {
      const maps = drawSeries(rng, 0.5, 3);
      const h = maps.filter((s) => s === 'h').length;
      const a = maps.length - h;
      expect(Math.max(h, a)).toBe(2);
      expect(Math.min(h, a)).toBeLessThan(2);
      expect(maps.at(-1)).toBe(h === 2 ? 'h' : 'a');
    }
  });

  it('prices match winner, map handicap and total maps with the book margin, the stronger side shorter', () => {
    const sim = new OddsSimulator({ seed: 11, start: START, perLeague: 8 });
    let checked = 0;
    for (const m of series(sim)) {
      const lines = seriesLines(m, LINE_STATE.RUNNING);
      expect(lines.map((l) => l[0])).toEqual(['hdp', 'ou', 'ml']);
      for (const l of lines) {
        expect(l[1]).toBe(0);
        if (l[6] !== LINE_STATE.RUNNING) continue;
        const overround = 1 / decimalOf(l[3]) + 1 / decimalOf(l[4]);
        expect(overround).toBeGreaterThan(1.03);
        expect(overround).toBeLessThan(1.08);
        checked++;
      }
      const [hdp, ou, ml] = lines;
      expect([50, 150]).toContain(Math.abs(hdp![2]));
      if (m.state === 'pre') {
        expect(ou![2]).toBe(250);
        const homeStronger = mapWinChance(m) > 0.5;
        // The favourite gives the maps and is priced shorter to win.
        expect(hdp![2] < 0).toBe(homeStronger);
        if (Math.abs(mapWinChance(m) - 0.5) > 0.02) expect(ml![3] < ml![4]).toBe(homeStronger);
      }
    }
    expect(checked).toBeGreaterThan(20);
  });
});

describe('e-sports series in the simulator', () => {
  for (const [seed, stepMinutes] of [
    [3, 2],
    [8, 7],
    [21, 13],
  ] as const) {
    it(`keeps maps won, the map shown and the results in step (seed ${seed}, ${stepMinutes}-minute steps)`, () => {
      const sim = new OddsSimulator({ seed, start: START, perLeague: 8 });
      const results: MatchResult[] = [];
      sim.onResult((r) => {
        if (r.sportId === ESPORTS && r.status === 1) results.push(r);
      });
      let liveSeen = 0;
      for (let t = START; t <= START + 8 * 60 * MINUTE; t += stepMinutes * MINUTE) {
        sim.advance(t);
        for (const m of series(sim)) {
          if (m.state !== 'live') continue;
          liveSeen++;
          const [map, minute] = clockText(m, sim.now).split('|');
          // The map being played is one more than the maps won; no side has won the series yet.
          expect(map).toBe(`MAP${m.scoreHome + m.scoreAway + 1}`);
          expect(Number(minute)).toBeGreaterThanOrEqual(0);
          expect(Number(minute)).toBeLessThan(MAP_MINUTES);
          expect(Math.max(m.scoreHome, m.scoreAway)).toBeLessThan(2);
          expect(m.goals.length).toBe(m.scoreHome + m.scoreAway);
          // Only the series' own markets, never a first-half line.
          expect(m.lines.every((l) => l[1] === 0 && ['ml', 'hdp', 'ou'].includes(l[0]))).toBe(true);
          expect(m.mmo).toEqual([]);
        }
      }
      expect(liveSeen).toBeGreaterThan(0);
      expect(results.length).toBeGreaterThan(0);
      for (const r of results) {
        expect(Math.max(r.scoreHome, r.scoreAway)).toBe(2);
        expect(Math.min(r.scoreHome, r.scoreAway)).toBeLessThan(2);
        expect(r.goals.length).toBe(r.scoreHome + r.scoreAway);
        // Each map is won inside its own map's minutes, the deciding map last.
        r.goals.forEach((g, i) => expect(Math.floor(g.minute / MAP_MINUTES)).toBe(i));
        expect(r.lastGoal).toBe(r.scoreHome === 2 ? 'h' : 'a');
        // The "first half" of a series is its first map.
        expect((r.htHome ?? 0) + (r.htAway ?? 0)).toBe(1);
        expect(r.htHome).toBe(r.goals[0]!.side === 'h' ? 1 : 0);
      }
    });
  }

  it('plays a series to its end at once with the same rules', () => {
    const sim = new OddsSimulator({ seed: 4, start: START, perLeague: 8 });
    for (const m of series(sim)
      .filter((x) => x.state === 'pre')
      .slice(0, 5)) {
      const r = sim.finishMatch(m.id)!;
      if (r.status === 2) continue;
      expect(Math.max(r.scoreHome, r.scoreAway)).toBe(2);
      expect(r.goals.length).toBe(r.scoreHome + r.scoreAway);
    }
  });
});

describe('esportslist and a bet placed from it', () => {
  let h: Harness;
  let demo: { account_id: string; session_token: string };
  beforeAll(async () => {
    h = await startHarness({ requestLimit: { max: 100_000, windowMs: 60_000 } });
    demo = await session(h, 'demo01');
  });
  afterAll(() => h.close());

  it('lists each series with its map, maps won and markets, and a pick from it is placed and settled as a sportsbook bet', async () => {
    const list = esportsListResponse.parse(await (await h.post('osg/esportslist', demo)).json());
    expect(list.matches.length).toBeGreaterThan(0);
    for (const m of list.matches) {
      expect(m.series.best_of).toBe(3);
      if (m.live) expect(m.series.map).toBe(m.score[0] + m.score[1] + 1);
      else expect(m.series.map).toBeNull();
      for (const k of m.markets) expect(['ml', 'hdp', 'ou']).toContain(k.market);
    }
    const m = list.matches.find(
      (x) => !x.live && x.markets.some((k) => k.market === 'ml' && k.state === LINE_STATE.RUNNING),
    )!;
    const ml = m.markets.find((k) => k.market === 'ml')!;
    const leg = {
      match_id: m.match_id,
      market: 'ml',
      period: 0,
      choice: 'h',
      line: null,
      price: ml.prices[0],
      odds_type: 4,
    };
    const before = await balanceOf(h, 'demo01');
    const placed = await (
      await h.post('bet/vbetsingle', { ...demo, leg, stake: '10.00', slip_id: slip() })
    ).json();
    expect(placed.statusdesc).toBe('success');
    expect((await balanceOf(h, 'demo01')).balance).toBeLessThan(before.balance);
    const running = await (await h.post('bet/betacceptlist', demo)).json();
    expect(running.bets.map((b: { bet_id: number }) => b.bet_id)).toContain(placed.bet.bet_id);
    const result = h.app.odds.sim.finishMatch(m.match_id)!;
    await h.app.bets.idle();
    const [row] = await h.db.query<{ outcome: string }>('SELECT outcome FROM bets WHERE id = $1', [
      placed.bet.bet_id,
    ]);
    const homeWon = result.scoreHome > result.scoreAway;
    expect(row?.outcome).toBe(result.status === 2 ? 'void' : homeWon ? 'won' : 'lost');
  });
});
