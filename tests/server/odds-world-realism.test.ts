// Property tests of the simulated world over many seeds: lines, totals and finals inside each sport's real
// ranges, tennis won in sets, and fixtures a real calendar could hold (one match at a time per team, no
// fixture twice in a day).
import { beforeAll, describe, expect, it } from 'vitest';
import { PERIOD } from '../../src/shared/feed/layout';
import { OddsSimulator } from '../../src/server/odds/simulator';
import { setScores } from '../../src/shared/media/sport-events';
import type { MatchResult, SimMatch } from '../../src/server/odds/types';

const START = Date.UTC(2025, 5, 14, 4);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const NBA = 201;
const EUROLEAGUE = 202;
const SEEDS = Array.from({ length: 12 }, (_, i) => 1 + i * 7919);

interface Run {
  /** Every top-level match the run ever held, purged ones included. */
  fixtures: Map<number, SimMatch>;
  /** Every pre-match full-time line seen, by league. */
  preLines: { leagueId: number; market: string; period: number; line: number }[];
  results: { match: SimMatch; result: MatchResult }[];
}

/** Runs a world for half a sim day in 15-minute steps, then plays every remaining match to the end (with its replacements). */
function run(seed: number): Run {
  const sim = new OddsSimulator({ seed, start: START, perLeague: 12 });
  const fixtures = new Map<number, SimMatch>();
  const preLines: Run['preLines'] = [];
  const results: Run['results'] = [];
  sim.onResult((result) => {
    const match = sim.getMatch(result.matchId);
    if (match && result.status === 1 && match.parentId === null && match.type === 1)
      results.push({ match, result });
  });
  const observe = () => {
    for (const m of sim.matches.values()) {
      if (m.parentId !== null || m.type !== 1 || m.runners.length) continue;
      fixtures.set(m.id, m);
      if (m.state === 'pre')
        for (const [market, period, line] of m.lines)
          preLines.push({ leagueId: m.leagueId, market, period, line });
    }
  };
  observe();
  for (let t = START; t <= START + 12 * HOUR; t += 15 * MINUTE) {
    sim.advance(t);
    observe();
  }
  for (const m of [...sim.matches.values()])
    if (m.parentId === null && m.type === 1 && !m.runners.length) sim.finishMatch(m.id);
  observe();
  return { fixtures, preLines, results };
}

let runs: Run[] = [];

describe('a believable simulated world, over many seeds', () => {
  beforeAll(() => {
    runs = SEEDS.map(run);
  }, 600_000);

  it('quotes basketball spreads and totals inside the real range of each league', () => {
    let seen = 0;
    for (const { preLines } of runs) {
      for (const { leagueId, market, period, line } of preLines) {
        if (leagueId !== NBA && leagueId !== EUROLEAGUE) continue;
        const half = period === PERIOD.HT;
        if (market === 'hdp') expect(Math.abs(line)).toBeLessThanOrEqual(half ? 1000 : 1550);
        if (market === 'ou') {
          const [low, high] = leagueId === NBA ? [195, 245] : [140, 180];
          expect(line / 100).toBeGreaterThanOrEqual(half ? low / 2 - 5 : low);
          expect(line / 100).toBeLessThanOrEqual(half ? high / 2 + 5 : high);
        }
        seen++;
      }
    }
    expect(seen).toBeGreaterThan(500);
  });

  it('ends basketball, soccer and hockey matches with scores those sports produce', () => {
    const bySport = new Map<number, number>();
    for (const { results } of runs) {
      for (const { match, result } of results) {
        const total = result.scoreHome + result.scoreAway;
        const margin = Math.abs(result.scoreHome - result.scoreAway);
        if (match.leagueId === NBA) {
          expect(total).toBeGreaterThanOrEqual(150);
          expect(total).toBeLessThanOrEqual(300);
          expect(margin).toBeLessThanOrEqual(60);
        }
        if (match.sport.id === 1) {
          expect(total).toBeLessThanOrEqual(12);
          expect(Math.max(result.scoreHome, result.scoreAway)).toBeLessThanOrEqual(9);
        }
        if (match.sport.id === 5) expect(total).toBeLessThanOrEqual(16);
        bySport.set(match.sport.id, (bySport.get(match.sport.id) ?? 0) + 1);
      }
    }
    expect(bySport.get(1)).toBeGreaterThan(50);
    expect(bySport.get(2)).toBeGreaterThan(25);
  });

  it('plays tennis in games and sets: best of three, every set won 6-x by two games or 7-6', () => {
    let matches = 0;
    for (const { results } of runs) {
      for (const { match, result } of results) {
        if (match.sport.id !== 3) continue;
        const sets = setScores(result.goals.map((g) => g.side));
        const won = { h: 0, a: 0 };
        for (const [h, a] of sets) {
          const [top, bottom] = h > a ? [h, a] : [a, h];
          expect(top === 6 ? bottom <= 4 : top === 7 && (bottom === 5 || bottom === 6)).toBe(true);
          won[h > a ? 'h' : 'a']++;
        }
        expect(Math.max(won.h, won.a)).toBe(2);
        expect(Math.min(won.h, won.a)).toBeLessThanOrEqual(1);
        expect(result.scoreHome + result.scoreAway).toBe(sets.reduce((s, [h, a]) => s + h + a, 0));
        matches++;
      }
    }
    expect(matches).toBeGreaterThan(15);
  });

  it('never has a team in two matches at once, nor the same fixture twice in a day', () => {
    let checked = 0;
    for (const { fixtures } of runs) {
      const byLeague = new Map<number, SimMatch[]>();
      for (const m of fixtures.values()) {
        if (m.state === 'cancelled') continue;
        byLeague.set(m.leagueId, [...(byLeague.get(m.leagueId) ?? []), m]);
      }
      for (const list of byLeague.values()) {
        for (const x of list) {
          for (const y of list) {
            if (x.id >= y.id) continue;
            const span = (m: SimMatch) => (m.sport.minutes + (m.sport.id === 1 ? 20 : 0)) * MINUTE;
            const overlap = x.kickoff < y.kickoff + span(y) && y.kickoff < x.kickoff + span(x);
            const shared = [x.home, x.away].some((team) => team === y.home || team === y.away);
            expect(overlap && shared, `${x.home} v ${x.away} and ${y.home} v ${y.away} overlap`).toBe(false);
            const samePair = new Set([x.home, x.away, y.home, y.away]).size === 2;
            expect(
              samePair && Math.abs(x.kickoff - y.kickoff) < 24 * HOUR,
              `${x.home} v ${x.away} twice in a day`,
            ).toBe(false);
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(5_000);
  });
});

describe('races and fights finish in their own terms', () => {
  it('numbers races from 1 and records a fight with its winner, method and round', () => {
    const sim = new OddsSimulator({ seed: 11, start: START, perLeague: 12 });
    const races = [...sim.matches.values()].filter((m) => m.sport.id === 45 || m.sport.id === 46);
    for (const race of races) expect(race.home).not.toMatch(/^Race 0\b/);
    const fights = [...sim.matches.values()].filter((m) => m.sport.id === 41);
    const methods = new Set<string>();
    for (const fight of fights) {
      const result = sim.finishMatch(fight.id)!;
      expect(result.placings).toHaveLength(2);
      expect(result.fightFinish).not.toBeNull();
      const { method, round } = result.fightFinish!;
      methods.add(method);
      expect(round).toBeGreaterThanOrEqual(1);
      expect(round).toBeLessThanOrEqual(3);
      if (method === 'points') expect(round).toBe(3);
    }
    expect(methods.size).toBeGreaterThan(1);
  });
});
