import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand, type AdminDeps } from '../../src/server/admin/commands';
import { simulatedBoostPrice } from '../../src/server/betting/boost-job';
import { changeBoost, createBoost, withdrawBoost } from '../../src/server/betting/boost-store';
import { outcomeOf } from '../../src/server/betting/settle';
import { toSafeInt } from '../../src/server/db/types';
import { setOperatorDisabled } from '../../src/server/provider/switches';
import { betAmounts } from '../../src/shared/betting/amounts';
import { boostStakeViolation } from '../../src/shared/betting/boost';
import { settlePick } from '../../src/server/betting/markets';
import { settleSingle } from '../../src/server/betting/settlement';
import { ODDS_TYPES } from '../../src/shared/constants';
import { formatPrice } from '../../src/shared/odds/price';
import { startHarness, TEST_SECRET, type Harness, HARNESS_TIMEOUT_MS } from './harness';
import { assertLedgerConsistent, balanceOf, legOf, matches, session, slip } from './bet-helpers';

let h: Harness;
let demo01: { account_id: string; session_token: string };
let demo04: { account_id: string; session_token: string };
let admin: AdminDeps;
const A = { commType: 'A', commissionBp: 25 };

beforeAll(async () => {
  h = await startHarness({ requestLimit: { max: 100_000, windowMs: 60_000 } });
  demo01 = await session(h, 'demo01');
  demo04 = await session(h, 'demo04');
  admin = {
    db: async () => h.db,
    engines: async () => h.app.engines,
    operatorSecret: () => TEST_SECRET,
    now: () => Date.now(),
    readStdin: async () => '',
  };
}, HARNESS_TIMEOUT_MS);
afterAll(() => h?.close());

const post = async (name: string, body: Record<string, unknown>) =>
  (await h.post(`bet/${name}`, body)).json();
const usedMatches = new Set<number>();
/** A pre-match soccer match no other test of this file boosted, with its away-win price now. */
function freshMatch() {
  const m = matches(h, 'pre', 'oxt').find((x) => !usedMatches.has(x.id))!;
  usedMatches.add(m.id);
  return { m, price: legOf(m, 'oxt', '2').price };
}
async function operatorBoost(maxStakeMinor = 20_000, budgetMinor = 50_000) {
  const { m, price } = freshMatch();
  const boost = await createBoost(h.db, h.app.odds, {
    matchId: m.id,
    market: 'oxt',
    period: 0,
    choice: '2',
    boostedPrice: simulatedBoostPrice(price),
    maxStakeMinor,
    budgetMinor,
  });
  return { m, price, boost };
}
const listed = async (who = demo01) =>
  (await post('boostlist', who)).boosts as {
    boost_id: number;
    version: number;
    price: number;
    boosted_price: number;
    staked: string;
    budget_left: string;
    max_stake: string;
  }[];
const betOn = (
  b: { id: number; version: number; boostedPrice: number },
  stake: string,
  slipId = slip(),
  who = demo01,
  oddsType = 4,
) =>
  post('betboost', {
    ...who,
    boost_id: b.id,
    version: b.version,
    boosted_price: b.boostedPrice,
    odds_type: oddsType,
    stake,
    slip_id: slipId,
  });

describe('odds boosts', () => {
  it('the simulator keeps boosts on offer as rows, listed with the feed price and the boosted price', async () => {
    await h.app.engines.boosts.refresh();
    const rows = await h.db.query<{ n: unknown }>(
      "SELECT count(*) AS n FROM odds_boosts WHERE source = 'simulator' AND status = 'active'",
    );
    expect(toSafeInt(rows[0]?.n)).toBe(3);
    const list = await listed();
    expect(list.length).toBeGreaterThanOrEqual(3);
    for (const b of list) expect(b.boosted_price).toBeGreaterThan(b.price);
    // A second refresh (a restart or a new leader) adds nothing while the three are still open.
    await h.app.engines.boosts.refresh();
    expect(
      toSafeInt(
        (
          await h.db.query<{ n: unknown }>(
            "SELECT count(*) AS n FROM odds_boosts WHERE source = 'simulator' AND status = 'active'",
          )
        )[0]?.n,
      ),
    ).toBe(3);
  });

  it('places a single at the boosted price: one debit, the boost taking the stake, the bet at the boosted odds', async () => {
    const { boost, price } = await operatorBoost();
    const before = await balanceOf(h, 'demo01');
    const body = await betOn(boost, '50.00');
    expect(body.status).toBe(1);
    const { oddsUnits, riskMinor } = betAmounts(5_000, boost.boostedPrice, ODDS_TYPES.DEC);
    expect(body.bet.odds).toBe(formatPrice(boost.boostedPrice, ODDS_TYPES.DEC));
    expect(body.bet.legs[0].price).toBe(boost.boostedPrice);
    expect(boost.boostedPrice).toBeGreaterThan(price);
    const [row] = await h.db.query<Record<string, unknown>>(
      'SELECT odds_units, risk_minor FROM bets WHERE id = $1',
      [body.bet.bet_id],
    );
    expect(toSafeInt(row?.odds_units)).toBe(oddsUnits);
    expect((await balanceOf(h, 'demo01')).balance).toBe(before.balance - riskMinor);
    const ledger = await h.db.query<{ n: unknown }>(
      "SELECT count(*) AS n FROM ledger WHERE ref = $1 AND type = 'bet'",
      [body.bet.ref_no],
    );
    expect(toSafeInt(ledger[0]?.n)).toBe(1);
    const view = (await listed()).find((b) => b.boost_id === boost.id)!;
    expect(view).toMatchObject({ staked: '50.00', budget_left: '450.00', max_stake: '200.00' });
    await assertLedgerConsistent(h, 'demo01');
  });

  it('refuses a changed or withdrawn boost as an odds change and moves nothing', async () => {
    const { boost } = await operatorBoost();
    const changed = await changeBoost(h.db, h.app.odds, boost.id, {
      boostedPrice: boost.boostedPrice + 10_000,
    });
    expect(changed.version).toBe(boost.version + 1);
    const before = await balanceOf(h, 'demo01');
    expect((await betOn(boost, '10.00')).statusdesc).toBe('oddsIsUpdating');
    // The new offer is what the list shows, and it is taken.
    const view = (await listed()).find((b) => b.boost_id === boost.id)!;
    expect(view).toMatchObject({ version: changed.version, boosted_price: changed.boostedPrice });
    expect((await betOn(changed, '10.00')).status).toBe(1);
    await withdrawBoost(h.db, boost.id);
    expect((await listed()).some((b) => b.boost_id === boost.id)).toBe(false);
    const after = await balanceOf(h, 'demo01');
    expect((await betOn({ ...changed, version: changed.version + 1 }, '10.00')).statusdesc).toBe(
      'oddsIsUpdating',
    );
    expect((await betOn(changed, '10.00')).statusdesc).toBe('oddsIsUpdating');
    expect((await balanceOf(h, 'demo01')).balance).toBe(after.balance);
    expect(before.balance - after.balance).toBe(betAmounts(1_000, changed.boostedPrice, 4).riskMinor);
  });

  it('holds each player to the boost limit, summed over their bets', async () => {
    const { boost } = await operatorBoost(10_000, 100_000);
    expect((await betOn(boost, '100.01')).statusdesc).toBe('betOverMax');
    expect((await betOn(boost, '60.00')).status).toBe(1);
    expect((await betOn(boost, '40.01')).statusdesc).toBe('betOverMax');
    expect((await betOn(boost, '40.00')).status).toBe(1);
    // Another player has a limit of their own.
    expect((await betOn(boost, '100.00', slip(), demo04)).status).toBe(1);
    const [b] = await h.db.query<{ used_minor: unknown }>(
      'SELECT used_minor FROM odds_boosts WHERE id = $1',
      [boost.id],
    );
    expect(toSafeInt(b?.used_minor)).toBe(20_000);
    expect(
      boostStakeViolation(1, { maxStakeMinor: 10_000, budgetMinor: 100_000, usedMinor: 20_000 }, 10_000),
    ).toBe('betOverMax');
  });

  it('stops at the budget: the stake that would pass it is refused, whoever places it', async () => {
    const { boost } = await operatorBoost(10_000, 15_000);
    expect((await betOn(boost, '100.00', slip(), demo01)).status).toBe(1);
    const before = await balanceOf(h, 'demo04');
    expect((await betOn(boost, '50.01', slip(), demo04)).statusdesc).toBe('boostBudgetExhausted');
    expect((await balanceOf(h, 'demo04')).balance).toBe(before.balance);
    expect((await betOn(boost, '50.00', slip(), demo04)).status).toBe(1);
    expect((await betOn(boost, '1.00', slip(), demo04)).statusdesc).toBe('boostBudgetExhausted');
    expect((await listed(demo04)).find((b) => b.boost_id === boost.id)?.budget_left).toBe('0.00');
  });

  it('answers a re-sent slip as a duplicate, even after the boost is withdrawn, and debits once', async () => {
    const { boost } = await operatorBoost();
    const id = slip();
    const before = await balanceOf(h, 'demo01');
    expect((await betOn(boost, '20.00', id)).status).toBe(1);
    const mid = await balanceOf(h, 'demo01');
    expect((await betOn(boost, '20.00', id)).statusdesc).toBe('duplicate_debit_record');
    await withdrawBoost(h.db, boost.id);
    expect((await betOn(boost, '20.00', id)).statusdesc).toBe('duplicate_debit_record');
    expect((await balanceOf(h, 'demo01')).balance).toBe(mid.balance);
    expect(before.balance - mid.balance).toBe(2_000);
    const [b] = await h.db.query<{ used_minor: unknown }>(
      'SELECT used_minor FROM odds_boosts WHERE id = $1',
      [boost.id],
    );
    expect(toSafeInt(b?.used_minor)).toBe(2_000);
  });

  it('settles at the boosted price, as the shared single rules say', async () => {
    const { m, boost } = await operatorBoost();
    // A 1X2 boost is quoted in decimal, as the Booster tab shows it: another odds type is refused.
    const before0 = await balanceOf(h, 'demo01');
    for (const type of [ODDS_TYPES.MY, ODDS_TYPES.HK, ODDS_TYPES.ID])
      expect((await betOn(boost, '80.00', slip(), demo01, type)).statusdesc).toBe('oddsTypeNotOffered');
    expect(await balanceOf(h, 'demo01')).toEqual(before0);
    const placed = await betOn(boost, '80.00', slip(), demo01, ODDS_TYPES.DEC);
    expect(placed.status).toBe(1);
    const before = await balanceOf(h, 'demo01');
    // The feed's own price, read before the match ends: a finished match offers no lines.
    const feedPrice = legOf(m, 'oxt', '2').price;
    const result = h.app.odds.sim.finishMatch(m.id)!;
    await h.app.bets.idle();
    const { riskMinor, winMinor } = betAmounts(8_000, boost.boostedPrice, ODDS_TYPES.DEC);
    const factor = settlePick(
      { market: 'oxt', period: 0, choice: '2', line: null, scoreAtBet: null, mmo: null },
      outcomeOf(result),
    );
    const expected = settleSingle(riskMinor, winMinor, factor, A);
    const [row] = await h.db.query<Record<string, unknown>>(
      'SELECT status, return_minor FROM bets WHERE id = $1',
      [placed.bet.bet_id],
    );
    expect(row?.status).toBe('settled');
    expect(toSafeInt(row?.return_minor)).toBe(expected.returnMinor);
    // A winning boosted bet pays more than the same stake at the feed price would have.
    if (factor.outcome === 'won')
      expect(winMinor).toBeGreaterThan(betAmounts(8_000, feedPrice, ODDS_TYPES.DEC).winMinor);
    const after = await balanceOf(h, 'demo01');
    expect(after.balance - before.balance).toBe(expected.returnMinor + expected.commissionMinor);
    await assertLedgerConsistent(h, 'demo01');
  });

  it('is switched off per account and per operator: nothing listed, no bet taken, nothing moved', async () => {
    const { boost } = await operatorBoost();
    const off = await session(h, 'noextra01');
    const before = await balanceOf(h, 'noextra01');
    expect((await post('boostlist', off)).statusdesc).toBe('oddsBoosterDisabled');
    expect((await betOn(boost, '10.00', slip(), off)).statusdesc).toBe('oddsBoosterDisabled');
    expect((await balanceOf(h, 'noextra01')).balance).toBe(before.balance);
    await setOperatorDisabled(h.db, ['odds_booster']);
    try {
      expect((await post('boostlist', demo01)).statusdesc).toBe('oddsBoosterDisabled');
      expect((await betOn(boost, '10.00')).statusdesc).toBe('oddsBoosterDisabled');
    } finally {
      await setOperatorDisabled(h.db, []);
    }
    const [b] = await h.db.query<{ used_minor: unknown }>(
      'SELECT used_minor FROM odds_boosts WHERE id = $1',
      [boost.id],
    );
    expect(toSafeInt(b?.used_minor)).toBe(0);
  });

  it('marks a boosted bet with the feed odds it beat and the boosted odds, in the lists and on the ticket', async () => {
    const { m, boost, price } = await operatorBoost();
    const placed = await betOn(boost, '15.00', slip(), demo01, ODDS_TYPES.DEC);
    const mark = {
      feed_odds: formatPrice(price, ODDS_TYPES.DEC),
      boosted_odds: formatPrice(boost.boostedPrice, ODDS_TYPES.DEC),
    };
    expect(placed.bet.boost).toEqual(mark);
    const running = (await post('betacceptlist', demo01)).bets as { ref_no: string; boost?: unknown }[];
    expect(running.find((b) => b.ref_no === placed.bet.ref_no)?.boost).toEqual(mark);
    const ticket = await post('betticket', { ...demo01, ref_no: placed.bet.ref_no });
    expect(ticket.bet.boost).toEqual(mark);
    // An ordinary single on the same match carries no mark.
    const plain = await post('betsingle', {
      ...demo01,
      leg: legOf(m, 'oxt', '1'),
      stake: '1.00',
      slip_id: slip(),
      accept_any_odds: true,
    });
    expect(plain.status, JSON.stringify(plain)).toBe(1);
    expect(plain.bet.boost).toBeUndefined();
  });

  it('the admin CLI creates, changes, lists and withdraws a boost, and refuses a price that is no boost', async () => {
    const { m, price } = freshMatch();
    const run = (line: string[]) => runAdminCommand(line[0]!, line.slice(1), admin);
    const feed = Number(formatPrice(price, ODDS_TYPES.DEC));
    await expect(
      run([
        'boost-create',
        String(m.id),
        '--market',
        'oxt',
        '--choice',
        '2',
        '--price',
        feed.toFixed(2),
        '--max-stake',
        '100',
        '--budget',
        '1000',
      ]),
    ).rejects.toThrow(/refused: the boosted price must beat the current price/);
    await expect(
      run([
        'boost-create',
        String(m.id),
        '--market',
        'cs',
        '--choice',
        '2',
        '--price',
        '9.99',
        '--max-stake',
        '100',
        '--budget',
        '1000',
      ]),
    ).rejects.toThrow(/market must be one of/);
    const boosted = (feed + 1).toFixed(2);
    const out = await run([
      'boost-create',
      String(m.id),
      '--market',
      'oxt',
      '--choice',
      '2',
      '--price',
      boosted,
      '--max-stake',
      '100',
      '--budget',
      '1000',
    ]);
    expect(out).toMatch(
      new RegExp(
        `^created boost (\\d+) v1 \\(operator\\): match ${m.id} oxt 2 at ${boosted.replace('.', '\\.')}, max stake 100\\.00 a player, budget 1000\\.00 \\(0\\.00 taken\\), active$`,
      ),
    );
    const id = /boost (\d+)/.exec(out)![1]!;
    await expect(
      run([
        'boost-create',
        String(m.id),
        '--market',
        'oxt',
        '--choice',
        '2',
        '--price',
        boosted,
        '--max-stake',
        '100',
        '--budget',
        '1000',
      ]),
    ).rejects.toThrow(/already has an active boost/);
    expect(await run(['boost-change', id, '--max-stake', '50'])).toMatch(/v2 .* max stake 50\.00 a player/);
    expect(await run(['boost-list'])).toContain(`boost ${id} v2`);
    expect(await run(['boost-withdraw', id])).toMatch(/withdrawn$/);
    await expect(run(['boost-withdraw', id])).rejects.toThrow(/already withdrawn/);
  });
});
