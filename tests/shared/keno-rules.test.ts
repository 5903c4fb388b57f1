import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rtpPercent, sameRtp } from '../../src/shared/games/rtp';
import {
  checkPicks,
  checkStake,
  computeKenoRtp,
  KENO_PAYTABLE,
  KENO_RTP_PERCENT,
  kenoReturnMinor,
} from '../../src/shared/keno/rules';

// Exact RTP, recomputed here independently of computeKenoRtp: the probability of k hits among n picks is
// hypergeometric, C(n, k) C(80 - n, 20 - k) / C(80, 20), with factorials in BigInt.
const fact = (n: number): bigint => (n <= 1 ? 1n : BigInt(n) * fact(n - 1));
const binom = (n: number, k: number): bigint => (k < 0 || k > n ? 0n : fact(n) / (fact(k) * fact(n - k)));

describe('keno paytable', () => {
  it('publishes for every pick count exactly the RTP its paytable gives over all C(80, 20) draws', () => {
    const draws = binom(80, 20);
    expect(draws).toBe(3_535_316_142_212_174_320n);
    for (let n = 1; n <= 10; n++) {
      let ways = 0n;
      let returned = 0n;
      for (let k = 0; k <= n; k++) {
        const w = binom(n, k) * binom(80 - n, 20 - k);
        ways += w;
        returned += w * BigInt(KENO_PAYTABLE[n]?.[k] ?? 0);
      }
      expect(ways, `pick ${n}: hit counts cover every draw`).toBe(draws);
      const exact = { numerator: returned, denominator: 100n * draws };
      expect(sameRtp(exact, computeKenoRtp(n)), `pick ${n}`).toBe(true);
      expect(rtpPercent(exact, 4), `pick ${n}`).toBe(KENO_RTP_PERCENT[n]);
    }
  });

  it('pick 1 returns exactly 95%: 1 in 4 draws hits and pays 3.8 times the stake', () => {
    expect(computeKenoRtp(1)).toEqual({ numerator: 380n * binom(79, 19), denominator: 100n * binom(80, 20) });
    expect(rtpPercent(computeKenoRtp(1), 4)).toBe('95.0000');
  });

  it('pays by hits: 4 of 4 returns 150 times, pick 10 with no hit returns 4 times, 1 of 3 nothing', () => {
    const drawn = Array.from({ length: 20 }, (_, i) => i + 1);
    expect(kenoReturnMinor(200, [1, 2, 3, 4], drawn)).toEqual({ hits: 4, returnMinor: 30_000 });
    expect(kenoReturnMinor(100, [71, 72, 73, 74, 75, 76, 77, 78, 79, 80], drawn)).toEqual({
      hits: 0,
      returnMinor: 400,
    });
    expect(kenoReturnMinor(500, [1, 40, 50], drawn)).toEqual({ hits: 1, returnMinor: 0 });
  });

  it('every return is a whole number of minor units for any whole-unit stake', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1000 }),
        fc.uniqueArray(fc.integer({ min: 1, max: 80 }), { minLength: 1, maxLength: 10 }),
        fc.uniqueArray(fc.integer({ min: 1, max: 80 }), { minLength: 20, maxLength: 20 }),
        (units, picks, drawn) => {
          const { returnMinor } = kenoReturnMinor(units * 100, picks, drawn);
          expect(Number.isSafeInteger(returnMinor)).toBe(true);
        },
      ),
    );
  });

  it('refuses picks that are not 1 to 10 distinct numbers of 1-80, and stakes that are not whole units within limits', () => {
    expect(checkPicks([])).toBe('invalidBet');
    expect(checkPicks([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])).toBe('invalidBet');
    expect(checkPicks([0])).toBe('invalidBet');
    expect(checkPicks([81])).toBe('invalidBet');
    expect(checkPicks([5, 5])).toBe('invalidBet');
    expect(checkPicks([2.5])).toBe('invalidBet');
    expect(checkPicks([1, 80])).toBeNull();
    expect(checkStake(150)).toBe('invalidBetAmount');
    expect(checkStake(0)).toBe('invalidBetAmount');
    expect(checkStake(100_100)).toBe('betOverMax');
    expect(checkStake(100_000)).toBeNull();
  });
});
