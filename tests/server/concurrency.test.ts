import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toSafeInt } from '../../src/server/db/types';
import { ApiError } from '../../src/server/http/api-error';
import { adjustCredit } from '../../src/server/accounts/admin';
import { startHarness, type Harness, HARNESS_TIMEOUT_MS } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, HARNESS_TIMEOUT_MS);
afterAll(() => h?.close());

async function ledgerOf(accountId: string) {
  const rows = await h.db.query<{
    amount_minor: unknown;
    balance_before_minor: unknown;
    balance_after_minor: unknown;
  }>(
    'SELECT amount_minor, balance_before_minor, balance_after_minor FROM ledger WHERE account_id = $1 ORDER BY id',
    [accountId],
  );
  return rows.map((r) => ({
    amount: toSafeInt(r.amount_minor),
    before: toSafeInt(r.balance_before_minor),
    after: toSafeInt(r.balance_after_minor),
  }));
}

async function balanceOf(accountId: string): Promise<number> {
  const rows = await h.db.query<{ balance_minor: unknown }>(
    'SELECT balance_minor FROM wallets WHERE account_id = $1',
    [accountId],
  );
  return toSafeInt(rows[0]?.balance_minor);
}

describe('parallel balance changes on one account', () => {
  it('keep the ledger chain and the balance consistent and never negative', async () => {
    const account = 'demo02';
    const start = await balanceOf(account);
    const rowsBefore = (await ledgerOf(account)).length;
    // Debits outweigh credits so the account runs dry part-way and some debits must be refused.
    const amounts = Array.from({ length: 200 }, (_, i) => (i % 3 === 0 ? 7_500 : -9_900 - (i % 7)));
    const outcomes = await Promise.allSettled(
      amounts.map((amountMinor, i) =>
        adjustCredit(h.db, { accountId: account, amountMinor, remark: `parallel ${i}` }),
      ),
    );

    const applied = amounts.filter((_, i) => outcomes[i]!.status === 'fulfilled');
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') {
        expect(outcome.reason).toBeInstanceOf(ApiError);
        expect((outcome.reason as ApiError).code).toBe('insufficient_balance');
      }
    }
    expect(applied.length).toBeGreaterThan(50);
    expect(applied.length).toBeLessThan(200);

    const ledger = await ledgerOf(account);
    expect(ledger.length - rowsBefore).toBe(applied.length);
    for (let i = 1; i < ledger.length; i += 1) expect(ledger[i]!.before).toBe(ledger[i - 1]!.after);
    for (const row of ledger) {
      expect(row.after).toBe(row.before + row.amount);
      expect(row.after).toBeGreaterThanOrEqual(0);
    }
    const balance = await balanceOf(account);
    expect(balance).toBe(start + applied.reduce((sum, a) => sum + a, 0));
    expect(balance).toBe(ledger.reduce((sum, row) => sum + row.amount, 0));
    expect(balance).toBe(ledger.at(-1)!.after);
  });

  it('apply a debit with one idempotency key exactly once under a burst of retries', async () => {
    const before = await balanceOf('demo03');
    const outcomes = await Promise.allSettled(
      Array.from({ length: 30 }, () =>
        adjustCredit(h.db, { accountId: 'demo03', amountMinor: -1_234, idempotencyKey: 'retry-burst-1' }),
      ),
    );
    const ok = outcomes.filter((o) => o.status === 'fulfilled');
    expect(ok).toHaveLength(1);
    for (const o of outcomes)
      if (o.status === 'rejected') expect((o.reason as ApiError).code).toBe('duplicate_debit_record');
    expect(await balanceOf('demo03')).toBe(before - 1_234);
  });
});
