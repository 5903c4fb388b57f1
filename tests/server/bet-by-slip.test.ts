import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';
import { legOf, matches, session, slip } from './bet-helpers';

// A client whose submit lost its answer asks betbyslip what that slip placed: the bet, or nothing.

let h: Harness;
let demo: { account_id: string; session_token: string };
let other: { account_id: string; session_token: string };

beforeAll(async () => {
  h = await startHarness({ requestLimit: { max: 100_000, windowMs: 60_000 } });
  demo = await session(h, 'demo01');
  other = await session(h, 'demo02');
});
afterAll(() => h.close());

const post = async (name: string, body: Record<string, unknown>) =>
  (await h.post(`bet/${name}`, body)).json();

describe('betbyslip', () => {
  it('answers the bet a slip placed, as the lists show it', async () => {
    const leg = legOf(matches(h, 'pre')[0]!, 'hdp', 'h');
    const slipId = slip();
    const placed = await post('betsingle', { ...demo, leg, stake: '20.00', slip_id: slipId });
    expect(placed.statusdesc).toBe('success');
    const found = await post('betbyslip', { ...demo, slip_id: slipId });
    expect(found.statusdesc).toBe('success');
    expect(found.bet).toMatchObject({ bet_id: placed.bet.bet_id, ref_no: placed.bet.ref_no, stake: '20.00' });
    expect(found.bet.legs).toHaveLength(1);
  });

  it('answers null for a slip id that placed nothing, and for another member’s slip', async () => {
    expect(await post('betbyslip', { ...demo, slip_id: slip() })).toMatchObject({
      statusdesc: 'success',
      bet: null,
    });
    const leg = legOf(matches(h, 'pre')[1]!, 'ou', 'o');
    const slipId = slip();
    expect((await post('betsingle', { ...demo, leg, stake: '10.00', slip_id: slipId })).statusdesc).toBe(
      'success',
    );
    expect(await post('betbyslip', { ...other, slip_id: slipId })).toMatchObject({
      statusdesc: 'success',
      bet: null,
    });
  });

  it('refuses a malformed slip id and a call without a session', async () => {
    expect((await post('betbyslip', { ...demo, slip_id: 'short' })).statusdesc).toBe('slipIdInvalid');
    expect((await post('betbyslip', { ...demo })).statusdesc).toBe('slipIdRequired');
    expect(
      (await post('betbyslip', { account_id: demo.account_id, session_token: 'nope', slip_id: slip() }))
        .statusdesc,
    ).not.toBe('success');
  });
});
