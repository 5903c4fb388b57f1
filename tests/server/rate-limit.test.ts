// The login and request limits on one server and across two servers on one database: the counts live in the
// database, so a second server (or guesses sent all at once) gets no extra tries.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { parseTrustProxy, type ServerConfig } from '../../src/server/config';
import { SessionRequestBudget } from '../../src/server/security/rate-limit';
import { DEMO_PASSWORD, startHarness, TEST_SECRET, type Harness, HARNESS_TIMEOUT_MS } from './harness';

const LIMITS: Partial<ServerConfig> = {
  loginLimit: { maxFailures: 3, maxFailuresPerAddress: 6, windowMs: 60_000, lockMs: 60_000 },
  requestLimit: { max: 5, windowMs: 10_000 },
};

let h: Harness;
/** A second API server on the same database, as behind a load balancer. */
let second: FastifyInstance;
beforeAll(async () => {
  h = await startHarness(LIMITS);
  second = await buildApp({ db: h.db, config: LIMITS, now: () => h.clock.now, operatorSecret: TEST_SECRET });
}, HARNESS_TIMEOUT_MS);
afterAll(async () => {
  await second?.close();
  await h?.close();
});

const login = (account_id: string, password: string) => h.post('userlogin', { account_id, password });
const loginOn = (app: FastifyInstance, account_id: string, password: string, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'POST', url: '/api/userlogin', payload: { account_id, password }, remoteAddress });
/** Moves past every lock and window the tests before may have left. */
const nextMinutes = () => {
  h.clock.now += 180_000;
};

describe('loginLimit', () => {
  it('locks an account id for one minute after repeated failures, even for the right password', async () => {
    for (let i = 0; i < 3; i += 1)
      expect((await login('demo01', 'Wrong111')).json().statusdesc).toBe('invalidLogin');
    expect((await login('demo01', DEMO_PASSWORD)).json()).toEqual({ status: 0, statusdesc: 'loginLimit' });
    h.clock.now += 59_000;
    expect((await login('demo01', DEMO_PASSWORD)).json().statusdesc).toBe('loginLimit');
    h.clock.now += 2_000;
    expect((await login('demo01', DEMO_PASSWORD)).json().status).toBe(1);
  });

  it('locks a client address that sprays many account ids', async () => {
    h.clock.now += 120_000;
    const ids = ['ghost1', 'ghost2', 'ghost3', 'ghost4', 'ghost5', 'ghost6'];
    for (const id of ids) expect((await login(id, DEMO_PASSWORD)).json().statusdesc).toBe('invalidLogin');
    expect((await login('demo02', DEMO_PASSWORD)).json().statusdesc).toBe('loginLimit');
    h.clock.now += 61_000;
    expect((await login('demo02', DEMO_PASSWORD)).json().status).toBe(1);
  });
});

describe('loginLimit holds however the guesses arrive', () => {
  it('30 wrong passwords sent at once: only the first 3 are checked, the rest answer loginLimit', async () => {
    nextMinutes();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        loginOn(i % 2 ? second : h.app, 'demo04', 'Wrong111', `10.0.0.${i}`),
      ),
    );
    const codes = answers.map((a) => a.json().statusdesc as string);
    expect(codes.filter((c) => c === 'invalidLogin')).toHaveLength(3);
    expect(codes.filter((c) => c === 'loginLimit')).toHaveLength(27);
    expect((await loginOn(second, 'demo04', DEMO_PASSWORD)).json().statusdesc).toBe('loginLimit');
  });

  it('wrong passwords alternating between two servers count once: the limit is not doubled', async () => {
    nextMinutes();
    const codes: string[] = [];
    for (let i = 0; i < 8; i++)
      codes.push((await loginOn(i % 2 ? second : h.app, 'demo05', 'Wrong111')).json().statusdesc);
    expect(codes.filter((c) => c === 'invalidLogin')).toHaveLength(3);
    expect(codes.slice(3).every((c) => c === 'loginLimit')).toBe(true);
  });

  it('a right password clears the account count, and successes do not count against their address', async () => {
    nextMinutes();
    // Two failures then a success, three times: the account (limit 3) never locks, as each success clears it.
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 2; i++)
        expect((await loginOn(h.app, 'demo02', 'Wrong111', `10.9.9.${round}`)).json().statusdesc).toBe(
          'invalidLogin',
        );
      expect((await loginOn(second, 'demo02', DEMO_PASSWORD, `10.9.9.${round}`)).json().status).toBe(1);
    }
    // A shop's players logging in from one address: more successes than the address's limit of 6 failures.
    for (let i = 0; i < 8; i++)
      expect((await loginOn(i % 2 ? second : h.app, 'demo03', DEMO_PASSWORD, '10.9.8.1')).json().status).toBe(
        1,
      );
  });
});

describe('client addresses behind a proxy', () => {
  it('ignores X-Forwarded-For unless the sender is a trusted proxy', async () => {
    nextMinutes();
    const spoofed = (address: string) =>
      h.app.inject({
        method: 'POST',
        url: '/api/userlogin',
        payload: { account_id: `ghost-${address}`, password: DEMO_PASSWORD },
        remoteAddress: '10.1.1.1',
        headers: { 'x-forwarded-for': address },
      });
    // The forwarded addresses differ, but the untrusted sender's own address is what is counted.
    for (let i = 0; i < 6; i++)
      expect((await spoofed(`192.0.2.${i}`)).json().statusdesc).toBe('invalidLogin');
    expect((await spoofed('192.0.2.99')).json().statusdesc).toBe('loginLimit');
  });

  it('behind a trusted load balancer, one attacker locks out only its own address', async () => {
    nextMinutes();
    const behind = await buildApp({
      db: h.db,
      config: { ...LIMITS, trustProxy: ['10.2.0.1'] },
      now: () => h.clock.now,
      operatorSecret: TEST_SECRET,
    });
    try {
      const via = (client: string, account: string) =>
        behind.inject({
          method: 'POST',
          url: '/api/userlogin',
          payload: { account_id: account, password: DEMO_PASSWORD },
          remoteAddress: '10.2.0.1',
          headers: { 'x-forwarded-for': client },
        });
      for (let i = 0; i < 6; i++)
        expect((await via('198.51.100.7', `ghost${i}`)).json().statusdesc).toBe('invalidLogin');
      expect((await via('198.51.100.7', 'demo01')).json().statusdesc).toBe('loginLimit');
      expect((await via('198.51.100.8', 'demo01')).json().status).toBe(1);
    } finally {
      await behind.close();
    }
  });

  it('TRUST_PROXY takes addresses, CIDR ranges or a hop count, and refuses trusting everyone', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.1, 10.1.0.0/16,::1')).toEqual(['10.0.0.1', '10.1.0.0/16', '::1']);
    for (const bad of ['true', '*', '0', 'lb.internal', '10.0.0.1,,'])
      expect(() => parseTrustProxy(bad), bad).toThrow(/TRUST_PROXY/);
  });
});

describe('loginLimit tells no more than the login does', () => {
  it('an unknown id is locked after the same failures as an existing one, with the same answers', async () => {
    h.clock.now += 120_000;
    const answers = async (id: string) => {
      const seen: string[] = [];
      for (let i = 0; i < 4; i += 1) seen.push((await login(id, 'Wrong111')).json().statusdesc);
      return seen;
    };
    const existing = await answers('demo04');
    h.clock.now += 120_000;
    expect(await answers('nobody42')).toEqual(existing);
    expect(existing).toEqual(['invalidLogin', 'invalidLogin', 'invalidLogin', 'loginLimit']);
  });
});

describe('requestLimit', () => {
  it('limits calls per session within the window', async () => {
    h.clock.now += 120_000;
    const token = await h.login('demo03');
    const balance = () => h.post('userbalance', { account_id: 'demo03', session_token: token });
    for (let i = 0; i < 5; i += 1) expect((await balance()).json().status).toBe(1);
    expect((await balance()).json()).toEqual({ status: 0, statusdesc: 'requestLimit' });
    h.clock.now += 10_000;
    expect((await balance()).json().status).toBe(1);
  });

  it('one budget per session across two servers: alternating calls get the limit, not twice it', async () => {
    h.clock.now += 120_000;
    const token = await h.login('demo01');
    const body = { account_id: 'demo01', session_token: token };
    const codes: string[] = [];
    for (let i = 0; i < 12; i++) {
      const app = i % 2 ? second : h.app;
      codes.push(
        (await app.inject({ method: 'POST', url: '/api/userbalance', payload: body })).json().statusdesc,
      );
    }
    expect(codes.filter((c) => c === 'success')).toHaveLength(5);
    expect(codes.filter((c) => c === 'requestLimit')).toHaveLength(7);
  });

  it('a burst of one session takes one lease at a time, leaving the rest of the window to other servers', async () => {
    // 100 a window in leases of 5. Forty requests at once on one server must lease 40, not one lease each.
    const now = h.clock.now + 600_000;
    const first = new SessionRequestBudget(h.db, 100, 60_000);
    const burst = await Promise.all(Array.from({ length: 40 }, () => first.allow(987_654, now)));
    expect(burst.every(Boolean)).toBe(true);
    const second = new SessionRequestBudget(h.db, 100, 60_000);
    let allowed = 0;
    while (await second.allow(987_654, now)) allowed += 1;
    expect(allowed).toBe(60);
  });
});
