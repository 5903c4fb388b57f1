// Jacks or Better video poker, the rules the server's rounds (server/videopoker) are paid by: a 52-card deck, five cards dealt,
// any of them held, the others replaced from the same deck, the final hand paid by the 9/6 paytable below.
import type { Rtp } from '../games/rtp';

/** A card is 0-51: rank = card % 13 (0 is a two, 12 an ace), suit = floor(card / 13). */
export type Card = number;

export const HAND_RANKS = [
  'royal_flush',
  'straight_flush',
  'four_of_a_kind',
  'full_house',
  'flush',
  'straight',
  'three_of_a_kind',
  'two_pair',
  'jacks_or_better',
] as const;
export type HandRank = (typeof HAND_RANKS)[number];

/** Returns per unit staked (the full-pay "9/6" table, royal flush at the 800 a five-coin bet earns). */
export const VIDEO_POKER_PAYTABLE: Readonly<Record<HandRank, number>> = {
  royal_flush: 800,
  straight_flush: 50,
  four_of_a_kind: 25,
  full_house: 9,
  flush: 6,
  straight: 4,
  three_of_a_kind: 3,
  two_pair: 2,
  jacks_or_better: 1,
};

/**
 * The return of this paytable under optimal hold strategy, as published for 9/6 Jacks or Better (Wizard of Odds,
 * "Jacks or Better" strategy analysis): 99.5439%. Computing it needs the best hold of each of the 2,598,960 deals
 * over up to 1,533,939 draws each, too costly for a unit test; the test instead checks exactly the return of
 * standing on the dealt hand (STAND_PAT_RTP).
 */
export const OPTIMAL_RTP_PERCENT = '99.5439';

const JACK = 9;

const WHEEL = (1 << 12) | 0b1111;
const ROYAL = 0b11111 << 8;
const rankCounts = new Uint8Array(13);

/** The paying rank of five distinct cards, or null when the hand pays nothing. */
export function evaluateHand(hand: readonly Card[]): HandRank | null {
  if (
    hand.length !== 5 ||
    new Set(hand).size !== 5 ||
    !hand.every((c) => Number.isInteger(c) && c >= 0 && c < 52)
  ) {
    throw new RangeError(`not a five-card hand: ${hand.join(',')}`);
  }
  return rankOf(hand);
}

/** evaluateHand without the checks, for the 2.6 million deals of computeStandPat. */
function rankOf(hand: readonly Card[]): HandRank | null {
  rankCounts.fill(0);
  let mask = 0;
  let flush = true;
  const suit = Math.floor((hand[0] as number) / 13);
  for (const c of hand) {
    const r = c % 13;
    rankCounts[r]! += 1;
    mask |= 1 << r;
    if (Math.floor(c / 13) !== suit) flush = false;
  }
  let pairs = 0;
  let trips = 0;
  let quads = 0;
  let highPair = false;
  for (let r = 0; r < 13; r++) {
    const n = rankCounts[r];
    if (n === 2) {
      pairs++;
      if (r >= JACK) highPair = true;
    } else if (n === 3) trips++;
    else if (n === 4) quads++;
  }
  const low = mask & -mask;
  const straight = pairs + trips + quads === 0 && (mask === low * 0b11111 || mask === WHEEL);
  if (straight && flush) return mask === ROYAL ? 'royal_flush' : 'straight_flush';
  if (quads) return 'four_of_a_kind';
  if (trips && pairs) return 'full_house';
  if (flush) return 'flush';
  if (straight) return 'straight';
  if (trips) return 'three_of_a_kind';
  if (pairs === 2) return 'two_pair';
  return highPair ? 'jacks_or_better' : null;
}

/** What the final hand returns for a stake in minor units (whole multiples: the table has no fractions). */
export function videoPokerReturnMinor(stakeMinor: number, hand: readonly Card[]): number {
  const rank = evaluateHand(hand);
  return rank ? stakeMinor * VIDEO_POKER_PAYTABLE[rank] : 0;
}

/**
 * The final hand of a round: `deck` is the round's 52 cards in their shuffled order; the first five are dealt and
 * every card not held (by position 0-4) is replaced, in order, by the next undealt card.
 */
export function finalHand(deck: readonly Card[], held: readonly boolean[]): Card[] {
  if (deck.length < 10 || held.length !== 5)
    throw new RangeError('a round needs ten cards of its deck and five hold flags');
  let next = 5;
  return deck.slice(0, 5).map((card, i) => (held[i] ? card : (deck[next++] as Card)));
}

/** Every paying rank's count over all C(52, 5) = 2,598,960 deals, and the exact return of standing on each. */
export function computeStandPat(): { counts: Record<HandRank | 'nothing', number>; rtp: Rtp } {
  const counts = Object.fromEntries([...HAND_RANKS, 'nothing'].map((k) => [k, 0])) as Record<
    HandRank | 'nothing',
    number
  >;
  let returned = 0n;
  let deals = 0n;
  const hand = [0, 0, 0, 0, 0];
  for (let a = 0; a < 52; a++)
    for (let b = a + 1; b < 52; b++)
      for (let c = b + 1; c < 52; c++)
        for (let d = c + 1; d < 52; d++)
          for (let e = d + 1; e < 52; e++) {
            hand[0] = a;
            hand[1] = b;
            hand[2] = c;
            hand[3] = d;
            hand[4] = e;
            const rank = rankOf(hand);
            counts[rank ?? 'nothing'] += 1;
            if (rank) returned += BigInt(VIDEO_POKER_PAYTABLE[rank]);
            deals += 1n;
          }
  return { counts, rtp: { numerator: returned, denominator: deals } };
}
