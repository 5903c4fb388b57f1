import { describe, expect, it } from 'vitest';
import type { VideoPokerRound } from '../../src/shared/videopoker/api';
import { ApiCallError } from '../../src/renderer/api/client';
import type { VideoPokerApi } from '../../src/renderer/videopoker/api';
import type { GamesApis, GamesContext } from '../../src/renderer/stores/GamesContext';
import { VideoPokerStore } from '../../src/renderer/videopoker/VideoPokerStore';

const dealt = (roundId: string): VideoPokerRound => ({
  ref_no: 'P1',
  round_id: roundId,
  stake: '1.00',
  state: 'dealt',
  dealt: [0, 13, 26, 39, 12],
  held: null,
  final: null,
  hand: null,
  payout: null,
  seed: null,
});

function setup(api: VideoPokerApi): VideoPokerStore {
  const ctx: GamesContext = {
    apis: () => ({ videoPoker: api }) as unknown as GamesApis,
    report: () => undefined,
    refreshBalance: () => undefined,
    openWindow: async () => undefined,
    isDisabled: () => false,
  };
  return new VideoPokerStore(ctx);
}

describe('VideoPokerStore', () => {
  it('re-sends a deal whose answer was lost with the same round id, and draws with the cards held', async () => {
    const deals: string[] = [];
    const draws: boolean[][] = [];
    let lose = true;
    const store = setup({
      deal: async (roundId) => {
        deals.push(roundId);
        if (lose) throw new ApiCallError('requestFailed', 'network');
        return { round: dealt(roundId), replay: true, balance: '0.00' };
      },
      draw: async (roundId, held) => {
        draws.push(held);
        return {
          round: { ...dealt(roundId), state: 'done', held, final: [0, 1, 26, 2, 3], seed: 'ab' },
          replay: false,
          balance: '0.00',
        };
      },
    });
    await store.deal();
    lose = false;
    await store.deal();
    expect(deals[1]).toBe(deals[0]);
    expect(store.drawing).toBe(true);
    store.toggleHold(0);
    store.toggleHold(2);
    await store.draw();
    expect(draws).toEqual([[true, false, true, false, false]]);
    expect(store.drawing).toBe(false);
    store.toggleHold(1);
    expect(store.held).toEqual([true, false, true, false, false]);
    await store.deal();
    expect(deals[2]).not.toBe(deals[0]);
  });

  it('deals nothing while the stake is not whole units within the limits', async () => {
    let deals = 0;
    const store = setup({
      deal: async (roundId) => {
        deals++;
        return { round: dealt(roundId), replay: false, balance: '0.00' };
      },
      draw: async () => {
        throw new Error('not drawn');
      },
    });
    store.setStake('1001');
    expect(store.stakeProblem).toBe('betOverMax');
    await store.deal();
    store.setStake('2.5');
    expect(store.stakeProblem).toBe('invalidBetAmount');
    await store.deal();
    expect(deals).toBe(0);
  });
});
