import { describe, expect, it } from 'vitest';
import type { BetView, CashOutResponse } from '@shared/betting/api';
import type { BetApi } from '../../src/renderer/api/bet';
import { ApiCallError } from '../../src/renderer/api/client';
import { CashOutStore } from '../../src/renderer/stores/CashOutStore';

const bet = (over: Partial<BetView> = {}): BetView =>
  ({
    bet_id: 5,
    ref_no: 'SB000000005',
    bet_type: 'single',
    virtual: false,
    status: 'running',
    stake: '10.00',
    legs: [],
    ...over,
  }) as BetView;

type Sent = { bet_id: number; value: string | number; amount?: string | number; request_id: string };

function setup(
  opts: {
    offers?: () => Record<number, string | null>;
    autos?: Record<number, string | null>;
    tickets?: Record<string, Partial<BetView>>;
    disabled?: boolean;
    acceptAny?: boolean;
  } = {},
) {
  const autos = opts.autos ?? {};
  const autoCalls: [number, string | null][] = [];
  const offers: () => Record<number, string | null> = opts.offers ?? (() => ({ 5: '14.20' }));
  const quoted: number[][] = [];
  const sent: Sent[] = [];
  const answers: (() => Promise<CashOutResponse>)[] = [];
  let ids = 0;
  let cashedOut = 0;
  const api = {
    cashOutQuote: async (betIds: number[]) => {
      quoted.push(betIds);
      const now = offers();
      return {
        offers: betIds.map((id) => ({
          bet_id: id,
          code: now[id] ? '' : 'cashOutUnavailable',
          value: now[id] ?? null,
          max_return: now[id] ? '190.00' : null,
          auto_value: autos[id] ?? null,
        })),
      };
    },
    cashOutAuto: async (bet_id: number, value: string | null) => {
      autoCalls.push([bet_id, value]);
      autos[bet_id] = value;
      return { bet_id, auto_value: value };
    },
    ticket: async (refNo: string) => ({
      printed: 0,
      ...(opts.tickets?.[refNo] ? { bet: bet({ ref_no: refNo, ...opts.tickets[refNo] }) } : {}),
    }),
    cashOut: async (body: Sent) => {
      sent.push(body);
      const next = answers.shift();
      if (!next) throw new Error('no answer queued');
      return next();
    },
  } satisfies Partial<BetApi> as unknown as BetApi;
  const store = new CashOutStore({
    api: () => api,
    disabled: () => opts.disabled ?? false,
    loggedIn: () => true,
    // No timer in these tests: every look at the running list is the test's own.
    pushed: () => true,
    acceptAnyOdds: () => opts.acceptAny ?? false,
    onCashedOut: () => {
      cashedOut += 1;
    },
    newRequestId: () => `req-${++ids}`,
  });
  return { store, quoted, sent, answers, autoCalls, cashedOut: () => cashedOut };
}

const taken =
  (status: 'running' | 'cashed_out', amount: string, stake = '10.00') =>
  () =>
    Promise.resolve({
      bet: bet({ status, stake }),
      amount,
      balance: '1014.20',
    } as CashOutResponse);

describe('cash out offers', () => {
  it('quotes only running sportsbook singles and parlays, and shows a button only where a value is offered', async () => {
    const { store, quoted } = setup({ offers: () => ({ 5: '14.20', 6: null }) });
    await store.quote([
      bet(),
      bet({ bet_id: 6, bet_type: 'parlay' }),
      bet({ bet_id: 7, bet_type: 'mmo_single' }),
      bet({ bet_id: 8, virtual: true }),
      bet({ bet_id: 9, status: 'waiting' }),
      bet({ bet_id: 10, bet_type: 'system' }),
    ]);
    expect(quoted).toEqual([[5, 6]]);
    expect(store.offerOf(5)).toBe('14.20');
    expect(store.offerOf(6)).toBeNull();
  });

  it('switched off for the account, asks nothing and opens nothing', async () => {
    const { store, quoted } = setup({ disabled: true });
    await store.quote([bet()]);
    store.open(bet());
    expect(quoted).toEqual([]);
    expect(store.confirming).toBeNull();
  });

  it('drops an offer the server no longer gives, and a failed read shows none rather than an old one', async () => {
    let value: string | null = '14.20';
    const { store } = setup({ offers: () => ({ 5: value }) });
    await store.quote([bet()]);
    value = null;
    await store.quote([bet()]);
    expect(store.offerOf(5)).toBeNull();
  });
});

describe('taking a cash out', () => {
  it('asks for exactly the value the dialog showed, in full, and reports the credit and balance', async () => {
    const { store, sent, answers, cashedOut } = setup({ acceptAny: true });
    await store.quote([bet()]);
    store.open(bet());
    answers.push(taken('cashed_out', '14.20'));
    expect(await store.confirm()).toBe(true);
    expect(sent).toEqual([{ bet_id: 5, value: '14.20', request_id: 'req-1', accept_any_odds: true }]);
    expect(store.receipt).toEqual({
      refNo: 'SB000000005',
      amount: '14.20',
      balance: '1014.20',
      remainderStake: null,
    });
    expect(store.confirming).toBeNull();
    expect(store.offerOf(5)).toBeNull();
    expect(cashedOut()).toBe(1);
  });

  it('a part sends its amount and the receipt names the running remainder', async () => {
    const { store, sent, answers } = setup();
    await store.quote([bet()]);
    store.open(bet());
    store.setMode('part');
    store.setAmount('5');
    answers.push(taken('running', '5.00', '6.48'));
    expect(await store.confirm()).toBe(true);
    expect(sent[0]).toMatchObject({ value: '14.20', amount: '5.00' });
    expect(store.receipt?.remainderStake).toBe('6.48');
  });

  it.each(['', 'abc', '0', '14.20', '20', '1.234'])(
    'refuses the part %j before asking the server',
    async (amount) => {
      const { store, sent } = setup();
      await store.quote([bet()]);
      store.open(bet());
      store.setMode('part');
      store.setAmount(amount);
      expect(store.amountProblem).toBe('cashOutAmountInvalid');
      expect(store.confirmable).toBe(false);
      expect(await store.confirm()).toBe(false);
      expect(sent).toEqual([]);
    },
  );

  it('a value that fell is shown in the dialog with the reason, and the next Confirm asks for the new value', async () => {
    let value = '14.20';
    const { store, sent, answers } = setup({ offers: () => ({ 5: value }) });
    await store.quote([bet()]);
    store.open(bet());
    value = '12.90';
    answers.push(() => Promise.reject(new ApiCallError('cashOutValueChanged', 'business')));
    expect(await store.confirm()).toBe(false);
    expect(store.confirming).toMatchObject({ value: '12.90', error: 'cashOutValueChanged' });
    answers.push(taken('cashed_out', '12.90'));
    expect(await store.confirm()).toBe(true);
    expect(sent.map((s) => [s.value, s.request_id])).toEqual([
      ['14.20', 'req-1'],
      ['12.90', 'req-2'],
    ]);
  });

  it('a lost answer keeps its request id, so Confirm again is the same request and credits once', async () => {
    const { store, sent, answers } = setup();
    await store.quote([bet()]);
    store.open(bet());
    answers.push(() => Promise.reject(new ApiCallError('networkError', 'network')));
    expect(await store.confirm()).toBe(false);
    expect(store.confirming?.error).toBe('networkError');
    answers.push(taken('cashed_out', '14.20'));
    expect(await store.confirm()).toBe(true);
    expect(sent.map((s) => s.request_id)).toEqual(['req-1', 'req-1']);
  });

  it('an offer gone while confirming leaves Confirm off with the reason', async () => {
    let value: string | null = '14.20';
    const { store, answers } = setup({ offers: () => ({ 5: value }) });
    await store.quote([bet()]);
    store.open(bet());
    value = null;
    answers.push(() => Promise.reject(new ApiCallError('cashOutValueChanged', 'business')));
    await store.confirm();
    expect(store.confirming?.error).toBe('cashOutUnavailable');
    expect(store.confirmable).toBe(false);
  });
});

describe('auto cash out', () => {
  it('sets the value typed, up to the potential return, and shows it on the bet; cancel clears it', async () => {
    const { store, autoCalls } = setup();
    await store.quote([bet()]);
    store.open(bet());
    store.setMode('auto');
    for (const refused of ['0', '190.01', 'x']) {
      store.setAmount(refused);
      expect(store.amountProblem, refused).toBe('cashOutAmountInvalid');
    }
    store.setAmount('150');
    expect(store.confirmable).toBe(true);
    expect(await store.confirm()).toBe(true);
    expect(autoCalls).toEqual([[5, '150.00']]);
    expect(store.autoOf(5)).toBe('150.00');
    expect(store.confirming).toBeNull();
    await store.clearAuto(bet());
    expect(autoCalls.at(-1)).toEqual([5, null]);
    expect(store.autoOf(5)).toBeNull();
  });

  it('tells the player when a followed bet left the running list cashed out automatically, and only then', async () => {
    const { store, cashedOut } = setup({
      offers: () => ({ 5: '14.20', 6: '20.00' }),
      autos: { 5: '14.00', 6: '30.00' },
      tickets: {
        SB000000005: {
          status: 'cashed_out',
          cash_out: { amount: '14.20', stake: '10.00', count: 1, automatic: true },
        },
        SB000000006: {
          status: 'cashed_out',
          cash_out: { amount: '20.00', stake: '10.00', count: 1, automatic: false },
        },
      },
    });
    const five = bet();
    const six = bet({ bet_id: 6, ref_no: 'SB000000006' });
    await store.followRunning([five, six]);
    expect(store.autoTaken).toEqual([]);
    await store.followRunning([]);
    expect(store.autoTaken).toEqual([{ refNo: 'SB000000005', amount: '14.20' }]);
    expect(cashedOut()).toBe(1);
    // Told once: the bet is no longer followed.
    await store.followRunning([]);
    expect(store.autoTaken).toHaveLength(1);
    store.dismissAutoTaken('SB000000005');
    expect(store.autoTaken).toEqual([]);
  });
});
