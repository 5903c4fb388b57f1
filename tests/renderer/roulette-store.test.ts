import { describe, expect, it } from 'vitest';
import type { RouletteBetRow, RouletteSpinResponse } from '../../src/shared/roulette/api';
import { ApiCallError } from '../../src/renderer/api/client';
import type { RouletteApi } from '../../src/renderer/roulette/api';
import type { GamesApis, GamesContext } from '../../src/renderer/stores/GamesContext';
import { RouletteStore } from '../../src/renderer/roulette/RouletteStore';

// The roulette page's store: the slip a player builds with chips, what it sends, and how it follows the spins.

function spinResponse(latest: number, serverTime: number, number = 17): RouletteSpinResponse {
  return {
    open_spin: {
      spin_no: latest + 1,
      spin_at: (latest + 1) * 20_000,
      close_at: (latest + 1) * 20_000 - 5_000,
    },
    server_time: serverTime,
    results: [{ spin_no: latest, spin_at: latest * 20_000, number, seed: 'ab'.repeat(32) }],
  };
}
const row: RouletteBetRow = {
  ref_no: 'R1',
  spin_no: 2,
  bets: [],
  stake: '3.00',
  status: 'running',
  number: null,
  payout: null,
  win_loss: null,
  trans_time: new Date(0).toISOString(),
};

function setup(api: Partial<RouletteApi>, disabled = false) {
  let balanceRefreshes = 0;
  const ctx: GamesContext = {
    apis: () => ({}) as GamesApis,
    report: () => undefined,
    refreshBalance: () => {
      balanceRefreshes++;
    },
    openWindow: async () => undefined,
    isDisabled: (product) => disabled && product === 'virtual_games',
  };
  const store = new RouletteStore(ctx, {
    spin: async () => spinResponse(1, 0),
    list: async () => ({ bets: [] }),
    bet: async () => ({ bet: row, replay: false, balance: '0.00' }),
    ...api,
  });
  return { store, balanceRefreshes: () => balanceRefreshes };
}

describe('RouletteStore', () => {
  it('builds the slip chip by chip: a second chip on a bet raises its stake, and the slip is sent as whole units', async () => {
    const sent: { bet: string; stake: string }[][] = [];
    const { store } = setup({
      bet: async (_slip, bets) => {
        sent.push(bets);
        return { bet: row, replay: false, balance: '0.00' };
      },
    });
    expect(store.problem).toBe('empty');
    store.setChip('2');
    store.add('red');
    store.add('straight:17');
    store.setChip('1');
    store.add('red');
    expect(store.slip).toEqual([
      { bet: 'red', units: 3 },
      { bet: 'straight:17', units: 2 },
    ]);
    expect(store.totalMinor).toBe(500);
    expect(store.problem).toBeNull();
    expect(await store.place()).toBe(true);
    expect(sent).toEqual([
      [
        { bet: 'red', stake: '3.00' },
        { bet: 'straight:17', stake: '2.00' },
      ],
    ]);
    expect(store.slip).toEqual([]);
    expect(store.lastPlaced?.ref_no).toBe('R1');
  });

  it('refuses a chip that is not whole units of 1 to 1,000 and a bet past 1,000, changing nothing', () => {
    const { store } = setup({});
    store.setChip('1.5');
    store.add('red');
    expect(store.error).toBe('invalidBetAmount');
    expect(store.slip).toEqual([]);
    store.setChip('1000');
    store.add('odd');
    store.setChip('1');
    store.add('odd');
    expect(store.error).toBe('betOverMax');
    expect(store.slip).toEqual([{ bet: 'odd', units: 1000 }]);
  });

  it('sends the same slip id again after a lost answer, a new one for a new slip', async () => {
    const slips: string[] = [];
    let fail = true;
    const { store } = setup({
      bet: async (slipId) => {
        slips.push(slipId);
        if (fail) throw new ApiCallError('requestTimeout', 'network');
        return { bet: row, replay: true, balance: '0.00' };
      },
    });
    store.add('black');
    expect(await store.place()).toBe(false);
    fail = false;
    expect(await store.place()).toBe(true);
    store.add('black');
    await store.place();
    expect(slips[0]).toBe(slips[1]);
    expect(slips[2]).not.toBe(slips[0]);
  });

  it('turns the wheel for a spin made while the page watched, shows the first load at once, and refreshes the balance', async () => {
    let latest = 1;
    const { store, balanceRefreshes } = setup({
      spin: async () => spinResponse(latest, latest * 20_000 + 1),
    });
    await store.refresh();
    expect(store.spinning).toBe(false);
    expect(store.shownSpin?.spin_no).toBe(1);
    latest = 2;
    await store.refresh();
    expect(store.spinning).toBe(true);
    expect(store.shownSpin?.spin_no).toBe(2);
    store.stopWheel();
    expect(store.spinning).toBe(false);
    expect(balanceRefreshes()).toBe(2);
  });

  it('is closed when virtual games are switched off', () => {
    expect(setup({}, true).store.disabled).toBe(true);
    expect(setup({}).store.disabled).toBe(false);
  });
});
