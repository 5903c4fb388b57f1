import { describe, expect, it } from 'vitest';
import { ApiCallError } from '../../src/renderer/api/client';
import type { MiniGamesApi, MiniRoundBody } from '../../src/renderer/minigames/api';
import type { GamesApis, GamesContext } from '../../src/renderer/stores/GamesContext';
import { MiniGamesStore } from '../../src/renderer/minigames/MiniGamesStore';
import type { ProductKey } from '../../src/shared/api/account';

function setup(round: MiniGamesApi['round'], disabled: ProductKey[] = []) {
  let refreshed = 0;
  const ctx: GamesContext = {
    apis: () => ({ miniGames: { round } }) as unknown as GamesApis,
    report: () => undefined,
    refreshBalance: () => void refreshed++,
    openWindow: async () => undefined,
    isDisabled: (p) => disabled.includes(p),
  };
  return { store: new MiniGamesStore(ctx), refreshed: () => refreshed };
}

const answer = (body: MiniRoundBody) => ({
  game_id: body.game_id,
  ref_no: 'G1',
  stake: body.stake,
  payout: '0.00',
  win_loss: `-${body.stake}`,
  balance: '99.00',
  outcome: { dice: [1, 2, 3], result: 'small' as const, side: 'big' as const },
});

describe('MiniGamesStore', () => {
  it('refuses a bad typed stake without sending or changing it, never rounding or clamping', async () => {
    const sent: MiniRoundBody[] = [];
    const { store } = setup(async (body) => {
      sent.push(body);
      return answer(body);
    });
    for (const [typed, code] of [
      ['0.09', 'betLowerMin'],
      ['1000.01', 'betOverMax'],
      ['1.005', 'invalidBetAmount'],
      ['abc', 'invalidBetAmount'],
      ['-1', 'invalidBetAmount'],
      ['', 'invalidBetAmount'],
    ] as const) {
      store.setStake(typed);
      await store.play();
      expect(store.stakeError, typed).toBe(code);
      expect(store.stake).toBe(typed);
    }
    expect(sent).toEqual([]);
    expect(store.last).toBeNull();
  });

  it('sends the exact stake with the chosen side, and re-sends a lost round with the same round id', async () => {
    const sent: MiniRoundBody[] = [];
    let lose = true;
    const { store, refreshed } = setup(async (body) => {
      sent.push(body);
      if (lose) throw new ApiCallError('requestFailed', 'network');
      return answer(body);
    });
    store.select('mini-quick-sic-bo');
    store.setDiceSide('small');
    store.setStake('2.5');
    await store.play();
    expect(store.error).toBe('requestFailed');
    lose = false;
    await store.play();
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatchObject({ game_id: 'mini-quick-sic-bo', stake: '2.50', side: 'small' });
    expect(sent[1]?.round_id).toBe(sent[0]?.round_id);
    expect(store.result?.ref_no).toBe('G1');
    expect(refreshed()).toBe(1);
    await store.play();
    expect(sent[2]?.round_id).not.toBe(sent[0]?.round_id);
  });

  it('baccarat stakes the chosen side; a switched-off product sends nothing', async () => {
    const sent: MiniRoundBody[] = [];
    const { store } = setup(
      async (body) => {
        sent.push(body);
        return answer(body);
      },
      ['mini_slots'],
    );
    store.setBaccaratSide('tie');
    await store.play();
    expect(sent[0]).toMatchObject({ game_id: 'mini-quick-baccarat', stake: '1.00', bets: { tie: '1.00' } });
    store.select('mini-star-bells');
    await store.play();
    expect(sent).toHaveLength(1);
  });
});
