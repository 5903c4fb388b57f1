// The auditable source of a keno draw: a random 32-byte seed, stored with the draw, from which the 20 numbers
// follow by a published rule, so anyone holding the seed can re-derive the draw (docs/GAMES.md, "Keno").
//
// Rule: the pool is 1..80 in order. Block c (c = 0, 1, 2, ...) is SHA-256 of the ASCII text "{seed}:{c}", read
// as eight big-endian 32-bit words. Each word w draws the next number by a partial Fisher-Yates step: with r
// numbers left in the pool (r = 80, 79, ...), w is rejected when w >= floor(2^32 / r) * r (so every index is
// equally likely), otherwise index i = w mod r among the remaining numbers is drawn and swapped to the end.
import { createHash, randomBytes } from 'node:crypto';
import { KENO_DRAWN, KENO_POOL } from '../../shared/keno/rules';

export function newDrawSeed(): string {
  return randomBytes(32).toString('hex');
}

/**
 * `count` distinct indices of 0..pool-1 in the order the rule above draws them (the pool starting as 0..pool-1, so a
 * keno draw is these indices plus one). Video poker deals its round's cards from the same rule.
 */
export function seededSample(seed: string, pool: number, count: number): number[] {
  if (!Number.isInteger(count) || count < 0 || count > pool)
    throw new RangeError(`cannot draw ${count} of ${pool}`);
  const left = Array.from({ length: pool }, (_, i) => i);
  const drawn: number[] = [];
  for (let block = 0; drawn.length < count; block++) {
    const digest = createHash('sha256').update(`${seed}:${block}`, 'ascii').digest();
    for (let offset = 0; offset < digest.length && drawn.length < count; offset += 4) {
      const word = digest.readUInt32BE(offset);
      const remaining = pool - drawn.length;
      if (word >= Math.floor(2 ** 32 / remaining) * remaining) continue;
      const index = word % remaining;
      const picked = left[index] as number;
      left[index] = left[remaining - 1] as number;
      left[remaining - 1] = picked;
      drawn.push(picked);
    }
  }
  return drawn;
}

export function kenoNumbersFromSeed(seed: string): number[] {
  return seededSample(seed, KENO_POOL, KENO_DRAWN).map((i) => i + 1);
}
