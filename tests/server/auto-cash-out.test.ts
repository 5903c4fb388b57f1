// Auto cash out (RULES.md section 12) through the API and the leader's job: the value a player sets, the job taking
// the bet when the offer reaches it (and not while a market is suspended or the product is off), exactly one credit,
// and the value cleared by the player, by a cash out they take and by the bet's end.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINE_STATE } from '../../src/shared/feed/layout';
import { toMinor } from '../../src/shared/money';
import { toSafeInt } from '../../src/server/db/types';
import type { SimMatch } from '../../src/server/odds/types';
import { setOperatorDisabled } from '../../src/server/provider/switches';
import { HARNESS_TIMEOUT_MS, startHarness, type Harness } from './harness';
import {
  assertLedgerConsistent,
  assertOpenStakesConsistent,
  legOf,
  matches,
  session,
  slip,
} from './bet-helpers';

let h: Harness;
let demo: { account_id: string; session_token: string };

beforeAll(async () => {
  h = await startHarness({ requestLimit: { max: 100_000, windowMs: 60_000 } });
  demo = await session(h, 'demo01');
}, HARNESS_TIMEOUT_MS);
afterAll(() => h?.close());

const post = async (name: string, body: Record<string, unknown>, who = demo) =>
  (await h.post(`bet/${name}`, { ...who, ...body })).json();
const offer = async (betId: number) => (await post('cashoutquote', { bet_ids: [betId] })).offers[0];
const status = async (betId: number) =>
  (await h.db.query<{ status: string }>('SELECT status FROM bets WHERE id = $1', [betId]))[0]!.status;
const credits = async (ref: string) =>
  (
    await h.db.query<{ amount_minor: unknown }>(
      `SELECT amount_minor FROM ledger WHERE ref = $1 AND type = 'settle' ORDER BY id`,
      [ref],
    )
  ).map((r) => toSafeInt(r.amount_minor));
const autoRows = async (betId: number) =>
  (await h.db.query('SELECT 1 FROM auto_cash_outs WHERE bet_id = $1', [betId])).length;

const used = new Set<number>();
function fresh(): SimMatch {
  const m = matches(h, 'pre').find((x) => !used.has(x.id));
  if (!m) throw new Error('no open match left');
  used.add(m.id);
  return m;
}
const single = async (m: SimMatch) =>
  (await post('betsingle', { leg: legOf(m, 'hdp', 'h', 4), stake: '100.00', slip_id: slip() })).bet;
const sweep = () => h.app.engines.autoCashOuts.sweep();
const hdpRow = (m: SimMatch) => h.app.odds.getMatch(m.id)!.lines.find((l) => l[0] === 'hdp' && l[1] === 0)!;

describe('setting an auto cash out', () => {
  it('keeps a value up to the potential return, answers it in the quote, and clears it with null', async () => {
    const bet = await single(fresh());
    const max = bet.max_payout as string;
    expect(await post('cashoutauto', { bet_id: bet.bet_id, value: max })).toMatchObject({
      statusdesc: 'success',
      auto_value: max,
    });
    expect((await offer(bet.bet_id)).auto_value).toBe(max);
    for (const value of ['0', '0.00', (toMinor(max) / 100 + 0.01).toFixed(2)]) {
      expect((await post('cashoutauto', { bet_id: bet.bet_id, value })).statusdesc, value).toBe(
        'cashOutAmountInvalid',
      );
    }
    expect((await post('cashoutauto', { bet_id: bet.bet_id, value: 'ten' })).statusdesc).not.toBe('success');
    // A refused value changed nothing.
    expect((await offer(bet.bet_id)).auto_value).toBe(max);
    expect(await post('cashoutauto', { bet_id: bet.bet_id, value: null })).toMatchObject({
      auto_value: null,
    });
    expect((await offer(bet.bet_id)).auto_value).toBeNull();
    expect(await autoRows(bet.bet_id)).toBe(0);
  });

  it('refuses another member’s bet and a bet cash out does not take', async () => {
    const bet = await single(fresh());
    const other = await session(h, 'demo04');
    expect((await post('cashoutauto', { bet_id: bet.bet_id, value: '1.00' }, other)).statusdesc).toBe(
      'betNotExists',
    );
    const legs = [fresh(), fresh(), fresh()].map((m) => legOf(m, 'hdp', 'h'));
    const system = await post('betsysparlay', { legs, stake: '10.00', sizes: [2], slip_id: slip() });
    expect((await post('cashoutauto', { bet_id: system.bet.bet_id, value: '1.00' })).statusdesc).toBe(
      'cashOutUnavailable',
    );
  });
});

describe('the leader takes it', () => {
  it('not while the offer is below the value; once it reaches it, at the offer, credited once', async () => {
    const bet = await single(fresh());
    // The potential return is never offered (the margin), so this value waits.
    await post('cashoutauto', { bet_id: bet.bet_id, value: bet.max_payout });
    await sweep();
    expect(await status(bet.bet_id)).toBe('running');
    expect(await credits(bet.ref_no)).toEqual([]);

    await post('cashoutauto', { bet_id: bet.bet_id, value: '0.01' });
    await sweep();
    await sweep();
    expect(await status(bet.bet_id)).toBe('cashed_out');
    const paid = await credits(bet.ref_no);
    expect(paid).toHaveLength(1);
    expect(paid[0]).toBeGreaterThanOrEqual(1);
    const { bet: view } = await post('betticket', { ref_no: bet.ref_no });
    expect(view.status).toBe('cashed_out');
    expect(view.cash_out).toMatchObject({ automatic: true, count: 1 });
    expect(toMinor(view.cash_out.amount)).toBe(paid[0]);
    expect(await autoRows(bet.bet_id)).toBe(0);
    await assertLedgerConsistent(h, demo.account_id);
    await assertOpenStakesConsistent(h);
  });

  it('takes nothing while a leg’s market is suspended, and takes it once the market reopens', async () => {
    const m = fresh();
    const bet = await single(m);
    const row = hdpRow(m);
    const state = row[6];
    row[6] = LINE_STATE.SUSPENDED;
    try {
      await post('cashoutauto', { bet_id: bet.bet_id, value: '0.01' });
      await sweep();
      expect(await status(bet.bet_id)).toBe('running');
    } finally {
      row[6] = state;
    }
    await sweep();
    expect(await status(bet.bet_id)).toBe('cashed_out');
    expect(await credits(bet.ref_no)).toHaveLength(1);
  });

  it('takes nothing while the operator has cash out off', async () => {
    const m = fresh();
    const bet = await single(m);
    const row = hdpRow(m);
    const state = row[6];
    // Suspended while the value is set and the switch turned off, so no round of the timer takes it before.
    row[6] = LINE_STATE.SUSPENDED;
    try {
      await post('cashoutauto', { bet_id: bet.bet_id, value: '0.01' });
      await setOperatorDisabled(h.db, ['cash_out']);
    } finally {
      row[6] = state;
    }
    try {
      await sweep();
      expect(await status(bet.bet_id)).toBe('running');
    } finally {
      await setOperatorDisabled(h.db, []);
    }
    await sweep();
    expect(await status(bet.bet_id)).toBe('cashed_out');
  });

  it('a cash out the player takes ends the auto cash out, even a partial one', async () => {
    const bet = await single(fresh());
    await post('cashoutauto', { bet_id: bet.bet_id, value: bet.max_payout });
    const { value } = await offer(bet.bet_id);
    const half = (Math.floor(toMinor(value) / 2) / 100).toFixed(2);
    const res = await post('cashout', { bet_id: bet.bet_id, value, amount: half, request_id: slip() });
    expect(res.statusdesc).toBe('success');
    expect(await autoRows(bet.bet_id)).toBe(0);
    expect((await offer(bet.bet_id)).auto_value).toBeNull();
  });
});
