import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legOf, matches, slip } from './bet-helpers';
import { startHarness, type Harness } from './harness';

// betticket: the Check ticket screen and reprints read one bet by the ref no printed on its ticket. Only the
// caller's own bets are found; another member's ref no answers exactly as an unknown one.
let h: Harness;
let demo: { account_id: string; session_token: string };
let other: { account_id: string; session_token: string };

beforeAll(async () => {
  h = await startHarness({ requestLimit: { max: 100_000, windowMs: 60_000 } });
  demo = { account_id: 'demo01', session_token: await h.login('demo01') };
  other = { account_id: 'demo02', session_token: await h.login('demo02') };
});
afterAll(async () => {
  await h.close();
});

const post = (name: string, body: object) =>
  h.post(name, body).then((r) => ({ http: r.statusCode, ...r.json() }));

describe('betticket', () => {
  it("finds the caller's sportsbook bet by its ref no with its status, legs and payout", async () => {
    const m = matches(h, 'pre')[0]!;
    const placed = await post('bet/betsingle', {
      ...demo,
      leg: legOf(m, 'hdp', 'h', 1),
      stake: '25.00',
      slip_id: slip(),
    });
    expect(placed.statusdesc).toBe('success');
    const res = await post('bet/betticket', { ...demo, ref_no: placed.bet.ref_no });
    expect(res.statusdesc).toBe('success');
    expect(res.bet).toMatchObject({
      bet_id: placed.bet.bet_id,
      ref_no: placed.bet.ref_no,
      bet_type: 'single',
      status: 'running',
      stake: '25.00',
      max_payout: placed.bet.max_payout,
    });
    expect(res.bet.legs).toHaveLength(1);
    expect(res.bet.legs[0]).toMatchObject({ match_id: m.id, market: 'hdp', choice: 'h' });
    // A scanner types the ref no with surrounding blanks at worst; they are not part of it.
    expect((await post('bet/betticket', { ...demo, ref_no: ` ${placed.bet.ref_no} ` })).bet?.ref_no).toBe(
      placed.bet.ref_no,
    );
  });

  it('finds 4D bets of their own table by ref no', async () => {
    const lottery = await post('osg/lotterybet', {
      ...demo,
      slip_id: slip(),
      bets: [{ bet_type: 'box', number: '4321', choice: 'big', stake: '1.00' }],
    });
    expect(lottery.status, JSON.stringify(lottery)).toBe(1);
    const ref = (lottery.bets[0] as { ref_no: string }).ref_no;
    const res = await post('bet/betticket', { ...demo, ref_no: ref });
    expect(res.bet).toMatchObject({
      ref_no: ref,
      bet_type: 'lottery',
      status: 'running',
      game: { kind: 'lottery', number: '4321' },
    });
  });

  it("refuses another member's ref no with the very answer an unknown ref no gets", async () => {
    const m = matches(h, 'pre')[1]!;
    const placed = await post('bet/betsingle', {
      ...demo,
      leg: legOf(m, 'ou', 'o', 4),
      stake: '10.00',
      slip_id: slip(),
    });
    expect(placed.statusdesc).toBe('success');
    const theirs = await post('bet/betticket', { ...other, ref_no: placed.bet.ref_no });
    const unknown = await post('bet/betticket', { ...other, ref_no: 'NOSUCHREF0001' });
    expect(theirs).toEqual({ http: 200, status: 0, statusdesc: 'betNotExists' });
    expect(unknown).toEqual(theirs);
  });

  it('checks the ref no before looking anything up', async () => {
    expect(await post('bet/betticket', { ...demo })).toMatchObject({
      http: 400,
      statusdesc: 'refNoRequired',
    });
    expect(await post('bet/betticket', { ...demo, ref_no: "' OR 1=1 --" })).toMatchObject({
      http: 400,
      statusdesc: 'refNoInvalid',
    });
    expect(await post('bet/betticket', { ...demo, ref_no: 'x'.repeat(41) })).toMatchObject({
      http: 400,
      statusdesc: 'refNoInvalid',
    });
    expect(
      await post('bet/betticket', { account_id: 'demo01', session_token: 'not-a-session', ref_no: 'ABC' }),
    ).toMatchObject({ status: 0 });
  });
});
