// Money conservation of odds boosts, as a property: random boosts (limits, budgets), random stakes from several
// players, some sent together so they race for a budget's last room, re-sent slips, withdrawals and changes, then
// every match settled. Whatever happens, no money is created or lost (each wallet is its ledger, and its change is
// exactly the accepted stakes and their returns), a budget is never overspent nor a player's limit passed, and
// every bet pays at the boosted price it was struck at.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeBoost, createBoost, withdrawBoost, type BoostRow } from '../../src/server/betting/boost-store';
import type { SimMatch } from '../../src/server/odds/types';
import { outcomeOf } from '../../src/server/betting/settle';
import { toSafeInt } from '../../src/server/db/types';
import { betAmounts } from '../../src/shared/betting/amounts';
import { settlePick } from '../../src/server/betting/markets';
import { settleSingle } from '../../src/server/betting/settlement';
import { startHarness, type Harness, HARNESS_TIMEOUT_MS } from './harness';
import { assertLedgerConsistent, balanceOf, legOf, matches, session, slip } from './bet-helpers';

let h: Harness;
type Who = { account_id: string; session_token: string };
let players: Who[];
/** The demo members' commission terms (seed/demo-accounts.ts). */
const A = { commType: 'A', commissionBp: 25 };

beforeAll(async () => {
  h = await startHarness({ requestLimit: { max: 100_000, windowMs: 60_000 } });
  players = [await session(h, 'demo01'), await session(h, 'demo04'), await session(h, 'demo05')];
}, HARNESS_TIMEOUT_MS);
afterAll(() => h?.close());

const post = async (name: string, body: Record<string, unknown>) =>
  (await h.post(`bet/${name}`, body)).json();
const used = new Set<number>();
/** Over all runs: the property must have seen bets taken and bets refused, or it proved nothing. */
const seen = { taken: 0, refused: 0 };

const boostSpec = fc.record({
  maxStakeUnits: fc.integer({ min: 5, max: 60 }),
  budgetTimes: fc.integer({ min: 1, max: 3 }),
  plusTicks: fc.integer({ min: 1, max: 50 }),
});
const action = fc.oneof(
  fc.record({
    kind: fc.constant('bet' as const),
    boost: fc.nat(),
    player: fc.nat(2),
    units: fc.integer({ min: 1, max: 70 }),
    oddsType: fc.constantFrom(2, 4),
    resend: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('burst' as const),
    boost: fc.nat(),
    units: fc.integer({ min: 1, max: 40 }),
  }),
  fc.record({ kind: fc.constant('withdraw' as const), boost: fc.nat() }),
  fc.record({
    kind: fc.constant('change' as const),
    boost: fc.nat(),
    plusTicks: fc.integer({ min: 1, max: 20 }),
  }),
);

describe('odds boost money', () => {
  it(
    'creates and loses nothing, never overspends a budget or a limit, and pays at the boosted price',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(boostSpec, { minLength: 1, maxLength: 2 }),
          fc.array(action, { minLength: 1, maxLength: 8 }),
          async (specs, actions) => {
            const start = new Map<string, number>();
            for (const p of players) start.set(p.account_id, (await balanceOf(h, p.account_id)).balance);
            const boosts: { m: SimMatch; row: BoostRow }[] = [];
            for (const s of specs) {
              const m = matches(h, 'pre', 'oxt').find((x) => !used.has(x.id));
              if (!m) throw new Error('the simulator ran out of pre-match matches');
              used.add(m.id);
              const price = legOf(m, 'oxt', '2').price;
              const max = s.maxStakeUnits * 100;
              boosts.push({
                m,
                row: await createBoost(h.db, h.app.odds, {
                  matchId: m.id,
                  market: 'oxt',
                  period: 0,
                  choice: '2',
                  boostedPrice: price + s.plusTicks * 10_000,
                  maxStakeMinor: max,
                  budgetMinor: max * s.budgetTimes,
                }),
              });
            }
            const pick = (i: number) => boosts[i % boosts.length]!;
            const place = (
              b: (typeof boosts)[number],
              who: Who,
              units: number,
              oddsType = 4,
              slipId = slip(),
            ) =>
              post('betboost', {
                ...who,
                boost_id: b.row.id,
                version: b.row.version,
                boosted_price: b.row.boostedPrice,
                odds_type: oddsType,
                stake: `${units}.00`,
                slip_id: slipId,
              });
            const refusals = new Set(['betOverMax', 'boostBudgetExhausted', 'oddsIsUpdating']);
            for (const a of actions) {
              const b = pick(a.boost);
              if (a.kind === 'withdraw') {
                if (b.row.status === 'active') b.row = await withdrawBoost(h.db, b.row.id);
              } else if (a.kind === 'change') {
                if (b.row.status === 'active')
                  b.row = await changeBoost(h.db, h.app.odds, b.row.id, {
                    boostedPrice: b.row.boostedPrice + a.plusTicks * 10_000,
                  });
              } else if (a.kind === 'burst') {
                const answers = await Promise.all(players.map((p) => place(b, p, a.units)));
                for (const r of answers) {
                  if (r.status === 1) seen.taken++;
                  else {
                    seen.refused++;
                    expect(refusals).toContain(r.statusdesc);
                  }
                }
              } else {
                const who = players[a.player]!;
                const id = slip();
                const first = await place(b, who, a.units, a.oddsType, id);
                // A 1X2 boost is quoted in decimal only: another odds type is never taken.
                if (a.oddsType !== 4) expect(first.status).toBe(0);
                if (first.status !== 1) {
                  seen.refused++;
                  expect(
                    a.oddsType === 4 ? refusals : new Set([...refusals, 'oddsTypeNotOffered']),
                  ).toContain(first.statusdesc);
                } else seen.taken++;
                if (first.status === 1 && a.resend)
                  expect((await place(b, who, a.units, a.oddsType, id)).statusdesc).toBe(
                    'duplicate_debit_record',
                  );
              }
            }

            // The boosts' books: what each took is the sum of its bets, within its budget and each player's limit.
            for (const { row } of boosts) {
              const [o] = await h.db.query<{
                used_minor: unknown;
                budget_minor: unknown;
                max_stake_minor: unknown;
              }>('SELECT used_minor, budget_minor, max_stake_minor FROM odds_boosts WHERE id = $1', [row.id]);
              const perPlayer = await h.db.query<{ account_id: string; s: unknown }>(
                'SELECT account_id, SUM(stake_minor) AS s FROM boost_bets WHERE boost_id = $1 GROUP BY account_id',
                [row.id],
              );
              const total = perPlayer.reduce((sum, r) => sum + toSafeInt(r.s), 0);
              expect(toSafeInt(o?.used_minor)).toBe(total);
              expect(total).toBeLessThanOrEqual(toSafeInt(o?.budget_minor));
              for (const r of perPlayer)
                expect(toSafeInt(r.s)).toBeLessThanOrEqual(toSafeInt(o?.max_stake_minor));
            }

            // Settle every boosted match; each bet pays by the single's rules at the price it was struck at.
            const results = new Map(boosts.map((b) => [b.m.id, h.app.odds.sim.finishMatch(b.m.id)!]));
            await h.app.bets.idle();
            const bets = await h.db.query<Record<string, unknown>>(
              `SELECT b.id, b.account_id, b.status, b.stake_minor, b.risk_minor, b.return_minor, b.commission_minor,
                      b.odds_type, l.price, l.match_id, s.boost_id, s.boost_version
               FROM boost_bets s JOIN bets b ON b.id = s.bet_id JOIN bet_legs l ON l.bet_id = b.id
               WHERE s.boost_id = ANY($1::bigint[])`,
              [boosts.map((b) => String(b.row.id))],
            );
            const moved = new Map<string, number>();
            for (const bet of bets) {
              expect(bet.status).toBe('settled');
              const oddsType = toSafeInt(bet.odds_type) as 2 | 4;
              const { riskMinor, winMinor } = betAmounts(
                toSafeInt(bet.stake_minor),
                toSafeInt(bet.price),
                oddsType,
              );
              expect(toSafeInt(bet.risk_minor)).toBe(riskMinor);
              const factor = settlePick(
                { market: 'oxt', period: 0, choice: '2', line: null, scoreAtBet: null, mmo: null },
                outcomeOf(results.get(toSafeInt(bet.match_id))!),
              );
              const expected = settleSingle(riskMinor, winMinor, factor, A);
              expect(toSafeInt(bet.return_minor)).toBe(expected.returnMinor);
              const account = String(bet.account_id);
              moved.set(
                account,
                (moved.get(account) ?? 0) - riskMinor + expected.returnMinor + expected.commissionMinor,
              );
            }
            // The boosted price stored on each bet is the one its boost offered at the version it took.
            const struck = await h.db.query<{ ok: boolean }>(
              `SELECT l.price > COALESCE(s.feed_price, 0) AS ok FROM boost_bets s JOIN bet_legs l ON l.bet_id = s.bet_id
               WHERE s.boost_id = ANY($1::bigint[])`,
              [boosts.map((b) => String(b.row.id))],
            );
            for (const r of struck) expect(r.ok).toBe(true);
            for (const p of players) {
              await assertLedgerConsistent(h, p.account_id);
              const now = (await balanceOf(h, p.account_id)).balance;
              expect(now - start.get(p.account_id)!, p.account_id).toBe(moved.get(p.account_id) ?? 0);
            }
          },
        ),
        { numRuns: 6 },
      );
      expect(seen.taken).toBeGreaterThan(0);
      expect(seen.refused).toBeGreaterThan(0);
    },
    HARNESS_TIMEOUT_MS * 4,
  );
});
