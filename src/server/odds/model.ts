// Score distributions and fair probabilities: Poisson grids for low-scoring sports, a discretised
// normal for basketball and tennis games. Prices come from these plus the book's margin.
import { MIN_PRICE, MAX_PRICE, priceFromDecimal } from '../../shared/odds/price';
import type { Price } from '../../shared/odds/price';
import { legOffered, legPlaces, placesPaid, topKProbabilities } from '../../shared/racing/settlement';

/** Implied probabilities of every market sum to about 104%. */
export const BOOK_MARGIN = 1.04;

/** Probability mass over consecutive integers starting at `min`. */
export interface Pmf {
  min: number;
  p: number[];
}

/**
 * How the score moves a side's scoring rate in the low-scoring sports: a side behind presses and scores more often,
 * a side ahead sits back. Without it the halves of a match would be exchangeable and every half time / full time
 * pair mirrored across the two sides (Home / Draw and Away / Draw) would cost the same however unequal the teams.
 * The pair keeps a level match's expected goals about where the teams' strengths put them.
 */
const SCORE_EFFECT = { behind: 1.15, ahead: 0.9 } as const;

/** The factor on a side's scoring rate when it leads by `lead` goals (negative when it trails). */
export function scoreEffect(lead: number): number {
  return lead < 0 ? SCORE_EFFECT.behind : lead > 0 ? SCORE_EFFECT.ahead : 1;
}

/** Steps per minute of play of the score chain: a goal chance per step stays small enough to count at most one. */
const CHAIN_STEPS_PER_MINUTE = 1;

/** Chains already run, by their inputs: a pre-match price is re-quoted every few minutes from the same ones. */
const chainMemo = new Map<string, readonly (readonly number[])[]>();
const CHAIN_MEMO_SIZE = 2000;

/**
 * Joint grid of further goals [home][away] over `minutes` of play that start with the home side `margin` goals
 * ahead: each side scores at its level-score expectation for the stretch (`lambdaHome`, `lambdaAway`), spread
 * evenly, times the score effect of the margin at that moment. This is the chain the simulator plays, so every
 * price comes from the distribution the results are drawn from. Goals past `max` stay in the last cell.
 */
export function goalChain(
  lambdaHome: number,
  lambdaAway: number,
  minutes: number,
  margin: number,
  max = 10,
): readonly (readonly number[])[] {
  const key = `${lambdaHome}:${lambdaAway}:${minutes}:${margin}:${max}`;
  const known = chainMemo.get(key);
  if (known) return known;
  const n = max + 1;
  let p = new Float64Array(n * n);
  let next = new Float64Array(n * n);
  p[0] = 1;
  const steps = Math.ceil(Math.max(0, minutes) * CHAIN_STEPS_PER_MINUTE);
  const home = lambdaHome / steps;
  const away = lambdaAway / steps;
  for (let s = 0; s < steps; s++) {
    next.fill(0);
    // After s steps at most s goals have been scored: only those cells can hold mass.
    const reach = Math.min(max, s);
    for (let i = 0; i <= reach; i++) {
      for (let j = 0; i + j <= s && j <= max; j++) {
        const mass = p[i * n + j]!;
        if (mass === 0) continue;
        const lead = margin + i - j;
        const h = i < max ? home * scoreEffect(lead) : 0;
        const a = j < max ? away * scoreEffect(-lead) : 0;
        next[i * n + j]! += mass * (1 - h - a);
        next[(i + 1 < n ? i + 1 : i) * n + j]! += mass * h;
        next[i * n + (j + 1 < n ? j + 1 : j)]! += mass * a;
      }
    }
    [p, next] = [next, p];
  }
  const grid = Object.freeze(
    Array.from({ length: n }, (_, i) => Object.freeze(Array.from(p.subarray(i * n, i * n + n)))),
  );
  if (chainMemo.size >= CHAIN_MEMO_SIZE) chainMemo.clear();
  chainMemo.set(key, grid);
  return grid;
}

export function gridMargin(grid: readonly (readonly number[])[], offset = 0): Pmf {
  const size = grid.length;
  const p = new Array<number>(2 * size - 1).fill(0);
  grid.forEach((row, i) => row.forEach((v, j) => (p[i - j + size - 1]! += v)));
  return { min: offset - (size - 1), p };
}

export function gridTotal(grid: readonly (readonly number[])[], offset = 0): Pmf {
  const p = new Array<number>(2 * grid.length - 1).fill(0);
  grid.forEach((row, i) => row.forEach((v, j) => (p[i + j]! += v)));
  return { min: offset, p };
}

const erf = (x: number): number => {
  // Abramowitz-Stegun 7.1.26: ample for pricing.
  const t = 1 / (1 + 0.3275911 * Math.abs(x));
  const y =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp(-x * x);
  return x >= 0 ? y : -y;
};
const cdf = (x: number, mean: number, sd: number): number => 0.5 * (1 + erf((x - mean) / (sd * Math.SQRT2)));

/** A normal distribution discretised onto the integers (continuity-corrected). */
export function normalPmf(mean: number, sd: number): Pmf {
  const s = Math.max(sd, 0.5);
  const min = Math.floor(mean - 5 * s);
  const max = Math.ceil(mean + 5 * s);
  const p: number[] = [];
  for (let k = min; k <= max; k++) p.push(cdf(k + 0.5, mean, s) - cdf(k - 0.5, mean, s));
  return { min, p };
}

export function shift(pmf: Pmf, by: number): Pmf {
  return { min: pmf.min + by, p: pmf.p };
}

/**
 * Two-way weights of backing a line (hundredths) against integer outcomes x: the side wins when
 * x*100 + line > 0. Quarter lines split the stake over the neighbouring lines; pushes weigh nothing.
 */
function lineWeights(pmf: Pmf, line: number): { win: number; lose: number } {
  const halves = line % 50 === 0 ? [line] : [line - 25, line + 25];
  let win = 0;
  let lose = 0;
  for (const part of halves) {
    pmf.p.forEach((prob, k) => {
      const x = (pmf.min + k) * 100 + part;
      if (x > 0) win += prob / halves.length;
      else if (x < 0) lose += prob / halves.length;
    });
  }
  return { win, lose };
}

/** Probability a side covers, pushes excluded. */
export function coverProbability(pmf: Pmf, line: number): number {
  const { win, lose } = lineWeights(pmf, line);
  return win + lose === 0 ? 0.5 : win / (win + lose);
}

/** The line L (hundredths, a multiple of step) for "x*100 + L > 0" whose cover chance is closest to even. */
export function balancedLine(pmf: Pmf, step: number): number {
  const mean = pmf.p.reduce((s, v, k) => s + v * (pmf.min + k), 0);
  const centre = Math.round((-mean * 100) / step) * step;
  let best = centre;
  let bestGap = Infinity;
  for (let i = -6; i <= 6; i++) {
    const line = centre + i * step;
    const gap = Math.abs(coverProbability(pmf, line) - 0.5);
    if (gap < bestGap - 1e-9) {
      best = line;
      bestGap = gap;
    }
  }
  return best;
}

export function negate(pmf: Pmf): Pmf {
  return { min: -(pmf.min + pmf.p.length - 1), p: [...pmf.p].reverse() };
}

/** Fair probabilities (summing to 1) to canonical prices carrying the book margin. */
export function quote(probabilities: readonly number[]): Price[] {
  const total = probabilities.reduce((s, v) => s + v, 0) || 1;
  return probabilities.map((q) => marginPrice(q / total));
}

/**
 * The highest fair chance a market can be quoted at: the shortest price, 1 / (chance x margin) floored to HK
 * cents, must stay at or above the quotable minimum (decimal 1.01) and still carry the margin. A market whose
 * likeliest outcome is above it is decided and closes.
 */
export const MAX_QUOTABLE_CHANCE = 0.95;

/** One fair probability to a canonical price carrying the book margin, inside the quotable range. */
export function marginPrice(fair: number): Price {
  const price = priceFromDecimal(1 / (Math.max(fair, 1e-6) * BOOK_MARGIN));
  return Math.min(Math.max(price, MIN_PRICE), MAX_PRICE);
}

/**
 * A race card's PLACE or SHOW column: each runner's chance of finishing in the first `places` (Harville's
 * model from the win chances) with the book's margin, so no runner pays more to place than to win.
 */
export function placeQuote(winChances: readonly number[], places: number): Price[] {
  return topKProbabilities(winChances, places).map(marginPrice);
}

/** A race card's three columns (RULES.md section 11); PLACE or SHOW is null when the field does not pay its places. */
export interface RaceCardPrices {
  win: Price[];
  place: Price[] | null;
  show: Price[] | null;
}

/**
 * The prices of a race card from its runners' strengths: WIN from each runner's share, PLACE and SHOW from its
 * chance to finish inside their places (`placeQuote`), all with the book's margin. The sportsbook's race cards and
 * the virtual races quote through it alike.
 */
export function raceCardPrices(strengths: readonly number[]): RaceCardPrices {
  const paid = placesPaid(strengths.length);
  const column = (leg: 'PLACE' | 'SHOW'): Price[] | null =>
    legOffered(leg, paid) ? placeQuote(strengths, legPlaces(leg, paid)) : null;
  return { win: quote(strengths), place: column('PLACE'), show: column('SHOW') };
}

export function probAbove(pmf: Pmf, threshold: number): number {
  return pmf.p.reduce((s, v, k) => (pmf.min + k > threshold ? s + v : s), 0);
}

export function probEqual(pmf: Pmf, value: number): number {
  return pmf.p[value - pmf.min] ?? 0;
}

export function probOdd(pmf: Pmf): number {
  return pmf.p.reduce((s, v, k) => (Math.abs(pmf.min + k) % 2 === 1 ? s + v : s), 0);
}
