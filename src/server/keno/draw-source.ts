// The auditable source of a keno draw: a random 32-byte seed, stored with the draw, from which the 20 numbers
// follow by a published rule, so anyone holding the seed can re-derive the draw (docs/GAMES.md, "Keno").
//
// Rule: the pool is 1..80 in order. Block c (c = 0, 1, 2, ...) is SHA-256 of the ASCII text "{seed}:{c}", read
// as eight big-endian 32-bit words. Each word w draws the next number by a partial Fisher-Yates step: with r
// numbers left in the pool (r = 80, 79, ...), w is rejected when w >= floor(2^32 / r) * r (so every index is
// equally likely), otherwise index i = w mod r among the remaining numbers is drawn and swapped to the end.
import { createHash, randomBytes } from 'node:crypto';
import { KENO_DRAWN, KENO_POOL } from '../../shared/keno/rules';

export function newKenoSeed(): string {
  return randomBytes(32).toString('hex');
}

export function kenoNumbersFromSeed(seed: string): number[] {
  const pool = Array.from({ length: KENO_POOL }, (_, i) => i + 1);
  const drawn: number[] = [];
  for (let block = 0; drawn.length < KENO_DRAWN; block++) {
    const digest = createHash('sha256').update(`${seed}:${block}`, 'ascii').digest();
    for (let offset = 0; offset < digest.length && drawn.length < KENO_DRAWN; offset += 4) {
      const word = digest.readUInt32BE(offset);
      const left = KENO_POOL - drawn.length;
      if (word >= Math.floor(2 ** 32 / left) * left) continue;
      const index = word % left;
      const picked = pool[index] as number;
      pool[index] = pool[left - 1] as number;
      pool[left - 1] = picked;
      drawn.push(picked);
    }
  }
  return drawn;
}
