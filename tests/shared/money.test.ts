import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatMinor, minorToDecimalString, parseAmount, toMinor } from '@shared/money';

describe('money in minor units', () => {
  it('parses decimal strings and numbers exactly', () => {
    expect(toMinor('10000.00')).toBe(1_000_000);
    expect(toMinor('0.1')).toBe(10);
    expect(toMinor(0.1 + 0.2)).toBe(30);
    expect(toMinor('-42.5')).toBe(-4250);
    expect(() => toMinor('1.001')).toThrow(RangeError);
    expect(() => toMinor('abc')).toThrow(RangeError);
  });

  it('takes a client amount only when it is exact to the cent, as a string or a JSON number', () => {
    expect(parseAmount('10.10')).toBe(1010);
    expect(parseAmount(10.1)).toBe(1010);
    expect(parseAmount(' 7 ')).toBe(700);
    expect(parseAmount(-2.5)).toBe(-250);
    // Finer than a cent, in either form, is refused rather than rounded (10.999 was debited as 11.00).
    for (const finer of [10.999, 1.005, 0.1 + 0.2, '10.999', '1.005'])
      expect(parseAmount(finer), String(finer)).toBeNull();
    for (const odd of [1e21, 1e-7, Number.NaN, Infinity, 2 ** 63, '1e3', '', '.5', '5.', '0x10'])
      expect(parseAmount(odd), String(odd)).toBeNull();
  });

  it('reads every two-decimal number a client can send exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (minor) => {
        expect(parseAmount(Number(minorToDecimalString(minor)))).toBe(minor);
      }),
    );
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
