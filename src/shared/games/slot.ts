// The demo slot machine: three reels of 20 stops, one centre pay line. The server picks each reel's stop
// uniformly, so the exact RTP is the pay table summed over all 8,000 stop combinations.
import type { Rtp } from './rtp';

export const SLOT_SYMBOLS = ['seven', 'star', 'bell', 'lemon', 'cherry', 'blank'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];

const strip = (counts: Record<SlotSymbol, number>): SlotSymbol[] =>
  // Interleaved rather than grouped so the reel looks shuffled; the counts are what matter for the maths.
  SLOT_SYMBOLS.flatMap((s) => Array<SlotSymbol>(counts[s]).fill(s)).map(
    (_, i, all) => all[(i * 7) % all.length] as SlotSymbol,
  );

const STRIP = strip({ seven: 1, star: 2, bell: 3, lemon: 4, cherry: 4, blank: 6 });
export const SLOT_REELS: readonly (readonly SlotSymbol[])[] = [STRIP, STRIP, STRIP];

/** Multiples of the stake for three of a kind on the centre line. */
export const SLOT_THREE_OF_A_KIND: Readonly<Partial<Record<SlotSymbol, number>>> = {
  seven: 400,
  star: 80,
  bell: 30,
  lemon: 20,
  cherry: 15,
};
/** Cherries from the left that are not three of a kind. */
export const SLOT_CHERRY_PAYS = { two: 4, one: 2 } as const;

/** The published return to player: 7,674 / 8,000 = 95.925%. tests/shared/games-rtp.test.ts recomputes it. */
export const SLOT_RTP: Rtp = { numerator: 7674n, denominator: 8000n };

/** Multiple of the stake the centre line pays (0 = lost). */
export function slotMultiplier(line: readonly SlotSymbol[]): number {
  const [a, b, c] = line;
  if (a === b && b === c && a) {
    const pays = SLOT_THREE_OF_A_KIND[a];
    if (pays) return pays;
  }
  if (a === 'cherry' && b === 'cherry') return SLOT_CHERRY_PAYS.two;
  if (a === 'cherry') return SLOT_CHERRY_PAYS.one;
  return 0;
}

/** Recomputes the RTP from the reels and the pay table by visiting every combination. */
export function computeSlotRtp(): Rtp {
  let returned = 0n;
  let combos = 0n;
  const [r0, r1, r2] = SLOT_REELS as [readonly SlotSymbol[], readonly SlotSymbol[], readonly SlotSymbol[]];
  for (const a of r0)
    for (const b of r1)
      for (const c of r2) {
        returned += BigInt(slotMultiplier([a, b, c]));
        combos += 1n;
      }
  return { numerator: returned, denominator: combos };
}
