import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatMinor, minorToDecimalString, toMinor } from '@shared/money';

describe('money in minor units', () => {
  it('parses decimal strings and numbers exactly', () => {
    expect(toMinor('10000.00')).toBe(1_000_000);
    expect(toMinor('0.1')).toBe(10);
    expect(toMinor(0.1 + 0.2)).toBe(30);
    expect(toMinor('-42.5')).toBe(-4250);
    expect(() => toMinor('1.001')).toThrow(RangeError);
    expect(() => toMinor('abc')).toThrow(RangeError);
  });

  it('formats with grouping', () => {
    expect(formatMinor(1_000_000)).toBe('10,000.00');
    expect(formatMinor(-123456789)).toBe('-1,234,567.89');
    expect(formatMinor(5)).toBe('0.05');
  });

  it('round-trips every safe amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (minor) => {
        expect(toMinor(minorToDecimalString(minor))).toBe(minor);
      }),
    );
  });
});
