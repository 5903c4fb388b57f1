import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findNulString } from '../../src/server/http/text-guard';
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
    const bet = await h.post('bet/betsingle', { account_id: 'demo01', session_token: token, slip_id: 'nul\u0000slip' });
    expect(bet.statusCode).toBe(400);
    expect(bet.json()).toEqual({ status: 0, statusdesc: 'slipIdInvalid' });
    const after = await h.post('userbalance', { account_id: 'demo01', session_token: token });
    expect(after.json().balance).toBe(before.json().balance);
  });
});
