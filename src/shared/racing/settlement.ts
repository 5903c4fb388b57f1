// Horse-type bets (RULES.md section 11): WIN = 1st, PLACE = 1st or 2nd, SHOW = top 3, PLACE/SHOW = one PLACE
// and one SHOW bet, each costing a stake. Fewer runners pay fewer places. The virtual races and the
// sportsbook's race cards settle by the same table.

export const RACE_BET_TYPES = ['WIN', 'PLACE', 'SHOW', 'PLACE_SHOW'] as const;
export type RaceBetType = (typeof RACE_BET_TYPES)[number];
export type RaceLeg = 'WIN' | 'PLACE' | 'SHOW';

/**
 * Places paid by field size, stored on each race: up to 4 runners only the winner (no PLACE or SHOW),
 * 5 to 7 runners the first two, 8 or more the first three.
 */
export function placesPaid(fieldSize: number): 1 | 2 | 3 {
  if (fieldSize <= 4) return 1;
  if (fieldSize <= 7) return 2;
  return 3;
}

/**
 * Field sizes of RULES.md section 11 by sport, for the sportsbook's race cards and the virtual races alike: horse
 * fields of 8 to 10 runners (three places paid, SHOW offered) and the six traps of a greyhound track (two paid).
 */
export const RACE_FIELDS: Readonly<Partial<Record<number, { min: number; max: number }>>> = {
  45: { min: 8, max: 10 },
  46: { min: 6, max: 6 },
};

/** How many finishing places a leg covers in a race paying `paid` places. */
export function legPlaces(leg: RaceLeg, paid: number): number {
  const wanted = leg === 'WIN' ? 1 : leg === 'PLACE' ? 2 : 3;
  return Math.min(wanted, paid);
}

/** Whether a leg may be bought: PLACE needs 2 places paid, SHOW 3 (otherwise it would be a WIN bet at place odds). */
export function legOffered(leg: RaceLeg, paid: number): boolean {
  return leg === 'WIN' || (leg === 'PLACE' ? paid >= 2 : paid >= 3);
}

/** The sportsbook's race card markets (selection market keys) and the leg each one is. */
export const RACE_MARKET_LEGS = { win: 'WIN', place: 'PLACE', show: 'SHOW' } as const satisfies Record<
  string,
  RaceLeg
>;
export type RaceMarket = keyof typeof RACE_MARKET_LEGS;
export const RACE_MARKETS = Object.keys(RACE_MARKET_LEGS) as RaceMarket[];

export function isRaceMarket(market: string): market is RaceMarket {
  return Object.hasOwn(RACE_MARKET_LEGS, market);
}

/**
 * Whether a runner finished inside a leg's places, given the whole finishing order (winner first) of a race
 * whose field is that order's length; null when the runner is not in it (a non-runner: its stake comes back).
 */
export function finishedInside<T>(leg: RaceLeg, runner: T, finish: readonly T[]): boolean | null {
  const position = finish.indexOf(runner) + 1;
  if (position === 0) return null;
  return position <= legPlaces(leg, placesPaid(finish.length));
}

export function legsOf(type: RaceBetType): RaceLeg[] {
  return type === 'PLACE_SHOW' ? ['PLACE', 'SHOW'] : [type];
}

export interface RaceLegBet {
  leg: RaceLeg;
  runner: number;
  stakeMinor: number;
  /** Decimal odds x 100 (3.45 -> 345), fixed when the bet is placed. */
  oddsX100: number;
}

/**
 * Return of one leg: stake x odds when the runner finished inside the leg's places, 0 otherwise, and the stake
 * back when the race was cancelled or the runner did not start. Rounded down to the cent (the house keeps dust).
 */
export function settleRaceLeg(
  bet: RaceLegBet,
  finish: readonly number[] | null,
  paid: number,
): { outcome: 'won' | 'lost' | 'void'; returnMinor: number } {
  if (finish === null || !finish.includes(bet.runner))
    return { outcome: 'void', returnMinor: bet.stakeMinor };
  const position = finish.indexOf(bet.runner) + 1;
  if (position <= legPlaces(bet.leg, paid)) {
    return { outcome: 'won', returnMinor: Math.floor((bet.stakeMinor * bet.oddsX100) / 100) };
  }
  return { outcome: 'lost', returnMinor: 0 };
}

/**
 * Probability of each runner finishing in the top `k` from win probabilities (Harville's model: after each
 * finisher the rest keep their relative chances). Used to price PLACE and SHOW.
 */
export function topKProbabilities(win: readonly number[], k: number): number[] {
  const n = win.length;
  const total = win.reduce((s, p) => s + p, 0);
  const p = win.map((x) => x / total);
  const out = new Array<number>(n).fill(0);
  const walk = (taken: number[], prob: number, depth: number): void => {
    if (depth === k || prob === 0) return;
    const left = 1 - taken.reduce((s, i) => s + (p[i] as number), 0);
    for (let i = 0; i < n; i++) {
      if (taken.includes(i)) continue;
      const q = prob * ((p[i] as number) / left);
      out[i] = (out[i] as number) + q;
      walk([...taken, i], q, depth + 1);
    }
  };
  walk([], 1, 0);
  return out;
}
