import { describe, expect, it } from 'vitest';
import { ODDS_TYPES } from '../../src/shared/constants';
import { betAmounts } from '../../src/shared/betting/amounts';
import { handicapFactor, totalFactor } from '../../src/server/betting/asian';
import { singleReturn } from '../../src/shared/betting/outcome';
import type { SettleFactor } from '../../src/shared/betting/outcome';
import { priceFromDisplay } from '../../src/shared/odds/price';
import type { NumericOddsType } from '../../src/shared/odds/price';

// RULES.md section 10 "Asian handicap and over/under settlement": every vector at stake 100.00 (10,000 minor units).
const S = 10_000;

/** Net result in minor units of a 100.00 bet at a displayed quote. */
function net(odds: number, type: NumericOddsType, f: SettleFactor): number {
  const { riskMinor, winMinor } = betAmounts(S, priceFromDisplay(odds, type), type);
  return singleReturn(riskMinor, winMinor, f) - riskMinor;
}

describe('Asian handicap vectors', () => {
  it('home -0.25 @ MY 0.90: win +90, draw -50, loss -100', () => {
    expect(net(90, ODDS_TYPES.MY, handicapFactor('h', -25, 1))).toBe(9_000);
    expect(net(90, ODDS_TYPES.MY, handicapFactor('h', -25, 0))).toBe(-5_000);
    expect(net(90, ODDS_TYPES.MY, handicapFactor('h', -25, -1))).toBe(-10_000);
  });

  it('home -0.25 @ MY -0.80: win +100, draw -40, loss -80', () => {
    expect(net(-80, ODDS_TYPES.MY, handicapFactor('h', -25, 2))).toBe(10_000);
    expect(net(-80, ODDS_TYPES.MY, handicapFactor('h', -25, 0))).toBe(-4_000);
    expect(net(-80, ODDS_TYPES.MY, handicapFactor('h', -25, -2))).toBe(-8_000);
  });

  it('home -0.75 @ 0.85: win by 2+ +85, by 1 +42.50, else -100', () => {
    expect(net(85, ODDS_TYPES.MY, handicapFactor('h', -75, 2))).toBe(8_500);
    expect(net(85, ODDS_TYPES.MY, handicapFactor('h', -75, 3))).toBe(8_500);
    expect(net(85, ODDS_TYPES.MY, handicapFactor('h', -75, 1))).toBe(4_250);
    expect(net(85, ODDS_TYPES.MY, handicapFactor('h', -75, 0))).toBe(-10_000);
    expect(net(85, ODDS_TYPES.MY, handicapFactor('h', -75, -1))).toBe(-10_000);
  });

  it('away +0.75 @ -0.95 (home line -0.75): away wins or draws +100, loses by 1 -47.50, by 2+ -95', () => {
    expect(net(-95, ODDS_TYPES.MY, handicapFactor('a', -75, -1))).toBe(10_000);
    expect(net(-95, ODDS_TYPES.MY, handicapFactor('a', -75, 0))).toBe(10_000);
    expect(net(-95, ODDS_TYPES.MY, handicapFactor('a', -75, 1))).toBe(-4_750);
    expect(net(-95, ODDS_TYPES.MY, handicapFactor('a', -75, 2))).toBe(-9_500);
  });

  it('over 2.25 @ decimal 1.90: 3+ goals +90, 2 goals -50', () => {
    expect(net(190, ODDS_TYPES.DEC, totalFactor('o', 225, 3))).toBe(9_000);
    expect(net(190, ODDS_TYPES.DEC, totalFactor('o', 225, 5))).toBe(9_000);
    expect(net(190, ODDS_TYPES.DEC, totalFactor('o', 225, 2))).toBe(-5_000);
    expect(net(190, ODDS_TYPES.DEC, totalFactor('o', 225, 1))).toBe(-10_000);
  });

  it('over 2.75 @ MY -0.88: 3 goals +50, 4+ +100, 2 or fewer -88', () => {
    expect(net(-88, ODDS_TYPES.MY, totalFactor('o', 275, 3))).toBe(5_000);
    expect(net(-88, ODDS_TYPES.MY, totalFactor('o', 275, 4))).toBe(10_000);
    expect(net(-88, ODDS_TYPES.MY, totalFactor('o', 275, 2))).toBe(-8_800);
    expect(net(-88, ODDS_TYPES.MY, totalFactor('o', 275, 0))).toBe(-8_800);
  });

  it('home -1 @ -0.90: win by 1 = 0, by 2+ +100, else -90', () => {
    expect(net(-90, ODDS_TYPES.MY, handicapFactor('h', -100, 1))).toBe(0);
    expect(net(-90, ODDS_TYPES.MY, handicapFactor('h', -100, 2))).toBe(10_000);
    expect(net(-90, ODDS_TYPES.MY, handicapFactor('h', -100, 0))).toBe(-9_000);
  });

  it('under is the mirror of over, and the outcome names follow the table', () => {
    expect(totalFactor('u', 225, 2).outcome).toBe('won_half');
    expect(totalFactor('u', 250, 2).outcome).toBe('won');
    expect(totalFactor('u', 200, 2).outcome).toBe('draw');
    expect(handicapFactor('h', 0, 0).outcome).toBe('draw');
    expect(handicapFactor('a', 25, 0).outcome).toBe('lost_half');
  });

  it('refuses a line that is not a quarter of a goal', () => {
    expect(() => handicapFactor('h', -30, 1)).toThrow(RangeError);
  });
});

describe('risk and win per odds type (RULES.md section 10 "Risk and win")', () => {
  it('negative Malay and Indo risk more than the typed stake and win the stake', () => {
    expect(betAmounts(S, priceFromDisplay(-80, ODDS_TYPES.MY), ODDS_TYPES.MY)).toMatchObject({
      riskMinor: 8_000,
      winMinor: 10_000,
    });
    expect(betAmounts(S, priceFromDisplay(-125, ODDS_TYPES.ID), ODDS_TYPES.ID)).toMatchObject({
      riskMinor: 12_500,
      winMinor: 10_000,
    });
  });

  it('positive quotes risk the stake and win stake x odds', () => {
    expect(betAmounts(S, priceFromDisplay(80, ODDS_TYPES.HK), ODDS_TYPES.HK)).toMatchObject({
      riskMinor: 10_000,
      winMinor: 8_000,
    });
    expect(betAmounts(S, priceFromDisplay(225, ODDS_TYPES.DEC), ODDS_TYPES.DEC)).toMatchObject({
      riskMinor: 10_000,
      winMinor: 12_500,
    });
    expect(betAmounts(S, priceFromDisplay(200, ODDS_TYPES.ID), ODDS_TYPES.ID)).toMatchObject({
      riskMinor: 10_000,
      winMinor: 20_000,
    });
  });

  it('Myanmar bets risk and win the stake', () => {
    expect(betAmounts(S, 1_000_000, ODDS_TYPES.MMO)).toEqual({ riskMinor: S, winMinor: S, oddsUnits: 0 });
  });
});
