// Tennis is played in games and sets, not at a steady scoring rate: a match is drawn game by game at kick-off
// (a set goes to the first to six games with a lead of two, a tie-break decides it at 6-6, best of three sets)
// and its games are revealed as the match clock runs, so the games total and the margin the lines are quoted in
// always come from a real set score.
import type { Rng } from './rng';

export type Side = 'h' | 'a';

/** The winner of every game of a best-of-three match, in order; `pHome` is home's chance of any one game. */
export function drawTennisMatch(rng: Rng, pHome: number): Side[] {
  const games: Side[] = [];
  const sets = { h: 0, a: 0 };
  while (sets.h < 2 && sets.a < 2) {
    const inSet = { h: 0, a: 0 };
    for (;;) {
      const side: Side = rng.next() < pHome ? 'h' : 'a';
      games.push(side);
      inSet[side]++;
      const lead = Math.abs(inSet.h - inSet.a);
      const top = Math.max(inSet.h, inSet.a);
      // 7-6 after the tie-break, or six (or seven) games with a lead of two.
      if ((top >= 6 && lead >= 2) || (inSet.h === 7 && inSet.a === 6) || (inSet.a === 7 && inSet.h === 6))
        break;
    }
    sets[inSet.h > inSet.a ? 'h' : 'a']++;
  }
  return games;
}
