import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_KEYS, UPLINE_ROLES } from '../../src/shared/api/account';
import { DEMO_ACCOUNTS } from '../../src/server/seed/demo-accounts';
import { toSafeInt } from '../../src/server/db/types';
import { seedDemoData } from '../../src/server/seed/index';
import { loadUplineChain } from '../../src/server/accounts/upline-chain';
import { startHarness, type Harness, HARNESS_TIMEOUT_MS } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, HARNESS_TIMEOUT_MS);
afterAll(() => h?.close());

const EXPECTED = [
  ['demo01', 'MYR', 1_000_000, 'OK'],
  ['demo02', 'USD', 500_000, 'OK'],
  ['demo03', 'THB', 10_000_000, 'OK'],
  ['demo04', 'MYR', 1_000_000, 'OK'],
  ['demo05', 'MYR', 1_000_000, 'OK'],
  ['mmk01', 'MMK', 500_000_000, 'OK'],
  ['op2demo', 'MYR', 1_000_000, 'OK'],
  ['view01', 'MYR', 1_000_000, 'SUSPEND'],
  ['block01', 'MYR', 1_000_000, 'BLOCK'],
  ['close01', 'MYR', 1_000_000, 'CLOSE'],
  ['freeze01', 'MYR', 1_000_000, 'FREEZE'],
  ['idle01', 'MYR', 1_000_000, 'INACTIVE'],
  ['nogames01', 'MYR', 1_000_000, 'OK'],
  ['noextra01', 'MYR', 1_000_000, 'OK'],
  ['fresh01', 'MYR', 1_000_000, 'OK'],
] as const;

describe('demo seed', () => {
  it('creates the API.md accounts with their currency, credit and state', async () => {
    const rows = await h.db.query<{
      account_id: string;
      currency: string;
      state: string;
      balance_minor: unknown;
    }>(
      `SELECT m.account_id, m.currency, m.state, w.balance_minor FROM members m JOIN wallets w USING (account_id) ORDER BY m.account_id`,
    );
    const actual = rows.map((r) => [r.account_id, r.currency, toSafeInt(r.balance_minor), r.state]);
    expect(actual).toEqual(expect.arrayContaining(EXPECTED.map((e) => [...e])));
    expect(actual).toHaveLength(EXPECTED.length);
  });

  it('explains every balance with ledger rows', async () => {
    const rows = await h.db.query<{ account_id: string; balance_minor: unknown; total: unknown }>(
      `SELECT w.account_id, w.balance_minor, COALESCE(SUM(l.amount_minor), 0) AS total
       FROM wallets w LEFT JOIN ledger l USING (account_id) GROUP BY w.account_id, w.balance_minor`,
    );
    for (const row of rows) expect(toSafeInt(row.total), row.account_id).toBe(toSafeInt(row.balance_minor));
  });

  it('puts every member under a complete upline chain with commission rates', async () => {
    const members = await h.db.query<{ parent_id: string }>('SELECT parent_id FROM members');
    for (const member of members) {
      const chain = await loadUplineChain(h.db, member.parent_id);
      expect(chain.map((link) => link.role)).toEqual([...UPLINE_ROLES].reverse());
      for (const link of chain) expect(link.commissionBp).toBeGreaterThan(0);
    }
  });

  it('gives Myanmar-odds limits only to MMK accounts', async () => {
    const keys = await h.db.query<{ account_id: string }>(
      "SELECT account_id FROM bet_limits WHERE key = 'mmo'",
    );
    expect(keys.map((k) => k.account_id)).toEqual(['mmk01']);
  });

  it('is idempotent', async () => {
    const before = await h.db.query('SELECT id FROM ledger');
    expect(await seedDemoData(h.db)).toBe(false);
    const after = await h.db.query('SELECT id FROM ledger');
    expect(after).toHaveLength(before.length);
  });
});

describe("the README's demo table", () => {
  const readme = readFileSync(resolve(__dirname, '../../README.md'), 'utf8');
  /** The twist column of an account's row, or '' when the table has no row for it. */
  const twistOf = (accountId: string) =>
    readme
      .split('\n')
      .find((line) => line.startsWith('|') && line.includes(`\`${accountId}\``))
      ?.split('|')[3] ?? '';

  it('names exactly the products the seed switches off for each account', () => {
    for (const account of DEMO_ACCOUNTS) {
      const named = [...twistOf(account.accountId).matchAll(/`([a-z_]+)`/g)]
        .map((m) => m[1] as string)
        .filter((word) => (PRODUCT_KEYS as readonly string[]).includes(word));
      expect(named.sort(), account.accountId).toEqual([...(account.disabledProducts ?? [])].sort());
    }
  });
});
