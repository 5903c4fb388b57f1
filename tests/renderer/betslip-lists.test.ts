import { describe, expect, it } from 'vitest';
import { LOCALES } from '@shared/languages';
import { STATEMENT_SOURCES } from '@shared/betting/api';
import type { LotteryBetRow } from '@shared/lottery/api';
import { loadTranslation } from '../../src/renderer/i18n/resources';
import { lotteryStatus } from '../../src/renderer/lottery/pages/LotteryBetsTable';
import type { BetListResponse, BetView, StatementDay, StatementItem } from '@shared/betting/api';
import type { BetApi } from '../../src/renderer/api/bet';
import { ApiCallError } from '../../src/renderer/api/client';
import { BetListStore } from '../../src/renderer/stores/BetListStore';
import { workingDate } from '../../src/renderer/stores/storeHelpers';
import { StatementStore } from '../../src/renderer/stores/StatementStore';
import { ResultStore } from '../../src/renderer/stores/ResultStore';

const NOW = Date.UTC(2026, 0, 10, 20, 0); // 04:00 on 11 January in GMT+8
const bet = (id: number) => ({ bet_id: id }) as BetView;
const list = (...ids: number[]): BetListResponse => ({ bets: ids.map(bet), total_count: ids.length });

const STATEMENT_DAY: StatementDay = {
  working_date: '2026-01-09',
  opening_balance: '100.00',
  opening_outstanding: '0.00',
  stake: '5.00',
  valid_amount: '5.00',
  win_loss: '-5.00',
  outstanding: '0.00',
  commission: '0.00',
  other: '0.00',
  closing_balance: '95.00',
  bet_count: 1,
  products: [
    { product: 'slots', stake: '5.00', win_loss: '-5.00', outstanding: '0.00', commission: '0.00', count: 1 },
  ],
};
const ROUND_ITEM: StatementItem = {
  time: '2026-01-09T02:00:00.000Z',
  source: 'slots',
  ref_no: 'GR1',
  remark: null,
  stake: '5.00',
  win_loss: '-5.00',
  outstanding: '0.00',
  commission: '0.00',
  other: '0.00',
};

function fake() {
  const calls: string[] = [];
  const api = {
    openList: async (name) => (calls.push(name), list(1)),
    rangeList: async (name, start, end) => (calls.push(`${name} ${start}..${end}`), list(2, 3)),
    dayList: async (day, cancelled) => (
      calls.push(`day ${day} ${cancelled}`),
      cancelled ? list(5) : list(4, 9)
    ),
    statement: async (start, end) => (
      calls.push(`statement ${start}..${end}`),
      {
        opening_balance: '0.00',
        opening_outstanding: '0.00',
        closing_balance: '0.00',
        closing_outstanding: '0.00',
        days: [STATEMENT_DAY],
      }
    ),
    statementDay: async (day) => (calls.push(`items ${day}`), { working_date: day, items: [ROUND_ITEM] }),
    results: async (day, sport) => (calls.push(`results ${day} ${sport}`), { results: [] }),
  } satisfies Partial<BetApi> as unknown as BetApi;
  const deps = {
    api: () => api,
    loggedIn: () => true,
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
    for (const tab of ['waiting', 'rejected', 'settled', 'void', 'accepted'] as const) {
      store.setTab(tab);
      await store.load();
    }
    expect([...new Set(calls)]).toEqual([
      'betacceptlist',
      'pendingbetlist',
      'betrejectlist',
      'settledbetlist 2026-01-05..2026-01-11',
      'cancelledbetlist 2026-01-05..2026-01-11',
      'betacceptfulllist 2026-01-05..2026-01-11',
    ]);
    expect(store.bets.map((b) => b.bet_id)).toEqual([2, 3]);
  });

  it('the statement drills down to every product of a day and the bets it placed, settled and voided, newest first', async () => {
    const { calls, deps } = fake();
    const st = new StatementStore(deps);
    await st.load();
    await st.openDay('2026-01-09');
    expect(calls).toEqual([
      'statement 2026-01-05..2026-01-11',
      'items 2026-01-09',
      'betacceptfulllist 2026-01-09..2026-01-09',
      'day 2026-01-09 false',
      'day 2026-01-09 true',
    ]);
    expect(st.dayItems).toEqual([ROUND_ITEM]);
    expect(st.dayProducts.map((p) => p.product)).toEqual(['slots']);
    // Placed that day (2, 3: running bets too) and settled or voided that day (4, 9; 5), each once.
    expect(st.dayBets.map((b) => b.bet_id)).toEqual([9, 5, 4, 3, 2]);
    await st.openDay(null);
    expect(st.dayBets).toEqual([]);
    expect(st.dayItems).toEqual([]);
    expect(st.dayProducts).toEqual([]);
  });

  it('every statement source and 4D result has its own name in every language', async () => {
    for (const language of LOCALES) {
      const texts = await loadTranslation(language);
      const names = texts.statement.sources as Record<string, string>;
      for (const source of STATEMENT_SOURCES) expect(names[source], `${language} ${source}`).toMatch(/\S/);
      const lottery = texts.games.lottery as Record<string, unknown>;
      expect(lottery.status_lost, language).not.toBe(lottery.status_settled);
    }
  });

  it('a drawn 4D bet reads as lost when it paid nothing and won when it paid', () => {
    const row = { status: 'settled', payout: '0.00' } as LotteryBetRow;
    expect(lotteryStatus(row)).toBe('lost');
    expect(lotteryStatus({ ...row, payout: '25.00' })).toBe('won');
    expect(lotteryStatus({ ...row, status: 'running', payout: null })).toBe('running');
    expect(lotteryStatus({ ...row, status: 'void', payout: null })).toBe('void');
  });

  it('a report that fails keeps the last answer and shows the code; the next answer clears it', async () => {
    const { deps } = fake();
    let fail = false;
    const api = deps.api();
    const rs = new ResultStore({
      ...deps,
      api: () => ({
        ...api,
        results: async (...args: Parameters<BetApi['results']>) => {
          if (fail) throw new ApiCallError('serviceUnavailable', 'business');
          return api.results(...args);
        },
      }),
    });
    await rs.load();
    const shown = rs.results;
    fail = true;
    const loading = rs.load();
    expect(rs.loading).toBe(true);
    await loading;
    expect(rs).toMatchObject({ loading: false, error: 'serviceUnavailable' });
    expect(rs.results).toBe(shown);
    fail = false;
    await rs.load();
    expect(rs.error).toBeNull();
    // After logout the client sends nothing (its call fails as noSession), and the report shows no error.
    const signedOut = new StatementStore({
      ...deps,
      api: () => ({
        ...api,
        statement: async () => Promise.reject(new ApiCallError('session_not_exists', 'noSession')),
      }),
    });
    await signedOut.load();
    expect(signedOut).toMatchObject({ loading: false, statement: null, error: null });
  });

  it('results load for the chosen day and sport', async () => {
    const { calls, deps } = fake();
    const rs = new ResultStore(deps);
    rs.setFilter('2026-01-08', 1);
    await rs.load();
    expect(calls).toContain('results 2026-01-08 1');
  });
});

describe('4D and virtual racing bets in the bet list', () => {
  const sports = {
    bet_id: 7,
    ref_no: 'SB7',
    bet_type: 'single',
    stake: '10.00',
    legs: [],
  } as unknown as BetView;
  const lottery = {
    bet_id: 7,
    ref_no: 'L7',
    bet_type: 'lottery',
    choice: '1234 big',
    stake: '24.00',
    legs: [],
    game: { kind: 'lottery', bet_type: 'box', number: '1234', choice: 'big' },
  } as unknown as BetView;
  const race = {
    bet_id: 3,
    ref_no: 'V3',
    bet_type: 'racing',
    choice: '#4 Thunder',
    stake: '5.00',
    legs: [],
    game: { kind: 'racing', bet_type: 'PLACE_SHOW', number: '4', choice: 'Thunder' },
  } as unknown as BetView;

  it('the running tab holds them beside sportsbook bets, with their own bet type, pick and stake', async () => {
    const api = {
      openList: async () => ({ bets: [race, lottery, sports], total_count: 3 }),
    } satisfies Partial<BetApi> as unknown as BetApi;
    const store = new BetListStore({
      api: () => api,
      now: () => NOW,
    });
    await store.load();
    // Each table numbers its own bets: rows are keyed by kind and id so 4D bet 7 and sportsbook bet 7 both show.
    expect(store.rows.map((r) => r.key)).toEqual(['racing:3', 'lottery:7', 'bet:7']);
    expect(store.rows.map((r) => [r.bet.bet_type, r.bet.stake])).toEqual([
      ['racing', '5.00'],
      ['lottery', '24.00'],
      ['single', '10.00'],
    ]);
    expect(store.rows[0]!.game).toEqual({
      typeKey: 'games.virtuals.placeShow',
      pick: '#4 Thunder',
      choiceKey: null,
    });
    expect(store.rows[1]!.game).toEqual({
      typeKey: 'games.lottery.types.box',
      pick: '1234',
      choiceKey: 'games.lottery.choices.big',
    });
    expect(store.rows[2]!.game).toBeNull();
  });
});
