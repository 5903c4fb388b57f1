import { describe, expect, it } from 'vitest';
import { LINE_STATE } from '../../src/shared/feed/layout';
import { decimalOf } from '../../src/shared/odds/price';
import { MARKET_CHOICES } from '../../src/shared/market/choices';
import { buildMarketFeed, groupAt } from '../../src/server/odds/feed';
import { moreOdds } from '../../src/server/odds/more-odds';
import { OddsSimulator } from '../../src/server/odds/simulator';

const START = Date.UTC(2025, 5, 14, 4); // 12:00 Saturday in Malaysia
const make = (seed = 7) => new OddsSimulator({ seed, start: START, perLeague: 8 });
const snapshot = (sim: OddsSimulator) =>
  [...sim.matches.values()].map((m) => [
    m.id,
    m.home,
    m.away,
    m.kickoff,
    m.scoreHome,
    m.scoreAway,
    JSON.stringify(m.lines),
  ]);

describe('odds simulator', () => {
  it('builds and moves the same world from the same seed and steps', () => {
    const a = make();
    const b = make();
    for (let i = 0; i < 30; i++) {
      a.advance(START + (i + 1) * 10_000);
      b.advance(START + (i + 1) * 10_000);
    }
    expect(snapshot(a)).toEqual(snapshot(b));
    expect(snapshot(make(8))).not.toEqual(snapshot(make(7)));
  });

  it('prices both sides of every running two-way line at about 104%', () => {
    const sim = make();
    let checked = 0;
    for (const m of sim.matches.values()) {
      for (const line of m.lines) {
        if (line[6] !== LINE_STATE.RUNNING || line[5] !== 0) continue;
        const overround = 1 / decimalOf(line[3]) + 1 / decimalOf(line[4]);
        // HK quotes truncate to two decimals, which can only add to the 4% margin.
        expect(overround).toBeGreaterThan(1.03);
        if (line[0] === 'hdp') expect(overround).toBeLessThan(1.07);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('kicks matches off from Today into Live and records the group change for deltas', () => {
    const sim = make();
    const next = [...sim.matches.values()]
      .filter((m) => m.state === 'pre' && m.parentId === null && m.type === 1)
      .sort((x, y) => x.kickoff - y.kickoff)[0]!;
    const before = sim.version;
    expect(sim.groupOf(next)).toBe(2);
    sim.advance(next.kickoff + 1000);
    expect(next.state === 'live' || next.state === 'cancelled').toBe(true);
    if (next.state === 'live') {
      expect(sim.groupOf(next)).toBe(3);
      expect(groupAt(next, before)).toBe(2);
      const delta = buildMarketFeed(sim, {
        sportId: next.sport.id,
        market: 'today',
        version: before,
        mmo: false,
      });
      expect(delta.removed).toContain(next.id);
    }
  });

  it('hides prices after a goal (closed-price) and reopens them with a new quote', () => {
    const sim = make();
    const live = [...sim.matches.values()].find(
      (m) => m.state === 'live' && m.sport.id === 1 && m.type === 1 && m.parentId === null,
    )!;
    expect(sim.scoreGoal(live.id, 'a')).toBe(true);
    expect(live.lines.every((l) => l[6] === LINE_STATE.CLOSED_PRICE && l[3] === 0)).toBe(true);
    sim.advance(sim.now + 11_000);
    if (live.state === 'live')
      expect(live.lines.every((l) => l[6] !== LINE_STATE.CLOSED_PRICE && l[3] > 0)).toBe(true);
  });

  it('quotes Myanmar prices directly: a body and a percentage within +/-100', () => {
    const sim = make();
    const quoted = [...sim.matches.values()].filter((m) => m.mmo.length);
    expect(quoted.length).toBeGreaterThan(20);
    for (const m of quoted) {
      for (const [, , , body, pct] of m.mmo) {
        expect(Number.isInteger(body) && body >= 0).toBe(true);
        expect(Math.abs(pct)).toBeLessThanOrEqual(100);
        expect(Math.abs(pct) % 10).toBe(0);
      }
    }
  });

  it('quotes Myanmar odds on every handicap and over/under line, first half and corners included, near the line', () => {
    const sim = make();
    let children = 0;
    for (const m of sim.matches.values()) {
      if (!m.mmo.length) continue;
      for (const line of m.lines.filter((l) => l[0] === 'hdp' || l[0] === 'ou')) {
        const row = m.mmo.find((r) => r[0] === line[0] && r[1] === line[1]);
        expect(row, `${m.id} ${line[0]} ${line[1]}`).toBeDefined();
        // The body of a total sits within a goal of the Asian line: a corners total of 9.5/10 is not "0=".
        if (line[0] === 'ou') expect(Math.abs(row![3] * 100 - line[2])).toBeLessThanOrEqual(150);
      }
      if (m.type === 3) children++;
    }
    expect(children).toBeGreaterThan(0);
  });

  it('quotes only the markets and choices the client has names for (shared/market/choices.ts)', () => {
    const sim = make();
    const seen = new Set<string>();
    for (let step = 0; step < 3; step++) {
      sim.advance(START + step * 45 * 60_000);
      for (const m of sim.matches.values()) {
        for (const line of m.lines) {
          expect(Object.keys(MARKET_CHOICES)).toContain(line[0]);
          seen.add(line[0]);
        }
        for (const [market, , , choices] of moreOdds(m, sim.now)) {
          seen.add(market);
          expect(
            choices.map((c) => c[0]),
            market,
          ).toEqual(MARKET_CHOICES[market as keyof typeof MARKET_CHOICES]);
        }
      }
    }
    expect([...seen].sort()).toEqual(Object.keys(MARKET_CHOICES).sort());
  });

  it('finishes races with a full finishing order and replaces them', () => {
    const sim = make();
    const race = [...sim.matches.values()].find((m) => m.sport.id === 45)!;
    const count = [...sim.matches.values()].filter((m) => m.sport.id === 45).length;
    const result = sim.finishMatch(race.id)!;
    expect(result.placings).toHaveLength(race.runners.length);
    expect(new Set(result.placings).size).toBe(race.runners.length);
    expect([...sim.matches.values()].filter((m) => m.sport.id === 45 && m.state !== 'ended').length).toBe(
      count,
    );
  });
});
