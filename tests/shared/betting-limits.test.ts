import { describe, expect, it } from 'vitest';
import { acceptedPrice } from '../../src/shared/betting/amounts';
import { commission, validTurnover } from '../../src/server/betting/commission';
import { clampStake, findLimit, limitKey, stakeViolation } from '../../src/shared/betting/limits';
import { LOST, LOST_HALF, VOID, WON } from '../../src/shared/betting/outcome';
import { settleSingle } from '../../src/server/betting/settlement';

const limit = { minMinor: 100, maxMinor: 1_000_000, maxPayoutMinor: 10_000_000 };

describe('stake limits', () => {
  it('keys: {sport}_{market}, 1X2 as 1x2, parlay, mmo, falling back to default', () => {
    expect(limitKey(1, 'hdp', 'single')).toBe('1_hdp');
    expect(limitKey(1, 'oxt', 'single')).toBe('1_1x2');
    expect(limitKey(2, 'ou', 'parlay')).toBe('parlay');
    expect(limitKey(1, 'hdp', 'mmo')).toBe('mmo');
    const limits = new Map([['default', limit]]);
    expect(findLimit(limits, '9_cs')).toBe(limit);
    expect(findLimit(new Map(), 'x')).toBeNull();
  });

  it('clamps with the MIN and MAX notices', () => {
    expect(clampStake(50, limit)).toEqual({ stakeMinor: 100, notice: 'changeStakeMin' });
    expect(clampStake(2_000_000, limit)).toEqual({ stakeMinor: 1_000_000, notice: 'changeStakeMax' });
    expect(clampStake(5_000, limit)).toEqual({ stakeMinor: 5_000, notice: null });
  });

  it('server codes: betLowerMin, betOverMax, betOverMaxPayout, betOverMaxPerMatch', () => {
    expect(stakeViolation(99, 0, limit)).toBe('betLowerMin');
    expect(stakeViolation(1_000_001, 0, limit)).toBe('betOverMax');
    expect(stakeViolation(1_000_000, 10_000_001, limit)).toBe('betOverMaxPayout');
    expect(stakeViolation(1_000_000, 0, limit, 2_500_000)).toBe('betOverMaxPerMatch');
    expect(stakeViolation(0, 0, limit)).toBe('invalidBetAmount');
    expect(stakeViolation(1_000_000, 10_000_000, limit, 2_000_000)).toBeNull();
  });
});

describe('accept better / any odds', () => {
  it('takes the same price always, a better one only when accepted, a worse one only with any odds', () => {
    const none = { acceptBetterOdds: false, acceptAnyOdds: false };
    expect(acceptedPrice(900_000, 900_000, none)).toBe(900_000);
    expect(acceptedPrice(900_000, 950_000, none)).toBeNull();
    expect(acceptedPrice(900_000, 950_000, { ...none, acceptBetterOdds: true })).toBe(950_000);
    expect(acceptedPrice(900_000, 850_000, { ...none, acceptBetterOdds: true })).toBeNull();
    expect(acceptedPrice(900_000, 850_000, { ...none, acceptAnyOdds: true })).toBe(850_000);
  });
});

describe('turnover and commission by comm_type', () => {
  it('valid turnover is the risk for a full result, half for a half result, none for a void', () => {
    expect(validTurnover(10_000, WON)).toBe(10_000);
    expect(validTurnover(10_000, LOST_HALF)).toBe(5_000);
    expect(validTurnover(10_000, VOID)).toBe(0);
  });

  it('A pays on every settled bet, B only on losing ones, N never', () => {
    expect(commission(10_000, 'A', 25, WON)).toBe(25);
    expect(commission(10_000, 'B', 25, WON)).toBe(0);
    expect(commission(10_000, 'B', 25, LOST)).toBe(25);
    expect(commission(10_000, 'N', 25, LOST)).toBe(0);
  });

  it('settleSingle reports return, win/loss, valid turnover and commission together', () => {
    expect(settleSingle(8_000, 10_000, LOST_HALF, { commType: 'A', commissionBp: 25 })).toEqual({
      returnMinor: 4_000,
      winLossMinor: -4_000,
      validTurnoverMinor: 4_000,
      commissionMinor: 10,
    });
  });
});
