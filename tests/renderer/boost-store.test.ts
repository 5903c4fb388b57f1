import { describe, expect, it } from 'vitest';
import type { BoostView } from '@shared/betting/boost';
import type { PlacedResponse } from '@shared/betting/api';
import type { BetApi } from '../../src/renderer/api/bet';
import { ApiCallError } from '../../src/renderer/api/client';
import { BoostStore } from '../../src/renderer/stores/BoostStore';

const BOOST: BoostView = {
  boost_id: 7,
  version: 2,
  match_id: 100,
  sport_id: 1,
  league_name: 'League',
  home: 'Home',
  away: 'Away',
  market: 'oxt',
  period: 0,
  choice: '2',
  line: null,
  price: 1_400_000,
  boosted_price: 1_800_000,
  max_stake: '100.00',
  staked: '40.00',
  budget_left: '50.00',
};

function store(
  answers: (() => Promise<PlacedResponse>)[],
  list: BoostView[] | (() => BoostView[]) = [BOOST],
) {
  const boosts = typeof list === 'function' ? list : () => list;
  const sent: { slip_id: string; version: number; boosted_price: number; stake: string | number }[] = [];
  let slips = 0;
  let placed = 0;
  const api = {
    boosts: async () => ({ boosts: boosts() }),
    betBoost: async (body: (typeof sent)[number]) => {
      sent.push(body);
      const next = answers.shift();
      if (!next) throw new Error('no answer queued');
      return next();
    },
  } satisfies Partial<BetApi> as unknown as BetApi;
  const s = new BoostStore({
    api: () => api,
    loggedIn: () => true,
    onPlaced: () => {
      placed += 1;
    },
    newSlipId: () => `slip-${++slips}`,
  });
  return { s, sent, placedCount: () => placed };
}

const ok = (): Promise<PlacedResponse> =>
  Promise.resolve({
    bet: { ref_no: 'SB000000009', odds: '2.80', stake: '10.00' },
    balance: '90.00',
  } as unknown as PlacedResponse);

describe('BoostStore', () => {
  it('checks the stake against the player room and the budget before asking the server', async () => {
    const { s } = store([]);
    await s.refresh();
    s.select(7);
    expect(s.roomOf(BOOST)).toBe(5_000);
    s.setStake('60.01');
    expect(s.stakeProblem).toBe('betOverMax');
    // Within the player's room (40 + 50.01 < 100) but past the 50.00 the budget has left.
    s.setStake('50.01');
    expect(s.stakeProblem).toBe('boostBudgetExhausted');
    s.setStake('1.001');
    expect(s.stakeProblem).toBe('invalidBetAmount');
    s.setStake('0');
    expect(s.stakeProblem).toBe('invalidBetAmount');
    s.setStake('50.00');
    expect(s.stakeProblem).toBeNull();
    expect(s.canPlace).toBe(true);
    expect(s.boostOf(100, 'oxt', 0, '2')?.boost_id).toBe(7);
    expect(s.boostOf(100, 'oxt', 0, '1')).toBeUndefined();
  });

  it('sends the version and price the player saw, keeps the slip id after a lost answer, and takes a new one after an answer', async () => {
    const lost = () => Promise.reject(new ApiCallError('requestTimeout', 'network'));
    const changed = () => Promise.reject(new ApiCallError('oddsIsUpdating', 'business'));
    const { s, sent, placedCount } = store([lost, changed, ok]);
    await s.refresh();
    s.select(7);
    s.setStake('10');
    s.askToPlace();
    await s.place(4);
    expect(s.outcome).toEqual({ kind: 'refused', code: 'requestTimeout' });
    s.askToPlace();
    await s.place(4);
    expect(s.outcome).toEqual({ kind: 'changed' });
    s.askToPlace();
    await s.place(4);
    expect(s.outcome).toEqual({ kind: 'placed', refNo: 'SB000000009', odds: '2.80', stake: '10.00' });
    expect(sent.map((b) => b.slip_id)).toEqual(['slip-1', 'slip-1', 'slip-2']);
    expect(sent[0]).toMatchObject({ version: 2, boosted_price: 1_800_000, stake: '10' });
    expect(placedCount()).toBe(1);
    expect(s.stake).toBe('');
  });

  it("sends the offer the confirmation showed, even when the list has the operator's new price by then", async () => {
    let offered = [BOOST];
    const { s, sent } = store([ok], () => offered);
    await s.refresh();
    s.select(7);
    s.setStake('10');
    s.askToPlace();
    expect(s.confirming).toEqual({ boost: BOOST, stake: '10' });
    offered = [{ ...BOOST, version: 3, boosted_price: 1_900_000 }];
    await s.refresh();
    expect(s.active?.boosted_price).toBe(1_900_000);
    expect(s.confirming?.boost.boosted_price).toBe(1_800_000);
    await s.place(4);
    expect(sent).toEqual([expect.objectContaining({ version: 2, boosted_price: 1_800_000, stake: '10' })]);
    expect(s.confirming).toBeNull();
  });

  it('sends nothing without an open confirmation, or after it was cancelled', async () => {
    const { s, sent } = store([ok]);
    await s.refresh();
    s.select(7);
    s.setStake('10');
    await s.place(4);
    s.askToPlace();
    s.cancelPlace();
    await s.place(4);
    expect(sent).toEqual([]);
    // A stake the form refuses opens no confirmation.
    s.setStake('60.01');
    s.askToPlace();
    expect(s.confirming).toBeNull();
  });
});
