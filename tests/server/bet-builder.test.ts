// The bet builder's price (RULES.md section 13): the joint chance of its selections from the match model, checked
// against a second, independent computation of the same model over many simulated matches; correlated selections
// priced away from the product of their single prices in the direction the correlation says; contradictions and
// malformed slips refused with their reason.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  builderChance,
  builderMatch,
  builderPrice,
  type BuilderMatch,
} from '../../src/server/betting/bet-builder';
import type { BuilderPick } from '../../src/shared/betting/builder';
import { ApiError } from '../../src/server/http/api-error';
import { BOOK_MARGIN, scoreEffect } from '../../src/server/odds/model';
import type { SimMatch } from '../../src/server/odds/types';
import { LINE_STATE } from '../../src/shared/feed/layout';
import { priceFromDecimal } from '../../src/shared/odds/price';

const SOCCER = { id: 1, minutes: 90, halfAt: 45 } as SimMatch['sport'];

function simMatch(id: number, expHome: number, expAway: number, extra: Partial<SimMatch> = {}): SimMatch {
  return {
    id,
    sport: SOCCER,
    type: 1,
    label: '',
    parentId: null,
    childIds: [],
    state: 'pre',
    expHome,
    expAway,
    redHome: 0,
    redAway: 0,
    scoreHome: 0,
    scoreAway: 0,
    lines: [['oxt', 0, 0, 1_000_000, 2_000_000, 2_500_000, LINE_STATE.RUNNING]],
    ...extra,
  } as SimMatch;
}

/**
 * The same model computed another way: minute by minute over the final score itself (up to 15 goals a side), each
 * side scoring at its rate times the effect of the score at that moment, the second half run from every half-time
 * score. The builder instead runs further-goal chains of the model from each half-time margin.
 */
function independentEnds(expHome: number, expAway: number) {
  const MAX = 16;
  const step = (p: Float64Array, base: (h: number, a: number) => number, offset: number) => {
    const next = new Float64Array(p.length);
    for (let h = 0; h < MAX; h++)
      for (let a = 0; a < MAX; a++) {
        const mass = p[offset + h * MAX + a]!;
        if (mass === 0) continue;
        const lead = base(h, a);
        const ph = h + 1 < MAX ? (expHome / 90) * scoreEffect(lead) : 0;
        const pa = a + 1 < MAX ? (expAway / 90) * scoreEffect(-lead) : 0;
        next[offset + h * MAX + a]! += mass * (1 - ph - pa);
        if (ph) next[offset + (h + 1) * MAX + a]! += mass * ph;
        if (pa) next[offset + h * MAX + a + 1]! += mass * pa;
      }
    return next;
  };
  // First half: the score so far.
  let first = new Float64Array(MAX * MAX);
  first[0] = 1;
  for (let minute = 0; minute < 45; minute++) first = step(first, (h, a) => h - a, 0);
  // Second half, for each half-time score kept beside the final one.
  const ends: { htHome: number; htAway: number; home: number; away: number; p: number }[] = [];
  for (let htHome = 0; htHome < MAX; htHome++)
    for (let htAway = 0; htAway < MAX; htAway++) {
      const pHt = first[htHome * MAX + htAway]!;
      if (pHt < 1e-15) continue;
      // Cells count the final score (at least the half-time one).
      let second = new Float64Array(MAX * MAX);
      second[htHome * MAX + htAway] = pHt;
      for (let minute = 45; minute < 90; minute++) second = step(second, (h, a) => h - a, 0);
      second.forEach((p, k) => {
        if (p > 0) ends.push({ htHome, htAway, home: Math.floor(k / MAX), away: k % MAX, p });
      });
    }
  return ends;
}

type End = ReturnType<typeof independentEnds>[number];
const res = (h: number, a: number) => (h > a ? '1' : h === a ? 'x' : '2');

/** Each selection's meaning, written out again from RULES.md rather than taken from the module. */
const WINS: Record<string, (e: End) => boolean> = {
  'oxt:0:1': (e) => e.home > e.away,
  'oxt:0:x': (e) => e.home === e.away,
  'oxt:0:2': (e) => e.home < e.away,
  'oxt:1:1': (e) => e.htHome > e.htAway,
  'oxt:1:x': (e) => e.htHome === e.htAway,
  'oxt:1:2': (e) => e.htHome < e.htAway,
  'dc:0:1x': (e) => res(e.home, e.away) !== '2',
  'dc:0:x2': (e) => res(e.home, e.away) !== '1',
  'dc:0:12': (e) => e.home !== e.away,
  'ou:0:o:150': (e) => e.home + e.away >= 2,
  'ou:0:u:150': (e) => e.home + e.away <= 1,
  'ou:0:o:250': (e) => e.home + e.away >= 3,
  'ou:0:u:350': (e) => e.home + e.away <= 3,
  'bs:0:y': (e) => e.home > 0 && e.away > 0,
  'bs:0:n': (e) => e.home === 0 || e.away === 0,
  'cs:0:1-0': (e) => e.home === 1 && e.away === 0,
  'cs:0:2-1': (e) => e.home === 2 && e.away === 1,
  'cs:0:other': (e) => e.home > 4 || e.away > 4,
  'wm:0:h1': (e) => e.home - e.away === 1,
  'wm:0:a3+': (e) => e.away - e.home >= 3,
  'wm:0:x': (e) => e.home === e.away,
};
const PICKS = Object.keys(WINS);

function pickOf(matchId: number, key: string): BuilderPick {
  const [market, period, choice, line] = key.split(':');
  return {
    match_id: matchId,
    market: market!,
    period: Number(period),
    choice: choice!,
    line: line ? Number(line) : null,
  };
}

const target = (m: SimMatch, corners: SimMatch | null = null): BuilderMatch => ({ match: m, corners });
const refusal = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error.code;
    throw error;
  }
  return 'accepted';
};

describe('the joint chance', () => {
  it('is the model’s own, recomputed independently, for many simulated matches and slips', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.3, max: 3, noNaN: true }),
        fc.double({ min: 0.3, max: 3, noNaN: true }),
        fc.uniqueArray(fc.constantFrom(...PICKS), { minLength: 2, maxLength: 6 }),
        (expHome, expAway, keys) => {
          const m = simMatch(7, expHome, expAway);
          // One selection per market, period and line, as the builder takes them.
          const markets = keys.map((k) =>
            k
              .split(':')
              .filter((_, i) => i !== 2)
              .join(':'),
          );
          fc.pre(new Set(markets).size === markets.length);
          const ends = independentEnds(expHome, expAway);
          const expected = ends.filter((e) => keys.every((k) => WINS[k]!(e))).reduce((s, e) => s + e.p, 0);
          const picks = keys.map((k) => pickOf(7, k));
          expect(builderChance(target(m), picks)).toBeCloseTo(expected, 9);
          if (expected < 1e-9)
            expect(refusal(() => builderPrice(target(m), picks))).toBe('builderContradictory');
          else {
            const decimal = 1 / (expected * BOOK_MARGIN ** picks.length);
            if (decimal >= 1.01) expect(builderPrice(target(m), picks).price).toBe(priceFromDecimal(decimal));
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it('multiplies in the corners, which the model plays independently of the goals', () => {
    const m = simMatch(7, 1.8, 1.1, { childIds: [8] });
    const corners = simMatch(8, 5.5, 4.5, { type: 3, label: 'Corners', parentId: 7 });
    const goals = [pickOf(7, 'oxt:0:1'), pickOf(7, 'ou:0:o:250')];
    const cornerPick: BuilderPick = { match_id: 8, market: 'ou', period: 0, choice: 'o', line: 950 };
    const both = builderChance(target(m, corners), [...goals, cornerPick]);
    expect(both).toBeCloseTo(builderChance(target(m), goals) * cornerChance(corners, 950), 12);
  });
});

/** P(corners over `line`) from the child's own chain, by the independent one-pass computation. */
function cornerChance(corners: SimMatch, line: number): number {
  return independentEnds(corners.expHome, corners.expAway)
    .filter((e) => (e.home + e.away) * 100 > line)
    .reduce((s, e) => s + e.p, 0);
}

describe('correlated selections', () => {
  const single = (m: SimMatch, key: string) => {
    // A single's price from the same model and margin: the chance of its selection alone.
    const p = independentEnds(m.expHome, m.expAway)
      .filter((e) => WINS[key]!(e))
      .reduce((s, e) => s + e.p, 0);
    return 1 / (p * BOOK_MARGIN);
  };
  const builderDecimal = (m: SimMatch, keys: string[]) =>
    1 /
    (builderChance(
      target(m),
      keys.map((k) => pickOf(7, k)),
    ) *
      BOOK_MARGIN ** keys.length);

  it('prices a strong home side to win with over 2.5 goals shorter than the product of their prices', () => {
    const m = simMatch(7, 2.6, 0.7);
    const product = single(m, 'oxt:0:1') * single(m, 'ou:0:o:250');
    expect(builderDecimal(m, ['oxt:0:1', 'ou:0:o:250'])).toBeLessThan(product * 0.97);
  });

  it('prices a draw with over 2.5 goals longer than the product, and over 2.5 with both teams to score shorter', () => {
    const m = simMatch(7, 1.4, 1.3);
    const drawOver = single(m, 'oxt:0:x') * single(m, 'ou:0:o:250');
    expect(builderDecimal(m, ['oxt:0:x', 'ou:0:o:250'])).toBeGreaterThan(drawOver * 1.03);
    const goalsBoth = single(m, 'ou:0:o:250') * single(m, 'bs:0:y');
    expect(builderDecimal(m, ['ou:0:o:250', 'bs:0:y'])).toBeLessThan(goalsBoth * 0.97);
  });

  it('prices a half-time lead with the full-time win shorter than the product', () => {
    const m = simMatch(7, 1.5, 1.2);
    const product = single(m, 'oxt:1:1') * single(m, 'oxt:0:1');
    expect(builderDecimal(m, ['oxt:1:1', 'oxt:0:1'])).toBeLessThan(product * 0.9);
  });
});

describe('refusals', () => {
  const m = simMatch(7, 1.5, 1.2, { childIds: [8] });
  const corners = simMatch(8, 5.5, 4.5, { type: 3, label: 'Corners', parentId: 7 });
  const t = target(m, corners);
  const keys = (...k: string[]) => k.map((x) => pickOf(7, x));

  it.each([
    ['a home and an away win', keys('oxt:0:1', 'oxt:0:2'), 'builderSameMarket'],
    ['home win with the away side winning by three', keys('oxt:0:1', 'wm:0:a3+'), 'builderContradictory'],
    ['under 1.5 with both teams to score', keys('ou:0:u:150', 'bs:0:y'), 'builderContradictory'],
    ['a 2-1 with under 1.5', keys('cs:0:2-1', 'ou:0:u:150'), 'builderContradictory'],
    ['one selection', keys('oxt:0:1'), 'builderPickCount'],
    [
      'seven selections',
      keys('oxt:0:1', 'oxt:1:1', 'dc:0:1x', 'ou:0:o:150', 'bs:0:y', 'wm:0:h1', 'cs:0:2-1'),
      'builderPickCount',
    ],
    [
      'a whole-goal total (it could push)',
      [...keys('oxt:0:1'), { ...pickOf(7, 'ou:0:o:150'), line: 200 }],
      'builderPickInvalid',
    ],
    [
      'a market the builder does not take',
      [...keys('oxt:0:1'), { ...pickOf(7, 'oxt:0:1'), market: 'hdp', line: -50, choice: 'h' }],
      'builderPickInvalid',
    ],
    ['another match', [...keys('oxt:0:1'), pickOf(99, 'bs:0:y')], 'builderOneMatch'],
    [
      'corners on a line they do not take',
      [...keys('oxt:0:1'), { match_id: 8, market: 'oxt', period: 0, choice: '1', line: null }],
      'builderPickInvalid',
    ],
  ])('refuses %s', (_name, picks, code) => {
    expect(refusal(() => builderPrice(t, picks))).toBe(code);
  });

  it('takes a soccer match not yet live with its 1X2 open; not a live one, another sport or a suspended one', () => {
    const live = simMatch(9, 1, 1, { state: 'live' });
    const suspended = simMatch(10, 1, 1, { lines: [['oxt', 0, 0, 1, 1, 1, LINE_STATE.SUSPENDED]] });
    const tennis = simMatch(11, 1, 1, { sport: { ...SOCCER, id: 3 } });
    const all = new Map([m, corners, live, suspended, tennis].map((x) => [x.id, x]));
    const get = (id: number) => all.get(id);
    expect(builderMatch(get, 7)).toEqual({ match: m, corners });
    expect(refusal(() => builderMatch(get, 9))).toBe('builderNotOffered');
    expect(refusal(() => builderMatch(get, 10))).toBe('328');
    expect(refusal(() => builderMatch(get, 11))).toBe('builderNotOffered');
    expect(refusal(() => builderMatch(get, 12))).toBe('builderNotOffered');
  });
});
