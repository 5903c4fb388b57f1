import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceResponse, loginResponse } from '../../src/shared/api/account';
import { startHarness, type Harness, HARNESS_TIMEOUT_MS } from './harness';

const IDLE_MS = 10 * 60_000;
let h: Harness;
beforeAll(async () => {
  h = await startHarness({ sessionIdleMs: IDLE_MS });
}, HARNESS_TIMEOUT_MS);
afterAll(() => h?.close());

describe('userbalance', () => {
  it('returns the balance after login as decimal strings', async () => {
    const token = await h.login('demo01');
    const res = await h.post('userbalance', {
      account_id: 'demo01',
      session_token: token,
      parent_id: 'ag01',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 1, statusdesc: 'success' });
    expect(balanceResponse.parse(body)).toEqual({
      balance: '10000.00',
      account_balance: '10000.00',
      outstanding_balance: '0.00',
      retrieve_profile: false,
    });
  });

  it('answers in each account currency', async () => {
    const token = await h.login('demo03');
    const body = (await h.post('userbalance', { account_id: 'demo03', session_token: token })).json();
    expect(body.balance).toBe('100000.00');
  });

  it('refuses a parent_id that is not the member agent', async () => {
    const token = await h.login('demo02');
    const body = (
      await h.post('userbalance', { account_id: 'demo02', session_token: token, parent_id: 'ag02' })
    ).json();
    expect(body).toEqual({ status: 0, statusdesc: 'permission_denied' });
  });

  it('serves operator type 2 only through vuserbalance', async () => {
    const op2 = await h.login('op2demo');
    expect(
      (await h.post('vuserbalance', { account_id: 'op2demo', session_token: op2 })).json(),
    ).toMatchObject({
      status: 1,
      balance: '10000.00',
    });
    expect((await h.post('userbalance', { account_id: 'op2demo', session_token: op2 })).json()).toEqual({
      status: 0,
      statusdesc: 'permission_denied',
    });
    const op1 = await h.login('demo02');
    expect((await h.post('vuserbalance', { account_id: 'demo02', session_token: op1 })).json()).toEqual({
      status: 0,
      statusdesc: 'permission_denied',
    });
  });

  it('names missing session fields with 400', async () => {
    const res = await h.post('userbalance', { account_id: 'demo01' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 0, statusdesc: 'sessionTokenRequired' });
  });
});

describe('sessions', () => {
  it('re-checks a stored session through userprofile', async () => {
    const token = await h.login('freeze01');
    const res = await h.post('userprofile', { account_id: 'freeze01', session_token: token });
    const body = res.json();
    expect(body.status).toBe(1);
    const profile = loginResponse.parse(body).member_profile;
    expect(profile.player_info[0]).toMatchObject({
      account_id: 'freeze01',
      session_token: token,
      account_state: 'FREEZE',
    });
  });

  it('invalidates the previous session when the account logs in again', async () => {
    const first = await h.login('demo02');
    const second = await h.login('demo02');
    expect(second).not.toBe(first);
    expect((await h.post('userprofile', { account_id: 'demo02', session_token: first })).json()).toEqual({
      status: 0,
      statusdesc: 'invalidSession',
    });
    expect(
      (await h.post('userbalance', { account_id: 'demo02', session_token: first })).json().statusdesc,
    ).toBe('invalidSession');
    expect((await h.post('userprofile', { account_id: 'demo02', session_token: second })).json().status).toBe(
      1,
    );
  });

  it('answers session_not_exists for an unknown token or a token of another account', async () => {
    const token = await h.login('mmk01');
    expect(
      (await h.post('userprofile', { account_id: 'mmk01', session_token: 'made-up-token' })).json()
        .statusdesc,
    ).toBe('session_not_exists');
    expect(
      (await h.post('userprofile', { account_id: 'demo01', session_token: token })).json().statusdesc,
    ).toBe('session_not_exists');
  });

  it('expires a session after the idle window and keeps an active one alive', async () => {
    const token = await h.login('nogames01');
    const ask = () => h.post('userbalance', { account_id: 'nogames01', session_token: token });
    h.clock.now += IDLE_MS - 1_000;
    expect((await ask()).json().status).toBe(1);
    h.clock.now += IDLE_MS - 1_000;
    expect((await ask()).json().status).toBe(1);
    h.clock.now += IDLE_MS + 1;
    expect((await ask()).json()).toEqual({ status: 0, statusdesc: 'session_expired' });
  });

  it('writes last_seen once for a burst of calls that all read the session before the write', async () => {
    // Counts every write of a session's last_seen, on PGlite and PostgreSQL alike.
    for (const sql of [
      'CREATE TABLE test_session_touches (session_id BIGINT NOT NULL)',
      `CREATE FUNCTION test_count_touch() RETURNS trigger LANGUAGE plpgsql AS $fn$
         BEGIN INSERT INTO test_session_touches VALUES (NEW.id); RETURN NEW; END $fn$`,
      `CREATE TRIGGER test_count_touch AFTER UPDATE OF last_seen_ms ON sessions
         FOR EACH ROW EXECUTE FUNCTION test_count_touch()`,
    ])
      await h.db.query(sql);
    const token = await h.login('fresh01');
    const ask = () => h.post('userbalance', { account_id: 'fresh01', session_token: token });
    const touches = async () =>
      Number(
        (
          await h.db.query<{ n: unknown }>(
            `SELECT count(*) AS n FROM test_session_touches t JOIN sessions s ON s.id = t.session_id WHERE s.account_id = 'fresh01'`,
          )
        )[0]?.n,
      );
    h.clock.now += 6_000;
    const answers = await Promise.all(Array.from({ length: 20 }, ask));
    expect(answers.every((a) => a.json().status === 1)).toBe(true);
    expect(await touches()).toBe(1);
    // The next write is due a touch interval later, as before.
    h.clock.now += 6_000;
    await Promise.all(Array.from({ length: 5 }, ask));
    expect(await touches()).toBe(2);
  });

  it('logs a member out when the account is blocked during the session', async () => {
    const token = await h.login('demo03');
    await h.db.query("UPDATE members SET state = 'BLOCK' WHERE account_id = 'demo03'");
    try {
      expect((await h.post('userbalance', { account_id: 'demo03', session_token: token })).json()).toEqual({
        status: 0,
        statusdesc: 'BLOCK',
      });
    } finally {
      await h.db.query("UPDATE members SET state = 'OK' WHERE account_id = 'demo03'");
    }
  });

  it('sets retrieve_profile after a profile change until userprofile is read', async () => {
    const token = await h.login('demo01');
    const balance = () => h.post('userbalance', { account_id: 'demo01', session_token: token });
    expect((await balance()).json().retrieve_profile).toBe(false);
    await h.db.query("UPDATE members SET profile_version = profile_version + 1 WHERE account_id = 'demo01'");
    expect((await balance()).json().retrieve_profile).toBe(true);
    await h.post('userprofile', { account_id: 'demo01', session_token: token });
    expect((await balance()).json().retrieve_profile).toBe(false);
  });
});
