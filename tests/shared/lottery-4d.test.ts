import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  betCostMinor,
  betLines,
  checkBet,
  settleLotteryBet,
  type DrawNumbers,
  type LotteryBet,
} from '../../src/shared/lottery/bets';
import { allNumbers, drawNumbers, isValidDraw } from '../../src/server/lottery/draw';
import { boxLast, numberAndReverse, permutationCount } from '../../src/shared/lottery/numbers';
import { FOUR_D_TABLES, iboxTable } from '../../src/shared/lottery/payouts';
import { openDraw } from '../../src/server/lottery/schedule';
import { createRng } from '../../src/server/odds/rng';

// RULES.md section 10 "4D lottery" as test vectors. Stakes are minor units; 100 = one unit.

const DRAW: DrawNumbers = {
  first: '1234',
  second: '5678',
  third: '9012',
  special: ['1111', '2222', '3333', '4444', '5555', '6666', '7777', '8888', '9999', '0000'],
  consolation: ['1357', '2468', '3579', '4680', '5791', '6802', '7913', '8024', '9135', '0246'],
};
const bet = (type: LotteryBet['type'], number: string, choice: string, units = 1): LotteryBet => ({
  type,
  number,
  choice,
  unitStakeMinor: units * 100,
});
const ret = (b: LotteryBet, d: DrawNumbers = DRAW) => settleLotteryBet(b, d).returnMinor;

describe('permutations', () => {
  it('counts 24 / 12 / 6 / 4 / 1 for distinct, one pair, two pairs, a triple and four of a kind', () => {
    expect(['1234', '1123', '1122', '1112', '1111'].map(permutationCount)).toEqual([24, 12, 6, 4, 1]);
  });
  it('number and reverse buys 1234 and 4321, a palindrome once', () => {
    expect(numberAndReverse('1234')).toEqual(['1234', '4321']);
    expect(numberAndReverse('1221')).toEqual(['1221']);
  });
  it('box last 3 / last 2 keep the leading digits', () => {
    expect(boxLast('1234', 3)).toEqual(['1234', '1243', '1324', '1342', '1423', '1432']);
    expect(boxLast('1234', 2)).toEqual(['1234', '1243']);
    expect(boxLast('1233', 2)).toEqual(['1233']);
  });
});

describe('Big and Small per unit (RULES.md section 10 table)', () => {
  it('Big pays 2,500 / 1,000 / 500 / 180 / 60', () => {
    expect(ret(bet('single', '1234', 'big'))).toBe(250_000);
    expect(ret(bet('single', '5678', 'big'))).toBe(100_000);
    expect(ret(bet('single', '9012', 'big'))).toBe(50_000);
    expect(ret(bet('single', '3333', 'big'))).toBe(18_000);
    expect(ret(bet('single', '0246', 'big'))).toBe(6_000);
    expect(ret(bet('single', '4321', 'big'))).toBe(0);
  });
  it('Small pays 3,500 / 2,000 / 1,000 and nothing on special or consolation', () => {
    expect(ret(bet('single', '1234', 'small'))).toBe(350_000);
    expect(ret(bet('single', '5678', 'small'))).toBe(200_000);
    expect(ret(bet('single', '9012', 'small'))).toBe(100_000);
    expect(ret(bet('single', '3333', 'small'))).toBe(0);
    expect(ret(bet('single', '0246', 'small'))).toBe(0);
  });
  it('scales with whole-unit stakes', () => {
    expect(ret(bet('single', '1234', 'big', 5))).toBe(1_250_000);
  });
});

describe('box, iBox, reverse, box last', () => {
  it('box buys every permutation at full stake and wins the full prize', () => {
    const b = bet('box', '4321', 'big');
    expect(betLines(b)).toHaveLength(24);
    expect(betCostMinor(b)).toBe(2_400);
    expect(ret(b)).toBe(250_000);
  });
  it('box of 1122 costs 6 stakes', () => {
    expect(betCostMinor(bet('box', '1122', 'big'))).toBe(600);
  });
  it('iBox spreads one stake: 24 perms Big 1st = 105 (rounded up to a whole unit)', () => {
    const b = bet('ibox', '4321', 'big');
    expect(betCostMinor(b)).toBe(100);
    expect(ret(b)).toBe(10_500);
    expect(iboxTable(FOUR_D_TABLES.big, 24)).toEqual({
      first: 10_500,
      second: 4_200,
      third: 2_100,
      special: 800,
      consolation: 300,
    });
    expect(iboxTable(FOUR_D_TABLES.big, 12).first).toBe(20_900);
    expect(iboxTable(FOUR_D_TABLES.big, 6).first).toBe(41_700);
    expect(iboxTable(FOUR_D_TABLES.big, 4).first).toBe(62_500);
  });
  it('number and reverse costs two stakes and wins on either', () => {
    const b = bet('reverse', '4321', 'big');
    expect(betCostMinor(b)).toBe(200);
    expect(ret(b)).toBe(250_000);
  });
  it('box last 3 wins when the first digit matches and the rest is a permutation', () => {
    expect(ret(bet('box3', '1432', 'big'))).toBe(250_000);
    expect(ret(bet('box3', '2431', 'big'))).toBe(0);
    expect(ret(bet('box2', '1243', 'small'))).toBe(350_000);
  });
});

describe('3D and the games', () => {
  it('ABC pays 250 / 210 / 150 on the last three digits of the top three', () => {
    expect(ret(bet('abc', '234', 'abc'))).toBe(25_000);
    expect(ret(bet('abc', '678', 'abc'))).toBe(21_000);
    expect(ret(bet('abc', '012', 'abc'))).toBe(15_000);
    expect(ret(bet('abc', '111', 'abc'))).toBe(0);
  });
  it('A pays 660 on the 1st only; D and E on any special / consolation', () => {
    expect(ret(bet('ae', '234', 'A'))).toBe(66_000);
    expect(ret(bet('ae', '678', 'A'))).toBe(0);
    expect(ret(bet('ae', '678', 'B'))).toBe(66_000);
    expect(ret(bet('ae', '333', 'D'))).toBe(6_600);
    expect(ret(bet('ae', '246', 'E'))).toBe(6_600);
  });
  it('big/small and odd/even on the 1st prize return 1.95 per unit', () => {
    expect(ret(bet('bigsmall', '', 'small'))).toBe(195);
    expect(ret(bet('bigsmall', '', 'big'))).toBe(0);
    expect(ret(bet('oddeven', '', 'even'))).toBe(195);
    expect(ret(bet('oddeven', '', 'odd'))).toBe(0);
  });
});

describe('bet checks', () => {
  it('refuses bad numbers, choices and fractional stakes', () => {
    expect(checkBet(bet('single', '123', 'big'))).toBe('invalidNumber');
    expect(checkBet(bet('abc', '1234', 'abc'))).toBe('invalidNumber');
    expect(checkBet(bet('single', '1234', 'A'))).toBe('invalidChoice');
    expect(checkBet({ ...bet('single', '1234', 'big'), unitStakeMinor: 150 })).toBe('invalidBetAmount');
    expect(checkBet(bet('single', '0000', 'big'))).toBeNull();
  });
});

describe('draws', () => {
  it('are 23 distinct four-digit numbers even from a source that repeats itself', () => {
    let k = 0;
    const repeating = () =>
      (([7, 7, 7, 12, 12, 9999, 0][k++ % 7] as number) + Math.floor(k / 7) * 13) % 10_000;
    const d = drawNumbers(repeating);
    expect(isValidDraw(d)).toBe(true);
    expect(allNumbers(d)).toHaveLength(23);
  });
  it('property: any seed gives a valid draw', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const rng = createRng(seed);
        return isValidDraw(drawNumbers((n) => rng.int(0, n - 1)));
      }),
      { numRuns: 200 },
    );
  });
  it('a Big single on a number of the draw always wins exactly its prize', () => {
    const d = drawNumbers((n) => Math.floor(Math.random() * n));
    expect(ret(bet('single', d.first, 'big'), d)).toBe(250_000);
    expect(ret(bet('single', d.consolation[9] as string, 'big'), d)).toBe(6_000);
  });
  it('the open draw closes 30 s before it is drawn', () => {
    const interval = 300_000;
    expect(openDraw(interval * 10 + 1, interval).drawNo).toBe(11);
    expect(openDraw(interval * 11 - 30_000, interval).drawNo).toBe(12);
    expect(openDraw(interval * 11 - 30_001, interval).drawNo).toBe(11);
  });
});
