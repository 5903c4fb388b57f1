import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BetLeg } from '../../src/shared/betting/api';
import { LINE_STATE } from '../../src/shared/feed/layout';
import { toMinor } from '../../src/shared/money';
import { moreOdds } from '../../src/server/odds/more-odds';
import type { SimMatch } from '../../src/server/odds/types';
import { toSafeInt } from '../../src/server/db/types';
import { outcomeOf } from '../../src/server/betting/settle';
import { settlePick } from '../../src/server/betting/markets';
import { VOID } from '../../src/shared/betting/outcome';
import { parlayReturn } from '../../src/shared/betting/parlay';
import { startHarness, type Harness } from './harness';
import { assertLedgerConsistent, balanceOf, legOf, matches, session, slip } from './bet-helpers';

let h: Harness;
let demo: { account_id: string; session_token: string };
/** The server's warnings and errors, as the JSON lines it writes. */
const logged: Record<string, unknown>[] = [];

beforeAll(async () => {
  h = await startHarness({ requestLimit: { max: 100_000, windowMs: 60_000 } }, undefined, {
    level: 'warn',
    destination: { write: (line: string) => logged.push(JSON.parse(line) as Record<string, unknown>) },
  });
  demo = await session(h, 'demo01');
});
afterAll(() => h.close());

const post = async (name: string, body: Record<string, unknown>) =>
  (await h.post(`bet/${name}`, body)).json();

const CHOICES: Record<string, string[]> = {
  hdp: ['h', 'a'],
  ou: ['o', 'u'],
  oe: ['odd', 'even'],
  ml: ['h', 'a'],
};
const PRICE_AT: Record<string, number> = { h: 3, a: 4, o: 3, u: 4, odd: 3, even: 4, '1': 3, x: 4, '2': 5 };

/** One leg of every running main line of a match (full time and first half), in decimal odds. */
function mainLegs(m: SimMatch): BetLeg[] {
  return m.lines
    .filter((l) => l[6] === LINE_STATE.RUNNING && l[3] > 0)
    .map((l) => {
      const choice = (CHOICES[l[0]] ?? ['1'])[0]!;
      return {
        match_id: m.id,
        market: l[0],
        period: l[1],
        choice,
        line: l[0] === 'hdp' || l[0] === 'ou' ? l[2] : null,
        price: l[PRICE_AT[choice]!] as number,
        odds_type: 4,
      };
    });
}

/** The first choice of every extra market (the more-odds panel) of a match. */
function extraLegs(m: SimMatch): BetLeg[] {
  return moreOdds(m, h.app.odds.sync().now)
    .filter((row) => row[3].some((c) => c[2] === LINE_STATE.RUNNING && c[1] > 0))
    .map(([market, period, line, choices]) => {
      const [choice, price] = choices.find((c) => c[2] === LINE_STATE.RUNNING && c[1] > 0)!;
      return { match_id: m.id, market, period, choice, line: line || null, price, odds_type: 4 };
    });
}

describe('a match cancelled at kick-off', () => {
  it('refunds every single of every market family and voids its parlay leg at 1.00, to the cent', async () => {
    const sim = h.app.odds.sync();
    const m = matches(h, 'pre').find((x) => x.childIds.length > 0)!;
    expect(m).toBeDefined();
    const children = m.childIds.map((id) => sim.matches.get(id)!);
    const singles: { leg: BetLeg; special: boolean }[] = [
      ...mainLegs(m).map((leg) => ({ leg, special: false })),
      ...children.flatMap((c) => mainLegs(c)).map((leg) => ({ leg, special: false })),
      ...extraLegs(m).map((leg) => ({ leg, special: true })),
    ];
    const families = new Set(singles.map((s) => `${s.leg.market}/${s.leg.period}`));
    expect(families.size).toBeGreaterThan(10);
    expect(singles.some((s) => s.leg.period === 1)).toBe(true);
    const before = await balanceOf(h, 'demo01');
    const placed: { bet_id: number; risk: string }[] = [];
    for (const [i, s] of singles.entries()) {
      const res = await post(s.special ? 'betsinglespecial' : 'betsingle', {
        ...demo,
        leg: s.leg,
        stake: `${10 + i}.37`,
        slip_id: slip(),
        accept_any_odds: true,
      });
      expect(res.statusdesc, `${s.leg.market}/${s.leg.period}`).toBe('success');
      placed.push(res.bet);
    }
    const other = matches(h, 'pre').find((x) => x.id !== m.id && x.parlay)!;
    const otherLeg = legOf(other, 'hdp', 'h');
    const parlay = await post('betparlay', {
      ...demo,
      legs: [legOf(m, 'hdp', 'h'), otherLeg],
      stake: '25.00',
      slip_id: slip(),
      accept_any_odds: true,
    });
    expect(parlay.statusdesc).toBe('success');
    const staked = await balanceOf(h, 'demo01');
    const risked = placed.reduce((s, b) => s + toMinor(b.risk), 0) + toMinor(parlay.bet.risk);
    expect(before.balance - staked.balance).toBe(risked);

    // The simulator cancels the match as it kicks off (its 0.3% draw), played through the test control.
    const control = h.app.odds.sim;
    const rng = (control as unknown as { rng: { chance(p: number): boolean } }).rng;
    const draw = vi.spyOn(rng, 'chance').mockReturnValueOnce(true);
    const result = control.finishMatch(m.id)!;
    draw.mockRestore();
    expect(result).toMatchObject({ status: 2, htHome: null });
    await h.app.bets.idle();

    // Every single is refunded at once (no sweep needed): its risk back, one refund row on the ledger.
    for (const b of placed) {
      const [row] = await h.db.query<Record<string, unknown>>(
        'SELECT status, outcome, return_minor, ref_no FROM bets WHERE id = $1',
        [b.bet_id],
      );
      expect(row, `bet ${b.bet_id}`).toMatchObject({ status: 'void', outcome: 'void' });
      expect(toSafeInt(row!.return_minor)).toBe(toMinor(b.risk));
      const refunds = await h.db.query<{ amount_minor: unknown }>(
        `SELECT amount_minor FROM ledger WHERE ref = $1 AND type = 'refund'`,
        [String(row!.ref_no)],
      );
      expect(refunds.map((r) => toSafeInt(r.amount_minor))).toEqual([toMinor(b.risk)]);
    }
    const refunded = await balanceOf(h, 'demo01');
    expect(refunded.balance - staked.balance).toBe(placed.reduce((s, b) => s + toMinor(b.risk), 0));
    expect(staked.outstanding - refunded.outstanding).toBe(placed.reduce((s, b) => s + toMinor(b.risk), 0));

    // The parlay's leg on the cancelled match is void (odds 1.00): the ticket pays on its other leg alone.
    const [leg] = await h.db.query<Record<string, unknown>>(
      'SELECT outcome, win_bp, lose_bp FROM bet_legs WHERE bet_id = $1 AND match_id = $2',
      [parlay.bet.bet_id, m.id],
    );
    expect(leg).toMatchObject({ outcome: 'void' });
    const otherResult = control.finishMatch(other.id)!;
    await h.app.bets.idle();
    const otherFactor = settlePick(
      { ...otherLeg, period: 0, scoreAtBet: null, mmo: null },
      outcomeOf(otherResult),
    );
    const [ticket] = await h.db.query<Record<string, unknown>>(
      'SELECT status, return_minor FROM bets WHERE id = $1',
      [parlay.bet.bet_id],
    );
    const [cancelledLeg] = await h.db.query<{ price: unknown }>(
      'SELECT price FROM bet_legs WHERE bet_id = $1 AND match_id = $2',
      [parlay.bet.bet_id, m.id],
    );
    const [otherStored] = await h.db.query<{ price: unknown }>(
      'SELECT price FROM bet_legs WHERE bet_id = $1 AND match_id = $2',
      [parlay.bet.bet_id, other.id],
    );
    const expected = parlayReturn(2_500, [
      { price: toSafeInt(cancelledLeg!.price), factor: VOID },
      { price: toSafeInt(otherStored!.price), factor: otherFactor },
    ]);
    expect(expected).toBe(
      parlayReturn(2_500, [{ price: toSafeInt(otherStored!.price), factor: otherFactor }]),
    );
    expect(['settled', 'void']).toContain(ticket!.status);
    expect(toSafeInt(ticket!.return_minor)).toBe(expected);
    await assertLedgerConsistent(h, 'demo01');
    expect(h.app.bets.deps.settlement.failures).toBe(0);
  });
});

describe('a bet that fails to settle', () => {
  it('holds back none of its match, is logged and counted, and settles on the next pass', async () => {
    const m = matches(h, 'pre').find((x) => x.lines.some((l) => l[0] === 'ou'))!;
    const legs = [legOf(m, 'hdp', 'h'), legOf(m, 'hdp', 'a'), legOf(m, 'ou', 'o'), legOf(m, 'oxt', 'x')];
    const placed: { bet_id: number; risk: string }[] = [];
    for (const leg of legs) {
      const res = await post('betsingle', {
        ...demo,
        leg,
        stake: '30.00',
        slip_id: slip(),
        accept_any_odds: true,
      });
      expect(res.statusdesc).toBe('success');
      placed.push(res.bet);
    }
    const stuck = placed[1]!.bet_id;
    // The database refuses to settle one bet (a fault of that row alone: here a trigger raising on it).
    await h.db.query(`CREATE FUNCTION refuse_one_bet() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'bet % refused by the test', OLD.id; END $$`);
    await h.db.query(
      `CREATE TRIGGER refuse_one_bet BEFORE UPDATE ON bets FOR EACH ROW WHEN (OLD.id = ${stuck}) EXECUTE FUNCTION refuse_one_bet()`,
    );
    const stats = h.app.bets.deps.settlement;
    const failuresBefore = stats.failures;
    const consoleErrors = vi.spyOn(console, 'error');
    try {
      h.app.odds.sim.finishMatch(m.id);
      await h.app.bets.idle();
      const status = async (id: number) =>
        (await h.db.query<{ status: string }>('SELECT status FROM bets WHERE id = $1', [id]))[0]!.status;
      for (const b of placed)
        expect(await status(b.bet_id)).toEqual(
          b.bet_id === stuck ? 'running' : expect.stringMatching(/^(settled|void)$/),
        );
      // At least once: a background sweep may have tried it again meanwhile.
      expect(stats.failures).toBeGreaterThan(failuresBefore);
      expect(stats.lastFailure).toMatchObject({
        betId: stuck,
        reason: expect.stringContaining('refused by the test'),
      });
      // Logged as the settlement job's JSON line, not on the console.
      expect(logged).toContainEqual(
        expect.objectContaining({
          job: 'settlement',
          betId: stuck,
          matchId: m.id,
          err: expect.objectContaining({ message: expect.stringContaining('refused by the test') }),
        }),
      );
      expect(consoleErrors).not.toHaveBeenCalled();

      // The fault is cleared: the next sweep settles the bet, once.
      await h.db.query('DROP TRIGGER refuse_one_bet ON bets');
      const failed = stats.failures;
      await h.app.bets.sweep();
      expect(await status(stuck)).toMatch(/^(settled|void)$/);
      await h.app.bets.sweep();
      const [again] = await h.db.query<{ settle_count: unknown }>(
        'SELECT settle_count FROM bets WHERE id = $1',
        [stuck],
      );
      expect(toSafeInt(again!.settle_count)).toBe(1);
      expect(stats.failures).toBe(failed);
    } finally {
      consoleErrors.mockRestore();
      await h.db.query('DROP TRIGGER IF EXISTS refuse_one_bet ON bets');
      await h.db.query('DROP FUNCTION IF EXISTS refuse_one_bet()');
    }
    await assertLedgerConsistent(h, 'demo01');
  });
});
