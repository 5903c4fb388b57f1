import { toSafeInt } from '../../src/server/db/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betAmounts } from '../../src/shared/betting/amounts';
import { LINE_STATE } from '../../src/shared/feed/layout';
import { toMinor } from '../../src/shared/money';
import { MYANMAR_PRICE } from '../../src/shared/odds/myanmar';
import { startHarness, type Harness } from './harness';
import {
  assertLedgerConsistent,
  balanceOf,
  legOf,
  matches,
  myanmarLeg,
  session,
  slip,
  assertOpenStakesConsistent,
} from './bet-helpers';

let h: Harness;
let demo: { account_id: string; session_token: string };

beforeAll(async () => {
  h = await startHarness({ requestLimit: { max: 100_000, windowMs: 60_000 } });
  demo = await session(h, 'demo01');
});
afterAll(() => h.close());

const post = async (name: string, body: Record<string, unknown>) =>
  (await h.post(`bet/${name}`, body)).json();

describe('betsingle (pre-match)', () => {
  it('debits the risk once, records a running bet and the outstanding stake, and lists it', async () => {
    const m = matches(h, 'pre')[0]!;
    const leg = legOf(m, 'hdp', 'h', 1);
    const before = await balanceOf(h, 'demo01');
    const res = await post('betsingle', { ...demo, leg, stake: '100.00', slip_id: slip() });
    expect(res.statusdesc).toBe('success');
    const { riskMinor, winMinor } = betAmounts(10_000, leg.price, 1);
    expect(res.bet).toMatchObject({
      status: 'running',
      bet_type: 'single',
      stake: '100.00',
      risk: (riskMinor / 100).toFixed(2),
    });
    expect(toMinor(res.bet.max_payout)).toBe(riskMinor + winMinor);
    const after = await balanceOf(h, 'demo01');
    expect(after.balance).toBe(before.balance - riskMinor);
    expect(after.outstanding).toBe(before.outstanding + riskMinor);
    expect(toMinor(res.balance)).toBe(after.balance);
    const list = await post('betacceptlist', demo);
    expect(list.bets.map((b: { bet_id: number }) => b.bet_id)).toContain(res.bet.bet_id);
    await assertLedgerConsistent(h, 'demo01');
  });

  it('a second submit of the same slip answers duplicate_debit_record and debits nothing', async () => {
    const m = matches(h, 'pre')[1]!;
    const body = { ...demo, leg: legOf(m, 'ou', 'o'), stake: '10.00', slip_id: slip() };
    expect((await post('betsingle', body)).statusdesc).toBe('success');
    const before = await balanceOf(h, 'demo01');
    expect((await post('betsingle', body)).statusdesc).toBe('duplicate_debit_record');
    const twins = await Promise.all(
      [1, 2, 3].map(() => post('betsingle', { ...body, slip_id: body.slip_id.toUpperCase() })),
    );
    expect(twins.filter((r) => r.statusdesc === 'success')).toHaveLength(1);
    expect(twins.filter((r) => r.statusdesc === 'duplicate_debit_record')).toHaveLength(2);
    expect((await balanceOf(h, 'demo01')).balance).toBe(before.balance - 1_000);
  });

  it('enforces the stake limits with their codes', async () => {
    const m = matches(h, 'pre')[2]!;
    const leg = legOf(m, 'hdp', 'a');
    expect((await post('betsingle', { ...demo, leg, stake: '0.50', slip_id: slip() })).statusdesc).toBe(
      'betLowerMin',
    );
    expect((await post('betsingle', { ...demo, leg, stake: '10000.01', slip_id: slip() })).statusdesc).toBe(
      'betOverMax',
    );
    // A draw pays more than the stake; a payout cap equal to the max stake refuses it.
    await h.db.query(
      `UPDATE bet_limits SET max_bet_minor = 10000, max_payout_minor = 10000 WHERE account_id = 'demo01' AND key = '1_1x2'`,
    );
    const draw = legOf(m, 'oxt', 'x');
    expect(
      (await post('betsingle', { ...demo, leg: draw, stake: '100.00', slip_id: slip() })).statusdesc,
    ).toBe('betOverMaxPayout');
    await h.db.query(
      `UPDATE bet_limits SET max_bet_minor = 500000, max_payout_minor = 5000000 WHERE account_id = 'demo01' AND key = '1_1x2'`,
    );
    expect((await post('betsingle', { ...demo, leg, stake: 'abc', slip_id: slip() })).statusdesc).toBe(
      'betAmountInvalid',
    );
  });

  it('a moved price is taken only under accept better / any odds', async () => {
    const m = matches(h, 'pre')[3]!;
    const leg = legOf(m, 'hdp', 'h');
    const worse = { ...leg, price: leg.price + 20_000 };
    const better = { ...leg, price: leg.price - 20_000 };
    expect(
      (await post('betsingle', { ...demo, leg: better, stake: '5.00', slip_id: slip() })).statusdesc,
    ).toBe('oddsIsUpdating');
    const ok = await post('betsingle', {
      ...demo,
      leg: better,
      stake: '5.00',
      slip_id: slip(),
      accept_better_odds: true,
    });
    expect(ok.bet.legs[0].price).toBe(leg.price);
    expect(
      (
        await post('betsingle', {
          ...demo,
          leg: worse,
          stake: '5.00',
          slip_id: slip(),
          accept_better_odds: true,
        })
      ).statusdesc,
    ).toBe('oddsIsUpdating');
    expect(
      (
        await post('betsingle', {
          ...demo,
          leg: worse,
          stake: '5.00',
          slip_id: slip(),
          accept_any_odds: true,
        })
      ).statusdesc,
    ).toBe('success');
  });

  it('refuses unknown and finished matches, a moved line, the wrong call family, and view-only accounts', async () => {
    const m = matches(h, 'pre')[4]!;
    const leg = legOf(m, 'hdp', 'h');
    expect(
      (await post('betsingle', { ...demo, leg: { ...leg, match_id: 999 }, stake: '5.00', slip_id: slip() }))
        .statusdesc,
    ).toBe('318');
    expect(
      (
        await post('betsingle', {
          ...demo,
          leg: { ...leg, line: (leg.line ?? 0) + 500 },
          stake: '5.00',
          slip_id: slip(),
        })
      ).statusdesc,
    ).toBe('invalidOddsBall');
    expect(
      (await post('betsinglespecial', { ...demo, leg, stake: '5.00', slip_id: slip() })).statusdesc,
    ).toBe('invalidBetType');
    expect((await post('vbetsingle', { ...demo, leg, stake: '5.00', slip_id: slip() })).statusdesc).toBe(
      '308',
    );
    const done = matches(h, 'pre')[5]!;
    const doneLeg = legOf(done, 'hdp', 'h');
    h.app.odds.sim.finishMatch(done.id);
    expect(
      (await post('betsingle', { ...demo, leg: doneLeg, stake: '5.00', slip_id: slip() })).statusdesc,
    ).toBe('311');
    const view = await session(h, 'view01');
    expect((await post('betsingle', { ...view, leg, stake: '5.00', slip_id: slip() })).statusdesc).toBe(
      'viewOnly',
    );
  });

  it('betcheck answers the current quote and the limits of the key', async () => {
    const m = matches(h, 'pre')[6]!;
    const leg = legOf(m, 'hdp', 'h');
    const res = await post('betcheck', { ...demo, leg });
    expect(res.check).toMatchObject({ code: '', price: leg.price, line: leg.line, live: false });
    expect(res.limit).toEqual({ min_bet: '1.00', max_bet: '10000.00', max_payout: '100000.00' });
  });
});

describe('parlays', () => {
  it('places a 3-leg mix parlay at the product of decimal odds and refuses broken slips with their codes', async () => {
    const [a, b, c] = matches(h, 'pre').slice(7, 10) as [never, never, never];
    const legs = [legOf(a, 'hdp', 'h'), legOf(b, 'ou', 'o'), legOf(c, 'hdp', 'a')];
    const res = await post('betparlay', { ...demo, legs, stake: '10.00', slip_id: slip() });
    expect(res.statusdesc).toBe('success');
    expect(res.bet).toMatchObject({ bet_type: 'parlay', status: 'running', risk: '10.00' });
    expect(res.bet.legs).toHaveLength(3);
    expect(
      (await post('betparlay', { ...demo, legs: legs.slice(0, 1), stake: '10.00', slip_id: slip() }))
        .statusdesc,
    ).toBe('parlayMinMatches');
    expect(
      (
        await post('betparlay', {
          ...demo,
          legs: [legs[0], legOf(a, 'ou', 'u')],
          stake: '10.00',
          slip_id: slip(),
        })
      ).statusdesc,
    ).toBe('parlaySameMatch');
    expect(
      (
        await post('betparlay', {
          ...demo,
          legs: legs.slice(0, 2),
          special: true,
          stake: '10.00',
          slip_id: slip(),
        })
      ).statusdesc,
    ).toBe('specialParlayMinMatches');
  });

  it('a system parlay of 3 selections with sizes 2 and 3 is 4 tickets at the unit stake', async () => {
    const picks = matches(h, 'pre').slice(10, 13);
    const legs = picks.map((m) => legOf(m, 'hdp', 'h'));
    const before = await balanceOf(h, 'demo01');
    const res = await post('betsysparlay', { ...demo, legs, sizes: [2, 3], stake: '2.00', slip_id: slip() });
    expect(res.bet).toMatchObject({ bet_type: 'system', ticket_count: 4, stake: '8.00', sizes: [2, 3] });
    expect((await balanceOf(h, 'demo01')).balance).toBe(before.balance - 800);
    const tickets = await post('betsysparlaybet', { ...demo, bet_id: res.bet.bet_id });
    expect(tickets.tickets).toHaveLength(4);
    expect(tickets.tickets[3].legs).toEqual([1, 2, 3]);
    expect(
      (await post('betsysparlay', { ...demo, legs, sizes: [4], stake: '2.00', slip_id: slip() })).statusdesc,
    ).toBe('invalidBetType');
  });
});

describe('Myanmar odds', () => {
  it('mmk01 places a Myanmar single at the quoted body/percentage; an MYR account is refused', async () => {
    const mmk = await session(h, 'mmk01');
    const { row, leg } = myanmarLeg(h);
    const check = await post('betmmoclick', { ...mmk, leg });
    expect(check.check.mmo).toEqual({ body: row[3], pct: row[4], giver: row[2] });
    const res = await post('betsinglemmo', { ...mmk, leg, stake: '1000.00', slip_id: slip() });
    expect(res.statusdesc).toBe('success');
    expect(res.bet).toMatchObject({ bet_type: 'mmo_single', risk: '1000.00', max_payout: '2000.00' });
    expect((await post('betsinglemmo', { ...demo, leg, stake: '10.00', slip_id: slip() })).statusdesc).toBe(
      'invalidCurrency',
    );
    await assertLedgerConsistent(h, 'mmk01');
  });
});

describe('Myanmar odds on every market that offers them', () => {
  it('answers the even-money Myanmar price the slip sends, so no pick reads as a price change', async () => {
    const mmk = await session(h, 'mmk01');
    const sim = h.app.odds.sync();
    const seen = new Set<string>();
    for (const m of sim.matches.values()) {
      if (m.state !== 'pre' || !m.parlay) continue;
      for (const [market, period, giver, body, pct] of m.mmo) {
        const kind = `${m.type === 3 ? 'child' : 'main'}-${market}-${period}`;
        if (seen.has(kind)) continue;
        const line = m.lines.find((l) => l[0] === market && l[1] === period);
        if (!line || line[6] !== LINE_STATE.RUNNING) continue;
        seen.add(kind);
        const leg = {
          match_id: m.id,
          market,
          period,
          choice: market === 'ou' ? 'u' : giver === 2 ? 'h' : 'a',
          line: line[2],
          price: MYANMAR_PRICE,
          odds_type: 5,
          mmo: { body, pct },
        };
        const check = await post('betmmoclick', { ...mmk, leg });
        expect(check.check, kind).toMatchObject({
          code: '',
          price: MYANMAR_PRICE,
          mmo: { body, pct, giver },
        });
        const res = await post('betsinglemmo', { ...mmk, leg, stake: '1000.00', slip_id: slip() });
        expect(res.statusdesc, kind).toBe('success');
      }
    }
    expect([...seen].sort()).toEqual([
      'child-hdp-0',
      'child-hdp-1',
      'child-ou-0',
      'child-ou-1',
      'main-hdp-0',
      'main-hdp-1',
      'main-ou-0',
      'main-ou-1',
    ]);
  });
});

describe('open stakes per member, match and market', () => {
  it('still equal the open singles after singles, parlays, system and Myanmar bets and their refusals', async () => {
    await h.app.bets.idle();
    await assertOpenStakesConsistent(h);
    const [kept] = await h.db.query<{ n: unknown }>(
      'SELECT count(*) AS n FROM open_stakes WHERE stake_minor > 0',
    );
    expect(toSafeInt(kept?.n)).toBeGreaterThan(0);
  });
});
