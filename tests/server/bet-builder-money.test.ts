// Money conservation of bet builders, as a property (on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set):
// random selections of random matches from several players, some sent together, some slips sent twice, contradictory
// ones refused, then each match settled with a random result or cancelled. Whatever happens, no money is created or
// lost: each wallet is its ledger, a slip is debited once, every bet is struck at the price it was quoted, and each
// pays what the single's rules say of its selections (all won: stake x price; one lost: nothing; a cancelled match:
// the stake), checked leg by leg with `settlePick`, not with the builder's own settlement.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleMatch } from '../../src/server/betting/settle';
import { settlePick } from '../../src/server/betting/markets';
import { toSafeInt } from '../../src/server/db/types';
import type { SimMatch } from '../../src/server/odds/types';
import { betAmounts } from '../../src/shared/betting/amounts';
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

let h: Harness;
type Who = { account_id: string; session_token: string };
let players: Who[];

beforeAll(async () => {
  h = await startHarness({ requestLimit: { max: 100_000, windowMs: 60_000 } });
  players = [await session(h, 'demo01'), await session(h, 'demo04'), await session(h, 'demo05')];
}, HARNESS_TIMEOUT_MS);
afterAll(() => h?.close());

const post = async (name: string, body: Record<string, unknown>) =>
  (await h.post(`bet/${name}`, body)).json();

/** Each market slot a builder takes on a match, with the choices the property picks from. */
const SLOTS: { market: string; period: number; line: number | null; choices: string[] }[] = [
  { market: 'oxt', period: 0, line: null, choices: ['1', 'x', '2'] },
  { market: 'oxt', period: 1, line: null, choices: ['1', 'x', '2'] },
  { market: 'dc', period: 0, line: null, choices: ['1x', '12', 'x2'] },
  { market: 'ou', period: 0, line: 150, choices: ['o', 'u'] },
  { market: 'ou', period: 0, line: 250, choices: ['o', 'u'] },
  { market: 'ou', period: 0, line: 350, choices: ['o', 'u'] },
  { market: 'bs', period: 0, line: null, choices: ['y', 'n'] },
  { market: 'wm', period: 0, line: null, choices: ['h1', 'x', 'a1', 'h3+'] },
  { market: 'cs', period: 0, line: null, choices: ['1-0', '1-1', '2-1', 'other'] },
];
const selections = fc.uniqueArray(fc.record({ slot: fc.nat(SLOTS.length - 1), choice: fc.nat(3) }), {
  minLength: 2,
  maxLength: 4,
  selector: (s) => s.slot,
});
const action = fc.record({
  match: fc.nat(1),
  player: fc.nat(2),
  picks: selections,
  units: fc.integer({ min: 1, max: 50 }),
  resend: fc.boolean(),
  burst: fc.boolean(),
});
const result = fc.oneof(
  fc
    .record({ htHome: fc.nat(3), htAway: fc.nat(3), moreHome: fc.nat(3), moreAway: fc.nat(3) })
    .map((r) => completed(r.htHome + r.moreHome, r.htAway + r.moreAway, r.htHome, r.htAway)),
  fc.constant(CANCELLED),
);
type Action = typeof action extends fc.Arbitrary<infer T> ? T : never;
/** One selection of a fixed example: its slot in SLOTS and its choice there. */
const sel = (slot: number, choice: number) => ({ slot, choice });
/** One action of a fixed example: the match, the player, the picks, the stake's units. */
const act = (
  match: number,
  player: number,
  picks: { slot: number; choice: number }[],
  units: number,
  then: { resend?: boolean; burst?: boolean } = {},
): Action => ({
  match,
  player,
  picks,
  units,
  resend: then.resend ?? false,
  burst: then.burst ?? false,
});

const used = new Set<number>();
/** Over all runs: the property must have seen bets taken, bets refused, and each way of paying, or it proved little. */
const seen = { taken: 0, refused: 0, won: 0, lost: 0, void: 0 };

describe('bet builder money', () => {
  it(
    'creates and loses nothing: one debit a slip, the quoted price, and each bet paid by its selections',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(action, { minLength: 1, maxLength: 6 }),
          fc.array(result, { minLength: 2, maxLength: 2 }),
          async (actions, results) => {
            const start = new Map<string, number>();
            for (const p of players) start.set(p.account_id, (await balanceOf(h, p.account_id)).balance);
            const games: SimMatch[] = [];
            for (let i = 0; i < 2; i++) {
              const m = matches(h, 'pre').find((x) => x.sport.id === 1 && x.type === 1 && !used.has(x.id));
              if (!m) throw new Error('the simulator ran out of soccer matches before kick-off');
              used.add(m.id);
              games.push(m);
            }
            /** Each accepted bet: its id, the price it was quoted and its stake. */
            const placed: { betId: number; account: string; price: number; stakeMinor: number }[] = [];
            const place = async (who: Who, m: SimMatch, a: (typeof actions)[number], slipId: string) => {
              const picks = a.picks.map(({ slot, choice }) => {
                const s = SLOTS[slot]!;
                return {
                  match_id: m.id,
                  market: s.market,
                  period: s.period,
                  line: s.line,
                  choice: s.choices[choice % s.choices.length]!,
                };
              });
              const q = await post('builderquote', { ...who, match_id: m.id, picks });
              if (q.statusdesc !== 'success') {
                expect(['builderContradictory', 'builderPriceOutOfRange']).toContain(q.statusdesc);
                seen.refused++;
                return null;
              }
              const body = {
                ...who,
                match_id: m.id,
                picks,
                price: q.price,
                stake: `${a.units}.00`,
                slip_id: slipId,
              };
              const res = await post('betbuilder', body);
              expect(res.statusdesc).toBe('success');
              seen.taken++;
              placed.push({
                betId: res.bet.bet_id,
                account: who.account_id,
                price: q.price,
                stakeMinor: a.units * 100,
              });
              return body;
            };
            for (const a of actions) {
              const m = games[a.match]!;
              if (a.burst) {
                await Promise.all(players.map((p) => place(p, m, a, slip())));
                continue;
              }
              const who = players[a.player]!;
              const body = await place(who, m, a, slip());
              if (body && a.resend)
                expect((await post('betbuilder', body)).statusdesc).toBe('duplicate_debit_record');
            }

            for (const [i, m] of games.entries()) await settleMatch(h.app.bets.deps, m.id, results[i]!);
            await h.app.bets.idle();

            const moved = new Map<string, number>();
            for (const p of placed) {
              const [bet] = await h.db.query<Record<string, unknown>>(
                'SELECT ref_no, status, risk_minor, win_minor, return_minor FROM bets WHERE id = $1',
                [p.betId],
              );
              const legs = await h.db.query<Record<string, unknown>>(
                'SELECT match_id, market, period, choice, line FROM bet_legs WHERE bet_id = $1 ORDER BY leg_no',
                [p.betId],
              );
              const { riskMinor, winMinor } = betAmounts(p.stakeMinor, p.price, ODDS_TYPES.DEC);
              expect(toSafeInt(bet?.risk_minor)).toBe(riskMinor);
              expect(toSafeInt(bet?.win_minor)).toBe(winMinor);
              const outcomes = legs.map(
                (l) =>
                  settlePick(
                    {
                      market: String(l.market),
                      period: toSafeInt(l.period),
                      choice: String(l.choice),
                      line: l.line === null ? null : toSafeInt(l.line),
                      scoreAtBet: null,
                      mmo: null,
                    },
                    results[games.findIndex((g) => g.id === toSafeInt(l.match_id))]!,
                  ).outcome,
              );
              const lost = outcomes.some((o) => o !== 'won' && o !== 'void');
              const voided = !lost && outcomes.some((o) => o === 'void');
              const expected = lost ? 0 : voided ? riskMinor : riskMinor + winMinor;
              seen[lost ? 'lost' : voided ? 'void' : 'won']++;
              expect(bet?.status).toBe(voided ? 'void' : 'settled');
              expect(toSafeInt(bet?.return_minor)).toBe(expected);
              const [commission] = await h.db.query<{ n: unknown }>(
                `SELECT COALESCE(SUM(amount_minor), 0) AS n FROM ledger WHERE ref = $1 AND type = 'commission'`,
                [String(bet?.ref_no)],
              );
              moved.set(
                p.account,
                (moved.get(p.account) ?? 0) - riskMinor + expected + toSafeInt(commission?.n),
              );
            }
            for (const p of players) {
              await assertLedgerConsistent(h, p.account_id);
              const now = (await balanceOf(h, p.account_id)).balance;
              expect(now - start.get(p.account_id)!, p.account_id).toBe(moved.get(p.account_id) ?? 0);
            }
            await assertOpenStakesConsistent(h);
          },
        ),
        {
          numRuns: 8,
          // One run that is sure to see each case: a contradiction refused, a won, a lost and a voided builder.
          // (SLOTS: 0 full-time 1X2, 2 double chance, 3 and 4 totals 1.5 and 2.5, 6 both to score, 7 margin.)
          examples: [
            [
              [
                act(0, 0, [sel(0, 0), sel(7, 2)], 5),
                act(0, 1, [sel(0, 0), sel(3, 0)], 10, { resend: true }),
                act(0, 2, [sel(0, 0), sel(6, 1)], 7, { burst: true }),
                act(1, 0, [sel(2, 0), sel(4, 0)], 3, { resend: true }),
              ],
              [completed(2, 1, 1, 0), CANCELLED],
            ],
          ],
        },
      );
      expect(seen.taken).toBeGreaterThan(0);
      expect(seen.refused).toBeGreaterThan(0);
      expect(seen.won).toBeGreaterThan(0);
      expect(seen.lost).toBeGreaterThan(0);
      expect(seen.void).toBeGreaterThan(0);
    },
    HARNESS_TIMEOUT_MS * 4,
  );
});
