import { describe, expect, it } from 'vitest';
import { LINE_STATE } from '../../src/shared/feed/layout';
import { decimalOf } from '../../src/shared/odds/price';
import { BOOK_MARGIN, goalChain } from '../../src/server/odds/model';
import { moreOdds } from '../../src/server/odds/more-odds';
import { OddsSimulator } from '../../src/server/odds/simulator';
import type { SimMatch } from '../../src/server/odds/types';

const START = Date.UTC(2025, 5, 14, 4);

/**
 * docs/FEED.md "Overround": the implied chances of a market's offered choices sum to one plus the book margin,
 * raised only by flooring each price to HK cents and by the quotable maximum, by at most two points; double chance
 * covers every result twice, so its band is twice the single one.
 */
const BAND = { low: BOOK_MARGIN, high: BOOK_MARGIN + 0.02 } as const;
const OVERLAPPING = new Set(['dc', 'dcou']);

const implied = (prices: readonly number[]) =>
  prices.filter((p) => p > 0).reduce((s, p) => s + 1 / decimalOf(p), 0);

/** Every market family of every match of a world, before kick-off and during play. */
function overrounds(seed: number): Map<string, number[]> {
  const sim = new OddsSimulator({ seed, start: START, perLeague: 6 });
  const out = new Map<string, number[]>();
  const add = (family: string, sum: number) => out.set(family, [...(out.get(family) ?? []), sum]);
  for (let step = 0; step < 3; step++) {
    if (step) sim.advance(START + step * 40 * 60_000);
    for (const m of sim.matches.values()) {
      for (const line of m.lines) {
        if (line[6] !== LINE_STATE.RUNNING) continue;
        add(`${line[0]}/${line[1]}`, implied([line[3], line[4], line[5]]));
      }
      for (const [key, , , choices] of moreOdds(m, sim.now)) {
        const prices = choices.filter((c) => c[2] === LINE_STATE.RUNNING).map((c) => c[1]);
        if (prices.length) add(key, implied(prices));
      }
    }
  }
  return out;
}

describe('overround of every market family', () => {
  it('stays within the documented band over many simulated matches', () => {
    const families = new Map<string, number[]>();
    for (const seed of [3, 11, 29]) {
      for (const [family, sums] of overrounds(seed))
        families.set(family, [...(families.get(family) ?? []), ...sums]);
    }
    for (const family of ['cs', 'htft', 'tg', 'oe/0', 'bs', 'dc', 'oxt/0', 'oxt/1', 'hdp/0', 'ou/0', 'ml/0'])
      expect(families.get(family)?.length ?? 0, family).toBeGreaterThan(20);
    for (const [family, sums] of families) {
      const scale = OVERLAPPING.has(family) ? 2 : 1;
      for (const sum of sums) {
        expect(sum, family).toBeGreaterThanOrEqual(scale * BAND.low - 1e-9);
        expect(sum, family).toBeLessThanOrEqual(scale * BAND.high);
      }
    }
  });
});

describe('half time / full time', () => {
  const sim = new OddsSimulator({ seed: 7, start: START, perLeague: 6 });
  const base = [...sim.matches.values()].find(
    (m) => m.sport.id === 1 && m.type === 1 && m.parentId === null && m.state === 'pre',
  )!;
  const price = (m: SimMatch, choice: string) => {
    const row = moreOdds(m, sim.now).find((r) => r[0] === 'htft')!;
    return decimalOf(row[3].find((c) => c[0] === choice)![1]);
  };
  const withStrengths = (expHome: number, expAway: number): SimMatch => ({ ...base, expHome, expAway });

  it('prices Home / Draw shorter than Away / Draw when the home side is the stronger, and the reverse', () => {
    const strongHome = withStrengths(2.2, 0.7);
    expect(price(strongHome, '1x')).toBeLessThan(price(strongHome, '2x'));
    const strongAway = withStrengths(0.7, 2.2);
    expect(price(strongAway, '2x')).toBeLessThan(price(strongAway, '1x'));
    // The same match seen from the other side quotes the mirrored pairs alike.
    expect(price(strongAway, '2x')).toBe(price(strongHome, '1x'));
    expect(price(strongAway, '21')).toBe(price(strongHome, '12'));
  });

  it('comes from one chain: the first half then the second from each half-time score is the whole match', () => {
    const first = goalChain(0.7, 0.5, 45, 0);
    const whole = goalChain(1.4, 1, 90, 0);
    const composed = whole.map((row) => row.map(() => 0));
    first.forEach((row, i) =>
      row.forEach((p, j) => {
        goalChain(0.7, 0.5, 45, i - j).forEach((r, k) =>
          r.forEach((q, l) => {
            if (i + k < composed.length && j + l < composed.length) composed[i + k]![j + l]! += p * q;
          }),
        );
      }),
    );
    for (let i = 0; i < 5; i++)
      for (let j = 0; j < 5; j++) expect(composed[i]![j]).toBeCloseTo(whole[i]![j]!, 9);
  });
});
