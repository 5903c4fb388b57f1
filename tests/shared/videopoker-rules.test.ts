import { describe, expect, it } from 'vitest';
import { rtpPercent } from '../../src/shared/games/rtp';
import {
  computeStandPat,
  evaluateHand,
  finalHand,
  OPTIMAL_RTP_PERCENT,
  videoPokerReturnMinor,
} from '../../src/shared/videopoker/rules';

// Cards: rank + 13 * suit, rank 0 a two ... 8 a ten, 9 jack, 10 queen, 11 king, 12 ace.
const card = (rank: number, suit = 0) => rank + 13 * suit;

describe('video poker (Jacks or Better, 9/6)', () => {
  it('ranks hands: royal and other straight flushes, the wheel, quads, full house, pairs of jacks or better only', () => {
    expect(evaluateHand([8, 9, 10, 11, 12].map((r) => card(r, 2)))).toBe('royal_flush');
    expect(evaluateHand([0, 1, 2, 3, 12].map((r) => card(r, 1)))).toBe('straight_flush');
    expect(evaluateHand([card(0, 0), card(1, 1), card(2, 2), card(3, 3), card(12, 0)])).toBe('straight');
    expect(evaluateHand([card(11, 0), card(12, 1), card(0, 2), card(1, 3), card(2, 0)])).toBeNull();
    expect(evaluateHand([card(5, 0), card(5, 1), card(5, 2), card(5, 3), card(2, 0)])).toBe('four_of_a_kind');
    expect(evaluateHand([card(5, 0), card(5, 1), card(5, 2), card(2, 3), card(2, 0)])).toBe('full_house');
    expect(evaluateHand([0, 3, 5, 7, 11].map((r) => card(r, 3)))).toBe('flush');
    expect(evaluateHand([card(9, 0), card(9, 1), card(2, 2), card(4, 3), card(6, 0)])).toBe(
      'jacks_or_better',
    );
    expect(evaluateHand([card(8, 0), card(8, 1), card(2, 2), card(4, 3), card(6, 0)])).toBeNull();
    expect(() => evaluateHand([1, 1, 2, 3, 4])).toThrow(RangeError);
  });

  it('replaces the cards not held, in order, from the deck after the five dealt', () => {
    const deck = Array.from({ length: 52 }, (_, i) => 51 - i);
    expect(finalHand(deck, [true, false, true, false, false])).toEqual([51, 46, 49, 45, 44]);
    expect(finalHand(deck, [true, true, true, true, true])).toEqual([51, 50, 49, 48, 47]);
    expect(videoPokerReturnMinor(100, [8, 9, 10, 11, 12])).toBe(80_000);
  });

  it('standing on every one of the 2,598,960 deals returns exactly 875,504 / 2,598,960 (33.686%)', () => {
    const { counts, rtp } = computeStandPat();
    // The textbook counts of five-card hands; jacks or better is 4 of the 13 ranks of the 1,098,240 one-pair hands.
    expect(counts).toEqual({
      royal_flush: 4,
      straight_flush: 36,
      four_of_a_kind: 624,
      full_house: 3_744,
      flush: 5_108,
      straight: 10_200,
      three_of_a_kind: 54_912,
      two_pair: 123_552,
      jacks_or_better: (1_098_240 / 13) * 4,
      nothing: 2_598_960 - 4 - 36 - 624 - 3_744 - 5_108 - 10_200 - 54_912 - 123_552 - (1_098_240 / 13) * 4,
    });
    expect(rtp).toEqual({ numerator: 875_504n, denominator: 2_598_960n });
    expect(rtpPercent(rtp)).toBe('33.686');
    expect(OPTIMAL_RTP_PERCENT).toBe('99.5439');
  }, 60_000);
});
