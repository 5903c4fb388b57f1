// The demo fishing shooter: each shot costs one stake and is aimed at a fish. A fish worth m times the stake
// is caught with probability 96 / (100 m), decided by the server, so every fish returns exactly 96%.
import type { Rtp } from '../../shared/games/rtp';

export interface FishKind {
  id: string;
  name: string;
  multiplier: number;
}

export const FISH_KINDS: readonly FishKind[] = [
  { id: 'clown', name: 'Clownfish', multiplier: 2 },
  { id: 'puffer', name: 'Pufferfish', multiplier: 3 },
  { id: 'turtle', name: 'Sea turtle', multiplier: 5 },
  { id: 'ray', name: 'Manta ray', multiplier: 10 },
  { id: 'shark', name: 'Shark', multiplier: 20 },
  { id: 'whale', name: 'Golden whale', multiplier: 50 },
  { id: 'dragon', name: 'Sea dragon', multiplier: 100 },
];

/** Hits out of `chances` draws: a shot catches when randomInt(chances) < hits. */
const FISH_HITS_PER_100 = 96;

export function fishChances(kind: FishKind): { hits: number; chances: number } {
  return { hits: FISH_HITS_PER_100, chances: 100 * kind.multiplier };
}

export const FISHING_RTP: Rtp = { numerator: 96n, denominator: 100n };

export function computeFishRtp(kind: FishKind): Rtp {
  const { hits, chances } = fishChances(kind);
  return { numerator: BigInt(hits * kind.multiplier), denominator: BigInt(chances) };
}

export function fishKind(id: string): FishKind | undefined {
  return FISH_KINDS.find((f) => f.id === id);
}
