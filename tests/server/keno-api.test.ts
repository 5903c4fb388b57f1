import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toSafeInt } from '../../src/server/db/types';
import { kenoNumbersFromSeed } from '../../src/server/keno/draw-source';
import { kenoReturnMinor } from '../../src/shared/keno/rules';
import { startHarness, type Harness } from './harness';
import { ledgerTotal, walletBalance } from './wallet-helpers';

let h: Harness;
let demo: { account_id: string; session_token: string };
const INTERVAL = 120_000;

beforeAll(async () => {
  h = await startHarness({ requestLimit: { max: 100_000, windowMs: 60_000 } });
  demo = { account_id: 'demo01', session_token: await h.login('demo01') };
});
afterAll(() => h.close());

const osg = (name: string, body: object, who = demo) =>
  h.post(`osg/${name}`, { ...who, ...body }).then((r) => r.json());
const balanceOf = (account: string) => walletBalance(h, account);
const ledgerSum = (account: string) => ledgerTotal(h, account);

/** Moves the clock past the draw a bet is in, so the next keno call makes and settles it. */
const passDraw = (drawNo: number) => {
  h.clock.now = drawNo * INTERVAL + 1;
};

describe('keno over the API', () => {
  it('answers the open draw, closing 10 s before it, and the latest draws, each re-derivable from its seed', async () => {
    const res = await osg('kenodraw', {});
    expect(res.status, JSON.stringify(res)).toBe(1);
    expect(res.open_draw.draw_at - res.open_draw.close_at).toBe(10_000);
    expect(res.open_draw.close_at).toBeGreaterThan(h.clock.now);
    expect(res.results.length).toBeGreaterThan(0);
    for (const d of res.results) {
      expect(new Set(d.numbers).size).toBe(20);
      expect(d.numbers.every((n: number) => n >= 1 && n <= 80)).toBe(true);
      expect(kenoNumbersFromSeed(d.seed)).toEqual(d.numbers);
    }
  });

  it('a bet debits once; the same slip again is a replay that debits nothing; the draw settles it with one credit', async () => {
    const before = await balanceOf('demo01');
    const open = (await osg('kenodraw', {})).open_draw;
    // The draw of this slot is made here from a known seed, so the picks can be chosen to catch all four.
    const seed = 'a1'.repeat(32);
    const drawn = kenoNumbersFromSeed(seed);
    const picks = drawn.slice(0, 4);
    const placed = await osg('kenobet', { slip_id: 'keno-slip-0001', picks, stake: '2.00' });
    expect(placed.status, JSON.stringify(placed)).toBe(1);
    expect(placed.replay).toBe(false);
    expect(placed.bet).toMatchObject({
      draw_no: open.draw_no,
      picks,
      stake: '2.00',
      status: 'running',
      hits: null,
      payout: null,
    });
    expect(await balanceOf('demo01')).toBe(before - 200);

    const again = await osg('kenobet', { slip_id: 'keno-slip-0001', picks, stake: '2.00' });
    expect(again).toMatchObject({ status: 1, replay: true, bet: { ref_no: placed.bet.ref_no } });
    expect(await balanceOf('demo01')).toBe(before - 200);

    await h.db.query('INSERT INTO keno_draws (draw_no, draw_at_ms, seed, numbers) VALUES ($1, $2, $3, $4)', [
      open.draw_no,
      open.draw_at,
      seed,
      drawn.join(','),
    ]);
    passDraw(open.draw_no);
    const settled = await osg('kenobetlist', { status: 'settled' });
    const mine = settled.bets.find((b: { ref_no: string }) => b.ref_no === placed.bet.ref_no);
    expect(mine).toMatchObject({ status: 'settled', hits: 4, payout: '300.00', win_loss: '298.00' });
    expect(await balanceOf('demo01')).toBe(before - 200 + 30_000);
    const rows = await h.db.query<{ type: string; amount_minor: unknown; platform: string }>(
      'SELECT type, amount_minor, platform FROM ledger WHERE ref = $1 ORDER BY id',
      [placed.bet.ref_no],
    );
    expect(rows.map((r) => [r.type, toSafeInt(r.amount_minor), r.platform])).toEqual([
      ['bet', -200, 'lottery'],
      ['settle', 30_000, 'lottery'],
    ]);
    // The statement shows the keno debit and win with the bet's ticket number.
    const day = (offset: number) =>
      new Date(Date.now() + 8 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
    const statement = (
      await h.post('dailystatement', {
        ...demo,
        start_date: day(-1),
        end_date: day(1),
        page_number: 1,
        page_size: 100,
      })
    ).json();
    expect(statement.status, JSON.stringify(statement)).toBe(1);
    const lines = statement.statement.filter(
      (l: { ref_no: string | null }) => l.ref_no === placed.bet.ref_no,
    );
    expect(
      lines.map((l: { transfer_method: string; remark: string }) => [l.transfer_method, l.remark]),
    ).toEqual(
      expect.arrayContaining([
        ['bet', `Keno draw #${open.draw_no} pick 4: ${picks.join(' ')}`],
        ['settle', `Keno draw #${open.draw_no} 4 of 4`],
      ]),
    );
  });

  it('shows keno bets in the bet lists of the bet group: running, then settled in the accepted list and the day drill-down', async () => {
    const placed = await osg('kenobet', { slip_id: 'keno-list-0001', picks: [5, 10, 15], stake: '3.00' });
    expect(placed.status, JSON.stringify(placed)).toBe(1);
    const ref = placed.bet.ref_no as string;
    const find = (list: { bets: { ref_no: string }[] }) => list.bets.find((b) => b.ref_no === ref);
    expect(find((await h.post('bet/betacceptlist', demo)).json())).toMatchObject({
      bet_type: 'keno',
      status: 'running',
      stake: '3.00',
      choice: '5 10 15',
      game: { kind: 'keno', bet_type: 'pick3', number: '5 10 15', choice: '' },
    });
    passDraw(placed.bet.draw_no);
    const settled = (await osg('kenobetlist', { status: 'settled' })).bets.find(
      (b: { ref_no: string }) => b.ref_no === ref,
    );
    expect(settled.status).toBe('settled');
    expect(find((await h.post('bet/betacceptlist', demo)).json())).toBeUndefined();
    const day = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);
    const accepted = (
      await h.post('bet/betacceptfulllist', {
        ...demo,
        start_date: day(h.clock.now - 86_400_000),
        end_date: day(h.clock.now),
      })
    ).json();
    expect(find(accepted)).toMatchObject({
      bet_type: 'keno',
      status: 'settled',
      payout: settled.payout,
      outcome: Number(settled.payout) > 3 ? 'won' : 'lost',
    });
  });

  it('refuses bad picks and stakes, a view-only account and an account with lottery disabled; nothing is debited', async () => {
    const before = await balanceOf('demo01');
    const bad = async (body: object) =>
      (await osg('kenobet', { slip_id: `keno-bad-${Math.random().toString(36).slice(2, 10)}`, ...body }))
        .statusdesc;
    expect(await bad({ picks: [], stake: '1.00' })).toBe('picksInvalid');
    expect(await bad({ picks: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], stake: '1.00' })).toBe('picksInvalid');
    expect(await bad({ picks: [3, 3], stake: '1.00' })).toBe('invalidBet');
    expect(await bad({ picks: [0, 5], stake: '1.00' })).toBe('invalidBet');
    expect(await bad({ picks: [81], stake: '1.00' })).toBe('invalidBet');
    expect(await bad({ picks: [7], stake: '1.50' })).toBe('invalidBetAmount');
    expect(await bad({ picks: [7], stake: '1001.00' })).toBe('betOverMax');
    expect(await balanceOf('demo01')).toBe(before);

    const view = { account_id: 'view01', session_token: await h.login('view01') };
    const viewBefore = await balanceOf('view01');
    expect(
      (await osg('kenobet', { slip_id: 'keno-view-0001', picks: [1], stake: '1.00' }, view)).statusdesc,
    ).toBe('viewOnly');
    expect(await balanceOf('view01')).toBe(viewBefore);

    const off = { account_id: 'nogames01', session_token: await h.login('nogames01') };
    const offBefore = await balanceOf('nogames01');
    expect((await osg('kenodraw', {}, off)).statusdesc).toBe('lotteryDisabled');
    expect(
      (await osg('kenobet', { slip_id: 'keno-off-0001', picks: [1], stake: '1.00' }, off)).statusdesc,
    ).toBe('lotteryDisabled');
    expect(await balanceOf('nogames01')).toBe(offBefore);
  });

  it('no sequence of bets, replays, refusals and draws creates or loses money outside the paytable', async () => {
    const player = { account_id: 'demo02', session_token: await h.login('demo02') };
    let slipNo = 0;
    const command = fc.record({
      picks: fc.uniqueArray(fc.integer({ min: 1, max: 80 }), { minLength: 1, maxLength: 10 }),
      units: fc.integer({ min: 1, max: 20 }),
      replay: fc.boolean(),
      refused: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 4 }), async (commands) => {
        const start = await balanceOf('demo02');
        const startLedger = await ledgerSum('demo02');
        let staked = 0;
        let paid = 0;
        for (const c of commands) {
          const slip = `keno-prop-${++slipNo}`;
          if (c.refused) {
            const res = await osg(
              'kenobet',
              { slip_id: `${slip}-x`, picks: [...c.picks, c.picks[0]], stake: `${c.units}.00` },
              player,
            );
            expect(res.status).toBe(0);
          }
          const placed = await osg(
            'kenobet',
            { slip_id: slip, picks: c.picks, stake: `${c.units}.00` },
            player,
          );
          expect(placed.status, JSON.stringify(placed)).toBe(1);
          staked += c.units * 100;
          if (c.replay)
            expect(
              (await osg('kenobet', { slip_id: slip, picks: c.picks, stake: `${c.units}.00` }, player))
                .replay,
            ).toBe(true);
          passDraw(placed.bet.draw_no);
          const { results } = await osg('kenodraw', { limit: 50 }, player);
          const draw = results.find((d: { draw_no: number }) => d.draw_no === placed.bet.draw_no);
          const expected = kenoReturnMinor(c.units * 100, c.picks, draw.numbers);
          const listed = (await osg('kenobetlist', { status: 'settled' }, player)).bets.find(
            (b: { ref_no: string }) => b.ref_no === placed.bet.ref_no,
          );
          expect(listed).toMatchObject({
            hits: expected.hits,
            payout: (expected.returnMinor / 100).toFixed(2),
          });
          paid += expected.returnMinor;
        }
        const end = await balanceOf('demo02');
        expect(end).toBe(start - staked + paid);
        expect((await ledgerSum('demo02')) - startLedger).toBe(end - start);
      }),
      { numRuns: 12 },
    );
  }, 120_000);
});
