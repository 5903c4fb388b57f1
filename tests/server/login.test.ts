import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberProfile } from '../../src/shared/api/account';
import { DEMO_PASSWORD, startHarness, type Harness, HARNESS_TIMEOUT_MS } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, HARNESS_TIMEOUT_MS);
afterAll(() => h?.close());

describe('userlogin', () => {
  it('returns member_profile with player_info, player_wallet and player_bet_limit', async () => {
    const res = await h.post('userlogin', { account_id: 'demo01', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 1, statusdesc: 'success' });
    const profile = memberProfile.parse(body.member_profile);
    const info = profile.player_info[0]!;
    expect(info).toMatchObject({
      account_id: 'demo01',
      operator_type: 1,
      parent_id: 'ag01',
      has_secondary_account: false,
      account_state: 'OK',
    });
    expect(info.session_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(profile.player_wallet[0]).toMatchObject({
      currency_code: 'MYR',
      available_balance: '10000.00',
      cash_balance: '10000.00',
    });
    const keys = profile.player_bet_limit.map((l) => l.key);
    expect(keys).toEqual(expect.arrayContaining(['default', '1_hdp', '1_ou', 'parlay']));
    expect(profile.player_bet_limit.find((l) => l.key === '1_hdp')).toEqual({
      key: '1_hdp',
      min_bet: '1.00',
      max_bet: '10000.00',
      max_payout: '100000.00',
    });
  });

  it('accepts the account id in any letter case but never the password', async () => {
    expect((await h.post('userlogin', { account_id: 'DEMO02', password: DEMO_PASSWORD })).json().status).toBe(
      1,
    );
    expect((await h.post('userlogin', { account_id: 'demo02', password: 'pass1234' })).json()).toEqual({
      status: 0,
      statusdesc: 'invalidLogin',
    });
  });

  it('answers a wrong password and an unknown id alike, so a login tells nobody which ids exist', async () => {
    const wrong = await h.post('userlogin', { account_id: 'demo03', password: 'Wrong999' });
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json()).toEqual({ status: 0, statusdesc: 'invalidLogin' });
    const unknown = await h.post('userlogin', { account_id: 'nobody99', password: DEMO_PASSWORD });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(wrong.json());
    expect(unknown.headers['content-length']).toBe(wrong.headers['content-length']);
  });

  it.each([
    [{ password: DEMO_PASSWORD }, 'accountIdRequired'],
    [{ account_id: 'demo01' }, 'passwordRequired'],
    [{ account_id: '   ', password: DEMO_PASSWORD }, 'accountIdRequired'],
    [{ account_id: 'demo01', password: '' }, 'passwordRequired'],
    [{ account_id: 42, password: DEMO_PASSWORD }, 'accountIdInvalid'],
    [{ account_id: 'demo01', password: ['Pass1234'] }, 'passwordInvalid'],
    [{ account_id: 'x'.repeat(65), password: DEMO_PASSWORD }, 'accountIdInvalid'],
  ])('answers 400 naming the field for %j', async (body, code) => {
    const res = await h.post('userlogin', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 0, statusdesc: code });
  });

  it('answers 400 invalidJson for malformed or empty JSON, without a stack trace', async () => {
    for (const payload of ['{"account_id": "demo01",', '', 'null']) {
      const res = await h.postRaw('userlogin', payload);
      expect(res.statusCode, payload).toBe(400);
      const body = res.json();
      expect(body.status).toBe(0);
      expect(typeof body.statusdesc).toBe('string');
      expect(res.body).not.toMatch(/at .*\.(ts|js):\d+/);
    }
    expect((await h.postRaw('userlogin', '{"account_id": "demo01",')).json().statusdesc).toBe('invalidJson');
  });

  it('refuses oversize bodies and non-JSON content types with a JSON envelope', async () => {
    const big = await h.post('userlogin', { account_id: 'demo01', password: 'x'.repeat(100_000) });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ status: 0, statusdesc: 'requestTooLarge' });
    const text = await h.postRaw('userlogin', 'account_id=demo01', 'text/plain');
    expect(text.statusCode).toBe(415);
    expect(text.json().status).toBe(0);
  });

  it.each([
    ['block01', 'BLOCK'],
    ['close01', 'CLOSE'],
    ['idle01', 'account_inactive'],
  ])('refuses %s with %s', async (accountId, code) => {
    const res = await h.post('userlogin', { account_id: accountId, password: DEMO_PASSWORD });
    expect(res.json()).toEqual({ status: 0, statusdesc: code });
    const sessions = await h.db.query('SELECT 1 FROM sessions WHERE account_id = $1', [accountId]);
    expect(sessions).toHaveLength(0);
  });

  it('does not reveal the state of a refused account to someone without its password', async () => {
    const res = await h.post('userlogin', { account_id: 'block01', password: 'Wrong999' });
    expect(res.json()).toEqual({ status: 0, statusdesc: 'invalidLogin' });
  });

  it.each([
    ['view01', 'SUSPEND'],
    ['freeze01', 'FREEZE'],
  ])('lets %s log in with account_state %s', async (accountId, state) => {
    const res = await h.post('userlogin', { account_id: accountId, password: DEMO_PASSWORD });
    const body = res.json();
    expect(body.status).toBe(1);
    expect(body.member_profile.player_info[0].account_state).toBe(state);
  });

  it('lists the disabled products of nogames01 and the operator type of op2demo', async () => {
    const nogames = (await h.post('userlogin', { account_id: 'nogames01', password: DEMO_PASSWORD })).json();
    expect(nogames.member_profile.player_info[0].disabled_products).toEqual([
      'live_casino',
      'lottery',
      'mini_game',
      'esports',
      'tournament',
      'mini_casino',
      'mini_slots',
      'virtual_games',
      'odds_booster',
      'cash_out',
    ]);
    const op2 = (await h.post('userlogin', { account_id: 'op2demo', password: DEMO_PASSWORD })).json();
    expect(op2.member_profile.player_info[0].operator_type).toBe(2);
    expect(op2.member_profile.player_info[0].parent_id).toBe('ag02');
  });

  it('stores only a hash of the session token', async () => {
    const token = await h.login('demo03');
    const rows = await h.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM sessions WHERE account_id = $1',
      ['demo03'],
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.token_hash).not.toContain(token);
      expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
    }
  });

  it('answers version with the client floor and maintenance flag', async () => {
    const body = (await h.post('version', {})).json();
    expect(body).toMatchObject({
      status: 1,
      version: expect.any(String),
      min_client_version: expect.any(String),
      maintenance: false,
    });
  });

  it('keeps unknown API paths a JSON 404', async () => {
    const res = await h.post('nosuchcall', {});
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 0, statusdesc: 'notFound' });
  });
});
