// Score distributions and fair probabilities: Poisson grids for low-scoring sports, a discretised
// normal for basketball and tennis games. Prices come from these plus the book's margin.
import { MIN_PRICE, MAX_PRICE, priceFromDecimal } from '../../shared/odds/price';
import type { Price } from '../../shared/odds/price';
import { topKProbabilities } from '../../shared/racing/settlement';

/** Implied probabilities of every market sum to about 104%. */
export const BOOK_MARGIN = 1.04;

/** Probability mass over consecutive integers starting at `min`. */
export interface Pmf {
  min: number;
  p: number[];
}

export function poissonPmf(lambda: number, max: number): number[] {
  const out: number[] = [];
  let term = Math.exp(-lambda);
  let sum = 0;
  for (let k = 0; k < max; k++) {
    out.push(term);
    sum += term;
    term = (term * lambda) / (k + 1);
  }
  out.push(Math.max(0, 1 - sum));
  return out;
}

/** Joint grid of further goals [home][away], independent Poisson. */
export function poissonGrid(lambdaHome: number, lambdaAway: number, max = 10): number[][] {
  const h = poissonPmf(lambdaHome, max);
  const a = poissonPmf(lambdaAway, max);
  return h.map((ph) => a.map((pa) => ph * pa));
}

export function gridMargin(grid: number[][], offset = 0): Pmf {
  const size = grid.length;
  const p = new Array<number>(2 * size - 1).fill(0);
  grid.forEach((row, i) => row.forEach((v, j) => (p[i - j + size - 1]! += v)));
  return { min: offset - (size - 1), p };
}

export function gridTotal(grid: number[][], offset = 0): Pmf {
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
export function lineWeights(pmf: Pmf, line: number): { win: number; lose: number } {
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

/** One fair probability to a canonical price carrying the book margin, inside the quotable range. */
function marginPrice(fair: number): Price {
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

export function probAbove(pmf: Pmf, threshold: number): number {
  return pmf.p.reduce((s, v, k) => (pmf.min + k > threshold ? s + v : s), 0);
}

export function probEqual(pmf: Pmf, value: number): number {
  return pmf.p[value - pmf.min] ?? 0;
}

export function probOdd(pmf: Pmf): number {
  return pmf.p.reduce((s, v, k) => (Math.abs(pmf.min + k) % 2 === 1 ? s + v : s), 0);
}
