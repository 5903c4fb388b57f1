import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rtpPercent, sameRtp } from '../../src/shared/games/rtp';
import {
  ALL_ROULETTE_BETS,
  checkLines,
  computeRouletteRtp,
  lineReturnMinor,
  OUTSIDE_BETS,
  parseBet,
  RED_NUMBERS,
  ROULETTE_RTP_PERCENT,
  slipReturnMinor,
} from '../../src/shared/roulette/rules';

// The standard layout written out independently of the rules module: which pockets each bet covers, and the
// payout it is quoted at (x to 1), so the returns and the RTP are checked against the textbook table.
const RED = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];
const range = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => a + i);
const LAYOUT: Record<string, { covers: number[]; paysToOne: number }> = {
  red: { covers: RED, paysToOne: 1 },
  black: { covers: range(1, 36).filter((n) => !RED.includes(n)), paysToOne: 1 },
  odd: { covers: range(1, 36).filter((n) => n % 2 === 1), paysToOne: 1 },
  even: { covers: range(1, 36).filter((n) => n % 2 === 0), paysToOne: 1 },
  low: { covers: range(1, 18), paysToOne: 1 },
  high: { covers: range(19, 36), paysToOne: 1 },
  dozen1: { covers: range(1, 12), paysToOne: 2 },
  dozen2: { covers: range(13, 24), paysToOne: 2 },
  dozen3: { covers: range(25, 36), paysToOne: 2 },
  column1: { covers: [1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34], paysToOne: 2 },
  column2: { covers: [2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35], paysToOne: 2 },
  column3: { covers: [3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36], paysToOne: 2 },
  ...Object.fromEntries(range(0, 36).map((n) => [`straight:${n}`, { covers: [n], paysToOne: 35 }])),
};

describe('virtual roulette bet table', () => {
  it('knows the 18 red numbers of the European wheel', () => {
    expect([...RED_NUMBERS].sort((a, b) => a - b)).toEqual(RED);
  });

  it('pays every bet of the layout its standard price on exactly the pockets it covers', () => {
    expect([...ALL_ROULETTE_BETS].sort()).toEqual(Object.keys(LAYOUT).sort());
    for (const [bet, { covers, paysToOne }] of Object.entries(LAYOUT))
      for (let n = 0; n <= 36; n++)
        expect(lineReturnMinor({ bet, stakeMinor: 100 }, n), `${bet} on ${n}`).toBe(
          covers.includes(n) ? 100 * (paysToOne + 1) : 0,
        );
  });

  it('returns exactly 36/37 = 97.297% on every bet, recomputed from the layout over the 37 pockets', () => {
    for (const [bet, { covers, paysToOne }] of Object.entries(LAYOUT)) {
      const exact = { numerator: BigInt(covers.length * (paysToOne + 1)), denominator: 37n };
      expect(sameRtp(exact, { numerator: 36n, denominator: 37n }), bet).toBe(true);
      expect(sameRtp(computeRouletteRtp(bet), exact), bet).toBe(true);
      expect(rtpPercent(exact), bet).toBe(ROULETTE_RTP_PERCENT);
    }
  });

  it('zero loses every outside bet', () => {
    for (const bet of OUTSIDE_BETS) expect(lineReturnMinor({ bet, stakeMinor: 500 }, 0), bet).toBe(0);
    expect(lineReturnMinor({ bet: 'straight:0', stakeMinor: 500 }, 0)).toBe(18_000);
  });

  it('refuses codes that are no bet of the layout', () => {
    for (const code of [
      'straight:37',
      'straight:-1',
      'straight:07',
      'straight:',
      'green',
      'dozen4',
      'column0',
      '',
    ])
      expect(parseBet(code), code).toBeNull();
  });

  it('checks a slip: 1 to 20 different bets, whole-unit stakes of 1 to 1,000', () => {
    const line = (bet: string, stakeMinor = 100) => ({ bet, stakeMinor });
    expect(checkLines([line('red'), line('straight:17')])).toBeNull();
    expect(checkLines([])).toBe('invalidBet');
    expect(checkLines([line('red'), line('red')])).toBe('invalidBet');
    expect(checkLines([line('purple')])).toBe('invalidBet');
    expect(checkLines(range(0, 20).map((n) => line(`straight:${n}`)))).toBe('invalidBet');
    expect(checkLines([line('red', 150)])).toBe('invalidBetAmount');
    expect(checkLines([line('red', 0)])).toBe('invalidBetAmount');
    expect(checkLines([line('red', 100_100)])).toBe('betOverMax');
    expect(checkLines([line('red', 100_000)])).toBeNull();
  });

  it("a slip returns the sum of its lines' returns on any pocket", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...ALL_ROULETTE_BETS), { minLength: 1, maxLength: 20 }),
        fc.integer({ min: 0, max: 36 }),
        fc.integer({ min: 1, max: 1000 }),
        (bets, n, units) => {
          const lines = bets.map((bet) => ({ bet, stakeMinor: units * 100 }));
          const expected = bets.reduce(
            (sum, bet) =>
              sum + (LAYOUT[bet]!.covers.includes(n) ? units * 100 * (LAYOUT[bet]!.paysToOne + 1) : 0),
            0,
          );
          expect(slipReturnMinor(lines, n)).toBe(expected);
        },
      ),
    );
  });
});
