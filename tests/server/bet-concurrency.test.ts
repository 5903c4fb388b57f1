import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betAmounts } from '../../src/shared/betting/amounts';
import { toSafeInt } from '../../src/server/db/types';
import { startHarness, type Harness } from './harness';
import { assertLedgerConsistent, balanceOf, legOf, matches, session, slip } from './bet-helpers';

let h: Harness;

beforeAll(async () => {
  h = await startHarness({ requestLimit: { max: 100_000, windowMs: 60_000 } });
});
afterAll(() => h.close());

describe('200 parallel bets from one account with a balance for 100', () => {
  it('accepts exactly 100, refuses the rest with insufficient_balance, and the ledger adds up', async () => {
    const demo = await session(h, 'demo01');
    // Spread over many matches so the per-match cap is never what refuses a bet.
    const pool = matches(h, 'pre');
    expect(pool.length).toBeGreaterThanOrEqual(10);
    const legs = Array.from({ length: 200 }, (_, i) => legOf(pool[i % pool.length]!, 'hdp', 'h', 4));
    const risk = betAmounts(1_000, legs[0]!.price, 4).riskMinor;
    expect(risk).toBe(1_000);
    await h.db.query(`UPDATE wallets SET balance_minor = $1 WHERE account_id = 'demo01'`, [100 * risk]);
    await h.db.query(
      `INSERT INTO ledger (account_id, type, amount_minor, balance_before_minor, balance_after_minor, remark)
       SELECT 'demo01', 'adjustment', $1 - balance_after_minor, balance_after_minor, $1, 'test: balance for 100 bets'
       FROM ledger WHERE account_id = 'demo01' ORDER BY id DESC LIMIT 1`,
      [100 * risk],
    );
    const answers = await Promise.all(
      legs.map((leg) =>
        h.post('bet/betsingle', { ...demo, leg, stake: '10.00', slip_id: slip() }).then((r) => r.json()),
      ),
    );
    const codes = answers.map((a) => a.statusdesc as string);
    expect(codes.filter((c) => c === 'success')).toHaveLength(100);
    expect(codes.filter((c) => c === 'insufficient_balance')).toHaveLength(100);
    const wallet = await balanceOf(h, 'demo01');
    expect(wallet).toEqual({ balance: 0, outstanding: 100 * risk });
    const [bets] = await h.db.query<{ n: unknown; risk: unknown }>(
      `SELECT count(*) AS n, SUM(risk_minor) AS risk FROM bets WHERE account_id = 'demo01'`,
    );
    expect(toSafeInt(bets?.n)).toBe(100);
    expect(toSafeInt(bets?.risk)).toBe(100 * risk);
    const [debits] = await h.db.query<{ n: unknown }>(
      `SELECT count(*) AS n FROM ledger WHERE account_id = 'demo01' AND type = 'bet'`,
    );
    expect(toSafeInt(debits?.n)).toBe(100);
    await assertLedgerConsistent(h, 'demo01');
  });
});
