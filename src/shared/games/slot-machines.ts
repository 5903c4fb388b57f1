// The family of slot machines the slot titles run on. Every machine has three reels whose stops the server
// picks uniformly, the symbols of slot.ts, a three-of-a-kind pay table, cherry pays and one or five pay lines
// over the 3x3 window. Its RTP is therefore an exact fraction over all stop combinations; each machine publishes
// it (and its volatility) and tests/shared/slot-machines.test.ts recomputes both by visiting every combination.
import type { Rtp } from './rtp';
import {
  SLOT_CHERRY_PAYS,
  SLOT_REELS,
  SLOT_RTP,
  SLOT_SYMBOLS,
  SLOT_THREE_OF_A_KIND,
  type SlotSymbol,
} from './slot';

/** A slot title's volatility band, from its return spread (slotVolatilityOf). */
export const SLOT_VOLATILITIES = ['low', 'medium', 'high'] as const;
export type SlotVolatility = (typeof SLOT_VOLATILITIES)[number];

/**
 * Pay lines as the row (0 top, 1 centre, 2 bottom) each reel shows on them: the centre line first, then the
 * top and bottom rows and the two diagonals. A machine with `lines: n` plays the first n.
 */
const SLOT_PAYLINES: readonly (readonly [number, number, number])[] = [
  [1, 1, 1],
  [0, 0, 0],
  [2, 2, 2],
  [0, 1, 2],
  [2, 1, 0],
];

/** Line counts a machine may have; the stake is split evenly over them. */
export type SlotLineCount = 1 | 5;

export interface SlotMachine {
  reels: readonly (readonly SlotSymbol[])[];
  /** Multiples of the line stake for three of a kind on a line. */
  threeOfAKind: Readonly<Partial<Record<SlotSymbol, number>>>;
  /** Cherries from the left of a line that are not three of a kind. */
  cherry: { readonly two: number; readonly one: number };
  lines: SlotLineCount;
  /** The published return to player; the test recomputes it from the reels and pays. */
  rtp: Rtp;
  /** The published volatility: the band of the standard deviation of one spin's return (slotVolatilityOf). */
  volatility: SlotVolatility;
}

/** The machine of the original slot titles (Dragon Pearl): slot.ts's reels and pay table, centre line. */
export const CLASSIC_SLOT_MACHINE: SlotMachine = {
  reels: SLOT_REELS,
  threeOfAKind: SLOT_THREE_OF_A_KIND,
  cherry: SLOT_CHERRY_PAYS,
  lines: 1,
  rtp: SLOT_RTP,
  volatility: 'medium',
};

/** Symbol counts of one reel, in SLOT_SYMBOLS order: seven, star, bell, lemon, cherry, blank. */
export type ReelCounts = readonly [number, number, number, number, number, number];

/**
 * A reel strip with the given symbol counts. The symbols are spread by a stride coprime to the strip's length,
 * so the reel looks shuffled; only the counts matter for the maths.
 */
/* @__NO_SIDE_EFFECTS__ */
export function reelStrip(counts: ReelCounts): SlotSymbol[] {
  const grouped = SLOT_SYMBOLS.flatMap((s, i) => Array<SlotSymbol>(counts[i] ?? 0).fill(s));
  const n = grouped.length;
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  const stride = [7, 11, 13, 17, 19, 23].find((k) => gcd(k, n) === 1) ?? 1;
  return grouped.map((_, i) => grouped[(i * stride) % n] as SlotSymbol);
}

const wrap = (strip: readonly SlotSymbol[], k: number) =>
  strip[((k % strip.length) + strip.length) % strip.length] as SlotSymbol;

/** The three visible rows (top, centre, bottom) of each reel stopped at `stops`. */
function machineWindow(machine: SlotMachine, stops: readonly number[]): SlotSymbol[][] {
  return machine.reels.map((strip, i) => {
    const stop = stops[i] ?? 0;
    return [wrap(strip, stop - 1), wrap(strip, stop), wrap(strip, stop + 1)];
  });
}

/** Multiple of the line stake one line pays (0 = lost). */
export function machineLineMultiplier(machine: SlotMachine, line: readonly SlotSymbol[]): number {
  const [a, b, c] = line;
  if (a && a === b && b === c) {
    const pays = machine.threeOfAKind[a];
    if (pays) return pays;
  }
  if (a === 'cherry' && b === 'cherry') return machine.cherry.two;
  if (a === 'cherry') return machine.cherry.one;
  return 0;
}

export interface SlotLineWin {
  /** Index into SLOT_PAYLINES (0 = centre). */
  line: number;
  symbols: SlotSymbol[];
  multiplier: number;
}

export interface SlotSpin {
  window: SlotSymbol[][];
  /** Every played line with its symbols and multiple of the line stake. */
  lines: SlotLineWin[];
  /** Sum of the lines' multiples: the spin returns line stake x this. */
  lineMultiples: number;
}

/** What a spin stopped at `stops` shows and pays. */
export function machineSpin(machine: SlotMachine, stops: readonly number[]): SlotSpin {
  const window = machineWindow(machine, stops);
  const lines = SLOT_PAYLINES.slice(0, machine.lines).map((rows, line) => {
    const symbols = rows.map((row, reel) => window[reel]?.[row] as SlotSymbol);
    return { line, symbols, multiplier: machineLineMultiplier(machine, symbols) };
  });
  return { window, lines, lineMultiples: lines.reduce((s, l) => s + l.multiplier, 0) };
}

export interface SlotMachineStats {
  /** Exact RTP: returned over staked, summed over every stop combination. */
  rtp: Rtp;
  /** Spins that return anything, out of all combinations (exact fraction). */
  hits: Rtp;
  /** Variance of one spin's return per unit staked, as an exact fraction. */
  variance: Rtp;
}

/** Visits every stop combination: the exact RTP, hit rate and variance of one spin (per unit staked). */
export function computeMachineStats(machine: SlotMachine): SlotMachineStats {
  const [r0, r1, r2] = machine.reels as [readonly SlotSymbol[], readonly SlotSymbol[], readonly SlotSymbol[]];
  let sum = 0n;
  let sumSquares = 0n;
  let hits = 0n;
  for (let a = 0; a < r0.length; a++)
    for (let b = 0; b < r1.length; b++)
      for (let c = 0; c < r2.length; c++) {
        const m = BigInt(machineSpin(machine, [a, b, c]).lineMultiples);
        sum += m;
        sumSquares += m * m;
        if (m > 0n) hits += 1n;
      }
  const combos = BigInt(r0.length * r1.length * r2.length);
  const lines = BigInt(machine.lines);
  // One spin returns X = multiples / lines per unit staked: E[X] = sum / (combos lines),
  // Var[X] = sumSquares / (combos lines^2) - E[X]^2 = (combos sumSquares - sum^2) / (combos lines)^2.
  return {
    rtp: { numerator: sum, denominator: combos * lines },
    hits: { numerator: hits, denominator: combos },
    variance: { numerator: combos * sumSquares - sum * sum, denominator: (combos * lines) ** 2n },
  };
}

/**
 * Volatility bands by the standard deviation of one spin's return per unit staked: low below 4, medium from 4
 * to below 8, high from 8 (compared as variance: 16 and 64).
 */
export function slotVolatilityOf(variance: Rtp): SlotVolatility {
  if (variance.numerator < 16n * variance.denominator) return 'low';
  if (variance.numerator < 64n * variance.denominator) return 'medium';
  return 'high';
}
