// Placements that arrive together are committed together (placement-queue.ts). These bursts check that a
// batch decides each bet exactly as the one-at-a-time path would: duplicates, limits, the per-match cap
// and the balance, each bet seeing the ones accepted before it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betAmounts } from '../../src/shared/betting/amounts';
import { limitKey, MAX_PER_MATCH_MULTIPLE } from '../../src/shared/betting/limits';
import { buildApp } from '../../src/server/app';
import type { PlacementQueue } from '../../src/server/betting/placement-queue';
import { toSafeInt, type Database } from '../../src/server/db/types';
import { upsertBetLimit } from '../../src/server/accounts/members-admin';
import { HARNESS_TIMEOUT_MS, startHarness, TEST_SECRET, type Harness } from './harness';
import {
  assertLedgerConsistent,
  balanceOf,
  legOf,
  matches,
  session,
  slip,
  assertOpenStakesConsistent,
} from './bet-helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ requestLimit: { max: 100_000, windowMs: 60_000 } });
}, HARNESS_TIMEOUT_MS);
afterAll(() => h?.close());

const queue = (app: Harness['app']): PlacementQueue => app.bets.deps.placements as PlacementQueue;
const codeCount = (codes: string[], code: string) => codes.filter((c) => c === code).length;

describe('a burst of bets is committed in batches with the same answers as one by one', () => {
  it('refuses a repeated slip, a stake under the minimum and stakes over the per-match cap, and debits the rest once', async () => {
    const demo = await session(h, 'demo02');
    await h.db.transaction((tx) =>
      upsertBetLimit(tx, 'demo02', {
        key: limitKey(1, 'hdp', 'single'),
        minBetMinor: 500,
        maxBetMinor: 10_000,
        maxPayoutMinor: 1_000_000,
      }),
    );
    const pool = matches(h, 'pre');
    expect(pool.length).toBeGreaterThanOrEqual(10);
    const capped = legOf(pool[0]!, 'hdp', 'h', 4);
    const before = await balanceOf(h, 'demo02');
    const stats = { ...queue(h.app).stats };

    const repeated = slip();
    const bodies = [
      // Five times the max stake on one match and market: the cap (3x) lets three through.
      ...Array.from({ length: 5 }, () => ({ leg: capped, stake: '100.00', slip_id: slip() })),
      { leg: legOf(pool[1]!, 'hdp', 'h', 4), stake: '10.00', slip_id: repeated },
      { leg: legOf(pool[2]!, 'hdp', 'h', 4), stake: '10.00', slip_id: repeated },
      { leg: legOf(pool[3]!, 'hdp', 'h', 4), stake: '1.00', slip_id: slip() },
      ...Array.from({ length: 30 }, (_, i) => ({
        leg: legOf(pool[4 + (i % 6)]!, 'hdp', 'a', 4),
        stake: '10.00',
        slip_id: slip(),
      })),
    ];
    const answers = await Promise.all(
      bodies.map((b) =>
        h.post('bet/betsingle', { ...demo, ...b, accept_any_odds: true }).then((r) => r.json()),
      ),
    );
    const codes = answers.map((a) => a.statusdesc as string);
    expect(codes.slice(0, 5).sort()).toEqual([
      'betOverMaxPerMatch',
      'betOverMaxPerMatch',
      'success',
      'success',
      'success',
    ]);
    expect(MAX_PER_MATCH_MULTIPLE).toBe(3);
    // One of the two submits of a slip wins (on PostgreSQL batches commit side by side, so either may).
    expect(codes.slice(5, 7).sort()).toEqual(['duplicate_debit_record', 'success']);
    expect(codes[7]).toBe('betLowerMin');
    expect(codeCount(codes.slice(8), 'success')).toBe(30);

    // The burst really went through batches, and nothing fell back to one by one.
    const now = queue(h.app).stats;
    expect(now.batches).toBeGreaterThan(stats.batches);
    expect(now.batchedBets - stats.batchedBets).toBeGreaterThanOrEqual(10);
    expect(now.fallbacks).toBe(stats.fallbacks);

    const placed = answers.filter((a) => a.statusdesc === 'success');
    const risk = placed.reduce((sum, a) => sum + Math.round(Number(a.bet.risk) * 100), 0);
    const after = await balanceOf(h, 'demo02');
    expect(before.balance - after.balance).toBe(risk);
    expect(after.outstanding - before.outstanding).toBe(risk);
    // Every answer names its own bet; the balances after each bet step down in order.
    expect(new Set(placed.map((a) => a.bet.ref_no)).size).toBe(placed.length);
    const [rows] = await h.db.query<{ n: unknown }>(
      `SELECT count(*) AS n FROM bets WHERE account_id = 'demo02'`,
    );
    expect(toSafeInt(rows?.n)).toBe(placed.length);
    await assertLedgerConsistent(h, 'demo02');
    const balances = placed.map((a) => Number(a.balance)).sort((x, y) => y - x);
    expect(balances[balances.length - 1]).toBeCloseTo(after.balance / 100, 2);
  });

  it('runs out of balance in the middle of a batch at exactly the right bet, across several accounts', async () => {
    const a = await session(h, 'demo03');
    const b = await session(h, 'demo01');
    const pool = matches(h, 'pre');
    const legs = Array.from({ length: 60 }, (_, i) => legOf(pool[i % pool.length]!, 'hdp', 'h', 4));
    const riskA = betAmounts(100_000, legs[0]!.price, 4).riskMinor;
    for (const [account, amount] of [
      ['demo03', 7 * riskA],
      ['demo01', 11 * 1_000],
    ] as const) {
      await h.db.query('UPDATE wallets SET balance_minor = $2 WHERE account_id = $1', [account, amount]);
      await h.db.query(
        `INSERT INTO ledger (account_id, type, amount_minor, balance_before_minor, balance_after_minor, remark)
         SELECT $1, 'adjustment', $2 - balance_after_minor, balance_after_minor, $2, 'test: set balance'
         FROM ledger WHERE account_id = $1 ORDER BY id DESC LIMIT 1`,
        [account, amount],
      );
    }
    const answers = await Promise.all(
      legs.map((leg, i) =>
        h
          .post('bet/betsingle', {
            ...(i % 2 === 0 ? a : b),
            leg,
            stake: i % 2 === 0 ? '1000.00' : '10.00',
            slip_id: slip(),
            accept_any_odds: true,
          })
          .then((r) => r.json()),
      ),
    );
    const forA = answers.filter((_, i) => i % 2 === 0).map((x) => x.statusdesc);
    const forB = answers.filter((_, i) => i % 2 === 1).map((x) => x.statusdesc);
    expect(codeCount(forA, 'success')).toBe(7);
    expect(codeCount(forA, 'insufficient_balance')).toBe(23);
    expect(codeCount(forB, 'success')).toBe(11);
    expect(codeCount(forB, 'insufficient_balance')).toBe(19);
    expect((await balanceOf(h, 'demo03')).balance).toBe(0);
    expect((await balanceOf(h, 'demo01')).balance).toBe(0);
    await assertLedgerConsistent(h, 'demo03');
    await assertLedgerConsistent(h, 'demo01');
  });
});

/**
 * A second app over `db` (the harness database behind a wrapper), with `account` logged in: `burst` places
 * `count` singles of 10.00 at once and answers with the replies, the queue's counters and the balance change.
 */
async function overDatabase(db: Database, account: string) {
  const app = await buildApp({
    db,
    config: { requestLimit: { max: 100_000, windowMs: 60_000 } },
    operatorSecret: TEST_SECRET,
  });
  const post = (path: string, body: unknown) =>
    app
      .inject({ method: 'POST', url: `/api/${path}`, payload: body as Record<string, unknown> })
      .then((r) => r.json());
  const login = await post('userlogin', { account_id: account, password: 'Pass1234' });
  const s = {
    account_id: account,
    session_token: login.member_profile.player_info[0].session_token as string,
  };
  // The second app resumes the same world, so it bets on matches this account has no stakes on yet (the
  // per-match limit counts every open bet).
  const used = new Set(
    (
      await h.db.query<{ match_id: unknown }>(
        'SELECT DISTINCT match_id FROM bet_legs WHERE account_id = $1',
        [account],
      )
    ).map((r) => Number(r.match_id)),
  );
  const pool = matches({ app } as Harness, 'pre').filter((m) => !used.has(m.id));
  return {
    close: () => app.close(),
    async burst(count: number) {
      const before = await balanceOf(h, account);
      const answers = await Promise.all(
        Array.from({ length: count }, (_, i) =>
          post('bet/betsingle', {
            ...s,
            leg: legOf(pool[i % pool.length]!, 'hdp', 'h', 4),
            stake: '10.00',
            slip_id: slip(),
            accept_any_odds: true,
          }),
        ),
      );
      const after = await balanceOf(h, account);
      const risk = answers.reduce((sum, x) => sum + (x.bet ? Math.round(Number(x.bet.risk) * 100) : 0), 0);
      return { answers, stats: queue(app).stats, debited: before.balance - after.balance, risk };
    },
  };
}

describe('a batch that fails as a whole', () => {
  it('is rolled back and its bets are placed one by one, each answered once', async () => {
    // The same database behind a second app whose batch write always fails.
    const failing: Database = {
      ...h.db,
      query: (sql, params) =>
        sql.includes('write_bet_batch_checked(')
          ? Promise.reject(new Error('injected batch failure'))
          : h.db.query(sql, params),
    };
    const over = await overDatabase(failing, 'nogames01');
    try {
      const { answers, stats, debited, risk } = await over.burst(20);
      expect(answers.filter((x) => x.statusdesc === 'success')).toHaveLength(20);
      expect(stats.fallbacks).toBeGreaterThan(0);
      expect(stats.batches).toBe(0);
      expect(debited).toBe(risk);
      await assertLedgerConsistent(h, 'nogames01');
    } finally {
      await over.close();
    }
  });
});

describe('a wallet that changes between the batch read and the batch write', () => {
  it('stops the write, which changes nothing, and the bets are placed one by one', async () => {
    // Between the read and the write, something else touches the wallet without changing its balance (an
    // ABA a balance check alone would miss): the write must refuse the batch as read.
    let touched = 0;
    const racing: Database = {
      ...h.db,
      query: async (sql, params) => {
        const rows = await h.db.query(sql, params);
        if (sql.includes('read_bet_batch(') && touched === 0) {
          touched += 1;
          await h.db.query(`UPDATE wallets SET updated_at = now() WHERE account_id = 'demo02'`);
        }
        return rows as never;
      },
    };
    const over = await overDatabase(racing, 'demo02');
    try {
      const [bets] = await h.db.query<{ n: unknown }>(
        `SELECT count(*) AS n FROM bets WHERE account_id = 'demo02'`,
      );
      const { answers, stats, debited, risk } = await over.burst(12);
      expect(touched).toBe(1);
      expect(answers.map((x) => x.statusdesc)).toEqual(Array.from({ length: 12 }, () => 'success'));
      expect(stats.fallbacks).toBe(1);
      // Each bet written once: twelve new bets, twelve debits, whatever the first attempt did.
      const [now] = await h.db.query<{ n: unknown }>(
        `SELECT count(*) AS n FROM bets WHERE account_id = 'demo02'`,
      );
      expect(Number(now?.n) - Number(bets?.n)).toBe(12);
      expect(debited).toBe(risk);
      await assertLedgerConsistent(h, 'demo02');
    } finally {
      await over.close();
    }
  });
});

describe('open stakes per member, match and market', () => {
  it('still equal the open singles after batched placement', async () => {
    await h.app.bets.idle();
    await assertOpenStakesConsistent(h);
    const [kept] = await h.db.query<{ n: unknown }>(
      'SELECT count(*) AS n FROM open_stakes WHERE stake_minor > 0',
    );
    expect(toSafeInt(kept?.n)).toBeGreaterThan(0);
  });
});
