// Punto banco with a continuous shuffler: every card is drawn independently from 52 (an "infinite deck"),
// which is what makes the published RTP an exact fraction over 13^6 rank sequences.
import type { Rtp } from './rtp';

export const BACCARAT_SIDES = ['player', 'banker', 'tie'] as const;
export type BaccaratSide = (typeof BACCARAT_SIDES)[number];
export type BaccaratWinner = BaccaratSide;

/** A card as 0..51: rank = card % 13 + 1 (1 ace .. 13 king), suit = floor(card / 13). */
export type Card = number;

export function cardValue(card: Card): number {
  const rank = (card % 13) + 1;
  return rank >= 10 ? 0 : rank;
}

const total = (values: readonly number[]) => values.reduce((s, v) => s + v, 0) % 10;

/** Whether the banker draws a third card, given its total and the player's third card value (null: player stood). */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

/** Deals a round from `next()` (each call one card) following the tableau; works on cards or on bare values. */
export function dealBaccarat<T>(
  next: () => T,
  value: (card: T) => number,
): { player: T[]; banker: T[]; playerTotal: number; bankerTotal: number; winner: BaccaratWinner } {
  const player = [next()];
  const banker = [next()];
  player.push(next());
  banker.push(next());
  let p = total(player.map(value));
  let b = total(banker.map(value));
  if (p < 8 && b < 8) {
    let third: number | null = null;
    if (p <= 5) {
      const card = next();
      player.push(card);
      third = value(card);
      p = total(player.map(value));
    }
    if (bankerDraws(b, third)) {
      banker.push(next());
      b = total(banker.map(value));
    }
  }
  return {
    player,
    banker,
    playerTotal: p,
    bankerTotal: b,
    winner: p > b ? 'player' : b > p ? 'banker' : 'tie',
  };
}

/** What a bet returns per unit in hundredths: player 1:1, banker 1:1 less 5% commission, tie 8:1; a tie returns main bets. */
export function baccaratReturnX100(side: BaccaratSide, winner: BaccaratWinner): number {
  if (side === 'tie') return winner === 'tie' ? 900 : 0;
  if (winner === 'tie') return 100;
  if (side !== winner) return 0;
  return side === 'banker' ? 195 : 200;
}

/** Published returns: exact fractions, recomputed by computeBaccaratRtp in tests/shared/games-rtp.test.ts. */
export const BACCARAT_RTP: Record<BaccaratSide, Rtp> = {
  // 98.771%, 98.936%, 85.883%
  player: { numerator: 476_752_900n, denominator: 482_680_900n },
  banker: { numerator: 477_545_180n, denominator: 482_680_900n },
  tie: { numerator: 414_540_900n, denominator: 482_680_900n },
};

/** Weighted count of each winner over all 13^6 rank sequences (value 0 has 4 ranks, 1..9 one each). */
function baccaratOutcomeWeights(): Record<BaccaratWinner, bigint> {
  const weight = (v: number) => (v === 0 ? 4 : 1);
  const counts = { player: 0, banker: 0, tie: 0 };
  const seq = [0, 0, 0, 0, 0, 0];
  for (let i = 0; i < 1_000_000; i++) {
    let k = i;
    let w = 1;
    for (let j = 0; j < 6; j++) {
      seq[j] = k % 10;
      k = Math.floor(k / 10);
      w *= weight(seq[j] as number);
    }
    let at = 0;
    const hand = dealBaccarat(
      () => seq[at++] as number,
      (v) => v,
    );
    counts[hand.winner] += w;
  }
  return { player: BigInt(counts.player), banker: BigInt(counts.banker), tie: BigInt(counts.tie) };
}

export function computeBaccaratRtp(weights = baccaratOutcomeWeights()): Record<BaccaratSide, Rtp> {
  const all = weights.player + weights.banker + weights.tie;
  const rtp = (side: BaccaratSide): Rtp => ({
    numerator: BACCARAT_SIDES.reduce((s, w) => s + weights[w] * BigInt(baccaratReturnX100(side, w)), 0n),
    denominator: all * 100n,
  });
  return { player: rtp('player'), banker: rtp('banker'), tie: rtp('tie') };
}
