import { describe, expect, it } from 'vitest';
import { settlePick } from '../../src/server/betting/markets';
import type { BetPick, MatchOutcome } from '../../src/server/betting/markets';
import { myanmarFactor } from '../../src/shared/betting/myanmar';
import { singleReturn } from '../../src/shared/betting/outcome';
import { parseMyanmar } from '../../src/shared/odds/myanmar';
import type { MyanmarQuote } from '../../src/shared/odds/myanmar';

function result(home: number, away: number, extra: Partial<MatchOutcome> = {}): MatchOutcome {
  return {
    status: 'completed',
    home,
    away,
    htHome: null,
    htAway: null,
    firstGoal: null,
    lastGoal: null,
    placings: [],
    ...extra,
  };
}
function pick(market: string, choice: string, extra: Partial<BetPick> = {}): BetPick {
  return { market, period: 0, choice, line: null, scoreAtBet: null, mmo: null, ...extra };
}
const outcome = (p: BetPick, r: MatchOutcome) => settlePick(p, r).outcome;

describe('Myanmar vectors (RULES.md section 10, stake 10,000 backing the giver)', () => {
  const q = (text: string): MyanmarQuote => parseMyanmar(text) as MyanmarQuote;
  const net = (text: string, margin: number, giver = true) => {
    const f = myanmarFactor(q(text), margin, giver);
    return singleReturn(1_000_000, 1_000_000, f) - 1_000_000;
  };

  it('1-30: 2-0 +10,000; 1-0 -3,000; draw -10,000', () => {
    expect(net('1-30', 2)).toBe(1_000_000);
    expect(net('1-30', 1)).toBe(-300_000);
    expect(net('1-30', 0)).toBe(-1_000_000);
  });

  it('1+40: 1-0 +4,000; level -40: draw -4,000', () => {
    expect(net('1+40', 1)).toBe(400_000);
    expect(net('-40', 0)).toBe(-400_000);
  });

  it('the taker gets the mirror, and 1= pushes at the exact margin', () => {
    expect(net('1-30', 1, false)).toBe(300_000);
    expect(net('1+40', 1, false)).toBe(-400_000);
    expect(net('1-30', 2, false)).toBe(-1_000_000);
    expect(net('1=', 1)).toBe(0);
  });

  it('settles through settlePick with the giver and the score at bet (live)', () => {
    const mmo = { quote: q('1-30'), giver: 2 as const };
    expect(outcome(pick('hdp', 'a', { mmo }), result(0, 2))).toBe('won');
    expect(outcome(pick('hdp', 'h', { mmo }), result(0, 1))).toBe('won_part');
    expect(outcome(pick('hdp', 'a', { mmo, scoreAtBet: [0, 1] }), result(0, 2))).toBe('lost_part');
    const ou = { quote: q('3+20'), giver: 0 as const };
    expect(outcome(pick('ou', 'o', { mmo: ou }), result(2, 1))).toBe('won_part');
    expect(outcome(pick('ou', 'u', { mmo: ou }), result(2, 2))).toBe('lost');
  });
});

describe('markets', () => {
  it('live handicap counts only goals after the bet; totals count the whole match', () => {
    expect(outcome(pick('hdp', 'h', { line: -50, scoreAtBet: [1, 0] }), result(2, 0))).toBe('won');
    expect(outcome(pick('hdp', 'h', { line: -50, scoreAtBet: [1, 0] }), result(1, 0))).toBe('lost');
    expect(outcome(pick('ou', 'o', { line: 250, scoreAtBet: [2, 0] }), result(2, 1))).toBe('won');
  });

  it('1X2, moneyline, odd/even, draw no bet, home/away no bet', () => {
    expect(outcome(pick('oxt', 'x'), result(1, 1))).toBe('won');
    expect(outcome(pick('oxt', '1'), result(1, 1))).toBe('lost');
    expect(outcome(pick('ml', 'h'), result(101, 99))).toBe('won');
    expect(outcome(pick('ml', 'a'), result(1, 1))).toBe('void');
    expect(outcome(pick('oe', 'odd'), result(2, 1))).toBe('won');
    expect(outcome(pick('oehm', 'even'), result(2, 1))).toBe('won');
    expect(outcome(pick('oeaw', 'even'), result(2, 1))).toBe('lost');
    expect(outcome(pick('dnb', 'h'), result(0, 0))).toBe('void');
    expect(outcome(pick('dnb', 'a'), result(0, 1))).toBe('won');
    expect(outcome(pick('hnb', 'x'), result(1, 0))).toBe('void');
    expect(outcome(pick('hnb', 'a'), result(0, 1))).toBe('won');
    expect(outcome(pick('anb', 'h'), result(0, 1))).toBe('void');
    expect(outcome(pick('anb', 'x'), result(2, 2))).toBe('won');
  });

  it('double chance covers two results', () => {
    expect(outcome(pick('dc', '1x'), result(2, 0))).toBe('won');
    expect(outcome(pick('dc', '1x'), result(1, 1))).toBe('won');
    expect(outcome(pick('dc', '1x'), result(0, 1))).toBe('lost');
    expect(outcome(pick('dc', '12'), result(1, 1))).toBe('lost');
    expect(outcome(pick('dc', 'x2'), result(0, 3))).toBe('won');
  });

  it('correct score grid with other, total goals, ranges, both score', () => {
    expect(outcome(pick('cs', '2-1'), result(2, 1))).toBe('won');
    expect(outcome(pick('cs', 'other'), result(5, 0))).toBe('won');
    expect(outcome(pick('cs', 'other'), result(4, 4))).toBe('lost');
    expect(outcome(pick('tg', '3'), result(2, 1))).toBe('won');
    expect(outcome(pick('tg', '10+'), result(6, 5))).toBe('won');
    expect(outcome(pick('orz', '2-3'), result(2, 1))).toBe('won');
    expect(outcome(pick('orz', '7+'), result(4, 3))).toBe('won');
    expect(outcome(pick('bs', 'y'), result(1, 1))).toBe('won');
    expect(outcome(pick('bs', 'y'), result(1, 0))).toBe('lost');
  });

  it('clean sheet and win to nil per side, winning margin, combos', () => {
    expect(outcome(pick('cl', 'y', { line: 1 }), result(1, 0))).toBe('won');
    expect(outcome(pick('cl', 'y', { line: 2 }), result(1, 0))).toBe('lost');
    expect(outcome(pick('twtn', 'y', { line: 2 }), result(0, 2))).toBe('won');
    expect(outcome(pick('twtn', 'y', { line: 1 }), result(2, 1))).toBe('lost');
    expect(outcome(pick('wm', 'h3+'), result(4, 0))).toBe('won');
    expect(outcome(pick('wm', 'a1'), result(1, 2))).toBe('won');
    expect(outcome(pick('oxtou', '1o', { line: 250 }), result(2, 1))).toBe('won');
    expect(outcome(pick('ouoe', 'uodd', { line: 250 }), result(1, 0))).toBe('won');
    expect(outcome(pick('dcou', 'x2u', { line: 250 }), result(1, 1))).toBe('won');
  });

  it('first and last goal, with none when goalless', () => {
    expect(outcome(pick('fglg', 'h', { line: 1 }), result(1, 2, { firstGoal: 'h', lastGoal: 'a' }))).toBe(
      'won',
    );
    expect(outcome(pick('fglg', 'a', { line: 2 }), result(1, 2, { firstGoal: 'h', lastGoal: 'a' }))).toBe(
      'won',
    );
    expect(outcome(pick('fglg', 'none', { line: 1 }), result(0, 0))).toBe('won');
  });

  it('half-time markets, HT/FT, to win either half, and F5 innings (period 1)', () => {
    const r = result(1, 2, { htHome: 1, htAway: 0 });
    expect(outcome(pick('oxt', '1', { period: 1 }), r)).toBe('won');
    expect(outcome(pick('hdp', 'a', { period: 1, line: -25 }), r)).toBe('lost');
    expect(outcome(pick('hdp', 'a', { period: 1, line: -25 }), result(1, 2, { htHome: 0, htAway: 0 }))).toBe(
      'won_half',
    );
    expect(outcome(pick('htft', '12'), r)).toBe('won');
    expect(outcome(pick('tw', 'y', { line: 1 }), r)).toBe('won');
    expect(outcome(pick('tw', 'y', { line: 2 }), r)).toBe('won');
    expect(outcome(pick('ehtg', '1'), r)).toBe('won');
    expect(outcome(pick('ml', 'h', { period: 1 }), result(5, 7, { htHome: 3, htAway: 2 }))).toBe('won');
    expect(outcome(pick('oxt', '1', { period: 1 }), result(1, 0))).toBe('void');
  });

  it('outright pays the winner', () => {
    expect(outcome(pick('outright', 'Arsenal'), result(0, 0, { placings: ['Arsenal', 'Chelsea'] }))).toBe(
      'won',
    );
    expect(outcome(pick('outright', 'Chelsea'), result(0, 0, { placings: ['Arsenal', 'Chelsea'] }))).toBe(
      'lost',
    );
  });

  it('cancelled, refund and abandoned variants', () => {
    const ft = pick('oxt', '1');
    const ht = pick('oxt', '1', { period: 1 });
    const base = { htHome: 1, htAway: 0, firstGoal: 'h' as const };
    expect(outcome(ft, result(1, 0, { ...base, status: 'cancelled' }))).toBe('void');
    expect(outcome(ht, result(1, 0, { ...base, status: 'refund_1h' }))).toBe('void');
    expect(outcome(ft, result(1, 0, { ...base, status: 'refund_1h' }))).toBe('won');
    expect(outcome(ft, result(1, 0, { ...base, status: 'refund_2h' }))).toBe('void');
    expect(outcome(ht, result(1, 0, { ...base, status: 'refund_2h' }))).toBe('won');
    expect(outcome(ht, result(1, 0, { ...base, status: 'abandoned_1h' }))).toBe('void');
    expect(outcome(ht, result(1, 0, { ...base, status: 'abandoned_2h' }))).toBe('won');
    expect(outcome(ft, result(1, 0, { ...base, status: 'abandoned_2h' }))).toBe('void');
    expect(outcome(pick('fglg', 'h', { line: 1 }), result(1, 0, { ...base, status: 'abandoned_2h' }))).toBe(
      'won',
    );
  });

  it('an unknown market is void rather than guessed', () => {
    expect(outcome(pick('nosuch', 'h'), result(1, 0))).toBe('void');
  });
});
