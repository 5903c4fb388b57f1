import { describe, expect, it } from 'vitest';
import {
  formatMyanmar,
  myanmarPickText,
  myanmarSideText,
  myanmarFromLine,
  myanmarOutcome,
  parseMyanmar,
} from '@shared/odds/myanmar';

describe('Myanmar quotes', () => {
  it('formats and parses body + percentage', () => {
    for (const text of ['1+50', '1-50', '1=', '-50', '2+50', '0=', '+40']) {
      const quote = parseMyanmar(text);
      expect(quote).not.toBeNull();
      expect(formatMyanmar(quote!)).toBe(text);
    }
    expect(parseMyanmar('1+150')).toBeNull();
    expect(parseMyanmar('abc')).toBeNull();
  });

  it('maps Asian lines to their RULES.md section 10 equivalents', () => {
    const cases: [number, string][] = [
      [-25, '-50'],
      [-50, '-100'],
      [-75, '1+50'],
      [-100, '1='],
      [-125, '1-50'],
      [-175, '2+50'],
    ];
    for (const [line, text] of cases) expect(formatMyanmar(myanmarFromLine(line))).toBe(text);
  });

  it('settles the RULES.md section 10 vectors from the giver side', () => {
    const q = parseMyanmar('1-30')!;
    expect(myanmarOutcome(q, 2) * 10_000).toBe(10_000);
    expect(myanmarOutcome(q, 1) * 10_000).toBe(-3_000);
    expect(myanmarOutcome(q, 0) * 10_000).toBe(-10_000);
    expect(myanmarOutcome(parseMyanmar('1+40')!, 1) * 10_000).toBe(4_000);
    expect(myanmarOutcome(parseMyanmar('-40')!, 0) * 10_000).toBe(-4_000);
  });
});

describe('myanmarSideText', () => {
  it("gives each side its own share at the exact margin: the giver's percentage, the taker's mirror, = for a push", () => {
    expect(myanmarSideText({ body: 1, pct: 50 }, true)).toBe('+50');
    expect(myanmarSideText({ body: 1, pct: 50 }, false)).toBe('-50');
    expect(myanmarSideText({ body: 1, pct: -30 }, true)).toBe('-30');
    expect(myanmarSideText({ body: 1, pct: -30 }, false)).toBe('+30');
    expect(myanmarSideText({ body: 10, pct: 0 }, false)).toBe('=');
  });
});

describe('myanmarPickText', () => {
  it('is the price a pick was backed at, as its button showed it: the side of the handicap or total it backs', () => {
    // Chelsea (away) gives level ball -20: Chelsea's button reads -20, Arsenal's +20.
    const level = { body: 0, pct: -20 };
    expect(myanmarPickText(level, 'hdp', 'a', 2)).toBe('-20');
    expect(myanmarPickText(level, 'hdp', 'h', 2)).toBe('+20');
    // Arsenal (home) gives 1+80: the taker Chelsea reads -80.
    expect(myanmarPickText({ body: 1, pct: 80 }, 'hdp', 'h', 1)).toBe('+80');
    expect(myanmarPickText({ body: 1, pct: 80 }, 'hdp', 'a', 1)).toBe('-80');
    // A total's over gives the body.
    expect(myanmarPickText({ body: 3, pct: 40 }, 'ou', 'o', 0)).toBe('+40');
    expect(myanmarPickText({ body: 3, pct: 40 }, 'ou', 'u', 0)).toBe('-40');
  });
});
