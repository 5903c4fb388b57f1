import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { configFromEnv, type ServerConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/open';
import type { Database } from '../../src/server/db/types';
import { seedDemoData } from '../../src/server/seed/index';
import { adjustCredit, resetPassword, setAccountState } from '../../src/server/accounts/admin';
import {
  ACCOUNT_CHANGED_CHANNEL,
  SessionCache,
  type CachedIdentity,
} from '../../src/server/infra/session-cache';
import { VIEW_ONLY_CODE } from '../../src/shared/api/auth';
import { legOf, matches, slip } from './bet-helpers';
import { DEMO_PASSWORD, HARNESS_TIMEOUT_MS, startHarness, TEST_SECRET, type Harness } from './harness';

const identity = (accountId: string, id = 1): CachedIdentity => ({
  id,
  accountId,
  profileVersion: 1,
  lastSeenMs: 0,
  expiresMs: 1e15,
  revokedMs: null,
  state: 'ACTIVE',
  operatorType: 1,
  parentId: 'ag01',
  currency: 'MYR',
  memberProfileVersion: 1,
});
const wallet = { balanceMinor: 100, frozenMinor: 0, outstandingMinor: 0 };

describe('SessionCache', () => {
  it('keeps a read until its account changes, and a wallet change keeps the session', () => {
    const cache = new SessionCache(true);
    cache.putIdentity('t1', identity('demo01'), cache.mark());
    cache.putWallet('demo01', wallet, cache.mark());
    cache.putIdentity('t2', identity('demo02', 2), cache.mark());
    cache.changed('w:demo01');
    expect(cache.identity('t1')?.accountId).toBe('demo01');
    expect(cache.wallet('demo01')).toBeUndefined();
    cache.changed('s:demo01');
    expect(cache.identity('t1')).toBeUndefined();
    expect(cache.identity('t2')?.accountId).toBe('demo02');
  });

  it('does not store a read that started before a change of its account', () => {
    const cache = new SessionCache(true);
    const readAt = cache.mark();
    cache.changed('s:demo01');
    cache.changed('w:demo02');
    cache.putIdentity('t1', identity('demo01'), readAt);
    cache.putWallet('demo02', wallet, readAt);
    expect(cache.identity('t1')).toBeUndefined();
    expect(cache.wallet('demo02')).toBeUndefined();
    // Another account's change does not spoil the read; a wallet change does not spoil a session read.
    cache.putIdentity('t2', identity('demo02', 2), readAt);
    expect(cache.identity('t2')).toBeDefined();
  });

  it('drops everything on a payload it does not understand, including reads already under way', () => {
    const cache = new SessionCache(true);
    const readAt = cache.mark();
    cache.putIdentity('t1', identity('demo01'), readAt);
    cache.changed('garbage');
    expect(cache.identity('t1')).toBeUndefined();
    cache.putIdentity('t2', identity('demo02', 2), readAt);
    expect(cache.identity('t2')).toBeUndefined();
    cache.putIdentity('t2', identity('demo02', 2), cache.mark());
    expect(cache.identity('t2')).toBeDefined();
  });

  it('while turned off answers nothing and keeps nothing, and reads from before it came back are refused', () => {
    const cache = new SessionCache(false);
    cache.putIdentity('t1', identity('demo01'), cache.mark());
    const before = cache.mark();
    cache.setEnabled(false);
    cache.putIdentity('t2', identity('demo02', 2), cache.mark());
    expect(cache.identity('t1')).toBeUndefined();
    expect(cache.identity('t2')).toBeUndefined();
    cache.setEnabled(true);
    cache.putIdentity('t1', identity('demo01'), before);
    expect(cache.identity('t1')).toBeUndefined();
    cache.putIdentity('t1', identity('demo01'), cache.mark());
    expect(cache.identity('t1')).toBeDefined();
  });

  it('holds at most its limit of sessions, dropping the oldest', () => {
    const cache = new SessionCache(true, 3);
    for (let i = 0; i < 5; i++) cache.putIdentity(`t${i}`, identity(`acct${i}`, i), cache.mark());
    expect(cache.size).toBe(3);
    expect(cache.identity('t0')).toBeUndefined();
    expect(cache.identity('t4')).toBeDefined();
  });
});

describe('account_changed notifications', () => {
  it(
    'reach an inline listener before the committing call resolves (PGlite)',
    async () => {
      const db = await openDatabase({ dataDir: ':memory:' });
      try {
        await seedDemoData(db);
        if (db.kind !== 'pglite' || !db.listenInline) throw new Error('expected PGlite with listenInline');
        const seen: string[] = [];
        await db.listenInline(ACCOUNT_CHANGED_CHANNEL, (p) => seen.push(p));
        await db.transaction(async (tx) => {
          await tx.query('UPDATE wallets SET balance_minor = balance_minor + 1 WHERE account_id = $1', [
            'demo01',
          ]);
          // Nothing is announced before the commit.
          expect(seen).toEqual([]);
        });
        expect(seen).toEqual(['w:demo01']);
        await db.query('UPDATE members SET state = state WHERE account_id = $1', ['demo02']);
        expect(seen).toEqual(['w:demo01', 's:demo02']);
        // Columns the session check does not read announce nothing; a rollback announces nothing.
        await db.query('UPDATE members SET last_transaction_at = now() WHERE account_id = $1', ['demo03']);
        await expect(
          db.transaction(async (tx) => {
            await tx.query('UPDATE wallets SET balance_minor = balance_minor + 1 WHERE account_id = $1', [
              'demo03',
            ]);
            throw new Error('roll back');
          }),
        ).rejects.toThrow('roll back');
        expect(seen).toEqual(['w:demo01', 's:demo02']);
      } finally {
        await db.close();
      }
    },
    HARNESS_TIMEOUT_MS,
  );
});

/** Every check below runs right after a balance poll has (on PGlite) put the session in the cache. */
describe('the session check sees every change on the next call', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  }, HARNESS_TIMEOUT_MS);
  afterAll(() => h?.close());

  const balance = async (accountId: string, token: string) =>
    (await h.post('userbalance', { account_id: accountId, session_token: token })).json();

  it('a credit adjustment shows in the next balance', async () => {
    const token = await h.login('demo02');
    const before = await balance('demo02', token);
    await balance('demo02', token);
    await adjustCredit(h.db, { accountId: 'demo02', amountMinor: 1234 });
    const after = await balance('demo02', token);
    expect(Number(after.balance) - Number(before.balance)).toBeCloseTo(12.34, 2);
  });

  it('a blocked account is refused on the next call, and a view-only one may not move money', async () => {
    const token = await h.login('demo03');
    expect((await balance('demo03', token)).status).toBe(1);
    await setAccountState(h.db, 'demo03', 'BLOCK', h.clock.now);
    expect(await balance('demo03', token)).toEqual({ status: 0, statusdesc: 'BLOCK' });
    await setAccountState(h.db, 'demo03', 'OK', h.clock.now);
    const again = await balance('demo03', token);
    expect(again).toMatchObject({ status: 1, retrieve_profile: true });
    const [m] = matches(h, 'pre');
    if (!m) throw new Error('no pre-match soccer match');
    const bet = {
      account_id: 'demo03',
      session_token: token,
      leg: legOf(m, 'hdp', 'h'),
      stake: '10.00',
      accept_any_odds: true,
    };
    await setAccountState(h.db, 'demo03', 'SUSPEND', h.clock.now);
    expect((await h.post('bet/betsingle', { ...bet, slip_id: slip() })).json()).toEqual({
      status: 0,
      statusdesc: VIEW_ONLY_CODE,
    });
    await setAccountState(h.db, 'demo03', 'OK', h.clock.now);
    expect((await h.post('bet/betsingle', { ...bet, slip_id: slip() })).json()).toMatchObject({ status: 1 });
  });

  it('a new login or a password reset ends the session that was polling', async () => {
    const first = await h.login('mmk01');
    expect((await balance('mmk01', first)).status).toBe(1);
    const second = await h.login('mmk01');
    expect(await balance('mmk01', first)).toEqual({ status: 0, statusdesc: 'invalidSession' });
    expect((await balance('mmk01', second)).status).toBe(1);
    await resetPassword(h.db, 'mmk01', DEMO_PASSWORD, h.clock.now);
    expect(await balance('mmk01', second)).toEqual({ status: 0, statusdesc: 'invalidSession' });
  });

  it('an idle session still expires while it sits in the cache', async () => {
    const token = await h.login('op2demo');
    expect(
      (await h.post('vuserbalance', { account_id: 'op2demo', session_token: token })).json().status,
    ).toBe(1);
    const saved = h.clock.now;
    h.clock.now += 31 * 24 * 3600_000;
    try {
      expect((await h.post('vuserbalance', { account_id: 'op2demo', session_token: token })).json()).toEqual({
        status: 0,
        statusdesc: 'session_expired',
      });
    } finally {
      h.clock.now = saved;
    }
  });
});

/** The JSON answer of a POST to one of `app`'s API paths. */
const postTo = (app: Awaited<ReturnType<typeof buildApp>>) => async (path: string, body: unknown) =>
  (
    await app.inject({ method: 'POST', url: `/api/${path}`, payload: body as Record<string, unknown> })
  ).json();

/**
 * A freshly seeded PGlite behind its own app, recording every statement the app sends (a transaction counts
 * as one, `(transaction)`). `post` answers the JSON; `login` answers the session fields a call needs.
 */
async function withRecordedApp(
  config: Partial<ServerConfig>,
  run: (t: {
    statements: { sql: string; params: unknown }[];
    db: Database;
    post: ReturnType<typeof postTo>;
    login(account: string): Promise<{ account_id: string; session_token: string }>;
  }) => Promise<void>,
): Promise<void> {
  const inner = await openDatabase({ dataDir: ':memory:' });
  await seedDemoData(inner);
  const statements: { sql: string; params: unknown }[] = [];
  const db: Database = {
    ...inner,
    query: (sql, params) => {
      statements.push({ sql, params: params?.[0] });
      return inner.query(sql, params);
    },
    transaction: (fn) => {
      statements.push({ sql: '(transaction)', params: undefined });
      return inner.transaction(fn);
    },
  };
  // The clock stands still: a slow machine must not reach the interval after which a call writes last_seen (a
  // write that drops the member's cached session and so reads it again), which no count here is about.
  const startedAt = Date.now();
  const app = await buildApp({ db, operatorSecret: TEST_SECRET, config, now: () => startedAt });
  try {
    const post = postTo(app);
    const login = async (account: string) => {
      const answer = await post('userlogin', { account_id: account, password: DEMO_PASSWORD });
      return {
        account_id: account,
        session_token: answer.member_profile.player_info[0].session_token as string,
      };
    };
    await run({ statements, db, post, login });
  } finally {
    await app.close();
    await inner.close();
  }
}

describe('on PGlite a repeated balance poll reads nothing from the database', () => {
  it(
    'counts the statements of ten polls',
    async () => {
      await withRecordedApp({}, async ({ statements, db, post, login }) => {
        const s = await login('demo01');
        expect((await post('userbalance', s)).balance).toBe('10000.00');
        statements.length = 0;
        for (let i = 0; i < 10; i++) expect((await post('userbalance', s)).balance).toBe('10000.00');
        expect(statements.map((st) => st.sql)).toEqual([]);
        await adjustCredit(db, { accountId: 'demo01', amountMinor: -500 });
        statements.length = 0;
        expect((await post('userbalance', s)).balance).toBe('9995.00');
        // The wallet changed, the session did not: one wallet read.
        expect(statements).toHaveLength(1);
      });
    },
    HARNESS_TIMEOUT_MS,
  );
});

describe('SESSION_CACHE and SESSION_IDLE_MINUTES', () => {
  it('reads on/off and minutes, and names the variable of a bad value', () => {
    expect(configFromEnv({})).toEqual({});
    expect(configFromEnv({ SESSION_CACHE: 'off', SESSION_IDLE_MINUTES: '5' })).toEqual({
      sessionCache: false,
      sessionIdleMs: 300_000,
    });
    expect(configFromEnv({ SESSION_CACHE: 'on' })).toEqual({ sessionCache: true });
    expect(() => configFromEnv({ SESSION_CACHE: 'yes' })).toThrow('SESSION_CACHE must be on or off, got yes');
    expect(() => configFromEnv({ SESSION_IDLE_MINUTES: '-1' })).toThrow(
      'SESSION_IDLE_MINUTES must be a positive number',
    );
  });

  it(
    'with the cache off every poll reads the database',
    async () => {
      await withRecordedApp({ sessionCache: false }, async ({ statements, post, login }) => {
        const s = await login('demo01');
        await post('userbalance', s);
        statements.length = 0;
        for (let i = 0; i < 3; i++) expect((await post('userbalance', s)).balance).toBe('10000.00');
        expect(statements).toHaveLength(3);
      });
    },
    HARNESS_TIMEOUT_MS,
  );

  it(
    'with the cache off, session reads that arrive together are one statement',
    async () => {
      await withRecordedApp({ sessionCache: false }, async ({ statements, post, login }) => {
        const sessions = [await login('demo01'), await login('demo02'), await login('demo03')];
        statements.length = 0;
        // Two polls of each member, and a token nobody holds, all at once.
        const stranger = { account_id: 'demo01', session_token: 'x'.repeat(43) };
        const answers = await Promise.all(
          [...sessions, ...sessions, stranger].map((s) => post('userbalance', s)),
        );
        expect(answers.map((a) => a.balance ?? a.statusdesc)).toEqual([
          '10000.00',
          '5000.00',
          '100000.00',
          '10000.00',
          '5000.00',
          '100000.00',
          'session_not_exists',
        ]);
        // One statement for seven requests, each distinct token asked once.
        const reads = statements.filter((st) => st.sql.includes('session_lookup'));
        expect(reads).toHaveLength(1);
        expect(reads[0]?.params).toHaveLength(4);
      });
    },
    HARNESS_TIMEOUT_MS,
  );
});
