import { describe, expect, it } from 'vitest';
import type { BetListResponse, BetView } from '@shared/betting/api';
import type { BetApi } from '../../src/renderer/api/bet';
import { BetListStore, workingDate } from '../../src/renderer/stores/BetListStore';
import { StatementStore } from '../../src/renderer/stores/StatementStore';
import { ResultStore } from '../../src/renderer/stores/StatementResultStore';

const NOW = Date.UTC(2026, 0, 10, 20, 0); // 04:00 on 11 January in GMT+8
const bet = (id: number) => ({ bet_id: id }) as BetView;
const list = (...ids: number[]): BetListResponse => ({ bets: ids.map(bet), total_count: ids.length });

function fake() {
  const calls: string[] = [];
  const api = {
    openList: async (_s, name) => (calls.push(name), list(1)),
    rangeList: async (_s, name, start, end) => (calls.push(`${name} ${start}..${end}`), list(2, 3)),
    dayList: async (_s, day, cancelled) => (
      calls.push(`day ${day} ${cancelled}`),
      cancelled ? list(5) : list(4, 9)
    ),
    statement: async (_s, start, end) => (
      calls.push(`statement ${start}..${end}`),
      { opening_balance: '0.00', closing_balance: '0.00', days: [] }
    ),
    results: async (_s, day, sport) => (calls.push(`results ${day} ${sport}`), { results: [] }),
  } as Partial<BetApi> as BetApi;
  const deps = {
    api: () => api,
    credentials: () => ({ account_id: 'demo01', session_token: 't' }),
    now: () => NOW,
  };
  return { calls, deps };
}

describe('bet lists and reports', () => {
  it('working dates are GMT+8 days', () => {
    expect(workingDate(NOW)).toBe('2026-01-11');
    expect(workingDate(NOW, -6)).toBe('2026-01-05');
  });

  it('each bet list tab asks its own call; void and accepted cover the last seven working days', async () => {
    const { calls, deps } = fake();
    const store = new BetListStore(deps);
    await store.load();
    for (const tab of ['waiting', 'rejected', 'void', 'accepted'] as const) {
      store.setTab(tab);
      await store.load();
    }
    expect([...new Set(calls)]).toEqual([
      'betacceptlist',
      'pendingbetlist',
      'betrejectlist',
      'cancelledbetlist 2026-01-05..2026-01-11',
      'betacceptfulllist 2026-01-05..2026-01-11',
    ]);
    expect(store.bets.map((b) => b.bet_id)).toEqual([2, 3]);
  });

  it('the statement drills down to the settled and voided bets of a day, newest first', async () => {
    const { calls, deps } = fake();
    const st = new StatementStore(deps);
    await st.load();
    await st.openDay('2026-01-09');
    expect(calls).toEqual([
      'statement 2026-01-05..2026-01-11',
      'day 2026-01-09 false',
      'day 2026-01-09 true',
    ]);
    expect(st.dayBets.map((b) => b.bet_id)).toEqual([9, 5, 4]);
    await st.openDay(null);
    expect(st.dayBets).toEqual([]);
  });

  it('results load for the chosen day and sport', async () => {
    const { calls, deps } = fake();
    const rs = new ResultStore(deps);
    rs.setFilter('2026-01-08', 1);
    await rs.load();
    expect(calls).toContain('results 2026-01-08 1');
  });
});
