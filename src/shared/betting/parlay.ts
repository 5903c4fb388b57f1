// Mix parlay and system parlay rules (RULES.md sections 5 and 9, RULES.md section 10 "Mix parlay", "System parlay").
import { MYANMAR_PARLAY_LEGS, PARLAY_LEGS, SYSTEM_PARLAY_FULL_ONLY_ABOVE } from '../constants';
import type { Price } from '../odds/price';
import { PRICE_SCALE } from '../odds/price';
import { BP } from './outcome';
import type { SettleFactor } from './outcome';

/** normal mix parlay; special-odds parlay (needs 3 legs); Myanmar-odds parlay (2 to 10). */
export type ParlayKind = 'normal' | 'special' | 'mmo';

export interface ParlayLegInfo {
  /** Parent id for a child line, else the match id: one selection per match. */
  matchKey: number;
  live: boolean;
  /** Head row "parlay" flag: whether the match may be combined at all. */
  parlayAllowed: boolean;
}

function parlayLegRange(kind: ParlayKind, anyLive: boolean): { min: number; max: number } {
  if (kind === 'mmo') return { min: MYANMAR_PARLAY_LEGS.min, max: MYANMAR_PARLAY_LEGS.max };
  const min = kind === 'special' || anyLive ? PARLAY_LEGS.liveMin : PARLAY_LEGS.min;
  return { min, max: PARLAY_LEGS.max };
}

/** The first broken parlay rule as its code (RULES.md section 8 "Other bet"), or null when the legs are valid. */
export function parlayViolation(legs: readonly ParlayLegInfo[], kind: ParlayKind): string | null {
  if (legs.length === 0) return 'noMatchSelected';
  if (legs.some((l) => !l.parlayAllowed)) return 'matchNotAllowBet';
  const keys = new Set(legs.map((l) => l.matchKey));
  if (keys.size !== legs.length) return 'parlaySameMatch';
  const { min, max } = parlayLegRange(
    kind,
    legs.some((l) => l.live),
  );
  if (legs.length > max) return 'parlayMaxTickets';
  if (legs.length < min) {
    if (min === PARLAY_LEGS.min || kind === 'mmo') return 'parlayMinMatches';
    return kind === 'special' ? 'specialParlayMinMatches' : 'liveParlayMinMatches';
  }
  return null;
}

// ---- payout ----

interface Ratio {
  num: bigint;
  den: bigint;
}

const SCALE = BigInt(PRICE_SCALE);
const BPN = BigInt(BP);

/**
 * A leg's multiplier in decimal terms: won D, won half (1 + D) / 2, void or draw 1, lost half 1/2, lost 0;
 * Myanmar partials in proportion. One formula: 1 + (D - 1) x win share - lose share.
 */
function legMultiplier(price: Price, f: SettleFactor): Ratio {
  return { num: SCALE * BPN + BigInt(price) * BigInt(f.winBp) - BigInt(f.loseBp) * SCALE, den: SCALE * BPN };
}

/** Half-up rounding to the minor unit: RULES.md section 10's parlay vectors are quoted rounded to the cent. */
function roundTimes(stakeMinor: number, ratios: readonly Ratio[]): number {
  let num = BigInt(stakeMinor);
  let den = 1n;
  for (const r of ratios) {
    num *= r.num;
    den *= r.den;
  }
  return Number((2n * num + den) / (2n * den));
}

/** What a parlay ticket returns (minor units) once every leg is settled; a lost leg loses the ticket. */
export function parlayReturn(
  stakeMinor: number,
  legs: readonly { price: Price; factor: SettleFactor }[],
): number {
  return roundTimes(
    stakeMinor,
    legs.map((l) => legMultiplier(l.price, l.factor)),
  );
}

/** A parlay's net win if every leg wins in full. */
export function parlayWin(stakeMinor: number, prices: readonly Price[]): number {
  const full = roundTimes(
    stakeMinor,
    prices.map((p) => ({ num: SCALE + BigInt(p), den: SCALE })),
  );
  return full - stakeMinor;
}

/** Combined decimal odds of a parlay in hundredths, truncated (for display). */
export function parlayOddsUnits(prices: readonly Price[]): number {
  let num = 100n;
  let den = 1n;
  for (const p of prices) {
    num *= SCALE + BigInt(p);
    den *= SCALE;
  }
  return Number(num / den);
}

// ---- system parlay ----

/** C(n, k), exact for every size a slip can hold. */
export function combinations(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= Math.min(k, n - k); i++) result = (result * (n - i + 1)) / i;
  return Math.round(result);
}

/** Combination sizes offered for n selections: 2..n, or only the full n-fold above ten selections. */
export function systemSizes(n: number): number[] {
  if (n < 2) return [];
  if (n > SYSTEM_PARLAY_FULL_ONLY_ABOVE) return [n];
  return Array.from({ length: n - 1 }, (_, i) => i + 2);
}

export function systemTicketCount(n: number, sizes: readonly number[]): number {
  return sizes.reduce((sum, k) => sum + combinations(n, k), 0);
}

/** Every ticket of the chosen sizes as indexes into the selections, smallest size first, in lexicographic order. */
export function systemTickets(n: number, sizes: readonly number[]): number[][] {
  const out: number[][] = [];
  const pick = (start: number, k: number, acc: number[]): void => {
    if (acc.length === k) {
      out.push([...acc]);
      return;
    }
    for (let i = start; i <= n - (k - acc.length); i++) {
      acc.push(i);
      pick(i + 1, k, acc);
      acc.pop();
    }
  };
  for (const k of [...sizes].sort((a, b) => a - b)) pick(0, k, []);
  return out;
}

/** Refuses sizes outside what systemSizes offers for n selections. */
export function systemViolation(n: number, sizes: readonly number[]): string | null {
  if (n === 0) return 'noMatchSelected';
  // Two selections make one double: a system needs three to have a choice of sizes (Trixie).
  if (n < PARLAY_LEGS.min + 1) return 'systemParlayMinMatches';
  if (n > PARLAY_LEGS.max) return 'parlayMaxTickets';
  const offered = new Set(systemSizes(n));
  if (sizes.length === 0 || sizes.some((k) => !offered.has(k)) || new Set(sizes).size !== sizes.length)
    return 'invalidBetType';
  return null;
}
