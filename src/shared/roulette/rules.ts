// Virtual roulette, European single-zero wheel: one spin per slot of its own schedule, bets on the standard layout.
// The bet table below is the one home of which numbers a bet covers and what it returns; the RTP of every bet
// follows from it exactly (docs/GAMES.md, "Virtual roulette").
import type { Rtp } from '../games/rtp';

/** Pockets 0..36. */
export const ROULETTE_POCKETS = 37;
export const ROULETTE_MAX_NUMBER = 36;
/** The red numbers of the European wheel; every other number but 0 is black. */
export const RED_NUMBERS: ReadonlySet<number> = new Set([
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
]);

/** Outside bets by name; a straight bet is `straight:{n}` (n = 0..36). */
export const OUTSIDE_BETS = [
  'red',
  'black',
  'odd',
  'even',
  'low',
  'high',
  'dozen1',
  'dozen2',
  'dozen3',
  'column1',
  'column2',
  'column3',
] as const;
type OutsideBet = (typeof OUTSIDE_BETS)[number];
/** The kinds of bet, each with one return: straight 35 to 1, dozens and columns 2 to 1, the even-money bets 1 to 1. */
export type RouletteBetKind = 'straight' | 'colour' | 'parity' | 'half' | 'dozen' | 'column';

/** Stakes per bet line are whole units (1.00 to 1,000.00); a spin takes up to 20 lines, each a different bet. */
const ROULETTE_MIN_STAKE_MINOR = 100;
export const ROULETTE_MAX_STAKE_MINOR = 100_000;
export const ROULETTE_MAX_LINES = 20;

/** What one unit staked returns (stake included) when the bet wins, by kind. */
const ROULETTE_RETURN: Readonly<Record<RouletteBetKind, number>> = {
  straight: 36,
  colour: 2,
  parity: 2,
  half: 2,
  dozen: 3,
  column: 3,
};

/** The published RTP of every bet, 36/37 (checked against the table by tests/shared/roulette-rules.test.ts). */
export const ROULETTE_RTP_PERCENT = '97.297';

export function isRed(n: number): boolean {
  return RED_NUMBERS.has(n);
}

/** The bet a code names, or null when it is no bet of the layout. */
export function parseBet(code: string): { kind: RouletteBetKind; covers: (n: number) => boolean } | null {
  const straight = /^straight:(\d{1,2})$/.exec(code);
  if (straight) {
    const target = Number(straight[1]);
    if (target > ROULETTE_MAX_NUMBER || String(target) !== straight[1]) return null;
    return { kind: 'straight', covers: (n) => n === target };
  }
  const nonZero = (test: (n: number) => boolean) => (n: number) => n > 0 && test(n);
  switch (code as OutsideBet) {
    case 'red':
      return { kind: 'colour', covers: nonZero(isRed) };
    case 'black':
      return { kind: 'colour', covers: nonZero((n) => !isRed(n)) };
    case 'odd':
      return { kind: 'parity', covers: nonZero((n) => n % 2 === 1) };
    case 'even':
      return { kind: 'parity', covers: nonZero((n) => n % 2 === 0) };
    case 'low':
      return { kind: 'half', covers: nonZero((n) => n <= 18) };
    case 'high':
      return { kind: 'half', covers: nonZero((n) => n >= 19) };
    case 'dozen1':
    case 'dozen2':
    case 'dozen3': {
      const d = Number(code.slice(5));
      return { kind: 'dozen', covers: nonZero((n) => Math.ceil(n / 12) === d) };
    }
    case 'column1':
    case 'column2':
    case 'column3': {
      const c = Number(code.slice(6));
      return { kind: 'column', covers: nonZero((n) => ((n - 1) % 3) + 1 === c) };
    }
    default:
      return null;
  }
}

export interface RouletteLine {
  bet: string;
  stakeMinor: number;
}

/** The refusal code of a slip's lines (each a layout bet, no bet twice, whole-unit stakes within limits), or null. */
export function checkLines(
  lines: readonly RouletteLine[],
): 'invalidBet' | 'invalidBetAmount' | 'betOverMax' | null {
  if (lines.length < 1 || lines.length > ROULETTE_MAX_LINES) return 'invalidBet';
  if (lines.some((l) => !parseBet(l.bet))) return 'invalidBet';
  if (new Set(lines.map((l) => l.bet)).size !== lines.length) return 'invalidBet';
  for (const { stakeMinor } of lines) {
    if (!Number.isSafeInteger(stakeMinor) || stakeMinor < ROULETTE_MIN_STAKE_MINOR || stakeMinor % 100 !== 0)
      return 'invalidBetAmount';
    if (stakeMinor > ROULETTE_MAX_STAKE_MINOR) return 'betOverMax';
  }
  return null;
}

/** What a bet line returns on `number` (0 when it loses). */
export function lineReturnMinor(line: RouletteLine, number: number): number {
  const bet = parseBet(line.bet);
  if (!bet) throw new RangeError(`not a roulette bet: ${line.bet}`);
  return bet.covers(number) ? line.stakeMinor * ROULETTE_RETURN[bet.kind] : 0;
}

/** What a slip returns on `number`: the sum of its winning lines. */
export function slipReturnMinor(lines: readonly RouletteLine[], number: number): number {
  return lines.reduce((sum, line) => sum + lineReturnMinor(line, number), 0);
}

/** The exact RTP of a bet over the 37 equally likely pockets. */
export function computeRouletteRtp(code: string): Rtp {
  let returned = 0n;
  for (let n = 0; n < ROULETTE_POCKETS; n++)
    returned += BigInt(lineReturnMinor({ bet: code, stakeMinor: 1 }, n));
  return { numerator: returned, denominator: BigInt(ROULETTE_POCKETS) };
}

/** Every bet of the layout: the 37 straight numbers and the outside bets. */
export const ALL_ROULETTE_BETS: readonly string[] = [
  ...Array.from({ length: ROULETTE_POCKETS }, (_, n) => `straight:${n}`),
  ...OUTSIDE_BETS,
];
