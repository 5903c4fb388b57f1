import { describe, expect, it } from 'vitest';
import {
  BACCARAT_RTP,
  baccaratReturnX100,
  bankerDraws,
  computeBaccaratRtp,
  dealBaccarat,
} from '../../src/shared/games/baccarat';
import { GAMES, queryGames, SLOT_PROVIDERS } from '../../src/shared/games/catalog';
import { computeDiceRtp, DICE_RTP } from '../../src/shared/games/dice';
import { computeFishRtp, FISH_KINDS, FISHING_RTP } from '../../src/server/provider/fishing';
import { rtpPercent, sameRtp } from '../../src/shared/games/rtp';
import { computeSlotRtp, SLOT_REELS, SLOT_RTP, slotMultiplier } from '../../src/shared/games/slot';

// The published return to player of each engine must equal the one its outcome table gives, exactly.

describe('slot', () => {
  it('publishes exactly the RTP of its reels and pay table (95.925%)', () => {
    const computed = computeSlotRtp();
    expect(computed.denominator).toBe(8000n);
    expect(sameRtp(computed, SLOT_RTP)).toBe(true);
    expect(rtpPercent(SLOT_RTP)).toBe('95.925');
  });
  it('pays three sevens 400x, two cherries 4x, one cherry 2x, else nothing', () => {
    expect(slotMultiplier(['seven', 'seven', 'seven'])).toBe(400);
    expect(slotMultiplier(['cherry', 'cherry', 'bell'])).toBe(4);
    expect(slotMultiplier(['cherry', 'bell', 'cherry'])).toBe(2);
    expect(slotMultiplier(['bell', 'cherry', 'cherry'])).toBe(0);
    expect(SLOT_REELS.every((r) => r.length === 20)).toBe(true);
  });
});

describe('baccarat', () => {
  it('publishes exactly the RTP of the tableau over all 13^6 rank sequences', () => {
    const computed = computeBaccaratRtp();
    for (const side of ['player', 'banker', 'tie'] as const)
      expect(sameRtp(computed[side], BACCARAT_RTP[side]), side).toBe(true);
    expect(rtpPercent(BACCARAT_RTP.banker)).toBe('98.936');
    expect(rtpPercent(BACCARAT_RTP.player)).toBe('98.771');
    expect(rtpPercent(BACCARAT_RTP.tie)).toBe('85.883');
  }, 60_000);
  it('follows the third-card rules', () => {
    expect(bankerDraws(3, 8)).toBe(false);
    expect(bankerDraws(3, 9)).toBe(true);
    expect(bankerDraws(6, 6)).toBe(true);
    expect(bankerDraws(6, null)).toBe(false);
    expect(bankerDraws(5, null)).toBe(true);
    // Player 2+3 = 5 draws a 4 (9); banker 3+3 = 6 draws nothing (player's third is 4): player 9 beats 6.
    const cards = [2, 3, 3, 3, 4, 9];
    let i = 0;
    const hand = dealBaccarat(
      () => cards[i++] as number,
      (v) => v,
    );
    expect(hand).toMatchObject({ playerTotal: 9, bankerTotal: 6, winner: 'player' });
    expect(hand.player).toEqual([2, 3, 4]);
    expect(hand.banker).toEqual([3, 3]);
  });
  it('a natural stands both hands', () => {
    const cards = [4, 0, 4, 7, 9, 9];
    let i = 0;
    const hand = dealBaccarat(
      () => cards[i++] as number,
      (v) => v,
    );
    expect(hand.player).toHaveLength(2);
    expect(hand.banker).toHaveLength(2);
    expect(hand.winner).toBe('player');
  });
  it('returns: banker 1.95, player 2, tie 9, a tie pushes the main bets', () => {
    expect(baccaratReturnX100('banker', 'banker')).toBe(195);
    expect(baccaratReturnX100('player', 'player')).toBe(200);
    expect(baccaratReturnX100('tie', 'tie')).toBe(900);
    expect(baccaratReturnX100('banker', 'tie')).toBe(100);
    expect(baccaratReturnX100('player', 'banker')).toBe(0);
  });
});

describe('fishing and dice', () => {
  it('every fish returns exactly the published 96%', () => {
    for (const kind of FISH_KINDS) expect(sameRtp(computeFishRtp(kind), FISHING_RTP), kind.id).toBe(true);
  });
  it('dice big and small each return exactly 210/216', () => {
    expect(sameRtp(computeDiceRtp('big'), DICE_RTP)).toBe(true);
    expect(sameRtp(computeDiceRtp('small'), DICE_RTP)).toBe(true);
    expect(rtpPercent(DICE_RTP)).toBe('97.222');
  });
});

describe('catalogue', () => {
  it('has unique ids and every slot provider page has games', () => {
    expect(new Set(GAMES.map((g) => g.id)).size).toBe(GAMES.length);
    for (const p of SLOT_PROVIDERS)
      expect(queryGames({ provider: p.code }).length, p.path).toBeGreaterThan(0);
    expect(SLOT_PROVIDERS.map((p) => p.path)).toEqual([
      '/slots2',
      '/slots3',
      '/slots4',
      '/slots5',
      '/slots6',
      '/slots7',
      '/slots8',
      '/slots9',
      '/slots11',
      '/slots12',
      '/slots13',
      '/slots14',
    ]);
  });
  it('searches names case-insensitively within a category', () => {
    expect(queryGames({ category: 'slots', search: 'DRAGON' }).map((g) => g.name)).toEqual(['Dragon Pearl']);
    expect(queryGames({ category: 'fishing', search: 'dragon' }).map((g) => g.name)).toEqual([
      'Dragon Fishing',
    ]);
  });
});
