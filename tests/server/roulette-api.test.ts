import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toSafeInt } from '../../src/server/db/types';
import { setOperatorDisabled } from '../../src/server/provider/switches';
import { rouletteNumberFromSeed } from '../../src/server/roulette/spins';
import { loadMemberProfile } from '../../src/server/accounts/profile';
import { ALL_ROULETTE_BETS, slipReturnMinor } from '../../src/shared/roulette/rules';
import { startHarness, type Harness } from './harness';
import { ledgerTotal, walletBalance } from './wallet-helpers';

let h: Harness;
let demo: { account_id: string; session_token: string };
/** ROULETTE_SPIN_SECONDS' default. */
const INTERVAL = 60_000;

beforeAll(async () => {
  h = await startHarness({ requestLimit: { max: 100_000, windowMs: 60_000 } });
  demo = { account_id: 'demo01', session_token: await h.login('demo01') };
});
afterAll(() => h.close());

const osg = (name: string, body: object, who = demo) =>
  h.post(`osg/${name}`, { ...who, ...body }).then((r) => r.json());
const balanceOf = (account: string) => walletBalance(h, account);

/** Moves the clock past the spin a slip is on, so the next roulette call makes and settles it. */
const passSpin = (spinNo: number) => {
  h.clock.now = spinNo * INTERVAL + 1;
};

/** A seed whose spin lands on `target`, found by trying seeds in order (the rule is public, so this is a plain search). */
function seedFor(target: number): string {
  for (let i = 0; ; i++) {
    const seed = i.toString(16).padStart(64, '0');
    if (rouletteNumberFromSeed(seed) === target) return seed;
  }
}

async function spinAs(spin: { spin_no: number; spin_at: number }, number: number): Promise<void> {
  const seed = seedFor(number);
  await h.db.query('INSERT INTO roulette_spins (draw_no, draw_at_ms, seed, number) VALUES ($1, $2, $3, $4)', [
    spin.spin_no,
    spin.spin_at,
    seed,
    number,
  ]);
}

describe('virtual roulette over the API', () => {
  it('answers the open spin, closing 5 s before it, and the latest spins, each re-derivable from its seed', async () => {
    const res = await osg('roulettespin', {});
    expect(res.status, JSON.stringify(res)).toBe(1);
    expect(res.open_spin.spin_at - res.open_spin.close_at).toBe(5_000);
    expect(res.open_spin.close_at).toBeGreaterThan(h.clock.now);
    expect(res.server_time).toBe(h.clock.now);
    expect(res.results.length).toBeGreaterThan(0);
    for (const s of res.results) {
      expect(s.number).toBeGreaterThanOrEqual(0);
      expect(s.number).toBeLessThanOrEqual(36);
      expect(rouletteNumberFromSeed(s.seed)).toBe(s.number);
    }
  });

  it('a red bet and a straight bet: one debit of the total, a replay debits nothing, the spin pays both at once', async () => {
    const before = await balanceOf('demo01');
    const open = (await osg('roulettespin', {})).open_spin;
    const bets = [
      { bet: 'red', stake: '10.00' },
      { bet: 'straight:19', stake: '2.00' },
    ];
    const placed = await osg('roulettebet', { slip_id: 'roul-slip-0001', bets });
    expect(placed.status, JSON.stringify(placed)).toBe(1);
    expect(placed.replay).toBe(false);
    expect(placed.bet).toMatchObject({
      spin_no: open.spin_no,
      stake: '12.00',
      status: 'running',
      number: null,
      payout: null,
      bets: [
        { bet: 'red', stake: '10.00', payout: null },
        { bet: 'straight:19', stake: '2.00', payout: null },
      ],
    });
    expect(await balanceOf('demo01')).toBe(before - 1_200);
    const again = await osg('roulettebet', { slip_id: 'roul-slip-0001', bets });
    expect(again).toMatchObject({ status: 1, replay: true, bet: { ref_no: placed.bet.ref_no } });
    expect(await balanceOf('demo01')).toBe(before - 1_200);

    // 19 is red: the red bet returns 20.00 and the straight 72.00.
    await spinAs(open, 19);
    passSpin(open.spin_no);
    const settled = (await osg('roulettebetlist', { status: 'settled' })).bets.find(
      (b: { ref_no: string }) => b.ref_no === placed.bet.ref_no,
    );
    expect(settled).toMatchObject({
      status: 'settled',
      number: 19,
      payout: '92.00',
      win_loss: '80.00',
      bets: [
        { bet: 'red', payout: '20.00' },
        { bet: 'straight:19', payout: '72.00' },
      ],
    });
    expect(await balanceOf('demo01')).toBe(before - 1_200 + 9_200);
    const rows = await h.db.query<{ type: string; amount_minor: unknown; platform: string; remark: string }>(
      'SELECT type, amount_minor, platform, remark FROM ledger WHERE ref = $1 ORDER BY id',
      [placed.bet.ref_no],
    );
    expect(rows.map((r) => [r.type, toSafeInt(r.amount_minor), r.platform, r.remark])).toEqual([
      ['bet', -1_200, 'virtual', `Roulette spin #${open.spin_no}: red 10.00, straight:19 2.00`],
      ['settle', 9_200, 'virtual', `Roulette spin #${open.spin_no} number 19`],
    ]);
    // The spin shows in the results, and the slip in the bet group's lists.
    const results = (await osg('roulettespin', {})).results as { spin_no: number; number: number }[];
    expect(results.find((s) => s.spin_no === open.spin_no)?.number).toBe(19);
    const day = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);
    const accepted = (
      await h.post('bet/betacceptfulllist', {
        ...demo,
        start_date: day(h.clock.now - 86_400_000),
        end_date: day(h.clock.now),
      })
    ).json();
    expect(accepted.bets.find((b: { ref_no: string }) => b.ref_no === placed.bet.ref_no)).toMatchObject({
      bet_type: 'roulette',
      status: 'settled',
      stake: '12.00',
      payout: '92.00',
      outcome: 'won',
      game: { kind: 'roulette', number: 'red=10.00 straight:19=2.00', choice: '19' },
    });
  });

  it('zero loses an outside bet; a running slip shows in the running list until its spin', async () => {
    const before = await balanceOf('demo01');
    const open = (await osg('roulettespin', {})).open_spin;
    const placed = await osg('roulettebet', {
      slip_id: 'roul-zero-0001',
      bets: [{ bet: 'black', stake: '5.00' }],
    });
    expect(placed.status, JSON.stringify(placed)).toBe(1);
    const running = (await h.post('bet/betacceptlist', demo)).json();
    expect(running.bets.find((b: { ref_no: string }) => b.ref_no === placed.bet.ref_no)).toMatchObject({
      bet_type: 'roulette',
      status: 'running',
    });
    await spinAs(open, 0);
    passSpin(open.spin_no);
    const settled = (await osg('roulettebetlist', { status: 'all' })).bets.find(
      (b: { ref_no: string }) => b.ref_no === placed.bet.ref_no,
    );
    expect(settled).toMatchObject({ status: 'settled', number: 0, payout: '0.00', win_loss: '-5.00' });
    expect(await balanceOf('demo01')).toBe(before - 500);
  });

  it('refuses bad bets and stakes, view-only accounts, and virtual games switched off per account or operator; nothing is debited', async () => {
    const before = await balanceOf('demo01');
    const bad = async (bets: object[]) =>
      (await osg('roulettebet', { slip_id: `roul-bad-${Math.random().toString(36).slice(2, 10)}`, bets }))
        .statusdesc;
    expect(await bad([{ bet: 'green', stake: '1.00' }])).toBe('invalidBet');
    expect(await bad([{ bet: 'straight:37', stake: '1.00' }])).toBe('invalidBet');
    expect(
      await bad([
        { bet: 'red', stake: '1.00' },
        { bet: 'red', stake: '2.00' },
      ]),
    ).toBe('invalidBet');
    expect(await bad([{ bet: 'odd', stake: '1.50' }])).toBe('invalidBetAmount');
    expect(await bad([{ bet: 'odd', stake: 'ten' }])).not.toBe(undefined);
    expect(await bad([{ bet: 'odd', stake: '1001.00' }])).toBe('betOverMax');
    expect(await balanceOf('demo01')).toBe(before);

    const view = { account_id: 'view01', session_token: await h.login('view01') };
    const viewBefore = await balanceOf('view01');
    expect(
      (await osg('roulettebet', { slip_id: 'roul-view-0001', bets: [{ bet: 'red', stake: '1.00' }] }, view))
        .statusdesc,
    ).toBe('viewOnly');
    expect(await balanceOf('view01')).toBe(viewBefore);

    const off = { account_id: 'noextra01', session_token: await h.login('noextra01') };
    const offBefore = await balanceOf('noextra01');
    expect((await osg('roulettespin', {}, off)).statusdesc).toBe('virtualGamesDisabled');
    expect(
      (await osg('roulettebet', { slip_id: 'roul-off-0001', bets: [{ bet: 'red', stake: '1.00' }] }, off))
        .statusdesc,
    ).toBe('virtualGamesDisabled');
    expect(await balanceOf('noextra01')).toBe(offBefore);
    const disabledOf = async (account: string) =>
      (await loadMemberProfile(h.db, account, 'token')).player_info[0]?.disabled_products;
    expect(await disabledOf('noextra01')).toEqual(['virtual_games', 'odds_booster']);
    expect(await disabledOf('demo01')).toEqual([]);

    await setOperatorDisabled(h.db, ['virtual_games']);
    try {
      // The menu learns of an operator's switch from the profile, like an account's own.
      expect(await disabledOf('demo01')).toEqual(['virtual_games']);
      expect((await osg('roulettespin', {})).statusdesc).toBe('virtualGamesDisabled');
      expect(
        (await osg('roulettebet', { slip_id: 'roul-op-00001', bets: [{ bet: 'red', stake: '1.00' }] }))
          .statusdesc,
      ).toBe('virtualGamesDisabled');
    } finally {
      await setOperatorDisabled(h.db, []);
    }
    expect(await balanceOf('demo01')).toBe(before);
  });

  it('no sequence of slips, replays, refusals and spins creates or loses money outside the bet table', async () => {
    const player = { account_id: 'demo02', session_token: await h.login('demo02') };
    let slipNo = 0;
    const command = fc.record({
      bets: fc.uniqueArray(fc.constantFrom(...ALL_ROULETTE_BETS), { minLength: 1, maxLength: 5 }),
      units: fc.integer({ min: 1, max: 20 }),
      replay: fc.boolean(),
      refused: fc.boolean(),
      pocket: fc.integer({ min: 0, max: 36 }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 3 }), async (commands) => {
        const start = await balanceOf('demo02');
        const startLedger = await ledgerTotal(h, 'demo02');
        let expected = 0;
        for (const c of commands) {
          const slip = `roul-prop-${++slipNo}`;
          const lines = c.bets.map((bet) => ({ bet, stake: `${c.units}.00` }));
          if (c.refused) {
            const res = await osg(
              'roulettebet',
              { slip_id: `${slip}-x`, bets: [...lines, lines[0]] },
              player,
            );
            expect(res.statusdesc).toBe('invalidBet');
          }
          const open = (await osg('roulettespin', {}, player)).open_spin;
          const placed = await osg('roulettebet', { slip_id: slip, bets: lines }, player);
          expect(placed.status, JSON.stringify(placed)).toBe(1);
          if (c.replay)
            expect((await osg('roulettebet', { slip_id: slip, bets: lines }, player)).replay).toBe(true);
          await spinAs(open, c.pocket);
          passSpin(open.spin_no);
          await osg('roulettebetlist', {}, player);
          const stake = c.units * 100 * c.bets.length;
          expected +=
            slipReturnMinor(
              c.bets.map((bet) => ({ bet, stakeMinor: c.units * 100 })),
              c.pocket,
            ) - stake;
        }
        expect(await balanceOf('demo02')).toBe(start + expected);
        expect((await ledgerTotal(h, 'demo02')) - startLedger).toBe(expected);
      }),
      { numRuns: 15 },
    );
  });
});
