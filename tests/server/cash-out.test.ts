// Cash out (RULES.md section 12) through the API: the offer from today's prices, taking it whole or in part, once per
// request id, never after the bet settled and never settled after it, the switches, and every list, ticket and
// statement answer showing it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashOutValue, fairChance } from '../../src/server/betting/cash-out-value';
import type { MatchOutcome } from '../../src/server/betting/markets';
import { LINE_STATE } from '../../src/shared/feed/layout';
import { toMinor } from '../../src/shared/money';
import { DEFAULT_CASH_OUT_MARGIN_BP, setCashOutMargin } from '../../src/server/betting/cash-out';
import { outcomeOf, settleMatch } from '../../src/server/betting/settle';
import { toSafeInt } from '../../src/server/db/types';
import type { SimMatch } from '../../src/server/odds/types';
import { setOperatorDisabled } from '../../src/server/provider/switches';
import { HARNESS_TIMEOUT_MS, startHarness, type Harness } from './harness';
import {
  assertLedgerConsistent,
  assertOpenStakesConsistent,
  balanceOf,
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
const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
const betRow = async (id: number) =>
  (await h.db.query<Record<string, unknown>>('SELECT * FROM bets WHERE id = $1', [id]))[0]!;
const credits = async (ref: string) =>
  (
    await h.db.query<{ amount_minor: unknown; remark: string }>(
      `SELECT amount_minor, remark FROM ledger WHERE ref = $1 AND type IN ('settle', 'refund') ORDER BY id`,
      [ref],
    )
  ).map((r) => ({ amount: toSafeInt(r.amount_minor), remark: r.remark }));
const offer = async (betId: number, who = demo) =>
  (await post('cashoutquote', { bet_ids: [betId] }, who)).offers[0];

/**
 * Today's statement of demo01 reconciles (closing + outstanding = opening + opening outstanding + win/loss +
 * commission + other), and its outstanding and closing balance are the wallet's.
 */
async function assertStatementAgrees(wallet: { balance: number; outstanding: number }) {
  const statement = await post('betstatement', { start_date: today(), end_date: today() });
  const [day] = statement.days as Record<string, string>[];
  const m = (k: string) => toMinor(day![k]!);
  expect(m('closing_balance') + m('outstanding')).toBe(
    m('opening_balance') + m('opening_outstanding') + m('win_loss') + m('commission') + m('other'),
  );
  expect(m('outstanding')).toBe(wallet.outstanding);
  expect(m('closing_balance')).toBe(wallet.balance);
  const items = (await post('betstatementday', { working_date: today() })).items as Record<string, string>[];
  for (const key of ['stake', 'win_loss', 'outstanding', 'commission', 'other'])
    expect(
      items.reduce((s, i) => s + toMinor(i[key]!), 0),
      key,
    ).toBe(m(key));
}

/** Pre-match matches nobody else in this file has bet on. */
const used = new Set<number>();
function fresh(n: number): SimMatch[] {
  const picked = matches(h, 'pre')
    .filter((m) => !used.has(m.id))
    .slice(0, n);
  for (const m of picked) used.add(m.id);
  if (picked.length < n) throw new Error('not enough open matches');
  return picked;
}

const single = async (m: SimMatch, stake = '100.00', who = demo) =>
  (await post('betsingle', { leg: legOf(m, 'hdp', 'h', 4), stake, slip_id: slip() }, who)).bet;

/** What the offer must be by the shared formula, from the match's hdp line as the simulator quotes it now. */
function expectedSingleValue(
  m: SimMatch,
  bet: { risk: string; payout: string; max_payout: string; legs: { price: number }[] },
) {
  const line = h.app.odds.getMatch(m.id)!.lines.find((l) => l[0] === 'hdp' && l[1] === 0)!;
  const risk = toMinor(bet.risk);
  return cashOutValue({
    riskMinor: risk,
    winMinor: toMinor(bet.max_payout) - risk,
    maxPayoutMinor: toMinor(bet.max_payout),
    parlay: false,
    legs: [{ price: bet.legs[0]!.price, settled: null, chance: fairChance([line[3], line[4]], 0) }],
    marginBp: DEFAULT_CASH_OUT_MARGIN_BP,
  }).valueMinor;
}

describe('the offer', () => {
  it('values a running single by the fair chance of its selection now, less the margin', async () => {
    const [m] = fresh(1) as [SimMatch];
    const bet = await single(m);
    const o = await offer(bet.bet_id);
    expect(o.code).toBe('');
    expect(toMinor(o.value)).toBe(expectedSingleValue(m, bet));
    expect(toMinor(o.value)).toBeLessThan(toMinor(bet.max_payout));
    expect(o.max_return).toBe(bet.max_payout);
  });

  it('has no offer while a leg is suspended, nor on a bet cash out does not take, nor on another member’s bet', async () => {
    const [m] = fresh(1) as [SimMatch];
    const bet = await single(m);
    const row = h.app.odds.getMatch(m.id)!.lines.find((l) => l[0] === 'hdp' && l[1] === 0)!;
    const state = row[6];
    row[6] = LINE_STATE.SUSPENDED;
    try {
      expect(await offer(bet.bet_id)).toMatchObject({ code: '328', value: null });
      const res = await post('cashout', { bet_id: bet.bet_id, value: '1.00', request_id: slip() });
      expect(res.statusdesc).toBe('328');
    } finally {
      row[6] = state;
    }
    const [a, b, c] = fresh(3) as [SimMatch, SimMatch, SimMatch];
    const system = await post('betsysparlay', {
      legs: [legOf(a, 'hdp', 'h'), legOf(b, 'hdp', 'h'), legOf(c, 'hdp', 'h')],
      stake: '10.00',
      sizes: [2],
      slip_id: slip(),
    });
    expect((await offer(system.bet.bet_id)).code).toBe('cashOutUnavailable');
    const other = await session(h, 'demo04');
    expect(await offer(bet.bet_id, other)).toMatchObject({ code: 'betNotExists', value: null });
    const res = await post('cashout', { bet_id: bet.bet_id, value: '1.00', request_id: slip() }, other);
    expect(res.statusdesc).toBe('betNotExists');
  });

  it('has no offer on a live bet in its live delay, nor while its price is hidden after a goal', async () => {
    const live = matches(h, 'live').filter((m) => !used.has(m.id));
    const m = live[0]!;
    used.add(m.id);
    const placed = (
      await post('betsingle', {
        leg: legOf(m, 'ou', 'o'),
        stake: '10.00',
        slip_id: slip(),
        accept_any_odds: true,
      })
    ).bet;
    expect(placed.status).toBe('waiting');
    expect((await offer(placed.bet_id)).code).toBe('cashOutUnavailable');
    h.app.odds.sim.scoreGoal(m.id, 'h');
    const o = await offer(placed.bet_id);
    expect(['313', 'cashOutUnavailable']).toContain(o.code);
  });
});

describe('taking it', () => {
  it('cashes a single out whole, once, and the settlement of its match pays nothing more', async () => {
    const [m] = fresh(1) as [SimMatch];
    const bet = await single(m);
    const before = await balanceOf(h, 'demo01');
    const o = await offer(bet.bet_id);
    const requestId = slip();
    const res = await post('cashout', { bet_id: bet.bet_id, value: o.value, request_id: requestId });
    expect(res.statusdesc).toBe('success');
    expect(res.amount).toBe(o.value);
    expect(res.bet.status).toBe('cashed_out');
    // Taken by the player, not by an auto cash out.
    expect(res.bet.cash_out).toEqual({ amount: o.value, stake: bet.stake, count: 1, automatic: false });
    const after = await balanceOf(h, 'demo01');
    expect(after.balance - before.balance).toBe(toMinor(o.value));
    expect(before.outstanding - after.outstanding).toBe(toMinor(bet.risk));
    // The same request again: a replay, nothing credited.
    const again = await post('cashout', { bet_id: bet.bet_id, value: o.value, request_id: requestId });
    expect(again.statusdesc).toBe('duplicate_debit_record');
    // Another request: the bet has ended.
    const other = await post('cashout', { bet_id: bet.bet_id, value: o.value, request_id: slip() });
    expect(other.statusdesc).toBe('cashOutUnavailable');
    h.app.odds.sim.finishMatch(m.id);
    await h.app.bets.idle();
    await h.app.bets.sweep();
    expect((await betRow(bet.bet_id)).status).toBe('cashed_out');
    expect(await credits(bet.ref_no)).toEqual([
      { amount: toMinor(o.value), remark: `cash out ${bet.ref_no}` },
    ]);
    expect((await balanceOf(h, 'demo01')).balance).toBe(after.balance);
    await assertLedgerConsistent(h, 'demo01');
    await assertOpenStakesConsistent(h);

    // Everywhere the bet is listed it is cashed out, with what was paid.
    const ticket = await post('betticket', { ref_no: bet.ref_no });
    expect(ticket.bet).toMatchObject({
      status: 'cashed_out',
      payout: o.value,
      cash_out: { amount: o.value },
    });
    const day = await post('dbetlist', { working_date: today() });
    expect(day.bets.find((b: { bet_id: number }) => b.bet_id === bet.bet_id)?.status).toBe('cashed_out');
    const settled = await post('settledbetlist', { start_date: today(), end_date: today() });
    expect(settled.bets.some((b: { bet_id: number }) => b.bet_id === bet.bet_id)).toBe(true);
    const running = await post('betacceptlist', {});
    expect(running.bets.some((b: { bet_id: number }) => b.bet_id === bet.bet_id)).toBe(false);
    const items = (await post('betstatementday', { working_date: today() })).items as {
      ref_no: string | null;
      win_loss: string;
      outstanding: string;
    }[];
    const line = items.find((i) => i.ref_no === bet.ref_no);
    expect(line).toMatchObject({ outstanding: '0.00' });
    expect(toMinor(line!.win_loss)).toBe(toMinor(o.value) - toMinor(bet.risk));
  });

  it('refuses a value that fell unless the player accepts any change, and pays a value that rose', async () => {
    const [m] = fresh(1) as [SimMatch];
    const bet = await single(m);
    const o = await offer(bet.bet_id);
    const higher = ((toMinor(o.value) + 1) / 100).toFixed(2);
    const refused = await post('cashout', { bet_id: bet.bet_id, value: higher, request_id: slip() });
    expect(refused).toMatchObject({ statusdesc: 'cashOutValueChanged', value: o.value });
    expect((await betRow(bet.bet_id)).status).toBe('running');
    const lower = ((toMinor(o.value) - 1) / 100).toFixed(2);
    const taken = await post('cashout', { bet_id: bet.bet_id, value: lower, request_id: slip() });
    expect(taken).toMatchObject({ statusdesc: 'success', amount: o.value });
    const [n] = fresh(1) as [SimMatch];
    const second = await single(n);
    const o2 = await offer(second.bet_id);
    const above = ((toMinor(o2.value) + 50) / 100).toFixed(2);
    const accepted = await post('cashout', {
      bet_id: second.bet_id,
      value: above,
      request_id: slip(),
      accept_any_odds: true,
    });
    expect(accepted).toMatchObject({ statusdesc: 'success', amount: o2.value });
  });

  it('a partial cash out credits the amount and leaves a smaller running bet that settles on its own stake', async () => {
    const [m] = fresh(1) as [SimMatch];
    const bet = await single(m, '100.00');
    const o = await offer(bet.bet_id);
    const value = toMinor(o.value);
    const amount = Math.floor(value / 3);
    const before = await balanceOf(h, 'demo01');
    const request = {
      bet_id: bet.bet_id,
      value: o.value,
      amount: (amount / 100).toFixed(2),
      request_id: slip(),
      accept_any_odds: true,
    };
    const res = await post('cashout', request);
    expect(res.statusdesc).toBe('success');
    // The same request again takes nothing more, although the bet still runs and has a value.
    expect((await post('cashout', request)).statusdesc).toBe('duplicate_debit_record');
    expect(res.bet.status).toBe('running');
    const partStake = Math.ceil((10_000 * amount) / value);
    expect(toMinor(res.bet.stake)).toBe(10_000 - partStake);
    expect(res.bet.cash_out).toEqual({
      amount: (amount / 100).toFixed(2),
      stake: (partStake / 100).toFixed(2),
      count: 1,
      automatic: false,
    });
    const mid = await balanceOf(h, 'demo01');
    expect(mid.balance - before.balance).toBe(amount);
    expect(before.outstanding - mid.outstanding).toBe(partStake);
    await assertOpenStakesConsistent(h);
    // The statement books the part now and holds only the remainder's stake, as the wallet does.
    await assertStatementAgrees(mid);
    // The remainder is offered at its own, smaller value.
    const rest = await offer(bet.bet_id);
    expect(toMinor(rest.value)).toBeLessThan(value);
    // An amount that would leave nothing, and an amount at or above the value, are refused and change nothing.
    const bad = await post('cashout', {
      bet_id: bet.bet_id,
      value: rest.value,
      amount: rest.value,
      request_id: slip(),
    });
    expect(bad.statusdesc).toBe('cashOutAmountInvalid');
    const row = await betRow(bet.bet_id);
    const result = h.app.odds.sim.finishMatch(m.id)!;
    await h.app.bets.idle();
    const settled = await betRow(bet.bet_id);
    expect(settled.status === 'settled' || settled.status === 'void').toBe(true);
    const paid = await credits(bet.ref_no);
    expect(paid[0]).toEqual({ amount, remark: `cash out ${bet.ref_no}` });
    expect(paid.slice(1).reduce((s, c) => s + c.amount, 0)).toBe(toSafeInt(settled.return_minor));
    // The remainder settled on its own risk and win.
    expect(toSafeInt(settled.risk_minor)).toBe(toSafeInt(row.risk_minor));
    expect(toSafeInt(settled.return_minor)).toBeLessThanOrEqual(toSafeInt(row.max_payout_minor));
    expect(outcomeOf(result).status).toBe('completed');
    await assertLedgerConsistent(h, 'demo01');
    await assertOpenStakesConsistent(h);
    await assertStatementAgrees(await balanceOf(h, 'demo01'));
  });

  it('values a parlay from its settled legs and its running one', async () => {
    const [a, b] = fresh(2) as [SimMatch, SimMatch];
    const legs = [legOf(a, 'hdp', 'h'), legOf(b, 'hdp', 'h')];
    const placed = (await post('betparlay', { legs, stake: '50.00', slip_id: slip() })).bet;
    h.app.odds.sim.finishMatch(a.id);
    await h.app.bets.idle();
    const [first] = await h.db.query<{ outcome: string; win_bp: unknown; lose_bp: unknown }>(
      'SELECT outcome, win_bp, lose_bp FROM bet_legs WHERE bet_id = $1 AND leg_no = 1',
      [placed.bet_id],
    );
    expect(first?.outcome).not.toBeNull();
    const line = h.app.odds.getMatch(b.id)!.lines.find((l) => l[0] === 'hdp' && l[1] === 0)!;
    const expected = cashOutValue({
      riskMinor: 5_000,
      winMinor: toMinor(placed.max_payout) - 5_000,
      maxPayoutMinor: toMinor(placed.max_payout),
      parlay: true,
      legs: [
        {
          price: legs[0]!.price,
          settled: {
            outcome: first!.outcome as never,
            winBp: toSafeInt(first!.win_bp),
            loseBp: toSafeInt(first!.lose_bp),
          },
        },
        { price: legs[1]!.price, settled: null, chance: fairChance([line[3], line[4]], 0) },
      ],
      marginBp: DEFAULT_CASH_OUT_MARGIN_BP,
    }).valueMinor;
    const o = await offer(placed.bet_id);
    if (expected === 0) expect(o.code).toBe('cashOutUnavailable');
    else {
      expect(toMinor(o.value)).toBe(expected);
      const res = await post('cashout', { bet_id: placed.bet_id, value: o.value, request_id: slip() });
      expect(res.bet).toMatchObject({ status: 'cashed_out', bet_type: 'parlay' });
      h.app.odds.sim.finishMatch(b.id);
      await h.app.bets.idle();
      await h.app.bets.sweep();
      expect((await betRow(placed.bet_id)).status).toBe('cashed_out');
      expect(await credits(placed.ref_no)).toEqual([
        { amount: expected, remark: `cash out ${placed.ref_no}` },
      ]);
    }
    await assertLedgerConsistent(h, 'demo01');
  });

  it('a bet whose match was settled first is not cashed out', async () => {
    const [m] = fresh(1) as [SimMatch];
    const bet = await single(m);
    const o = await offer(bet.bet_id);
    // The result is stored and paid while the simulator still shows the match open (a follower's older copy).
    await settleMatch(h.app.bets.deps, m.id, HOME_WIN);
    const res = await post('cashout', { bet_id: bet.bet_id, value: o.value, request_id: slip() });
    expect(res.statusdesc).toBe('cashOutUnavailable');
    expect((await credits(bet.ref_no)).every((c) => !c.remark.startsWith('cash out'))).toBe(true);
    await assertLedgerConsistent(h, 'demo01');
  });
});

const HOME_WIN: MatchOutcome = {
  status: 'completed',
  home: 1,
  away: 0,
  htHome: 0,
  htAway: 0,
  firstGoal: 'h',
  lastGoal: 'h',
  placings: [],
};

describe('the switches and the margin', () => {
  it('an account or operator with cash out off is refused, and the margin is the operator’s', async () => {
    const [m] = fresh(1) as [SimMatch];
    const bet = await single(m);
    await h.db.query(`UPDATE members SET cash_out_disabled = true WHERE account_id = 'demo01'`);
    try {
      expect((await post('cashoutquote', { bet_ids: [bet.bet_id] })).statusdesc).toBe('cashOutDisabled');
      const res = await post('cashout', { bet_id: bet.bet_id, value: '1.00', request_id: slip() });
      expect(res.statusdesc).toBe('cashOutDisabled');
    } finally {
      await h.db.query(`UPDATE members SET cash_out_disabled = false WHERE account_id = 'demo01'`);
    }
    await setOperatorDisabled(h.db, ['cash_out']);
    try {
      expect((await post('cashoutquote', { bet_ids: [bet.bet_id] })).statusdesc).toBe('cashOutDisabled');
      const profile = (await h.post('userlogin', { account_id: 'demo04', password: 'Pass1234' })).json();
      expect(profile.member_profile.player_info[0].disabled_products).toContain('cash_out');
    } finally {
      await setOperatorDisabled(h.db, []);
    }
    const atDefault = toMinor((await offer(bet.bet_id)).value);
    await setCashOutMargin(h.db, 0);
    try {
      const fair = toMinor((await offer(bet.bet_id)).value);
      expect(fair).toBeGreaterThan(atDefault);
    } finally {
      await setCashOutMargin(h.db, DEFAULT_CASH_OUT_MARGIN_BP);
    }
    expect((await betRow(bet.bet_id)).status).toBe('running');
  });
});
