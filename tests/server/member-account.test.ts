import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startHarness, type Harness, HARNESS_TIMEOUT_MS } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, HARNESS_TIMEOUT_MS);
afterAll(() => h?.close());

describe('changepassword', () => {
  it.each([
    [{ new_password: 'Abc12345', confirm_password: 'Abc12345' }, 'passwordRequired'],
    [{ password: DEMO_PASSWORD, confirm_password: 'Abc12345' }, 'newPasswordRequired'],
    [{ password: DEMO_PASSWORD, new_password: 'Abc12345' }, 'confirmPasswordRequired'],
    [{ password: DEMO_PASSWORD, new_password: 'abc', confirm_password: 'abc' }, 'newPasswordInvalid'],
    [
      { password: DEMO_PASSWORD, new_password: 'abcdefgh', confirm_password: 'abcdefgh' },
      'newPasswordInvalid',
    ],
    [
      { password: DEMO_PASSWORD, new_password: 'Abc 1234', confirm_password: 'Abc 1234' },
      'newPasswordInvalid',
    ],
  ])('answers 400 for %j', async (fields, code) => {
    const token = await h.login('demo02');
    const res = await h.post('changepassword', { account_id: 'demo02', session_token: token, ...fields });
    expect(res.statusCode).toBe(400);
    expect(res.json().statusdesc).toBe(code);
  });

  it('refuses a mismatch, an unchanged password and a wrong current password', async () => {
    const token = await h.login('demo02');
    const ask = (fields: object) =>
      h.post('changepassword', { account_id: 'demo02', session_token: token, ...fields });
    expect(
      (await ask({ password: DEMO_PASSWORD, new_password: 'Abc12345', confirm_password: 'Abc12346' })).json()
        .statusdesc,
    ).toBe('passwordsNotMatch');
    expect(
      (
        await ask({ password: DEMO_PASSWORD, new_password: DEMO_PASSWORD, confirm_password: DEMO_PASSWORD })
      ).json().statusdesc,
    ).toBe('passwordSameAsCurrent');
    expect(
      (await ask({ password: 'Wrong123', new_password: 'Abc12345', confirm_password: 'Abc12345' })).json()
        .statusdesc,
    ).toBe('invalid_password');
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const other = await h.login('freeze01');
    const token = await h.login('freeze01');
    // A login replaces the previous session; revive it to stand for a second device that is still signed in.
    await h.db.query(
      `UPDATE sessions SET revoked_ms = NULL, revoked_reason = NULL WHERE account_id = 'freeze01'`,
    );
    expect(
      (await h.post('userprofile', { account_id: 'freeze01', session_token: other })).json().status,
    ).toBe(1);
    const res = await h.post('changepassword', {
      account_id: 'freeze01',
      session_token: token,
      password: DEMO_PASSWORD,
      new_password: 'NewPass99',
      confirm_password: 'NewPass99',
    });
    expect(res.json()).toEqual({ status: 1, statusdesc: 'success', password_changed: true });
    expect(
      (await h.post('userprofile', { account_id: 'freeze01', session_token: token })).json().status,
    ).toBe(1);
    expect(
      (await h.post('userprofile', { account_id: 'freeze01', session_token: other })).json().statusdesc,
    ).toBe('invalidSession');
    expect(
      (await h.post('userlogin', { account_id: 'freeze01', password: DEMO_PASSWORD })).json().statusdesc,
    ).toBe('invalidLogin');
    expect((await h.post('userlogin', { account_id: 'freeze01', password: 'NewPass99' })).json().status).toBe(
      1,
    );
  });
});

describe('addsecondary', () => {
  it('validates the nickname shape with 400', async () => {
    const token = await h.login('demo03');
    for (const login_name of ['short', 'x'.repeat(16), 'bad name!', 'ünïcödé1']) {
      const res = await h.post('addsecondary', { account_id: 'demo03', session_token: token, login_name });
      expect(res.statusCode, login_name).toBe(400);
      expect(res.json().statusdesc).toBe('loginNameInvalid');
    }
  });

  it('sets the nickname once, flags the profile and allows login by nickname', async () => {
    const token = await h.login('demo03');
    const balance = () => h.post('userbalance', { account_id: 'demo03', session_token: token });
    expect((await balance()).json().retrieve_profile).toBe(false);
    const res = await h.post('addsecondary', {
      account_id: 'demo03',
      session_token: token,
      login_name: 'LuckyStar7',
    });
    expect(res.json()).toEqual({
      status: 1,
      statusdesc: 'success',
      nickname: 'LuckyStar7',
      has_secondary_account: true,
    });
    expect((await balance()).json().retrieve_profile).toBe(true);
    const profile = (await h.post('userprofile', { account_id: 'demo03', session_token: token })).json();
    expect(profile.member_profile.player_info[0]).toMatchObject({
      nickname: 'LuckyStar7',
      has_secondary_account: true,
    });
    expect((await balance()).json().retrieve_profile).toBe(false);

    const again = await h.post('addsecondary', {
      account_id: 'demo03',
      session_token: token,
      login_name: 'OtherName1',
    });
    expect(again.json()).toEqual({ status: 0, statusdesc: 'secondary_account_exists' });
    const byNick = (await h.post('userlogin', { account_id: 'luckystar7', password: DEMO_PASSWORD })).json();
    expect(byNick.member_profile.player_info[0].account_id).toBe('demo03');
  });

  it('refuses a nickname taken by another member or equal to an account id', async () => {
    const token = await h.login('mmk01');
    for (const login_name of ['LUCKYSTAR7', 'nogames01']) {
      const res = await h.post('addsecondary', { account_id: 'mmk01', session_token: token, login_name });
      expect(res.json(), login_name).toEqual({ status: 0, statusdesc: 'new_login_id_exists' });
    }
  });
});

describe('usersettings', () => {
  it('loads empty settings, saves and loads them back', async () => {
    const token = await h.login('demo01');
    const session = { account_id: 'demo01', session_token: token };
    expect((await h.post('usersettings', session)).json()).toEqual({
      status: 1,
      statusdesc: 'success',
      settings: {},
    });
    const settings = {
      pageDisplay: { language: 'cn', oddsType: 2, pageSize: 20 },
      betting: { defaultStake: 3 },
      sportsOrder: [1, 2, 8],
    };
    expect((await h.post('usersettings', { ...session, settings })).json().settings).toEqual(settings);
    expect((await h.post('usersettings', session)).json().settings).toEqual(settings);
  });

  it('refuses settings that are not an object or too large', async () => {
    const token = await h.login('demo01');
    const session = { account_id: 'demo01', session_token: token };
    for (const settings of [[1, 2], 'text', { blob: 'x'.repeat(20_000) }]) {
      const res = await h.post('usersettings', { ...session, settings });
      expect(res.statusCode).toBe(400);
      expect(res.json().statusdesc).toBe('settingsInvalid');
    }
  });
});

describe('getlogo', () => {
  it('answers without a session', async () => {
    const body = (await h.post('getlogo', {})).json();
    expect(body).toMatchObject({ status: 1, alt: 'Sportsbook', theme: 'color2', white_label: false });
    expect(body.logo_url).toMatch(/^data:image\/svg\+xml;base64,/);
  });
});
