// The one payout table of the 4D lottery (RULES.md section 10 "4D lottery"): what one unit staked returns for each prize.
// Amounts are hundredths of a unit so the 1.95 of the big/small and odd/even games stays an integer.

export const PRIZES = ['first', 'second', 'third', 'special', 'consolation'] as const;
export type Prize = (typeof PRIZES)[number];

export type PrizeTable = Readonly<Partial<Record<Prize, number>>>;

/** 4D bought as Big wins on any of the 23 numbers; Small only on the top three, for more. */
export const FOUR_D_TABLES = {
  big: { first: 250_000, second: 100_000, third: 50_000, special: 18_000, consolation: 6_000 },
  small: { first: 350_000, second: 200_000, third: 100_000 },
} as const satisfies Record<string, PrizeTable>;

/** 3D on the last three digits: ABC pays on any of the top three; A to E each on one prize group. */
export const THREE_D_TABLES = {
  abc: { first: 25_000, second: 21_000, third: 15_000 },
  A: { first: 66_000 },
  B: { second: 66_000 },
  C: { third: 66_000 },
  D: { special: 6_600 },
  E: { consolation: 6_600 },
} as const satisfies Record<string, PrizeTable>;

/**
 * The 1st prize number as a game: Big is 5000-9999, Small 0000-4999; Odd/Even by its last digit.
 * Each side has probability exactly 1/2, so 1.95 returns 97.5% of stakes.
 */
export const GAME_RETURN_X100 = 195;

/** iBox divides each prize by the permutations and rounds up to a whole unit (Magnum's table: 24 perms, Big 1st = 105). */
export function iboxTable(table: PrizeTable, perms: number): PrizeTable {
  const out: Partial<Record<Prize, number>> = {};
  for (const prize of PRIZES) {
    const amount = table[prize];
    if (amount) out[prize] = Math.ceil(amount / (perms * 100)) * 100;
  }
  return out;
}
