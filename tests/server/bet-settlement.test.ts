import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betAmounts } from '../../src/shared/betting/amounts';
import { settlePick } from '../../src/server/betting/markets';
import type { MatchOutcome } from '../../src/server/betting/markets';
import { parlayReturn } from '../../src/shared/betting/parlay';
import { settleSingle } from '../../src/server/betting/settlement';
import { toMinor } from '../../src/shared/money';
import { resettleMatch } from '../../src/server/betting/resettle';
import { CANCELLED, outcomeOf, settleMatch } from '../../src/server/betting/settle';
import type { BettingDeps } from '../../src/server/betting/deps';
import { toSafeInt } from '../../src/server/db/types';
import { startHarness, type Harness } from './harness';
import {
  assertLedgerConsistent,
  balanceOf,
  legOf,
  matches,
  session,
  slip,
  assertOpenStakesConsistent,
} from './bet-helpers';

let h: Harness;
let demo: { account_id: string; session_token: string };
let deps: BettingDeps;
const A = { commType: 'A', commissionBp: 25 };

beforeAll(async () => {
  h = await startHarness({ requestLimit: { max: 100_000, windowMs: 60_000 } });
  demo = await session(h, 'demo01');
  deps = h.app.bets.deps;
});
afterAll(() => h.close());

const post = async (name: string, body: Record<string, unknown>) =>
  (await h.post(`bet/${name}`, body)).json();
/** The GMT+8 working date of now (settled_at is the database clock). */
const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
const betRow = async (id: number) =>
  (await h.db.query<Record<string, unknown>>('SELECT * FROM bets WHERE id = $1', [id]))[0]!;

describe('settlement from the simulator result', () => {
  it('pays every single of a finished match exactly as the shared rules say, with commission, once', async () => {
    const m = matches(h, 'pre')[0]!;
    const legs = [
      legOf(m, 'hdp', 'h', 1),
      legOf(m, 'hdp', 'a', 1),
      legOf(m, 'ou', 'o', 3),
      legOf(m, 'ou', 'u', 2),
      legOf(m, 'oxt', 'x'),
      legOf(m, 'oe', 'odd'),
    ];
    const placed: { bet_id: number; risk: string }[] = [];
    for (const leg of legs)
      placed.push((await post('betsingle', { ...demo, leg, stake: '100.00', slip_id: slip() })).bet);
    const before = await balanceOf(h, 'demo01');
    const result = h.app.odds.sim.finishMatch(m.id)!;
    await h.app.bets.idle();
    const outcome = outcomeOf(result);
    let credited = 0;
    for (const [i, bet] of placed.entries()) {
      const leg = legs[i]!;
      const { riskMinor, winMinor } = betAmounts(10_000, leg.price, leg.odds_type);
      const f = settlePick(
        { market: leg.market, period: 0, choice: leg.choice, line: leg.line, scoreAtBet: null, mmo: null },
        outcome,
      );
      const expected = settleSingle(riskMinor, winMinor, f, A);
      const row = await betRow(bet.bet_id);
      expect(row.status).toBe(f.outcome === 'void' ? 'void' : 'settled');
      expect(row.outcome).toBe(f.outcome);
      expect(toSafeInt(row.return_minor)).toBe(expected.returnMinor);
      expect(toSafeInt(row.commission_minor)).toBe(expected.commissionMinor);
      expect(toSafeInt(row.valid_turnover_minor)).toBe(expected.validTurnoverMinor);
      credited += expected.returnMinor + expected.commissionMinor;
    }
    const after = await balanceOf(h, 'demo01');
    expect(after.balance - before.balance).toBe(credited);
    expect(before.outstanding - after.outstanding).toBe(placed.reduce((s, b) => s + toMinor(b.risk), 0));
    // The simulator's result arrives again (a sweep or a restart): nothing is paid twice.
    await settleMatch(deps, m.id, outcome);
    await h.app.bets.sweep();
    expect((await balanceOf(h, 'demo01')).balance).toBe(after.balance);
    await assertLedgerConsistent(h, 'demo01');
    const settledIds: number[] = [];
    for (const bet of placed)
      if ((await betRow(bet.bet_id)).status === 'settled') settledIds.push(bet.bet_id);
    const day = await post('dbetlist', { ...demo, working_date: today() });
    expect(day.bets.map((b: { bet_id: number }) => b.bet_id)).toEqual(expect.arrayContaining(settledIds));
    // The history tab lists exactly the settled ones, with their outcome and payout; the running list has none.
    const history = await post('settledbetlist', { ...demo, start_date: today(), end_date: today() });
    const listed = history.bets.filter((b: { bet_id: number }) => placed.some((p) => p.bet_id === b.bet_id));
    expect(listed.map((b: { bet_id: number }) => b.bet_id).sort()).toEqual([...settledIds].sort());
    for (const b of listed) {
      expect(b.status).toBe('settled');
      expect(b.outcome).not.toBeNull();
      expect(toMinor(b.payout)).toBe(toSafeInt((await betRow(b.bet_id)).return_minor));
    }
    const running = await post('betacceptlist', demo);
    expect(running.bets.filter((b: { bet_id: number }) => settledIds.includes(b.bet_id))).toEqual([]);
  });

  it('a parlay pays when its last leg settles, by the product of its leg multipliers', async () => {
    const [a, b, c] = matches(h, 'pre').slice(1, 4) as [never, never, never];
    const legs = [legOf(a, 'hdp', 'h'), legOf(b, 'ou', 'u'), legOf(c, 'oxt', '1')];
    const res = await post('betparlay', { ...demo, legs, stake: '50.00', slip_id: slip() });
    const outcomes: MatchOutcome[] = [];
    for (const [i, m] of [a, b, c].entries()) {
      outcomes.push(outcomeOf(h.app.odds.sim.finishMatch((m as { id: number }).id)!));
      await h.app.bets.idle();
      if (i < 2) expect((await betRow(res.bet.bet_id)).status).toBe('running');
    }
    const expected = parlayReturn(
      5_000,
      legs.map((leg, i) => ({
        price: leg.price,
        factor: settlePick({ ...leg, scoreAtBet: null, mmo: null }, outcomes[i]!),
      })),
    );
    const row = await betRow(res.bet.bet_id);
    expect(['settled', 'void']).toContain(row.status);
    expect(toSafeInt(row.return_minor)).toBe(expected);
    const details = await post('parlaybetdetails', { ...demo, bet_id: res.bet.bet_id });
    expect(details.bets[0].legs.every((l: { outcome: string | null }) => l.outcome !== null)).toBe(true);
    await assertLedgerConsistent(h, 'demo01');
  });

  it('a cancelled match refunds its bets', async () => {
    const m = matches(h, 'pre')[4]!;
    const res = await post('betsingle', {
      ...demo,
      leg: legOf(m, 'hdp', 'h', 1),
      stake: '20.00',
      slip_id: slip(),
    });
    const before = await balanceOf(h, 'demo01');
    await settleMatch(deps, m.id, CANCELLED);
    const row = await betRow(res.bet.bet_id);
    expect(row).toMatchObject({ status: 'void', outcome: 'void' });
    expect((await balanceOf(h, 'demo01')).balance - before.balance).toBe(toMinor(res.bet.risk));
    const cancelled = await post('dbetlistcancel', { ...demo, working_date: today() });
    expect(cancelled.bets.map((b: { bet_id: number }) => b.bet_id)).toContain(res.bet.bet_id);
  });

  it('re-settlement reverses and re-applies: the ledger shows both, the wallet nets to the corrected result', async () => {
    const m = matches(h, 'pre')[5]!;
    const leg = legOf(m, 'hdp', 'h', 4);
    const res = await post('betsingle', { ...demo, leg, stake: '100.00', slip_id: slip() });
    const homeWin: MatchOutcome = {
      status: 'completed',
      home: 3,
      away: 0,
      htHome: 1,
      htAway: 0,
      firstGoal: 'h',
      lastGoal: 'h',
      placings: [],
    };
    const awayWin: MatchOutcome = { ...homeWin, home: 0, away: 3, firstGoal: 'a', lastGoal: 'a' };
    await settleMatch(deps, m.id, homeWin);
    const afterFirst = await balanceOf(h, 'demo01');
    const { riskMinor, winMinor } = betAmounts(10_000, leg.price, 4);
    const first = settleSingle(
      riskMinor,
      winMinor,
      settlePick({ ...leg, scoreAtBet: null, mmo: null }, homeWin),
      A,
    );
    const second = settleSingle(
      riskMinor,
      winMinor,
      settlePick({ ...leg, scoreAtBet: null, mmo: null }, awayWin),
      A,
    );
    const report = await resettleMatch(deps, m.id, awayWin);
    expect(report).toEqual({ resettled: 1, failed: [] });
    const afterSecond = await balanceOf(h, 'demo01');
    expect(afterSecond.balance - afterFirst.balance).toBe(
      second.returnMinor + second.commissionMinor - first.returnMinor - first.commissionMinor,
    );
    const rows = await h.db.query<{ remark: string; amount_minor: unknown }>(
      'SELECT remark, amount_minor FROM ledger WHERE ref = $1 ORDER BY id',
      [res.bet.ref_no],
    );
    expect(rows.some((r) => r.remark.startsWith('resettle reversal') && toSafeInt(r.amount_minor) < 0)).toBe(
      true,
    );
    expect(await betRow(res.bet.bet_id)).toMatchObject({ outcome: 'lost' });
    // Re-settling to the same result again moves nothing.
    const again = await balanceOf(h, 'demo01');
    await resettleMatch(deps, m.id, awayWin);
    expect((await balanceOf(h, 'demo01')).balance).toBe(again.balance);
    await assertLedgerConsistent(h, 'demo01');
  });
});

describe('live acceptance', () => {
  it('a live bet waits, then runs when nothing happened, or is rejected and refunded after a goal', async () => {
    const live = matches(h, 'live');
    expect(live.length).toBeGreaterThanOrEqual(2);
    const [quiet, busy] = live as [never, never];
    const calm = await post('betsingle', {
      ...demo,
      leg: legOf(quiet, 'ou', 'o'),
      stake: '10.00',
      slip_id: slip(),
      accept_any_odds: true,
    });
    const goal = await post('betsingle', {
      ...demo,
      leg: legOf(busy, 'ou', 'u'),
      stake: '10.00',
      slip_id: slip(),
      accept_any_odds: true,
    });
    expect(calm.bet.status).toBe('waiting');
    expect(goal.bet.status).toBe('waiting');
    const pending = await post('pendingbetlist', demo);
    expect(pending.bets.map((b: { bet_id: number }) => b.bet_id)).toEqual(
      expect.arrayContaining([calm.bet.bet_id, goal.bet.bet_id]),
    );
    const before = await balanceOf(h, 'demo01');
    h.app.odds.sim.scoreGoal((busy as { id: number }).id, 'h');
    h.clock.now += 5_000;
    const goalsNow = (id: number) => {
      const m = h.app.odds.getMatch(id)!;
      return m.scoreHome + m.scoreAway;
    };
    const quietScored =
      goalsNow((quiet as { id: number }).id) !==
      calm.bet.legs[0].score_at_bet
        .split('-')
        .map(Number)
        .reduce((a: number, b: number) => a + b, 0);
    const accepted = await post('betacceptlist', demo);
    const rejected = await post('betrejectlist', demo);
    expect(rejected.bets.map((b: { bet_id: number }) => b.bet_id)).toContain(goal.bet.bet_id);
    expect(rejected.bets.find((b: { bet_id: number }) => b.bet_id === goal.bet.bet_id).reject_reason).toBe(
      'goal',
    );
    // The quiet match could score on its own in those 5 seconds; the decision must follow what happened.
    const list = quietScored ? rejected : accepted;
    expect(list.bets.map((b: { bet_id: number }) => b.bet_id)).toContain(calm.bet.bet_id);
    const refunded = toMinor(goal.bet.risk) + (quietScored ? toMinor(calm.bet.risk) : 0);
    expect((await balanceOf(h, 'demo01')).balance - before.balance).toBe(refunded);
    await assertLedgerConsistent(h, 'demo01');
  });
});

describe('open stakes per member, match and market', () => {
  it('still equal the open singles after settlement, refunds, re-settlement and live acceptance', async () => {
    await h.app.bets.idle();
    await assertOpenStakesConsistent(h);
    const [kept] = await h.db.query<{ n: unknown }>(
      'SELECT count(*) AS n FROM open_stakes WHERE stake_minor > 0',
    );
    expect(toSafeInt(kept?.n)).toBeGreaterThan(0);
  });
});
