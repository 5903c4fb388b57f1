// Ranking and prize split. Ranking: points high to low; equal points share a rank ("1, 1, 3").
// Tie rule: players tied on points share equally the prizes of the places they occupy together (two tied
// first share first + second; the next player is third). Minor units that do not divide go one each to the
// tied players in join order, earliest first, so the prizes always add up to the pool exactly.
import { DEFAULT_PRIZE_SPLIT_BP } from '../../shared/tournament/types';

export interface Standing {
  accountId: string;
  points: number;
  /** Order of joining, for the display order and the remainder of a tie. */
  joinSeq: number;
}

export interface RankedStanding extends Standing {
  rank: number;
  prizeMinor: number;
}

/** The pool split into first, second and third; the first takes the rounding so the sum is the pool and no place pays more than a better one. */
export function placePrizes(
  poolMinor: number,
  splitBp: readonly number[] = DEFAULT_PRIZE_SPLIT_BP,
): number[] {
  if (!Number.isSafeInteger(poolMinor) || poolMinor < 0) throw new RangeError(`bad pool ${poolMinor}`);
  if (splitBp.reduce((a, b) => a + b, 0) !== 10_000) throw new RangeError('a prize split adds up to 100%');
  const places = splitBp.map((bp) => Number((BigInt(poolMinor) * BigInt(bp)) / 10_000n));
  const paid = places.reduce((a, b) => a + b, 0);
  places[0]! += poolMinor - paid;
  return places;
}

/** Points high to low, then join order; equal points take the same (best) rank. */
export function rankStandings(players: readonly Standing[]): (Standing & { rank: number })[] {
  const sorted = [...players].sort((a, b) => b.points - a.points || a.joinSeq - b.joinSeq);
  let rank = 0;
  return sorted.map((p, i) => {
    if (i === 0 || p.points !== sorted[i - 1]!.points) rank = i + 1;
    return { ...p, rank };
  });
}

/**
 * Final standings with prizes. With fewer players than paid places (a room never ends that way, it is
 * cancelled, but the rule is total) the unclaimed places go to the first-placed players.
 */
export function awardPrizes(
  poolMinor: number,
  players: readonly Standing[],
  splitBp: readonly number[] = DEFAULT_PRIZE_SPLIT_BP,
): RankedStanding[] {
  const ranked = rankStandings(players);
  const places = placePrizes(poolMinor, splitBp);
  if (ranked.length === 0) return [];
  if (ranked.length < places.length) {
    const unclaimed = places.splice(ranked.length).reduce((a, b) => a + b, 0);
    places[0]! += unclaimed;
  }
  const out: RankedStanding[] = ranked.map((p) => ({ ...p, prizeMinor: 0 }));
  let i = 0;
  while (i < out.length) {
    let j = i;
    while (j + 1 < out.length && out[j + 1]!.points === out[i]!.points) j++;
    const share = places.slice(i, j + 1).reduce((a, b) => a + b, 0);
    if (share > 0) {
      const group = out.slice(i, j + 1);
      const each = Math.floor(share / group.length);
      let rest = share - each * group.length;
      for (const p of [...group].sort((a, b) => a.joinSeq - b.joinSeq)) {
        p.prizeMinor = each + (rest > 0 ? 1 : 0);
        if (rest > 0) rest--;
      }
    }
    i = j + 1;
  }
  return out;
}
