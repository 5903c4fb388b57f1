import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { BetLeg, BetView, LegCheck } from '@shared/betting/api';
import type { Selection } from '@shared/market/selection';
import { MYANMAR_PRICE } from '@shared/odds/myanmar';
import { priceFromDisplay } from '@shared/odds/price';
import type { BetApi } from '../../src/renderer/api/bet';
import { ApiCallError } from '../../src/renderer/api/client';
import { errorText, initI18n } from '../../src/renderer/i18n';
import { slipErrorText } from '../../src/renderer/pages/desktop/betslip/format';
import { webInDoubtStorage, type InDoubtStorage } from '../../src/renderer/stores/InDoubtSlip';
import { BetPlacement } from '../../src/renderer/stores/BetPlacement';
import { BetSlipStore } from '../../src/renderer/stores/BetSlipStore';
import { legOf, luckyPick } from '../../src/renderer/stores/BetSlipRules';
import { BETTING_DEFAULTS } from '../../src/renderer/stores/PreferencesModel';
import type { BettingPrefs } from '../../src/renderer/stores/PreferencesModel';

function sel(matchId: number, extra: Partial<Selection> = {}): Selection {
  return {
    matchId,
    parentId: null,
    sportId: 1,
    leagueId: 101,
    leagueName: 'English Premier League',
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
    ...extra,
  };
}

function bet(id: number): BetView {
  return {
    bet_id: id,
    ref_no: `SB${id}`,
    trans_time: '2026-01-01T00:00:00.000Z',
    bet_type: 'single',
    virtual: false,
    choice: '',
    odds: '0.90',
    odds_type: 1,
    stake: '10.00',
    risk: '10.00',
    payout: '0.00',
    max_payout: '19.00',
    status: 'running',
    outcome: null,
    reject_reason: null,
    turnover: '10.00',
    valid_turnover: '0.00',
    commission: '0.00',
    settled_amount: '0.00',
    win_loss: '0.00',
    ticket_count: 1,
    sizes: [],
    legs: [],
  };
}

/** A bet api that answers checks from a table and records placements; `refuse` makes the next placement fail. */
function fakeApi() {
  const calls: { name: string; legs: BetLeg[]; body: Record<string, unknown> }[] = [];
  const state = { check: new Map<number, Partial<LegCheck>>(), refuse: null as string | null };
  const checkOf = (leg: BetLeg): LegCheck => ({
    match_id: leg.match_id,
    code: '',
    price: leg.price,
    line: leg.line,
    state: 0,
    live: false,
    score: null,
    mmo: null,
    ...state.check.get(leg.match_id),
  });
  const place = async (name: string, legs: BetLeg[], body: object) => {
    calls.push({ name, legs, body: body as Record<string, unknown> });
    if (state.refuse) {
      const code = state.refuse;
      state.refuse = null;
      throw new ApiCallError(code, 'business');
    }
    return { bet: bet(calls.length), balance: '9990.00' };
  };
  const api = {
    check: async (leg) => ({
      check: checkOf(leg),
      limit: { min_bet: '1.00', max_bet: '100.00', max_payout: '1000.00' },
    }),
    single: (leg, body) => place('single', [leg], body),
    parlay: (legs, body) => place('parlay', legs, body),
    system: (legs, sizes, body) => place('system', legs, { ...body, sizes }),
  } satisfies Partial<BetApi> as unknown as BetApi;
  return { api, calls, state };
}

function slipWith(overrides: Partial<BettingPrefs> = {}, candidates: Selection[] = []) {
  const fake = fakeApi();
  let placed = 0;
  let n = 0;
  const betting = () => ({ ...BETTING_DEFAULTS, ...overrides });
  const slip = new BetSlipStore({
    limits: () => [
      { key: 'default', min_bet: '1.00', max_bet: '100.00', max_payout: '1000.00' },
      { key: 'parlay', min_bet: '2.00', max_bet: '50.00', max_payout: '5000.00' },
    ],
    betting,
    candidates: () => candidates,
    random: () => 0.3,
  });
  const placement = new BetPlacement(slip, {
    api: () => fake.api,
    accountId: () => 'demo01',
    betting,
    onPlaced: () => placed++,
    newSlipId: () => `slip-test-${++n}`,
  });
  return { slip, placement, fake, placedCount: () => placed };
}

/** A slip with the default preferences and the default limit only. */
function slipOnDefaults(): BetSlipStore {
  return new BetSlipStore({
    limits: () => [{ key: 'default', min_bet: '1.00', max_bet: '100.00', max_payout: '1000.00' }],
    betting: () => BETTING_DEFAULTS,
    candidates: () => [],
  });
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('BetSlipStore: singles', () => {
  it('a pick fills a single; a second pick replaces it; the stake is clamped with the MIN and MAX notices', async () => {
    const { slip, placement } = slipWith();
    placement.onPick(sel(1));
    placement.onPick(sel(2));
    await settle();
    expect(slip.items.map((i) => i.key)).toEqual([2]);
    slip.setStake(2, '0.5');
    slip.commitStake(2);
    expect(slip.items[0]).toMatchObject({ stakeText: '1', notice: 'changeStakeMin' });
    slip.setStake(2, '250');
    slip.commitStake(2);
    expect(slip.items[0]).toMatchObject({ stakeText: '100', notice: 'changeStakeMax' });
  });

  it('shows what negative Malay and Indo odds risk (not the typed stake) and the stake as the win', () => {
    const { slip, placement } = slipWith();
    placement.onPick(sel(1, { price: priceFromDisplay(-80, 1) }));
    slip.setStake(1, '100');
    expect(slip.amountsOf(slip.items[0]!)).toMatchObject({ riskMinor: 8_000, winMinor: 10_000 });
    placement.onPick(sel(1, { oddsType: 3, price: priceFromDisplay(-125, 3) }));
    slip.setStake(1, '100');
    expect(slip.amountsOf(slip.items[0]!)).toMatchObject({ riskMinor: 12_500, winMinor: 10_000 });
  });

  it('has a confirm step, places once with the accept flags, and starts a new slip id after success', async () => {
    const { slip, placement, fake, placedCount } = slipWith({ acceptBetterOdds: true, acceptAnyOdds: false });
    placement.onPick(sel(1));
    await settle();
    slip.setStake(1, '10');
    placement.requestConfirm();
    expect(slip.phase).toBe('confirming');
    slip.cancelConfirm();
    expect(fake.calls).toHaveLength(0);
    placement.requestConfirm();
    await placement.confirm();
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]!.body).toMatchObject({
      stake: '10',
      slip_id: 'slip-test-1-0',
      accept_better_odds: true,
      accept_any_odds: false,
    });
    expect(placement.placed.bets.map((b) => b.ref_no)).toEqual(['SB1']);
    expect(slip.items).toHaveLength(0);
    expect(placedCount()).toBe(1);
  });

  it('holds the pick until it is placed (the "Selected" notice follows it), and sends a Myanmar quote without its giver', async () => {
    const { slip, placement, fake } = slipWith();
    const pick = sel(1);
    placement.onPick(pick);
    await settle();
    expect(slip.holds(pick)).toBe(true);
    expect(slip.holds({ ...pick, choice: 'a' })).toBe(false);
    slip.setStake(1, '10');
    placement.requestConfirm();
    await placement.confirm();
    expect(placement.placed.bets).toHaveLength(1);
    expect(slip.holds(pick)).toBe(false);
    expect(
      legOf(sel(2, { oddsType: 5, price: MYANMAR_PRICE, mmo: { body: 1, pct: -20, giver: 2 } })).mmo,
    ).toEqual({ body: 1, pct: -20 });
    expect(fake.calls).toHaveLength(1);
  });

  it('oddsIsUpdating sends the slip back with the new price flagged for a new confirm', async () => {
    const { slip, placement, fake } = slipWith({ acceptBetterOdds: false });
    const pick = sel(1);
    placement.onPick(pick);
    await settle();
    slip.setStake(1, '10');
    placement.requestConfirm();
    fake.state.refuse = 'oddsIsUpdating';
    fake.state.check.set(1, { price: pick.price + 20_000 });
    await placement.confirm();
    expect(slip.error).toBe('oddsIsUpdating');
    expect(slip.phase).toBe('editing');
    expect(slip.items[0]).toMatchObject({ moved: true });
    expect(slip.items[0]!.selection.price).toBe(pick.price + 20_000);
  });

  it('a better price is taken silently under accept better odds; a worse one is flagged', async () => {
    const { slip, placement, fake } = slipWith({ acceptBetterOdds: true });
    fake.state.check.set(1, { price: sel(1).price + 10_000 });
    placement.onPick(sel(1));
    await settle();
    expect(slip.items[0]).toMatchObject({ moved: false });
    fake.state.check.set(2, { price: sel(2).price - 10_000 });
    placement.onPick(sel(2));
    await settle();
    expect(slip.items[0]).toMatchObject({ moved: true });
  });

  it('a pre-match pick whose match went live clears the slip (market type changed)', async () => {
    const { slip, placement, fake } = slipWith();
    fake.state.check.set(1, { live: true });
    placement.onPick(sel(1));
    await settle();
    expect(slip.items).toHaveLength(0);
    expect(slip.error).toBe('marketTypeChanged');
  });

  it('quick bet places at once with the quick bet amount', async () => {
    const { placement, fake } = slipWith({ quickBet: true, quickBetAmount: 25 });
    placement.onPick(sel(1));
    await settle();
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]!.body).toMatchObject({ stake: '25' });
  });

  it('default stake: a custom amount, or the last bet', async () => {
    const custom = slipWith({ defaultStake: 2, defaultStakeAmount: 7 });
    custom.placement.onPick(sel(1));
    expect(custom.slip.items[0]!.stakeText).toBe('7');
    const last = slipWith({ defaultStake: 1 });
    last.placement.onPick(sel(1));
    last.slip.setStake(1, '12');
    last.placement.requestConfirm();
    await last.placement.confirm();
    last.placement.onPick(sel(2));
    expect(last.slip.items[0]!.stakeText).toBe('12');
  });
});

describe('BetSlipStore: parlay and system', () => {
  it('a race pick is single-only: in a parlay or system the slip names it, in words the player reads', async () => {
    const { slip, placement } = slipWith();
    slip.setMode('parlay');
    placement.onPick(sel(1));
    placement.onPick(
      sel(2, {
        sportId: 45,
        market: 'place',
        choice: 'Night Fury',
        line: null,
        homeName: 'Race 4 - 1200m',
        awayName: '',
        parlay: false,
      }),
    );
    expect(slip.comboViolation).toBe('notInParlay');
    slip.setMode('system');
    expect(slip.comboViolation).toBe('notInParlay');
    await initI18n();
    const t = i18next.getFixedT('en');
    expect(slipErrorText(t, 'notInParlay', errorText)).toBe(
      'Races, fights and outrights are bet as singles only: they cannot join a parlay.',
    );
  });

  it('one selection per match (a child line counts as its parent), combined odds, and the size rules', () => {
    const { slip, placement } = slipWith();
    slip.setMode('parlay');
    placement.onPick(sel(1, { price: priceFromDisplay(186, 4) }));
    expect(slip.comboViolation).toBe('parlayMinMatches');
    placement.onPick(sel(2, { price: priceFromDisplay(196, 4) }));
    placement.onPick(sel(3, { parentId: 2, price: priceFromDisplay(190, 4) }));
    // The child line of match 2 replaced its parent's pick: 1.86 x 1.90.
    expect(slip.items.map((i) => i.key)).toEqual([1, 2]);
    expect(slip.parlayOdds).toBe(353);
    slip.setParlayStake('100');
    expect(slip.comboAmounts).toEqual({ riskMinor: 10_000, winMinor: 25_340 });
    placement.onPick(sel(4, { marketGroup: 3 }));
    placement.onPick(sel(5, { marketGroup: 3 }));
    expect(slip.comboViolation).toBeNull();
    slip.setSpecial(true);
    slip.remove(5);
    slip.remove(4);
    expect(slip.comboViolation).toBe('specialParlayMinMatches');
  });

  it('system: sizes 2..n with C(n, k) tickets, the stake per ticket, and the parlay limit clamp', async () => {
    const { slip, placement, fake } = slipWith();
    slip.setMode('parlay');
    for (const id of [1, 2, 3]) placement.onPick(sel(id));
    slip.setMode('system');
    expect(slip.sizeOptions).toEqual([2, 3]);
    slip.toggleSize(3);
    expect(slip.sizes).toEqual([2, 3]);
    expect(slip.ticketCount).toBe(4);
    slip.setParlayStake('1');
    slip.commitStake(null);
    expect(slip.parlayNotice).toBe('changeStakeMin');
    expect(slip.comboAmounts?.riskMinor).toBe(800);
    placement.requestConfirm();
    await placement.confirm();
    expect(fake.calls[0]).toMatchObject({ name: 'system', body: { stake: '2', sizes: [2, 3] } });
  });

  it('a system slip with no size ticked says to tick a combination, in words the player reads', async () => {
    const { slip, placement } = slipWith();
    slip.setMode('system');
    for (const id of [1, 2, 3]) placement.onPick(sel(id));
    for (const k of slip.sizes) slip.toggleSize(k);
    expect(slip.sizes).toEqual([]);
    slip.setParlayStake('10');
    expect(slip.comboViolation).toBe('systemSizesNone');
    expect(placement.placeBlocker).toBe('systemSizesNone');
    await initI18n();
    const t = i18next.getFixedT('en');
    expect(slipErrorText(t, 'systemSizesNone', errorText)).toBe(
      'Tick at least one combination under Combinations to place a system bet.',
    );
    slip.toggleSize(3);
    expect(slip.comboViolation).toBeNull();
  });

  it('lucky pick builds a parlay of distinct matches from the open prices', () => {
    const candidates = [1, 1, 2, 3, 4, 5].map((id, i) => sel(id, { choice: i % 2 ? 'a' : 'h' }));
    const { slip, placement } = slipWith({}, candidates);
    placement.luckyPick(4);
    expect(slip.mode).toBe('parlay');
    expect(new Set(slip.items.map((i) => i.key)).size).toBe(4);
    expect(luckyPick(candidates, 10, () => 0.5)).toHaveLength(5);
  });
});

describe('BetPlacement: a live bet followed to its answer', () => {
  /** A slip whose placements answer `waiting` and whose lists say what became of them after `after` reads. */
  function liveSlip(answer: 'running' | 'rejected', after = 2) {
    let reads = 0;
    let placedCount = 0;
    const waitingBet = (id: number): BetView => ({ ...bet(id), status: 'waiting' });
    const decided = (id: number): BetView => ({
      ...bet(id),
      status: answer,
      reject_reason: answer === 'rejected' ? 'goal' : null,
    });
    const api = {
      check: async (leg: BetLeg) => ({
        check: {
          match_id: leg.match_id,
          code: '',
          price: leg.price,
          line: leg.line,
          state: 0,
          live: true,
          score: [0, 0],
          mmo: null,
        },
        limit: { min_bet: '1.00', max_bet: '100.00', max_payout: '1000.00' },
      }),
      single: async () => ({ bet: waitingBet(7), balance: '9990.00' }),
      openList: async (name: string) => {
        if (name === 'pendingbetlist') reads++;
        const done = reads > after;
        const bets =
          name === 'pendingbetlist'
            ? done
              ? []
              : [waitingBet(7)]
            : (name === 'betacceptlist') === (answer === 'running') && done
              ? [decided(7)]
              : [];
        return { bets, total_count: bets.length };
      },
    } satisfies Partial<BetApi> as unknown as BetApi;
    const slip = slipOnDefaults();
    const placement = new BetPlacement(slip, {
      api: () => api,
      accountId: () => 'demo01',
      betting: () => BETTING_DEFAULTS,
      onPlaced: () => placedCount++,
      followEveryMs: 5,
    });
    return { slip, placement, placedCount: () => placedCount, reads: () => reads };
  }

  const until = async (done: () => boolean) => {
    for (let i = 0; i < 200 && !done(); i++) await new Promise((r) => setTimeout(r, 5));
  };

  for (const answer of ['running', 'rejected'] as const) {
    it(`shows "waiting" after the confirm, then ${answer} once the lists say so, and stops asking`, async () => {
      const { slip, placement, placedCount, reads } = liveSlip(answer);
      placement.onPick(sel(1, { marketGroup: 3, score: [0, 0] }));
      await settle();
      slip.setStake(1, '10');
      placement.requestConfirm();
      await placement.confirm();
      expect(placement.placed.bets.map((b) => b.status)).toEqual(['waiting']);
      expect(placement.placed.waiting).toBe(true);
      await until(() => !placement.placed.waiting);
      expect(placement.placed.bets[0]).toMatchObject({
        bet_id: 7,
        status: answer,
        reject_reason: answer === 'rejected' ? 'goal' : null,
      });
      // The balance is read again when the answer comes (a rejected bet is refunded).
      expect(placedCount()).toBe(2);
      const readsThen = reads();
      await new Promise((r) => setTimeout(r, 30));
      expect(reads()).toBe(readsThen);
    });
  }
});

describe('BetPlacement: why Place bet is disabled', () => {
  it('names the reason for every disabled state, and none when the slip can be placed', async () => {
    const { slip, placement, fake } = slipWith();
    expect(placement.placeBlocker).toBe('blocked.empty');
    placement.onPick(sel(1));
    await settle();
    expect(placement.placeBlocker).toBe('blocked.stake');
    slip.setStake(1, '10');
    expect(placement.placeBlocker).toBeNull();
    expect(placement.canPlace).toBe(true);
    // A two-leg parlay with a live match needs a third leg: the slip says so before any click.
    slip.setMode('parlay');
    placement.onPick(sel(2, { marketGroup: 3 }));
    slip.setParlayStake('10');
    await settle();
    expect(placement.placeBlocker).toBe('liveParlayMinMatches');
    expect(placement.canPlace).toBe(false);
    fake.state.check.set(3, { code: '328' });
    placement.onPick(sel(3, { marketGroup: 3 }));
    await settle();
    expect(placement.placeBlocker).toBe('328');
  });
});

/**
 * A server that remembers each slip id's bet (refusing a second submit of one id) behind a line that can drop a
 * request before it arrives or its answer after the server took it.
 */
function flakyServer(storage: InDoubtStorage = webInDoubtStorage(new MemoryStorage())) {
  const bets = new Map<string, BetView>();
  const line = { online: true, drop: null as 'request' | 'answer' | null, lookupsFail: false };
  let n = 0;
  // As the api client does: a call that got no answer tells the shell the network failed.
  const lost = () => {
    line.online = false;
    return new ApiCallError('requestFailed', 'network');
  };
  const api = {
    check: async (leg: BetLeg) => ({
      check: {
        match_id: leg.match_id,
        code: '',
        price: leg.price,
        line: leg.line,
        state: 0,
        live: false,
        score: null,
        mmo: null,
      },
      limit: { min_bet: '1.00', max_bet: '100.00', max_payout: '1000.00' },
    }),
    single: async (_leg: BetLeg, body: { slip_id: string }) => {
      const drop = line.drop;
      line.drop = null;
      if (drop === 'request') throw lost();
      if (bets.has(body.slip_id)) throw new ApiCallError('duplicate_debit_record', 'business');
      const placed = bet(++n);
      bets.set(body.slip_id, placed);
      if (drop === 'answer') throw lost();
      return { bet: placed, balance: '0.00' };
    },
    bySlip: async (slipId: string) => {
      if (line.lookupsFail) throw lost();
      return { bet: bets.get(slipId) ?? null };
    },
  } satisfies Partial<BetApi> as unknown as BetApi;
  let ids = 0;
  let placedCalls = 0;
  const slip = slipOnDefaults();
  const placement = new BetPlacement(slip, {
    api: () => api,
    accountId: () => 'demo01',
    betting: () => BETTING_DEFAULTS,
    onPlaced: () => placedCalls++,
    newSlipId: () => `slip-net-${++ids}`,
    online: () => line.online,
    inDoubtStorage: storage,
  });
  return { slip, placement, bets, line, storage, balanceRefreshes: () => placedCalls };
}

async function readyToConfirm({ slip, placement }: { slip: BetSlipStore; placement: BetPlacement }) {
  placement.onPick(sel(7));
  await settle();
  slip.setStake(7, '10');
  placement.requestConfirm();
  expect(slip.phase).toBe('confirming');
}

describe('BetPlacement: a placement the network lost', () => {
  it('offline: Place bet and Confirm say why and send nothing', async () => {
    const { slip, placement, bets, line } = flakyServer();
    placement.onPick(sel(7));
    await settle();
    slip.setStake(7, '10');
    line.online = false;
    expect(placement.placeBlocker).toBe('blocked.offline');
    line.online = true;
    placement.requestConfirm();
    line.online = false;
    await placement.confirm();
    expect(bets.size).toBe(0);
    expect(slip.phase).toBe('confirming');
  });

  it('a request lost before the server: in doubt, then "not placed" with the slip kept; placing again places once', async () => {
    const { slip, placement, bets, line, balanceRefreshes } = flakyServer();
    await readyToConfirm({ slip, placement });
    line.drop = 'request';
    await placement.confirm();
    expect(placement.inDoubt).toEqual(['slip-net-1-0']);
    expect(placement.placeBlocker).toBe('blocked.inDoubt');
    placement.onPick(sel(8));
    expect(slip.items.map((i) => i.key)).toEqual([7]);
    line.online = true;
    await placement.resolveInDoubt();
    expect(placement.inDoubt).toEqual([]);
    expect(slip.error).toBe('betNotPlaced');
    expect(slip.items.map((i) => i.stakeText)).toEqual(['10']);
    expect(balanceRefreshes()).toBe(0);
    placement.requestConfirm();
    await placement.confirm();
    expect([...bets.keys()]).toEqual(['slip-net-1-0']);
    expect(placement.placed.bets.map((b) => b.ref_no)).toEqual(['SB1']);
  });

  it('an answer lost after the server placed the bet: the lookup shows that bet and nothing is placed again', async () => {
    const { slip, placement, bets, line, balanceRefreshes } = flakyServer();
    await readyToConfirm({ slip, placement });
    line.drop = 'answer';
    await placement.confirm();
    expect(placement.inDoubt).toHaveLength(1);
    expect(placement.placed.bets).toEqual([]);
    // The line is still down for the first lookup: the slip stays in doubt.
    line.online = true;
    line.lookupsFail = true;
    await placement.resolveInDoubt();
    expect(placement.inDoubt).toHaveLength(1);
    line.lookupsFail = false;
    line.online = true;
    await placement.resolveInDoubt();
    expect(placement.placed.bets.map((b) => b.ref_no)).toEqual(['SB1']);
    expect(slip.items).toEqual([]);
    expect(slip.error).toBeNull();
    expect(bets.size).toBe(1);
    expect(balanceRefreshes()).toBe(1);
  });

  it('a duplicate answer is looked up and shown as the bet it is, not as an error', async () => {
    const { slip, placement, bets } = flakyServer();
    await readyToConfirm({ slip, placement });
    bets.set('slip-net-1-0', bet(41));
    await placement.confirm();
    expect(placement.placed.bets.map((b) => b.ref_no)).toEqual(['SB41']);
    expect(slip.error).toBeNull();
  });

  it('a slip in doubt survives a reload: the new app resolves it with its slip ids and never sends it again', async () => {
    const storage = webInDoubtStorage(new MemoryStorage());
    const before = flakyServer(storage);
    await readyToConfirm(before);
    before.line.drop = 'answer';
    await before.placement.confirm();
    expect(await storage.load()).toMatchObject({
      accountId: 'demo01',
      inDoubt: ['slip-net-1-0'],
      items: [{ stakeText: '10', selection: { matchId: 7 } }],
    });
    // The reloaded app: a new store over the same server and storage, but no memory of the submit.
    const after = flakyServer(storage);
    after.bets.set('slip-net-1-0', before.bets.get('slip-net-1-0')!);
    await after.placement.restoreInDoubt('demo02');
    expect(after.placement.inDoubt).toEqual([]);
    expect(after.slip.items).toEqual([]);
    await after.placement.restoreInDoubt('demo01');
    expect(after.placement.placed.bets.map((b) => b.ref_no)).toEqual(['SB1']);
    expect(after.bets.size).toBe(1);
    expect(await storage.load()).toBeNull();
  });

  it('restored while the line is still down, the slip stays frozen until the lookup answers "not placed"', async () => {
    const storage = webInDoubtStorage(new MemoryStorage());
    const before = flakyServer(storage);
    await readyToConfirm(before);
    before.line.drop = 'request';
    await before.placement.confirm();
    const after = flakyServer(storage);
    after.line.online = false;
    await after.placement.restoreInDoubt('demo01');
    expect(after.placement.inDoubt).toEqual(['slip-net-1-0']);
    expect(after.placement.placeBlocker).toBe('blocked.inDoubt');
    expect(after.slip.items.map((i) => [i.key, i.stakeText])).toEqual([[7, '10']]);
    after.line.online = true;
    await after.placement.resolveInDoubt();
    expect(after.slip.error).toBe('betNotPlaced');
    expect(await storage.load()).toBeNull();
    // Placed again with the same slip id: one bet.
    after.placement.requestConfirm();
    await after.placement.confirm();
    expect([...after.bets.keys()]).toEqual(['slip-net-1-0']);
  });

  it('drops a stored record that is not a slip this app wrote', async () => {
    const memory = new MemoryStorage();
    memory.setItem('sb.slipInDoubt', JSON.stringify({ accountId: 'demo01', inDoubt: 'x' }));
    expect(await webInDoubtStorage(memory).load()).toBeNull();
    expect(memory.getItem('sb.slipInDoubt')).toBeNull();
  });
});

/** A Web Storage in memory, as the reloaded renderer's localStorage. */
class MemoryStorage {
  private readonly values = new Map<string, string>();
  getItem(key: string): string | null {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.values.set(key, value);
  }
  removeItem(key: string): void {
    this.values.delete(key);
  }
}
