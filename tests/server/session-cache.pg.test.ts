// PostgreSQL only (included when TEST_DATABASE_URL is set): the session cache with a second process writing.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import type { Database } from '../../src/server/db/types';
import { HARNESS_TIMEOUT_MS, startHarness, TEST_SECRET, type Harness } from './harness';
import { legOf, matches, slip } from './bet-helpers';

let h: Harness;
let other: pg.Client;
beforeAll(async () => {
  h = await startHarness();
  other = new pg.Client({ connectionString: h.databaseUrl });
  await other.connect();
}, HARNESS_TIMEOUT_MS);
afterAll(async () => {
  await other?.end();
  await h?.close();
});

const balance = async (token: string) =>
  (await h.post('userbalance', { account_id: 'demo02', session_token: token })).json();

async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean): Promise<T> {
  const until = Date.now() + 5_000;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('session cache on PostgreSQL with another process writing', () => {
  it('sees a wallet change made by another connection once its notification arrives', async () => {
    const token = await h.login('demo02');
    const start = Number((await balance(token)).balance);
    await other.query('UPDATE wallets SET balance_minor = balance_minor + 250 WHERE account_id = $1', [
      'demo02',
    ]);
    const after = await eventually(
      () => balance(token),
      (b) => Number(b.balance) === start + 2.5,
    );
    expect(Number(after.balance)).toBe(start + 2.5);
  });

  it('does not trust the copy with a call that moves money: a block by another process stops the next bet at once', async () => {
    const token = await h.login('demo02');
    expect((await balance(token)).status).toBe(1);
    const [m] = matches(h, 'pre');
    if (!m) throw new Error('no pre-match match');
    await other.query(`UPDATE members SET state = 'BLOCK' WHERE account_id = $1`, ['demo02']);
    try {
      const bet = await h.post('bet/betsingle', {
        account_id: 'demo02',
        session_token: token,
        leg: legOf(m, 'hdp', 'h'),
        stake: '10.00',
        slip_id: slip(),
        accept_any_odds: true,
      });
      expect(bet.json()).toEqual({ status: 0, statusdesc: 'BLOCK' });
      expect(
        await eventually(
          () => balance(token),
          (b) => b.status === 0,
        ),
      ).toEqual({ status: 0, statusdesc: 'BLOCK' });
    } finally {
      await other.query(`UPDATE members SET state = 'OK' WHERE account_id = $1`, ['demo02']);
    }
  });

  it('answers repeated balance polls from memory once it listens', async () => {
    let statements = 0;
    const counted: Database = {
      ...h.db,
      query: (sql, params) => {
        statements += 1;
        return h.db.query(sql, params);
      },
    };
    const app = await buildApp({ db: counted, operatorSecret: TEST_SECRET });
    try {
      const post = async (path: string, body: unknown) =>
        (
          await app.inject({ method: 'POST', url: `/api/${path}`, payload: body as Record<string, unknown> })
        ).json();
      const login = await post('userlogin', { account_id: 'demo03', password: 'Pass1234' });
      const s = {
        account_id: 'demo03',
        session_token: login.member_profile.player_info[0].session_token as string,
      };
      // On PostgreSQL any write of this process drops the whole copy, and background jobs write now and then
      // (a 4D draw, a session's last_seen): a window of ten polls that such a write hits reads once more. The
      // claim is that polls with no write between them read nothing, so one clean window of three must show 0.
      const windows: number[] = [];
      for (let attempt = 0; attempt < 3 && !windows.includes(0); attempt++) {
        await post('userbalance', s);
        statements = 0;
        for (let i = 0; i < 10; i++) expect((await post('userbalance', s)).status).toBe(1);
        windows.push(statements);
      }
      expect(windows).toContain(0);
    } finally {
      await app.close();
    }
  });

  it('stays exact with two API servers writing: each sees the debits of the other once notified', async () => {
    // A second server on the same database: it follows the first (the leader) and keeps its own copy.
    const second = await buildApp({ db: h.db, operatorSecret: TEST_SECRET });
    try {
      expect(second.engines.leadership.isLeader).toBe(false);
      const token = await h.login('demo01');
      const who = { account_id: 'demo01', session_token: token };
      const on = async (app: typeof second, path: string, body: unknown) =>
        (
          await app.inject({ method: 'POST', url: `/api/${path}`, payload: body as Record<string, unknown> })
        ).json();
      const stored = async () =>
        Number(
          (
            await h.db.query<{ b: unknown }>('SELECT balance_minor AS b FROM wallets WHERE account_id = $1', [
              'demo01',
            ])
          )[0]?.b,
        ) / 100;
      const pool = matches(h, 'pre');
      for (let i = 0; i < 6; i++) {
        const writer = i % 2 ? h.app : second;
        const placed = await on(writer, 'bet/betsingle', {
          ...who,
          leg: legOf(pool[i % pool.length]!, 'hdp', 'h'),
          stake: '10.00',
          slip_id: slip(),
          accept_any_odds: true,
        });
        expect(placed.statusdesc).toBe('success');
        const expected = await stored();
        for (const reader of [h.app, second]) {
          const seen = await eventually(
            async () => Number((await on(reader, 'userbalance', who)).account_balance),
            (b) => b === expected,
          );
          expect(seen).toBe(expected);
        }
      }
    } finally {
      await second.close();
    }
  });
});
