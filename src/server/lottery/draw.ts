// A 4D draw: 23 distinct numbers (1st, 2nd, 3rd, 10 special, 10 consolation). The random source is passed in
// so the server uses crypto and tests use a seeded or adversarial one.
import type { DrawNumbers } from '../../shared/lottery/bets';

const SPECIAL_COUNT = 10;
const CONSOLATION_COUNT = 10;
const DRAW_SIZE = 3 + SPECIAL_COUNT + CONSOLATION_COUNT;

/** `randomInt(n)` answers an integer in [0, n). Duplicates are redrawn, so the 23 numbers are always distinct. */
export function drawNumbers(randomInt: (n: number) => number): DrawNumbers {
  const seen = new Set<string>();
  const picks: string[] = [];
  let attempts = 0;
  while (picks.length < DRAW_SIZE) {
    if (++attempts > 100_000) throw new Error('random source keeps repeating itself');
    const value = randomInt(10_000);
    if (!Number.isInteger(value) || value < 0 || value >= 10_000)
      throw new RangeError(`random value out of range: ${value}`);
    const number = String(value).padStart(4, '0');
    if (seen.has(number)) continue;
    seen.add(number);
    picks.push(number);
  }
  return {
    first: picks[0] as string,
    second: picks[1] as string,
    third: picks[2] as string,
    special: picks.slice(3, 3 + SPECIAL_COUNT),
    consolation: picks.slice(3 + SPECIAL_COUNT),
  };
}

/** Every number of the draw, in prize order. */
export function allNumbers(draw: DrawNumbers): string[] {
  return [draw.first, draw.second, draw.third, ...draw.special, ...draw.consolation];
}

export function isValidDraw(draw: DrawNumbers): boolean {
  const all = allNumbers(draw);
  return (
    draw.special.length === SPECIAL_COUNT &&
    draw.consolation.length === CONSOLATION_COUNT &&
    all.every((n) => /^\d{4}$/.test(n)) &&
    new Set(all).size === DRAW_SIZE
  );
}
