// Return-to-player as an exact fraction: what the game pays back per unit staked over every outcome.

export interface Rtp {
  /** Total returned over all equally likely outcomes (or weighted outcome count). */
  numerator: bigint;
  /** Total staked over the same outcomes. */
  denominator: bigint;
}

/** Percentage with `places` decimals, truncated, for display ("95.925"). */
export function rtpPercent(rtp: Rtp, places = 3): string {
  const scale = 10n ** BigInt(places);
  const value = (rtp.numerator * 100n * scale) / rtp.denominator;
  const whole = value / scale;
  const frac = (value % scale).toString().padStart(places, '0');
  return places > 0 ? `${whole}.${frac}` : `${whole}`;
}

export function sameRtp(a: Rtp, b: Rtp): boolean {
  return a.numerator * b.denominator === b.numerator * a.denominator;
}
