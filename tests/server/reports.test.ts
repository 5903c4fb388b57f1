import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adjustCredit } from '../../src/server/accounts/admin';
import { applyLedgerEntry } from '../../src/server/wallet/wallet';
import { startHarness, type Harness, HARNESS_TIMEOUT_MS } from './harness';

let h: Harness;
let session: { account_id: string; session_token: string };
let today: string;

/** Today's working date in GMT+8, as the reports count it. */
function gmt8Date(ms: number): string {
  return new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);
}

beforeAll(async () => {
  h = await startHarness();
  today = gmt8Date(Date.now());
  await adjustCredit(h.db, { accountId: 'demo02', amountMinor: 2_500, remark: 'promo' });
  await adjustCredit(h.db, { accountId: 'demo02', amountMinor: -1_000, remark: 'correction' });
  await h.db.transaction(async (tx) => {
    await applyLedgerEntry(tx, {
      accountId: 'demo02',
      type: 'bet',
      amountMinor: -10_000,
      ref: 'B1',
      platform: 'sportsbook',
      stakeAtMs: Date.now(),
    });
    await applyLedgerEntry(tx, {
      accountId: 'demo02',
      type: 'settle',
      amountMinor: 19_000,
      ref: 'B1',
      platform: 'sportsbook',
    });
    await applyLedgerEntry(tx, {
      accountId: 'demo02',
      type: 'commission',
      amountMinor: 25,
      ref: 'B1',
      platform: 'sportsbook',
    });
  });
  session = { account_id: 'demo02', session_token: await h.login('demo02') };
}, HARNESS_TIMEOUT_MS);
afterAll(() => h?.close());

const range = (extra: object = {}) => ({
  ...session,
  start_date: today,
  end_date: today,
  page_number: 1,
  page_size: 10,
  ...extra,
});

describe('dailystatement', () => {
  it('lists the ledger of the range with opening and closing balance', async () => {
    const body = (await h.post('dailystatement', range())).json();
    expect(body.status).toBe(1);
    expect(body.total_count).toBe(6);
    expect(body.opening_balance).toBe('0.00');
    expect(body.closing_balance).toBe('5105.25');
    expect(body.total_credit).toBe('5215.25');
    expect(body.total_debit).toBe('110.00');
    expect(body.statement[0]).toMatchObject({
      transfer_method: 'deposit',
      amount_before: '0.00',
      amount_after: '5000.00',
      credit: '5000.00',
    });
    expect(body.statement[2]).toMatchObject({
      transfer_method: 'adjustment',
      remark: 'correction',
      debit: '10.00',
      amount_after: '5015.00',
    });
  });

  it('pages and keeps the totals of the whole range', async () => {
    const body = (await h.post('dailystatement', range({ page_size: 4, page_number: 2 }))).json();
    expect(body.statement.map((row: { transfer_method: string }) => row.transfer_method)).toEqual([
      'settle',
      'commission',
    ]);
    expect(body.total_count).toBe(6);
  });

  it('answers an empty range before the account existed', async () => {
    const body = (
      await h.post('dailystatement', range({ start_date: '2020-01-01', end_date: '2020-01-31' }))
    ).json();
    expect(body).toMatchObject({
      total_count: 0,
      opening_balance: '0.00',
      closing_balance: '0.00',
      statement: [],
    });
  });

  it.each([
    [{ start_date: undefined }, 400, 'startDateRequired'],
    [{ page_size: undefined }, 400, 'pageSizeRequired'],
    [{ page_number: 0 }, 400, 'pageNumberInvalid'],
    [{ start_date: '2025-13-01' }, 400, 'startDateInvalid'],
    [{ start_date: '2025-02-30', end_date: '2025-03-01' }, 200, 'startDateInvalid'],
    [{ start_date: '2025-03-02', end_date: '2025-03-01' }, 200, 'endDateInvalid'],
    [{ start_date: '2024-01-01', end_date: '2025-01-01' }, 200, 'endDateInvalid'],
  ])('refuses %j', async (extra, httpStatus, code) => {
    const res = await h.post('dailystatement', range(extra));
    expect(res.statusCode).toBe(httpStatus);
    expect(res.json()).toEqual({ status: 0, statusdesc: code });
  });
});

describe('settlementhistory, platformwinlose and gameresult', () => {
  it('sums betting per working day', async () => {
    const body = (await h.post('settlementhistory', range())).json();
    expect(body.days).toEqual([
      {
        working_date: today,
        turnover: '100.00',
        valid_turnover: '100.00',
        win_loss: '90.00',
        commission: '0.25',
        net: '90.25',
      },
    ]);
    expect(body.total_count).toBe(1);
  });

  it('lists every platform, with the sportsbook figures', async () => {
    const body = (await h.post('platformwinlose', range())).json();
    expect(body.platforms).toHaveLength(8);
    expect(body.platforms.find((p: { platform: string }) => p.platform === 'sportsbook')).toEqual({
      platform: 'sportsbook',
      turnover: '100.00',
      win_loss: '90.00',
      commission: '0.25',
    });
    expect(body.platforms.find((p: { platform: string }) => p.platform === 'slots').turnover).toBe('0.00');
  });

  it('answers adjustments from the ledger and an empty list for areas not built yet', async () => {
    const adjustments = (await h.post('gameresult', range({ kind: 'adjustment' }))).json();
    expect(adjustments.total_count).toBe(2);
    expect(adjustments.results.map((r: { win_loss: string }) => r.win_loss)).toEqual(['-10.00', '25.00']);
    const slots = (await h.post('gameresult', range({ kind: 'slots' }))).json();
    expect(slots).toEqual({ status: 1, statusdesc: 'success', kind: 'slots', results: [], total_count: 0 });
    expect((await h.post('gameresult', range({ kind: 'poker' }))).statusCode).toBe(400);
  });
});
