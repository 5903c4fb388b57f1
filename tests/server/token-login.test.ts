import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberProfile } from '../../src/shared/api/account';
import { mintOperatorToken, secureLoginSignature } from '../../src/server/security/operator-token';
import { startHarness, TEST_SECRET, type Harness, HARNESS_TIMEOUT_MS } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, HARNESS_TIMEOUT_MS);
afterAll(() => h?.close());

const mint = (
  accountId: string,
  kind: 'launch' | 'switch' = 'launch',
  secret = TEST_SECRET,
  ttlMs = 60_000,
) => mintOperatorToken(secret, { accountId, kind, ttlMs, now: h.clock.now });

describe('authlogin and switchlogin', () => {
  it('log in with a fresh operator token of the matching kind', async () => {
    const launch = (await h.post('authlogin', { token: mint('demo01') })).json();
    expect(launch.status).toBe(1);
    expect(memberProfile.parse(launch.member_profile).player_info[0]?.account_id).toBe('demo01');
    const sw = (await h.post('switchlogin', { token: mint('demo02', 'switch') })).json();
    expect(sw.member_profile.player_info[0].account_id).toBe('demo02');
  });

  it('refuses a token of the other kind, a forged or tampered one, and an expired one', async () => {
    const refused = { status: 0, statusdesc: 'unauthenticatedUser' };
    expect((await h.post('authlogin', { token: mint('demo01', 'switch') })).json()).toEqual(refused);
    expect(
      (
        await h.post('authlogin', { token: mint('demo01', 'launch', 'another-secret-of-enough-length!!') })
      ).json(),
    ).toEqual(refused);
    const [v, payload, sig] = mint('demo01').split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'demo03' })).toString('base64url');
    expect((await h.post('authlogin', { token: `${v}.${forged}.${sig}` })).json()).toEqual(refused);
    const old = mint('demo01', 'launch', TEST_SECRET, 1_000);
    h.clock.now += 2_000;
    expect((await h.post('authlogin', { token: old })).json()).toEqual(refused);
    expect((await h.post('authlogin', { token: 'garbage' })).json()).toEqual(refused);
  });

  it('accepts a token only once', async () => {
    const token = mint('demo03');
    expect((await h.post('authlogin', { token })).json().status).toBe(1);
    expect((await h.post('authlogin', { token })).json()).toEqual({
      status: 0,
      statusdesc: 'unauthenticatedUser',
    });
  });

  it('applies account states to token logins too', async () => {
    expect((await h.post('authlogin', { token: mint('close01') })).json()).toEqual({
      status: 0,
      statusdesc: 'CLOSE',
    });
    expect((await h.post('authlogin', { token: mint('ghost99') })).json()).toEqual({
      status: 0,
      statusdesc: 'login_id_not_exists',
    });
  });

  it('needs a non-empty token (400)', async () => {
    const res = await h.post('switchlogin', { token: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 0, statusdesc: 'tokenRequired' });
  });
});

describe('securelogin', () => {
  it('logs in with a fresh operator signature, once', async () => {
    const timestamp = h.clock.now;
    const body = {
      account_id: 'mmk01',
      timestamp,
      signature: secureLoginSignature(TEST_SECRET, 'mmk01', timestamp),
    };
    const first = (await h.post('securelogin', body)).json();
    expect(first.status).toBe(1);
    expect(first.member_profile.player_wallet[0].currency_code).toBe('MMK');
    expect((await h.post('securelogin', body)).json()).toEqual({
      status: 0,
      statusdesc: 'unauthenticatedUser',
    });
  });

  it('refuses a stale timestamp or a signature for another account', async () => {
    const stale = h.clock.now - 10 * 60_000;
    const staleBody = {
      account_id: 'mmk01',
      timestamp: stale,
      signature: secureLoginSignature(TEST_SECRET, 'mmk01', stale),
    };
    expect((await h.post('securelogin', staleBody)).json().statusdesc).toBe('unauthenticatedUser');
    const now = h.clock.now;
    const other = {
      account_id: 'demo01',
      timestamp: now,
      signature: secureLoginSignature(TEST_SECRET, 'mmk01', now),
    };
    expect((await h.post('securelogin', other)).json().statusdesc).toBe('unauthenticatedUser');
  });
});
