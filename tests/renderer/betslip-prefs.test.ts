import { describe, expect, it, vi } from 'vitest';
import type { BetLeg, BetView, LegCheck } from '@shared/betting/api';
import type { LayoutPrefs } from '@shared/bridge';
import type { Selection } from '@shared/market/selection';
import { priceFromDisplay } from '@shared/odds/price';
import type { BetApi } from '../../src/renderer/api/bet';
import { BetPlacement } from '../../src/renderer/stores/BetPlacement';
import { BetSlipStore } from '../../src/renderer/stores/BetSlipStore';
import { PreferencesStore } from '../../src/renderer/stores/PreferencesStore';
import type { PrefsChannel } from '../../src/renderer/stores/PreferencesStore';
import { syncPreferences } from '../../src/renderer/stores/PreferencesSync';

// The settings page lives in the info pop-up, the bet slip in the main window: each window has its own
// PreferencesStore, joined by a channel that behaves like a BroadcastChannel (others hear, not the sender).
function hub() {
  const listeners = new Set<(p: LayoutPrefs) => void>();
  let posts = 0;
  const channel = (): PrefsChannel => {
    const mine = new Set<(p: LayoutPrefs) => void>();
    return {
      post(prefs) {
        posts++;
        // Delivered later, as a BroadcastChannel message event is (structured-cloned, never the sender).
        const copy = structuredClone(prefs);
        for (const l of listeners) if (!mine.has(l)) setTimeout(() => l(copy), 0);
      },
      subscribe(listener) {
        mine.add(listener);
        listeners.add(listener);
        return () => {
          mine.delete(listener);
          listeners.delete(listener);
        };
      },
    };
  };
  return { channel, posts: () => posts };
}

const delivered = () => new Promise((r) => setTimeout(r, 5));

function memory() {
  let saved: LayoutPrefs | null = null;
  return { load: async () => saved, save: async (p: LayoutPrefs) => void (saved = p) };
}

function sel(matchId: number): Selection {
  return {
    matchId,
    parentId: null,
    sportId: 1,
    leagueId: 101,
    leagueName: 'League',
    homeName: `Home ${matchId}`,
    awayName: `Away ${matchId}`,
    childLabel: null,
    marketGroup: 2,
    market: 'hdp',
    period: 0,
    choice: 'h',
    line: -25,
    price: priceFromDisplay(90, 1),
    oddsType: 1,
    displayOdds: 90,
    mmo: null,
    score: null,
    parlay: true,
    feedVersion: 1,
  };
}

function slipReading(prefs: PreferencesStore) {
  const bodies: Parameters<BetApi['single']>[1][] = [];
  const check = (leg: BetLeg): LegCheck =>
    ({ price: leg.price, line: leg.line, mmo: null, score: null, live: false, code: '' }) as LegCheck;
  const api = {
    check: async (leg) => ({
      check: check(leg),
      limit: { min_bet: '1.00', max_bet: '1000.00', max_payout: '100000.00' },
    }),
    single: async (_leg, body) => {
      bodies.push(body);
      return { bet: { bet_id: bodies.length } as BetView, balance: '0.00' };
    },
  } satisfies Partial<BetApi> as unknown as BetApi;
  const slip = new BetSlipStore({
    limits: () => [{ key: 'default', min_bet: '1.00', max_bet: '1000.00', max_payout: '100000.00' }],
    betting: () => prefs.betting,
    candidates: () => [1, 2, 3, 4].map(sel),
    random: () => 0.3,
  });
  const placement = new BetPlacement(slip, {
    api: () => api,
    accountId: () => 'demo01',
    betting: () => prefs.betting,
    onPlaced: () => undefined,
  });
  return { slip, placement, bodies };
}

async function windows() {
  const h = hub();
  const main = new PreferencesStore(memory(), h.channel());
  const info = new PreferencesStore(memory(), h.channel());
  await main.load();
  await info.load();
  return { main, info, hub: h };
}

describe('betting preferences reach the bet slip in the other window', () => {
  it('a default stake saved on /info/settings fills the next pick in the main window', async () => {
    const { main, info } = await windows();
    const { slip, placement } = slipReading(main);
    info.setBetting('defaultStake', 2);
    info.setBetting('defaultStakeAmount', 35);
    await delivered();
    expect(main.betting).toMatchObject({ defaultStake: 2, defaultStakeAmount: 35 });
    placement.onPick(sel(1));
    expect(slip.items[0]!.stakeText).toBe('35');
    info.setBetting('defaultStake', 3);
    await delivered();
    placement.onPick(sel(2));
    expect(slip.items[0]!.stakeText).toBe('');
    main.dispose();
    info.dispose();
  });

  it('quick bet and its amount saved in the settings window place at once with that stake', async () => {
    const { main, info } = await windows();
    const { placement, bodies } = slipReading(main);
    info.setBetting('quickBet', true);
    info.setBetting('quickBetAmount', 40);
    await delivered();
    placement.onPick(sel(1));
    await new Promise((r) => setTimeout(r, 0));
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ stake: '40', accept_better_odds: true, accept_any_odds: false });
    main.dispose();
    info.dispose();
  });

  it('accept any odds saved in settings is what the slip places with; the slip toggle writes the same preference back', async () => {
    const { main, info } = await windows();
    const { slip, placement, bodies } = slipReading(main);
    info.setBetting('acceptAnyOdds', true);
    await delivered();
    placement.onPick(sel(1));
    slip.setStake(1, '10');
    await new Promise((r) => setTimeout(r, 0));
    placement.requestConfirm();
    await placement.confirm();
    expect(bodies[0]).toMatchObject({ accept_better_odds: true, accept_any_odds: true });
    // The slip's own switch is the same preference: the settings window sees it.
    main.setBetting('acceptAnyOdds', false);
    main.setBetting('acceptBetterOdds', false);
    await delivered();
    expect(info.betting).toMatchObject({ acceptAnyOdds: false, acceptBetterOdds: false });
    main.dispose();
    info.dispose();
  });

  it('applies a change from another window without saving or sending it back', async () => {
    const { main, info, hub: h } = await windows();
    const saves: LayoutPrefs[] = [];
    const server = {
      load: async () => ({ pageSize: 20 }),
      save: async (p: LayoutPrefs) => void saves.push(p),
    };
    const stop = syncPreferences(main, () => 'demo01', server);
    await vi.waitFor(() => expect(main.pageSize).toBe(20));
    await delivered();
    const before = h.posts();
    info.setLanguage('th');
    await delivered();
    expect(main.language).toBe('th');
    // The settings window sent it once; the main window neither sends it on nor saves it to the server again.
    expect(h.posts()).toBe(before + 1);
    expect(saves).toHaveLength(0);
    main.setPageSize(50);
    expect(saves).toHaveLength(1);
    stop();
    main.dispose();
    info.dispose();
  });
});

describe('default stake in parlay and system slips', () => {
  it('a parlay and a lucky pick start from the default stake', async () => {
    const prefs = new PreferencesStore(null);
    prefs.setBetting('defaultStake', 2);
    prefs.setBetting('defaultStakeAmount', 15);
    const { slip, placement } = slipReading(prefs);
    slip.setMode('parlay');
    placement.onPick(sel(1));
    placement.onPick(sel(2));
    expect(slip.parlayStake).toBe('15');
    slip.clear();
    placement.luckyPick(3);
    expect(slip.items).toHaveLength(3);
    expect(slip.parlayStake).toBe('15');
  });
});
