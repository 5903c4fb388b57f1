import { describe, expect, it, vi } from 'vitest';
import { observable, runInAction } from 'mobx';
import { PreferencesStore } from '../../src/renderer/stores/PreferencesStore';
import {
  BDT_SPORTS_ORDER,
  applyBetting,
  BETTING_DEFAULTS,
  moveItem,
  orderSports,
} from '../../src/renderer/stores/PreferencesModel';
import { syncPreferences } from '../../src/renderer/stores/PreferencesSync';
import type { LayoutPrefs } from '@shared/bridge';

function memoryStorage(initial: LayoutPrefs | null = null) {
  let saved = initial;
  return {
    storage: { load: async () => saved, save: async (p: LayoutPrefs) => void (saved = p) },
    saved: () => saved,
  };
}

describe('preferences model', () => {
  it('orders sports by the preferred order, unknown ones after in feed order', () => {
    expect(orderSports([5, 1, 99, 2, 45], [45, 1])).toEqual([45, 1, 5, 99, 2]);
  });

  it('moves an item up and down and refuses to move past the ends', () => {
    expect(moveItem([1, 2, 3], 2, -1)).toEqual([1, 3, 2]);
    expect(moveItem([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moveItem([1, 2, 3], 0, 2)).toEqual([2, 3, 1]);
  });

  it('keeps only valid betting values, and accepting any odds implies better odds', () => {
    const next = applyBetting(BETTING_DEFAULTS, {
      defaultStake: 9,
      defaultStakeAmount: -5,
      quickBetAmount: 50,
      acceptAnyOdds: true,
      acceptBetterOdds: false,
    });
    expect(next).toMatchObject({
      defaultStake: 3,
      defaultStakeAmount: 1,
      quickBetAmount: 50,
      acceptAnyOdds: true,
      acceptBetterOdds: true,
    });
  });
});

describe('PreferencesStore', () => {
  it('restores every setting from saved data and ignores what has the wrong shape', async () => {
    const { storage } = memoryStorage({
      language: 'th',
      theme: 'dark',
      marketType: 'nope',
      sportsOrder: [3, 'x', 1],
      betting: { quickBet: true },
    });
    const prefs = new PreferencesStore(storage);
    await prefs.load();
    expect(prefs.language).toBe('th');
    expect(prefs.theme).toBe('dark');
    expect(prefs.marketType).toBe('hdpou');
    expect(prefs.sportsOrder).toEqual([3, 1]);
    expect(prefs.betting.quickBet).toBe(true);
    prefs.dispose();
  });

  it('saves locally at once on every change', async () => {
    const mem = memoryStorage();
    const prefs = new PreferencesStore(mem.storage);
    await prefs.load();
    prefs.setLanguage('kr');
    await Promise.resolve();
    expect(mem.saved()).toMatchObject({ language: 'kr' });
    prefs.dispose();
  });

  it('starts BDT accounts from their own sports order, and a saved order wins', () => {
    const prefs = new PreferencesStore(null);
    const ids = [1, 2, 3, 4, 5, 40, 41, 45, 46];
    expect(prefs.orderSports(ids, 'BDT')).toEqual([...BDT_SPORTS_ORDER]);
    expect(prefs.orderSports(ids, 'MYR')).toEqual(ids);
    prefs.setSportsOrder([46, 1]);
    expect(prefs.orderSports(ids, 'BDT').slice(0, 2)).toEqual([46, 1]);
  });
});

describe('syncPreferences', () => {
  it('on login the server copy wins, later changes go to the server', async () => {
    const prefs = new PreferencesStore(null);
    const accountId = observable.box<string | null>(null);
    const server = {
      load: vi.fn(async () => ({ oddsType: 4, language: 'vi' })),
      save: vi.fn(async () => undefined),
    };
    const stop = syncPreferences(prefs, () => accountId.get(), server);
    expect(server.load).not.toHaveBeenCalled();

    runInAction(() => accountId.set('demo01'));
    await vi.waitFor(() => expect(prefs.language).toBe('vi'));
    expect(prefs.oddsType).toBe(4);
    expect(server.save).not.toHaveBeenCalled(); // applying the server copy is not echoed back

    prefs.setPageSize(20);
    expect(server.save).toHaveBeenCalledWith(expect.objectContaining({ pageSize: 20, language: 'vi' }));
    stop();
  });

  it('a setting changed while the server copy is on its way is kept over it and sent to the server', async () => {
    const prefs = new PreferencesStore(null);
    let answer: (stored: Record<string, unknown>) => void = () => undefined;
    const server = {
      load: vi.fn(() => new Promise<Record<string, unknown>>((resolve) => (answer = resolve))),
      save: vi.fn(async () => undefined),
    };
    const stop = syncPreferences(prefs, () => 'a', server);
    await vi.waitFor(() => expect(server.load).toHaveBeenCalled());
    prefs.setLanguage('th');
    server.save.mockClear();
    answer({ language: 'my', oddsType: 4, theme: 'dark' });
    // The server's other settings arrive; the language just picked stays, and the server learns of it.
    await vi.waitFor(() => expect(prefs.oddsType).toBe(4));
    expect(prefs.language).toBe('th');
    expect(prefs.theme).toBe('dark');
    await vi.waitFor(() =>
      expect(server.save).toHaveBeenCalledWith(
        expect.objectContaining({ language: 'th', oddsType: 4, theme: 'dark' }),
      ),
    );
    stop();
  });

  it("the language picked on the login page wins over the account's saved one and is saved to it, once", async () => {
    const prefs = new PreferencesStore(null);
    const accountId = observable.box<string | null>(null);
    const server = {
      load: vi.fn(async () => ({ language: 'th', oddsType: 4 })),
      save: vi.fn(async () => undefined),
    };
    const stop = syncPreferences(prefs, () => accountId.get(), server);
    prefs.pickLoginLanguage('en');
    runInAction(() => accountId.set('fresh01'));
    await vi.waitFor(() => expect(prefs.oddsType).toBe(4));
    expect(prefs.language).toBe('en');
    await vi.waitFor(() =>
      expect(server.save).toHaveBeenCalledWith(expect.objectContaining({ language: 'en', oddsType: 4 })),
    );

    // Logged out and in again without picking: the account's saved language applies as usual.
    runInAction(() => accountId.set(null));
    server.load.mockResolvedValue({ language: 'vi', oddsType: 4 });
    runInAction(() => accountId.set('fresh01'));
    await vi.waitFor(() => expect(prefs.language).toBe('vi'));
    stop();
  });

  it('seeds the server copy on the first login anywhere', async () => {
    const prefs = new PreferencesStore(null);
    prefs.setLanguage('jp');
    const server = { load: vi.fn(async () => ({})), save: vi.fn(async () => undefined) };
    const stop = syncPreferences(prefs, () => 'a', server);
    await vi.waitFor(() =>
      expect(server.save).toHaveBeenCalledWith(expect.objectContaining({ language: 'jp' })),
    );
    stop();
  });
});
