// The bet builder's quote through the API, on the simulator's own matches: the price is the model's joint chance
// of the selections for that match now; a live match, a malformed slip and contradictory selections are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builderMatch, builderPrice } from '../../src/server/betting/bet-builder';
import { formatPrice } from '../../src/shared/odds/price';
import { ODDS_TYPES } from '../../src/shared/constants';
import { HARNESS_TIMEOUT_MS, startHarness, type Harness } from './harness';
import {
  assertLedgerConsistent,
  assertOpenStakesConsistent,
  balanceOf,
  CANCELLED,
  completed,
  matches,
  session,
  slip,
} from './bet-helpers';
import type { MatchOutcome } from '../../src/server/betting/markets';
import { settleMatch } from '../../src/server/betting/settle';
import { toMinor } from '../../src/shared/money';
import type { SimMatch } from '../../src/server/odds/types';

let h: Harness;
let demo: { account_id: string; session_token: string };

beforeAll(async () => {
  h = await startHarness();
  demo = await session(h, 'demo01');
}, HARNESS_TIMEOUT_MS);
afterAll(() => h?.close());

const quote = async (body: Record<string, unknown>) =>
  (await h.post('bet/builderquote', { ...demo, ...body })).json();
const pick = (match_id: number, market: string, choice: string, line: number | null = null, period = 0) => ({
  match_id,
  market,
  period,
  choice,
  line,
});

describe('builderquote', () => {
  it('prices three selections of a match before kick-off from the model, and names the odds', async () => {
    const soccer = matches(h, 'pre').filter((m) => m.sport.id === 1 && m.type === 1);
    expect(soccer.length).toBeGreaterThan(3);
    for (const m of soccer.slice(0, 4)) {
      const corners = m.childIds.map((id) => h.app.odds.getMatch(id)).find((c) => c?.label === 'Corners');
      const picks = [
        pick(m.id, 'oxt', '1'),
        pick(m.id, 'ou', 'o', 250),
        ...(corners ? [pick(corners.id, 'ou', 'o', 850)] : [pick(m.id, 'bs', 'y')]),
      ];
      const res = await quote({ match_id: m.id, picks });
      expect(res.statusdesc).toBe('success');
      const expected = builderPrice(
        builderMatch((id) => h.app.odds.getMatch(id), m.id),
        picks,
      ).price;
      expect(res.price).toBe(expected);
      expect(res.odds).toBe(formatPrice(expected, ODDS_TYPES.DEC));
    }
  });

  it('refuses a live match, one selection, contradictions and a selection of another match', async () => {
    const [live] = matches(h, 'live').filter((m) => m.sport.id === 1 && m.type === 1);
    const [a, b] = matches(h, 'pre').filter((m) => m.sport.id === 1 && m.type === 1);
    if (live)
      expect(
        (await quote({ match_id: live.id, picks: [pick(live.id, 'oxt', '1'), pick(live.id, 'bs', 'y')] }))
          .statusdesc,
      ).toBe('builderNotOffered');
    expect((await quote({ match_id: a!.id, picks: [pick(a!.id, 'oxt', '1')] })).statusdesc).toBe(
      'builderPickCount',
    );
    expect(
      (await quote({ match_id: a!.id, picks: [pick(a!.id, 'ou', 'u', 150), pick(a!.id, 'bs', 'y')] }))
        .statusdesc,
    ).toBe('builderContradictory');
    expect(
      (await quote({ match_id: a!.id, picks: [pick(a!.id, 'oxt', '1'), pick(b!.id, 'bs', 'y')] })).statusdesc,
    ).toBe('builderOneMatch');
  });
});

const used = new Set<number>();
function fresh(): SimMatch {
  const m = matches(h, 'pre').find((x) => x.sport.id === 1 && x.type === 1 && !used.has(x.id));
  if (!m) throw new Error('no soccer match left');
  used.add(m.id);
  return m;
}

/** Home win, over 2.5 goals, both teams to score: what the e2e and the RULES example build. */
const threePicks = (m: SimMatch) => [
  pick(m.id, 'oxt', '1'),
  pick(m.id, 'ou', 'o', 250),
  pick(m.id, 'bs', 'y'),
];

async function placeBuilder(m: SimMatch, stake = '10.00', slipId = slip()) {
  const picks = threePicks(m);
  const q = await quote({ match_id: m.id, picks });
  expect(q.statusdesc).toBe('success');
  const res = await h.post('bet/betbuilder', {
    ...demo,
    match_id: m.id,
    picks,
    price: q.price,
    stake,
    slip_id: slipId,
  });
  return { res: res.json(), price: q.price as number };
}

describe('betbuilder', () => {
  it('places one bet at the quoted price, debited once per slip, its selections as its legs', async () => {
    const m = fresh();
    const before = await balanceOf(h, demo.account_id);
    const slipId = slip();
    const { res, price } = await placeBuilder(m, '10.00', slipId);
    expect(res.statusdesc).toBe('success');
    expect(res.bet).toMatchObject({ bet_type: 'builder', status: 'running', stake: '10.00' });
    expect(res.bet.legs.map((l: { market: string; choice: string }) => `${l.market}:${l.choice}`)).toEqual([
      'oxt:1',
      'ou:o',
      'bs:y',
    ]);
    // Decimal odds = 1 + price / 1e6; the win is the stake times that less one, truncated.
    expect(toMinor(res.bet.max_payout)).toBe(1000 + Math.floor((1000 * price) / 1_000_000));
    const again = await h.post('bet/betbuilder', {
      ...demo,
      match_id: m.id,
      picks: threePicks(m),
      price,
      stake: '10.00',
      slip_id: slipId,
    });
    expect(again.json().statusdesc).toBe('duplicate_debit_record');
    expect((await balanceOf(h, demo.account_id)).balance).toBe(before.balance - 1000);
  });

  it('refuses a price that moved unless the player accepts any, and a stake over the parlay maximum', async () => {
    const m = fresh();
    const picks = threePicks(m);
    const q = await quote({ match_id: m.id, picks });
    const body = { ...demo, match_id: m.id, picks, stake: '10.00' };
    const longer = { ...body, price: q.price + 10_000, slip_id: slip() };
    expect((await h.post('bet/betbuilder', longer)).json().statusdesc).toBe('oddsIsUpdating');
    expect(
      (await h.post('bet/betbuilder', { ...longer, slip_id: slip(), accept_any_odds: true })).json()
        .statusdesc,
    ).toBe('success');
    const huge = await h.post('bet/betbuilder', {
      ...body,
      price: q.price,
      stake: '9999999.00',
      slip_id: slip(),
    });
    expect(huge.json().statusdesc).not.toBe('success');
  });

  it('pays stake × price when every selection won, nothing when one lost, the stake back when cancelled', async () => {
    const cases: [MatchOutcome, (stake: number, win: number) => number][] = [
      [completed(2, 1, 1, 0), (stake, win) => stake + win],
      [completed(1, 0, 0, 0), () => 0],
      [completed(1, 2, 1, 1), () => 0],
      [CANCELLED, (stake) => stake],
    ];
    for (const [outcome, expected] of cases) {
      const m = fresh();
      const { res } = await placeBuilder(m);
      const before = await balanceOf(h, demo.account_id);
      await settleMatch(h.app.bets.deps, m.id, outcome);
      const [row] = await h.db.query<Record<string, unknown>>(
        'SELECT status, return_minor FROM bets WHERE id = $1',
        [res.bet.bet_id],
      );
      expect(row?.status).toBe(outcome.status === 'cancelled' ? 'void' : 'settled');
      const paid = expected(1000, toMinor(res.bet.max_payout) - 1000);
      expect(Number(row?.return_minor)).toBe(paid);
      // The member's commission on the turnover comes on top of the return (RULES.md section 5).
      const [commission] = await h.db.query<{ n: unknown }>(
        `SELECT COALESCE(SUM(amount_minor), 0) AS n FROM ledger WHERE ref = $1 AND type = 'commission'`,
        [res.bet.ref_no],
      );
      expect((await balanceOf(h, demo.account_id)).balance - before.balance).toBe(
        paid + Number(commission?.n),
      );
    }
    await assertLedgerConsistent(h, demo.account_id);
    await assertOpenStakesConsistent(h);
  });
});
