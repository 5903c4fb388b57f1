import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startHarness, type Harness, HARNESS_TIMEOUT_MS } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({
    loginLimit: { maxFailures: 3, maxFailuresPerAddress: 6, windowMs: 60_000, lockMs: 60_000 },
    requestLimit: { max: 5, windowMs: 10_000 },
  });
}, HARNESS_TIMEOUT_MS);
afterAll(() => h?.close());

const login = (account_id: string, password: string) => h.post('userlogin', { account_id, password });

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
});
