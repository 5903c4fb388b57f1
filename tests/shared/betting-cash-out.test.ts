// The cash out formula of RULES.md section 12: its worked examples to the minor unit, and its bounds as properties.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cashOutValue, fairChance, splitForPartial } from '../../src/server/betting/cash-out-value';
import { LOST, WON, WON_HALF } from '../../src/shared/betting/outcome';
import { parlayWin } from '../../src/shared/betting/parlay';
import { PRICE_SCALE } from '../../src/shared/odds/price';

/** Canonical price of a decimal quote given in hundredths (190 = 1.90). */
const dec = (hundredths: number) => (hundredths - 100) * (PRICE_SCALE / 100);

describe('fair chance from the prices of a market', () => {
  it('takes the margin out: each choice keeps its share of the implied chances', () => {
    // 1.60 and 2.30: implied 0.625 + 0.4348 = 1.0598; home's share is 2.30 / (1.60 + 2.30) = 23/39.
    const home = fairChance([dec(160), dec(230)], 0);
    expect(Number(home.num) / Number(home.den)).toBeCloseTo(23 / 39, 12);
    const all = [0, 1, 2].map((i) => fairChance([dec(210), dec(340), dec(370)], i));
    expect(all.reduce((s, r) => s + Number(r.num) / Number(r.den), 0)).toBeCloseTo(1, 12);
  });
});

describe('the worked examples of RULES.md section 12', () => {
  it('a single: 100.00 at 1.90, now 1.60 against 2.30, margin 5%: fair 112.05, offered 106.44', () => {
    const value = cashOutValue({
      riskMinor: 10_000,
      winMinor: 9_000,
      maxPayoutMinor: 19_000,
      parlay: false,
      legs: [{ price: dec(190), settled: null, chance: fairChance([dec(160), dec(230)], 0) }],
      marginBp: 500,
    });
    expect(value).toEqual({ fairMinor: 11_205, valueMinor: 10_644 });
  });

  it('a parlay with one leg won (2.00) and one running (1.80, now 1.50 against 2.60): fair 228.29, offered 216.87', () => {
    const stake = 10_000;
    const value = cashOutValue({
      riskMinor: stake,
      winMinor: parlayWin(stake, [dec(200), dec(180)]),
      maxPayoutMinor: stake + parlayWin(stake, [dec(200), dec(180)]),
      parlay: true,
      legs: [
        { price: dec(200), settled: WON },
        { price: dec(180), settled: null, chance: fairChance([dec(150), dec(260)], 0) },
      ],
      marginBp: 500,
    });
    expect(value).toEqual({ fairMinor: 22_829, valueMinor: 21_687 });
  });

  it('a parlay with a quarter line half won (+0.25 at 1.90) and one leg running at evens: fair 145.00, offered 137.75', () => {
    const stake = 10_000;
    const value = cashOutValue({
      riskMinor: stake,
      winMinor: parlayWin(stake, [dec(190), dec(200)]),
      maxPayoutMinor: stake + parlayWin(stake, [dec(190), dec(200)]),
      parlay: true,
      legs: [
        { price: dec(190), settled: WON_HALF },
        { price: dec(200), settled: null, chance: fairChance([dec(195), dec(195)], 0) },
      ],
      marginBp: 500,
    });
    expect(value).toEqual({ fairMinor: 14_500, valueMinor: 13_775 });
  });

  it('a lost leg is worth nothing', () => {
    const value = cashOutValue({
      riskMinor: 10_000,
      winMinor: 30_000,
      maxPayoutMinor: 40_000,
      parlay: true,
      legs: [
        { price: dec(200), settled: LOST },
        { price: dec(200), settled: null, chance: fairChance([dec(190), dec(190)], 0) },
      ],
      marginBp: 500,
    });
    expect(value.valueMinor).toBe(0);
  });
});

const price = fc.integer({ min: 10_000, max: 20 * PRICE_SCALE });

describe('bounds', () => {
  it('the offer never exceeds the fair value, the potential return or the max payout, and never goes negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.array(fc.record({ own: price, other: price, settled: fc.boolean() }), {
          minLength: 1,
          maxLength: 6,
        }),
        fc.integer({ min: 0, max: 9_999 }),
        fc.integer({ min: 0, max: 100 }),
        (stake, legs, marginBp, capPercent) => {
          const prices = legs.map((l) => l.own);
          const full = stake + parlayWin(stake, prices);
          const maxPayout = Math.max(stake, Math.floor((full * (100 + capPercent)) / 200));
          const value = cashOutValue({
            riskMinor: stake,
            winMinor: full - stake,
            maxPayoutMinor: maxPayout,
            parlay: true,
            legs: legs.map((l, i) =>
              l.settled && i > 0
                ? { price: l.own, settled: WON }
                : { price: l.own, settled: null, chance: fairChance([l.own, l.other], 0) },
            ),
            marginBp,
          });
          expect(value.valueMinor).toBeGreaterThanOrEqual(0);
          expect(value.valueMinor).toBeLessThanOrEqual(value.fairMinor);
          expect(value.valueMinor).toBeLessThanOrEqual(Math.min(full, maxPayout));
        },
      ),
    );
  });

  it('a partial cash out keeps the house side of every rounding: the part gives up at least its share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 10_000_000 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 2, max: 10_000_000 }),
        fc.double({ min: 0.0001, max: 0.9999, noNaN: true }),
        (stake, riskTimes, value, share) => {
          const bet = {
            stakeMinor: stake,
            riskMinor: stake + riskTimes * stake,
            winMinor: Math.floor(stake * 0.9),
            maxPayoutMinor: stake + riskTimes * stake + Math.floor(stake * 0.9),
          };
          const amount = Math.max(1, Math.min(value - 1, Math.floor(value * share)));
          const split = splitForPartial(bet, value, amount);
          if (!split) {
            // Nothing would remain: the part's stake share rounds up to the whole stake.
            expect(Math.ceil((stake * amount) / value)).toBeGreaterThanOrEqual(stake);
            return;
          }
          const r = split.remainder;
          expect(split.partStakeMinor + r.stakeMinor).toBe(stake);
          expect(split.partRiskMinor + r.riskMinor).toBe(bet.riskMinor);
          // The part's stake share is at least the share of the value it takes.
          expect(BigInt(split.partStakeMinor) * BigInt(value)).toBeGreaterThanOrEqual(
            BigInt(stake) * BigInt(amount),
          );
          // The remainder wins and returns no more than its share of the whole.
          expect(BigInt(r.winMinor) * BigInt(stake)).toBeLessThanOrEqual(
            BigInt(bet.winMinor) * BigInt(r.stakeMinor),
          );
          expect(r.riskMinor).toBeGreaterThan(0);
          expect(r.maxPayoutMinor).toBeLessThanOrEqual(bet.maxPayoutMinor);
        },
      ),
    );
  });
});
