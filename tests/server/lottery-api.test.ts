import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidDraw } from '../../src/server/lottery/draw';
import { openDraw } from '../../src/server/lottery/schedule';
import { toSafeInt } from '../../src/server/db/types';
import { startHarness, type Harness } from './harness';

let h: Harness;
let demo: { account_id: string; session_token: string };
const INTERVAL = 5 * 60_000;

beforeAll(async () => {
  h = await startHarness({ requestLimit: { max: 100_000, windowMs: 60_000 } });
  demo = { account_id: 'demo01', session_token: await h.login('demo01') };
});
afterAll(() => h.close());

const osg = (name: string, body: object) => h.post(`osg/${name}`, { ...demo, ...body }).then((r) => r.json());
const balance = async () =>
  toSafeInt(
    (
      await h.db.query<{ b: unknown }>("SELECT balance_minor AS b FROM wallets WHERE account_id = 'demo01'")
    )[0]?.b,
  );

describe('4D over the API', () => {
  it('answers the open draw and the latest results, each 23 distinct numbers', async () => {
    const res = await osg('lotterydraw', {});
    expect(res.status).toBe(1);
    expect(res.open_draw.draw_no).toBe(openDraw(h.clock.now, INTERVAL).drawNo);
    expect(res.results.length).toBeGreaterThan(0);
    for (const d of res.results) expect(isValidDraw(d)).toBe(true);
  });

  it('a Big bet debits once, shows as running, and wins 2,500 per unit when its number is drawn 1st', async () => {
    const before = await balance();
    const placed = await osg('lotterybet', {
      slip_id: 'slip-big-0001',
      bets: [{ bet_type: 'single', number: '4321', choice: 'big', stake: '2.00' }],
    });
    expect(placed.status, JSON.stringify(placed)).toBe(1);
    const [row] = placed.bets;
    expect(row).toMatchObject({
      bet_type: 'single',
      number: '4321',
      choice: 'big',
      stake: '2.00',
      status: 'running',
      payout: null,
    });
    expect(await balance()).toBe(before - 200);
    expect(
      (
        await osg('lotterybet', {
          slip_id: 'slip-big-0001',
          bets: [{ bet_type: 'single', number: '4321', choice: 'big', stake: '2.00' }],
        })
      ).statusdesc,
    ).toBe('duplicate_debit_record');
    expect(await balance()).toBe(before - 200);

    const listed = await osg('lotterybetlist', { status: 'running' });
    expect(listed.bets.map((b: { ref_no: string }) => b.ref_no)).toContain(row.ref_no);

    // The draw is made here with a known 1st prize; the service then keeps it (one draw per slot).
    const drawNo = row.draw_no as number;
    const others = Array.from({ length: 22 }, (_, i) => String(1000 + i));
    await h.db.query(
      `INSERT INTO lottery_draws (draw_no, draw_at_ms, first, second, third, special, consolation) VALUES ($1, $2, '4321', $3, $4, $5, $6)`,
      [
        drawNo,
        drawNo * INTERVAL,
        others[0]!,
        others[1]!,
        others.slice(2, 12).join(','),
        others.slice(12).join(','),
      ],
    );
    h.clock.now = drawNo * INTERVAL + 1;
    const settled = await osg('lotterybetlist', { status: 'settled' });
    const mine = settled.bets.find((b: { ref_no: string }) => b.ref_no === row.ref_no);
    expect(mine).toMatchObject({
      status: 'settled',
      payout: '5000.00',
      win_loss: '4998.00',
      wins: [{ number: '4321', prize: 'first', amount: '5000.00' }],
    });
    expect(await balance()).toBe(before - 200 + 500_000);
    const rows = await h.db.query<{ type: string; amount_minor: unknown; platform: string }>(
      'SELECT type, amount_minor, platform FROM ledger WHERE ref = $1 ORDER BY id',
      [row.ref_no],
    );
    expect(rows.map((r) => [r.type, toSafeInt(r.amount_minor), r.platform])).toEqual([
      ['bet', -200, 'lottery'],
      ['settle', 500_000, 'lottery'],
    ]);
  });

  it('a slip of several bets is one debit row each; box costs one stake per permutation', async () => {
    const before = await balance();
    const res = await osg('lotterybet', {
      slip_id: 'slip-multi-0001',
      bets: [
        { bet_type: 'box', number: '1234', choice: 'big', stake: '1.00' },
        { bet_type: 'ibox', number: '1234', choice: 'small', stake: '1.00' },
        { bet_type: 'bigsmall', number: '', choice: 'big', stake: '5.00' },
      ],
    });
    expect(res.status).toBe(1);
    expect(res.bets.map((b: { stake: string; lines: number }) => [b.stake, b.lines])).toEqual(
      expect.arrayContaining([
        ['24.00', 24],
        ['1.00', 24],
        ['5.00', 1],
      ]),
    );
    expect(await balance()).toBe(before - 3_000);
  });

  it('refuses a fractional stake, a bad number, and a view-only account; nothing is debited', async () => {
    const before = await balance();
    expect(
      (
        await osg('lotterybet', {
          slip_id: 'slip-bad-0001',
          bets: [{ bet_type: 'single', number: '1234', choice: 'big', stake: '1.50' }],
        })
      ).statusdesc,
    ).toBe('invalidBetAmount');
    expect(
      (
        await osg('lotterybet', {
          slip_id: 'slip-bad-0002',
          bets: [{ bet_type: 'single', number: '12a4', choice: 'big', stake: '1.00' }],
        })
      ).statusdesc,
    ).toBe('invalidNumber');
    expect(
      (
        await osg('lotterybet', {
          slip_id: 'slip-bad-0003',
          bets: [
            { bet_type: 'single', number: '1234', choice: 'big', stake: '1.00' },
            { bet_type: 'ae', number: '123', choice: 'Z', stake: '1.00' },
          ],
        })
      ).statusdesc,
    ).toBe('invalidChoice');
    expect(await balance()).toBe(before);
    const view = { account_id: 'view01', session_token: await h.login('view01') };
    const res = await h.post('osg/lotterybet', {
      ...view,
      slip_id: 'slip-view-0001',
      bets: [{ bet_type: 'single', number: '1234', choice: 'big', stake: '1.00' }],
    });
    expect(res.json().statusdesc).toBe('viewOnly');
  });
});

describe('slip ids and the keys derived from them', () => {
  it('a 4D slip id cannot take the shape of a derived per-bet key, so a two-bet slip never collides with one', async () => {
    const before = await balance();
    const derivedShape = await h.post('osg/lotterybet', {
      ...demo,
      slip_id: 'collide-0001#1',
      bets: [{ bet_type: 'single', number: '1111', choice: 'big', stake: '1.00' }],
    });
    expect([derivedShape.statusCode, derivedShape.json()]).toEqual([
      400,
      { status: 0, statusdesc: 'slipIdInvalid' },
    ]);
    const two = await osg('lotterybet', {
      slip_id: 'collide-0001',
      bets: [
        { bet_type: 'single', number: '1111', choice: 'big', stake: '1.00' },
        { bet_type: 'single', number: '2222', choice: 'big', stake: '1.00' },
      ],
    });
    expect(two.status, JSON.stringify(two)).toBe(1);
    expect(await balance()).toBe(before - 2 * 100);
  });

  it('a virtual slip id follows the same rule', async () => {
    const res = await h.post('osg/racebet', {
      ...demo,
      slip_id: 'race slip #1',
      event_id: 'x',
      bet_type: 'WIN',
      runner: 1,
      stake: '1.00',
    });
    expect([res.statusCode, res.json()]).toEqual([400, { status: 0, statusdesc: 'slipIdInvalid' }]);
  });
});
