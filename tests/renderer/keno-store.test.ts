import { describe, expect, it } from 'vitest';
import type { KenoBetRow, KenoDrawResponse } from '../../src/shared/keno/api';
import { ApiCallError } from '../../src/renderer/api/client';
import type { KenoApi } from '../../src/renderer/keno/api';
import type { GamesApis, GamesContext } from '../../src/renderer/stores/GamesContext';
import { KenoStore } from '../../src/renderer/keno/KenoStore';

// The keno page's store: what it sends when the player places a bet, and how it follows the draw grid.

const drawn = Array.from({ length: 20 }, (_, i) => i + 1);
function drawResponse(latest: number, serverTime: number): KenoDrawResponse {
  return {
    open_draw: {
      draw_no: latest + 1,
      draw_at: (latest + 1) * 20_000,
      close_at: (latest + 1) * 20_000 - 10_000,
    },
    server_time: serverTime,
    results: [{ draw_no: latest, draw_at: latest * 20_000, numbers: drawn, seed: 'ab'.repeat(32) }],
  };
}
const row = (picks: number[]): KenoBetRow => ({
  ref_no: 'K1',
  draw_no: 2,
  picks,
  stake: '2.00',
  status: 'running',
  hits: null,
  payout: null,
  win_loss: null,
  trans_time: new Date(0).toISOString(),
});

function setup(keno: Partial<KenoApi>) {
  const reported: string[] = [];
  const ctx: GamesContext = {
    apis: () =>
      ({
        keno: {
          draw: async () => drawResponse(1, 0),
          list: async () => ({ bets: [] }),
          bet: async () => ({ bet: row([]), replay: false, balance: '0.00' }),
          ...keno,
        },
      }) as unknown as GamesApis,
    report: (code) => reported.push(code),
    refreshBalance: () => undefined,
    openWindow: async () => undefined,
    isDisabled: () => false,
  };
  return { store: new KenoStore(ctx), reported };
}

describe('KenoStore', () => {
  it('sends the same slip id again after a lost answer (the server answers it as a replay), a new one for a new bet', async () => {
    const slips: string[] = [];
    let fail = true;
    const { store } = setup({
      bet: async (slipId, picks) => {
        slips.push(slipId);
        if (fail) throw new ApiCallError('requestTimeout', 'network');
        return { bet: row(picks), replay: true, balance: '98.00' };
      },
    });
    store.toggle(7);
    store.toggle(19);
    store.setStake('2');
    expect(await store.place()).toBe(false);
    fail = false;
    expect(await store.place()).toBe(true);
    expect(slips[1]).toBe(slips[0]);
    expect(store.lastPlaced?.picks).toEqual([7, 19]);
    expect(await store.place()).toBe(true);
    expect(slips[2]).not.toBe(slips[0]);
  });

  it('takes a refusal as final: the next try is a new slip', async () => {
    const slips: string[] = [];
    let refuse = true;
    const { store } = setup({
      bet: async (slipId, picks) => {
        slips.push(slipId);
        if (refuse) throw new ApiCallError('insufficient_balance', 'business');
        return { bet: row(picks), replay: false, balance: '0.00' };
      },
    });
    store.toggle(5);
    await store.place();
    refuse = false;
    await store.place();
    expect(slips[1]).not.toBe(slips[0]);
  });

  it('refuses locally, sending nothing, when no number is picked or the stake is not whole units', async () => {
    let sent = 0;
    const { store } = setup({
      bet: async () => {
        sent++;
        return { bet: row([]), replay: false, balance: '0.00' };
      },
    });
    expect(await store.place()).toBe(false);
    expect(store.error).toBe('picks');
    store.toggle(3);
    store.setStake('1.5');
    expect(await store.place()).toBe(false);
    expect(store.error).toBe('invalidBetAmount');
    expect(sent).toBe(0);
  });

  it('allows at most ten picks and shows the paytable of the pick count', () => {
    const { store } = setup({});
    for (let n = 1; n <= 12; n++) store.toggle(n);
    expect(store.picks).toHaveLength(10);
    expect(store.paytable[0]).toEqual({ hits: 10, returnX100: 10_000_000 });
    store.toggle(1);
    expect(store.picks).toHaveLength(9);
  });

  it('fetches the draw once its time passes on the server clock and reveals a new draw number by number', async () => {
    let latest = 1;
    const serverAhead = 5_000;
    const { store } = setup({ draw: async () => drawResponse(latest, Date.now() + serverAhead) });
    await store.refresh();
    expect(store.shownDrawNo).toBe(1);
    expect(store.revealing).toBe(false);
    // The open draw (#2) is at 40 s on the server's grid; the local clock is 5 s behind the server's.
    store.tick(40_000 - serverAhead - 1_500);
    expect(store.secondsToDraw).toBe(2);
    latest = 2;
    store.tick(40_000 - serverAhead + 200);
    await new Promise((r) => setTimeout(r, 0));
    await new Promise((r) => setTimeout(r, 0));
    expect(store.shownDrawNo).toBe(2);
    expect(store.revealed).toBe(0);
    for (let i = 0; i < 20; i++) store.revealStep();
    expect(store.revealing).toBe(false);
    expect(store.shownDraw?.numbers).toEqual(drawn);
  });
});
