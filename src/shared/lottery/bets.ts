// 4D bet types (RULES.md section 3) turned into the lines they buy, and settled against a draw.
import { FOUR_D_NUMBER_RULES, THREE_D_NUMBER_RULES, validateField } from '../validation';
import { boxLast, numberAndReverse, permutationCount, permutations } from './numbers';
import {
  FOUR_D_TABLES,
  GAME_RETURN_X100,
  iboxTable,
  THREE_D_TABLES,
  type Prize,
  type PrizeTable,
} from './payouts';

const FOUR_D_TYPES = ['single', 'reverse', 'box', 'ibox', 'box3', 'box2'] as const;
const THREE_D_TYPES = ['abc', 'ae'] as const;
const GAME_TYPES = ['bigsmall', 'oddeven'] as const;
export const LOTTERY_BET_TYPES = [...FOUR_D_TYPES, ...THREE_D_TYPES, ...GAME_TYPES] as const;
export type LotteryBetType = (typeof LOTTERY_BET_TYPES)[number];

export const CHOICES: Record<LotteryBetType, readonly string[]> = {
  single: ['big', 'small'],
  reverse: ['big', 'small'],
  box: ['big', 'small'],
  ibox: ['big', 'small'],
  box3: ['big', 'small'],
  box2: ['big', 'small'],
  abc: ['abc'],
  ae: ['A', 'B', 'C', 'D', 'E'],
  bigsmall: ['big', 'small'],
  oddeven: ['odd', 'even'],
};

export interface LotteryBet {
  type: LotteryBetType;
  /** Four digits for 4D types, three for 3D, empty for the games. */
  number: string;
  choice: string;
  /** Stake per line in minor units; lottery stakes are whole units (a multiple of 100). */
  unitStakeMinor: number;
}

export interface DrawNumbers {
  first: string;
  second: string;
  third: string;
  special: readonly string[];
  consolation: readonly string[];
}

/** One number bought at one stake, paying by `table` when it matches a prize (`digits`: compare the last 3 or all 4). */
export interface BetLine {
  number: string;
  table: PrizeTable;
  digits: 3 | 4;
}

export type BetProblem = 'invalidNumber' | 'invalidChoice' | 'invalidBetAmount';

/** Why the bet cannot be bought, or null when it can. */
export function checkBet(bet: LotteryBet): BetProblem | null {
  if (!CHOICES[bet.type]?.includes(bet.choice)) return 'invalidChoice';
  const isFour = (FOUR_D_TYPES as readonly string[]).includes(bet.type);
  const isThree = (THREE_D_TYPES as readonly string[]).includes(bet.type);
  // The 4D form checks the number with the same generic rules as it is typed.
  if (isFour && validateField('number', bet.number, FOUR_D_NUMBER_RULES)) return 'invalidNumber';
  if (isThree && validateField('number', bet.number, THREE_D_NUMBER_RULES)) return 'invalidNumber';
  if (!isFour && !isThree && bet.number !== '') return 'invalidNumber';
  if (!Number.isSafeInteger(bet.unitStakeMinor) || bet.unitStakeMinor < 100 || bet.unitStakeMinor % 100 !== 0)
    return 'invalidBetAmount';
  return null;
}

/** The lines a bet buys: box, reverse and box-last buy each number at the full stake; iBox buys one divided line per permutation. */
export function betLines(bet: LotteryBet): BetLine[] {
  switch (bet.type) {
    case 'single':
      return [{ number: bet.number, table: sizeTable(bet.choice), digits: 4 }];
    case 'reverse':
      return numberAndReverse(bet.number).map((number) => ({
        number,
        table: sizeTable(bet.choice),
        digits: 4,
      }));
    case 'box':
      return permutations(bet.number).map((number) => ({ number, table: sizeTable(bet.choice), digits: 4 }));
    case 'ibox': {
      const perms = permutationCount(bet.number);
      const table = iboxTable(sizeTable(bet.choice), perms);
      return permutations(bet.number).map((number) => ({ number, table, digits: 4 }));
    }
    case 'box3':
      return boxLast(bet.number, 3).map((number) => ({ number, table: sizeTable(bet.choice), digits: 4 }));
    case 'box2':
      return boxLast(bet.number, 2).map((number) => ({ number, table: sizeTable(bet.choice), digits: 4 }));
    case 'abc':
      return [{ number: bet.number, table: THREE_D_TABLES.abc, digits: 3 }];
    case 'ae':
      return [{ number: bet.number, table: THREE_D_TABLES[bet.choice as 'A'], digits: 3 }];
    case 'bigsmall':
    case 'oddeven':
      return [];
  }
}

function sizeTable(choice: string): PrizeTable {
  return choice === 'small' ? FOUR_D_TABLES.small : FOUR_D_TABLES.big;
}

/** What the bet costs: iBox is one stake spread over its permutations, the games one stake, the rest one stake per line. */
export function betCostMinor(bet: LotteryBet): number {
  if (bet.type === 'ibox' || bet.type === 'bigsmall' || bet.type === 'oddeven') return bet.unitStakeMinor;
  return bet.unitStakeMinor * betLines(bet).length;
}

/** Each prize the draw awards to the bet, with what it returns. */
export interface LotteryWin {
  number: string;
  prize: Prize;
  returnMinor: number;
}

function prizesOf(draw: DrawNumbers): [Prize, string][] {
  return [
    ['first', draw.first],
    ['second', draw.second],
    ['third', draw.third],
    ...draw.special.map((n): [Prize, string] => ['special', n]),
    ...draw.consolation.map((n): [Prize, string] => ['consolation', n]),
  ];
}

/** Settles one bet against a draw. Returns are exact: a whole-unit stake times a table in hundredths. */
export function settleLotteryBet(
  bet: LotteryBet,
  draw: DrawNumbers,
): { returnMinor: number; wins: LotteryWin[] } {
  const units = bet.unitStakeMinor / 100;
  if (bet.type === 'bigsmall' || bet.type === 'oddeven') {
    const first = Number(draw.first);
    const side =
      bet.type === 'bigsmall' ? (first >= 5000 ? 'big' : 'small') : first % 2 === 1 ? 'odd' : 'even';
    const returnMinor = side === bet.choice ? units * GAME_RETURN_X100 : 0;
    return { returnMinor, wins: returnMinor ? [{ number: draw.first, prize: 'first', returnMinor }] : [] };
  }
  const wins: LotteryWin[] = [];
  for (const line of betLines(bet)) {
    for (const [prize, drawn] of prizesOf(draw)) {
      const amount = line.table[prize];
      if (!amount) continue;
      if (drawn.slice(4 - line.digits) === line.number.slice(line.number.length - line.digits)) {
        wins.push({ number: line.number, prize, returnMinor: units * amount });
      }
    }
  }
  return { returnMinor: wins.reduce((sum, w) => sum + w.returnMinor, 0), wins };
}
