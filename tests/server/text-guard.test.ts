import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findNulString, jsonShapeProblem } from '../../src/server/http/text-guard';
import { startHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

describe('NUL characters in request strings', () => {
  it('finds the first string holding one, at any depth, and in keys', () => {
    expect(findNulString({ a: 'ok', b: ['x', { c: 'y\u0000' }] })).toEqual(['b', '1', 'c']);
    expect(findNulString({ ['k\u0000']: 1 })).toEqual(['k\u0000']);
    expect(findNulString({ a: 'fine', b: [1, null, true] })).toBeNull();
  });

  it('are refused with 400 naming the field on every group, never a 500, and change nothing', async () => {
    const odd = await h.post('userlogin', { ' ': '\u0000', account_id: 'demo01', password: 'Pass1234' });
    expect(odd.json()).toEqual({ status: 0, statusdesc: 'invalidBody' });
    const digits = await h.post('userlogin', { A0: '\u0000', account_id: 'demo01', password: 'Pass1234' });
    expect(digits.json()).toEqual({ status: 0, statusdesc: 'invalidBody' });
    const login = await h.post('userlogin', { account_id: 'de\u0000mo', password: 'Pass1234' });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toEqual({ status: 0, statusdesc: 'accountIdInvalid' });

    const token = await h.login('demo01');
    const before = await h.post('userbalance', { account_id: 'demo01', session_token: token });
    const bet = await h.post('bet/betsingle', {
      account_id: 'demo01',
      session_token: token,
      slip_id: 'nul\u0000slip',
    });
    expect(bet.statusCode).toBe(400);
    expect(bet.json()).toEqual({ status: 0, statusdesc: 'slipIdInvalid' });
    const after = await h.post('userbalance', { account_id: 'demo01', session_token: token });
    expect(after.json().balance).toBe(before.json().balance);
  });
});

describe('bodies nested too deep or holding too many values', () => {
  const bomb = (depth: number) =>
    `{"account_id":"demo01","password":"Pass1234","settings":${'['.repeat(depth)}${']'.repeat(depth)}}`;

  it('are refused with 400 invalidBody before anything walks them, on routes with and without a session', async () => {
    for (const path of [
      'userlogin',
      'usersettings',
      'bet/betsingle',
      'osg/lotterybet',
      'tournament/roomcreate',
      'version',
    ]) {
      const res = await h.postRaw(path, bomb(3_500));
      expect([res.statusCode, res.json()], path).toEqual([400, { status: 0, statusdesc: 'invalidBody' }]);
    }
    // Brackets inside a string are text, not nesting.
    const quoted = await h.postRaw(
      'userlogin',
      JSON.stringify({ account_id: '['.repeat(3_500), password: 'x' }),
    );
    expect(quoted.json().statusdesc).not.toBe('invalidBody');
    const wide = await h.postRaw(
      'userlogin',
      `{"account_id":"demo01","password":"x","extra":[${'0,'.repeat(20_000)}0]}`,
    );
    expect([wide.statusCode, wide.json()]).toEqual([400, { status: 0, statusdesc: 'invalidBody' }]);
  });

  it('let an ordinary nested body through', async () => {
    const token = await h.login('demo01');
    const settings = {
      layout: { columns: [{ id: 'a', width: 2 }], nested: { deeper: { still: [1, [2, [3]]] } } },
    };
    const res = await h.post('usersettings', { account_id: 'demo01', session_token: token, settings });
    expect(res.json()).toMatchObject({ status: 1, settings });
  });

  it('costs little CPU even at the body size limit', () => {
    const started = performance.now();
    for (let i = 0; i < 20; i++) expect(jsonShapeProblem(bomb(30_000))).toBe('depth');
    expect((performance.now() - started) / 20).toBeLessThan(20);
  });
});
