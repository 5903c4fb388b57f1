// 4D numbers as four-character digit strings ("0042"), and the permutations box bets buy.

/** Distinct orderings of the given digits, sorted so every caller sees the same list. */
export function permutations(digits: string): string[] {
  if (digits.length <= 1) return [digits];
  const out = new Set<string>();
  for (let i = 0; i < digits.length; i++) {
    const rest = digits.slice(0, i) + digits.slice(i + 1);
    for (const tail of permutations(rest)) out.add(digits[i] + tail);
  }
  return [...out].sort();
}

/** 24 for 1234, 12 for 1123, 6 for 1122, 4 for 1112, 1 for 1111. */
export function permutationCount(number: string): number {
  return permutations(number).length;
}

/** The number and its reverse; a palindrome (1221) is one number, so it is bought once. */
export function numberAndReverse(number: string): string[] {
  const reversed = [...number].reverse().join('');
  return reversed === number ? [number] : [number, reversed];
}

/** Box last 3 / last 2: the leading digits stay, the last `n` digits are permuted. */
export function boxLast(number: string, n: 2 | 3): string[] {
  const head = number.slice(0, 4 - n);
  return permutations(number.slice(4 - n)).map((tail) => head + tail);
}
