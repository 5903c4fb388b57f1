import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ODDS_TYPES } from '@shared/constants';
import {
  MAX_PRICE,
  MIN_PRICE,
  PRICE_SCALE,
  displayUnits,
  formatPrice,
  formatUnits,
  parseOdds,
  priceFromDecimal,
  priceFromDisplay,
} from '@shared/odds/price';
import type { NumericOddsType } from '@shared/odds/price';
import { riskAndWin } from '@shared/odds/risk';

const { MY, HK, ID, DEC } = ODDS_TYPES;
const price = fc.integer({ min: MIN_PRICE, max: MAX_PRICE });
const fromDec = (text: string) => priceFromDisplay(parseOdds(text) as number, DEC);

describe('odds conversion: RULES.md section 10 vectors', () => {
  // Decimal, HK, Malay, Indo
  const vectors = [
    ['1.50', '0.50', '0.50', '-2.00'],
    ['1.80', '0.80', '0.80', '-1.25'],
    // 1/0.96 = 1.0417: a negative quote rounds away from zero, in the house's favour.
    ['1.96', '0.96', '0.96', '-1.05'],
    ['2.25', '1.25', '-0.80', '1.25'],
    ['3.00', '2.00', '-0.50', '2.00'],
  ] as const;
  it.each(vectors)('decimal %s shows HK %s, MY %s, ID %s', (dec, hk, my, id) => {
    const p = fromDec(dec);
    expect(formatPrice(p, DEC)).toBe(dec);
    expect(formatPrice(p, HK)).toBe(hk);
    expect(formatPrice(p, MY)).toBe(my);
    expect(formatPrice(p, ID)).toBe(id);
  });

  it.each(vectors)(
    'each displayed form of %s converts back to a price that shows it, never above the decimal price',
    (dec, hk, my, id) => {
      for (const [text, type] of [
        [dec, DEC],
        [hk, HK],
        [my, MY],
        [id, ID],
      ] as const) {
        const p = priceFromDisplay(parseOdds(text) as number, type);
        expect(formatPrice(p, type)).toBe(text);
        expect(p).toBeLessThanOrEqual(fromDec(dec));
      }
    },
  );

  it('Malay -0.95 is decimal 2.0526 and Indo -4.00 is decimal 1.25', () => {
    expect(formatUnits(displayUnits(priceFromDisplay(-95, MY), DEC, 4), 4)).toBe('2.0526');
    expect(formatPrice(priceFromDisplay(-400, ID), DEC)).toBe('1.25');
  });

  it("truncates positive quotes and rounds negative ones away from zero, in the house's favour", () => {
    // HK 1/0.93 = 1.0752688...; decimal 2.0752 must show 2.07, never 2.08.
    const p = priceFromDisplay(-93, MY);
    expect(formatPrice(p, DEC)).toBe('2.07');
    expect(formatPrice(p, MY)).toBe('-0.93');
    expect(formatPrice(999_999, MY)).toBe('0.99');
    expect(formatPrice(1_000_001, MY)).toBe('-1.00');
    // Published conversion tables: HK 1.50 is Malay -0.67, decimal 1.91 is Indo -1.10.
    expect(formatPrice(1_500_000, MY)).toBe('-0.67');
    expect(formatPrice(fromDec('1.91'), ID)).toBe('-1.10');
    // A money-line underdog at HK 16.67 shows -0.06 (an effective HK 16.67), never -0.05 (an effective HK 20).
    expect(formatPrice(16_670_000, MY)).toBe('-0.06');
  });

  it('shows HK 1.00 as +1.00 in Malay and Indo, and reads -1.00 as the same price', () => {
    expect(formatPrice(PRICE_SCALE, MY)).toBe('1.00');
    expect(formatPrice(PRICE_SCALE, ID)).toBe('1.00');
    expect(priceFromDisplay(-100, MY)).toBe(PRICE_SCALE);
    expect(priceFromDisplay(-100, ID)).toBe(PRICE_SCALE);
  });

  it('quotes the simulator decimal floats at two HK decimals without drift', () => {
    expect(priceFromDecimal(1.96)).toBe(960_000);
    expect(priceFromDecimal(0.1 + 0.2 + 1.7)).toBe(1_000_000);
    expect(priceFromDecimal(1.0001)).toBe(MIN_PRICE);
  });
});

describe('odds conversion: properties', () => {
  it('sign and range rules hold for every quotable price', () => {
    fc.assert(
      fc.property(price, (p) => {
        const my = displayUnits(p, MY);
        const id = displayUnits(p, ID);
        expect(displayUnits(p, HK)).toBeGreaterThan(0);
        expect(displayUnits(p, DEC)).toBeGreaterThan(100);
        expect(my).not.toBe(0);
        expect(Math.abs(my)).toBeLessThanOrEqual(100);
        expect(my > 0).toBe(p <= PRICE_SCALE);
        expect(Math.abs(id)).toBeGreaterThanOrEqual(100);
        expect(id > 0).toBe(p >= PRICE_SCALE);
      }),
    );
  });

  it('Malay and Indo are negative reciprocals (ID = -1/MY) up to rounding', () => {
    fc.assert(
      fc.property(fc.integer({ min: MIN_PRICE, max: 20 * PRICE_SCALE }), (p) => {
        const my = displayUnits(p, MY, 6) / 1e6;
        const id = displayUnits(p, ID, 6) / 1e6;
        if (p === PRICE_SCALE) return;
        expect(id).toBeCloseTo(-1 / my, 3);
      }),
    );
  });

  const roundTrip = (type: NumericOddsType, units: fc.Arbitrary<number>) =>
    fc.assert(
      fc.property(units, (u) => {
        const back = displayUnits(priceFromDisplay(u, type), type);
        // +/-1.00 are the same price by convention.
        expect(Math.abs(u) === 100 ? Math.abs(back) : back).toBe(Math.abs(u) === 100 ? 100 : u);
      }),
    );
  it('round trips every two-decimal Malay quote', () =>
    roundTrip(MY, fc.oneof(fc.integer({ min: 1, max: 100 }), fc.integer({ min: -100, max: -1 }))));
  it('round trips every two-decimal Indo quote', () =>
    roundTrip(ID, fc.oneof(fc.integer({ min: 100, max: 10_000 }), fc.integer({ min: -10_000, max: -100 }))));
  it('round trips HK and decimal quotes', () => {
    roundTrip(HK, fc.integer({ min: 1, max: 10_000 }));
    roundTrip(DEC, fc.integer({ min: 101, max: 10_100 }));
  });

  it('a price re-read from its displayed form shows the same display in that form', () => {
    fc.assert(
      fc.property(price, fc.constantFrom<NumericOddsType>(MY, HK, ID, DEC), (p, type) => {
        const shown = displayUnits(p, type);
        const again = displayUnits(priceFromDisplay(shown, type), type);
        expect(Math.abs(shown) === 100 ? Math.abs(again) : again).toBe(Math.abs(shown) === 100 ? 100 : shown);
      }),
    );
  });
});

/** Every quotable price at two HK decimals: HK 0.01 to 100.00, one cent apart. */
const everyCent = Array.from({ length: MAX_PRICE / MIN_PRICE }, (_, i) => (i + 1) * MIN_PRICE);

describe('a shown quote never pays more than the stored price', () => {
  // Win over risk at the shown quote must not beat HK P: win x 1e6 <= risk x P, for every stake.
  const paysAtMost = (stake: number, p: number, type: NumericOddsType): void => {
    const { riskMinor, winMinor } = riskAndWin(stake, displayUnits(p, type), type);
    if (winMinor * PRICE_SCALE > riskMinor * p) {
      throw new Error(
        `type ${type}, HK ${p / PRICE_SCALE}, stake ${stake}: risk ${riskMinor} wins ${winMinor}`,
      );
    }
  };
  const STAKES = [1, 3, 7, 99, 100, 1_001, 12_345, 1_000_000, 987_654_321];

  it.each([
    ['Malay', MY],
    ['Hong Kong', HK],
    ['Indo', ID],
    ['decimal', DEC],
  ] as const)('in %s, at every price from HK 0.01 to 100.00', (_name, type) => {
    expect(everyCent).toHaveLength(10_000);
    for (const p of everyCent) for (const stake of STAKES) paysAtMost(stake, p, type);
  });

  it('in every type, at any price and stake', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e9 }),
        price,
        fc.constantFrom<NumericOddsType>(MY, HK, ID, DEC),
        (stake, p, type) => paysAtMost(stake, p, type),
      ),
    );
  });
});

describe('risk and win', () => {
  it('risks the stake and wins stake x odds on positive odds', () => {
    expect(riskAndWin(10_000, 90, MY)).toEqual({ riskMinor: 10_000, winMinor: 9_000 });
    expect(riskAndWin(10_000, 125, ID)).toEqual({ riskMinor: 10_000, winMinor: 12_500 });
    expect(riskAndWin(10_000, 190, DEC)).toEqual({ riskMinor: 10_000, winMinor: 9_000 });
    expect(riskAndWin(10_000, 96, HK)).toEqual({ riskMinor: 10_000, winMinor: 9_600 });
  });

  it('wins the stake and risks stake x |odds| on negative Malay and Indo', () => {
    expect(riskAndWin(10_000, -80, MY)).toEqual({ riskMinor: 8_000, winMinor: 10_000 });
    expect(riskAndWin(10_000, -204, ID)).toEqual({ riskMinor: 20_400, winMinor: 10_000 });
  });

  it("rounds a risk at negative odds up to the minor unit, never in the player's favour", () => {
    expect(riskAndWin(1, -67, MY)).toEqual({ riskMinor: 1, winMinor: 1 });
    expect(riskAndWin(150, -67, MY)).toEqual({ riskMinor: 101, winMinor: 150 });
    expect(riskAndWin(1, -110, ID)).toEqual({ riskMinor: 2, winMinor: 1 });
  });

  it('refuses impossible odds', () => {
    expect(() => riskAndWin(100, -50, HK)).toThrow(RangeError);
    expect(() => riskAndWin(100, 100, DEC)).toThrow(RangeError);
    expect(() => riskAndWin(100, 0, MY)).toThrow(RangeError);
  });

  it('never risks more than the stake on positive odds nor wins more than the stake on negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e9 }),
        price,
        fc.constantFrom<NumericOddsType>(MY, ID),
        (stake, p, type) => {
          const odds = displayUnits(p, type);
          const { riskMinor, winMinor } = riskAndWin(stake, odds, type);
          if (odds > 0) expect(riskMinor).toBe(stake);
          else expect(winMinor).toBe(stake);
          expect(Number.isSafeInteger(riskMinor) && Number.isSafeInteger(winMinor)).toBe(true);
        },
      ),
    );
  });
});
