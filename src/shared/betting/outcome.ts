// What a settled selection did, as the share of the win gained and of the risk lost, so one formula pays
// Asian quarter lines, Myanmar percentages and plain win/lose alike (RULES.md section 10 settlement tables).

/** Bet outcomes of RULES.md section 4; `won_part`/`lost_part` are Myanmar's percentage results. */
export const OUTCOMES = [
  'won',
  'won_half',
  'won_part',
  'draw',
  'lost_part',
  'lost_half',
  'lost',
  'void',
] as const;
export type Outcome = (typeof OUTCOMES)[number];

/** Basis points (1/10,000) keep every share an integer. */
export const BP = 10_000;

export interface SettleFactor {
  outcome: Outcome;
  /** Share of the full win paid, 0..10,000. */
  winBp: number;
  /** Share of the risk lost, 0..10,000. */
  loseBp: number;
}

export const WON: SettleFactor = { outcome: 'won', winBp: BP, loseBp: 0 };
export const WON_HALF: SettleFactor = { outcome: 'won_half', winBp: BP / 2, loseBp: 0 };
export const DRAW: SettleFactor = { outcome: 'draw', winBp: 0, loseBp: 0 };
export const LOST_HALF: SettleFactor = { outcome: 'lost_half', winBp: 0, loseBp: BP / 2 };
export const LOST: SettleFactor = { outcome: 'lost', winBp: 0, loseBp: BP };
export const VOID: SettleFactor = { outcome: 'void', winBp: 0, loseBp: 0 };

export const won = (yes: boolean): SettleFactor => (yes ? WON : LOST);

/** A Myanmar partial result: +pct wins pct% of the win, -pct loses pct% of the risk. */
export function partial(pct: number): SettleFactor {
  if (pct === 0) return DRAW;
  if (pct >= 100) return WON;
  if (pct <= -100) return LOST;
  return pct > 0
    ? { outcome: 'won_part', winBp: pct * 100, loseBp: 0 }
    : { outcome: 'lost_part', winBp: 0, loseBp: -pct * 100 };
}

/** The mirror result for the other side of a two-way bet (the Myanmar taker). */
export function mirror(f: SettleFactor): SettleFactor {
  if (f.outcome === 'void' || f.outcome === 'draw') return f;
  const outcome: Record<Outcome, Outcome> = {
    won: 'lost',
    won_half: 'lost_half',
    won_part: 'lost_part',
    draw: 'draw',
    lost_part: 'won_part',
    lost_half: 'won_half',
    lost: 'won',
    void: 'void',
  };
  return { outcome: outcome[f.outcome], winBp: f.loseBp, loseBp: f.winBp };
}

/**
 * What a single bet returns to the wallet (minor units): the risk back, plus the won share of the win,
 * minus the lost share of the risk. Fractions of a minor unit never go to the player (win truncates,
 * loss rounds up). The server's set-based settlement SQL mirrors this formula exactly.
 */
export function singleReturn(riskMinor: number, winMinor: number, f: SettleFactor): number {
  // BigInt: a large win times 10,000 can pass 2^53.
  const bp = BigInt(BP);
  const gain = (BigInt(winMinor) * BigInt(f.winBp)) / bp;
  const loss = (BigInt(riskMinor) * BigInt(f.loseBp) + bp - 1n) / bp;
  return riskMinor + Number(gain - loss);
}
