// Money conservation of cash out, as a property: random whole and partial cash outs at the value offered or a cent
// either side of it, requests sent again, matches settled and re-settled between them, then every match settled.
// Whatever happens, every cash out the server answered as taken is one record and one credit of exactly the amount
// it answered, a bet is either cashed out (and the settlement paid it nothing) or settled on the stake it had left,
// the wallet is its ledger, and its change is exactly the stakes, the credits and the commission.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MatchOutcome } from '../../src/server/betting/markets';
import { singleReturn, type Outcome } from '../../src/shared/betting/outcome';
import { parlayReturn } from '../../src/shared/betting/parlay';
import { toMinor } from '../../src/shared/money';
import { resettleMatch } from '../../src/server/betting/resettle';
import { settleMatch } from '../../src/server/betting/settle';
import { toSafeInt } from '../../src/server/db/types';
import type { SimMatch } from '../../src/server/odds/types';
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
  demo = await session(h, 'demo05');
}, HARNESS_TIMEOUT_MS);
afterAll(() => h?.close());

const post = async (name: string, body: Record<string, unknown>) =>
  (await h.post(`bet/${name}`, { ...demo, ...body })).json();

const RESULTS: MatchOutcome[] = [
  [3, 0],
  [1, 1],
  [0, 2],
  [2, 1],
].map(([home, away]) => ({
  status: 'completed',
  home: home!,
  away: away!,
  htHome: 0,
  htAway: 0,
  firstGoal: home! > 0 ? 'h' : away! > 0 ? 'a' : null,
  lastGoal: away! > 0 ? 'a' : home! > 0 ? 'h' : null,
  placings: [],
}));

const used = new Set<number>();
function fresh(n: number): SimMatch[] {
  const picked = matches(h, 'pre')
    .filter((m) => !used.has(m.id))
    .slice(0, n);
  for (const m of picked) used.add(m.id);
  return picked;
}

const action = fc.oneof(
  fc.record({
    kind: fc.constant('cashout' as const),
    bet: fc.nat(2),
    /** 0: the whole bet; otherwise the percent of the value taken. */
    percent: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 99 })),
    /** The value the player says they saw, in cents from the offer. */
    shift: fc.integer({ min: -2, max: 2 }),
    acceptAny: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('replay' as const) }),
  fc.record({ kind: fc.constant('settle' as const), match: fc.nat(2), result: fc.nat(RESULTS.length - 1) }),
  fc.record({ kind: fc.constant('resettle' as const), match: fc.nat(2), result: fc.nat(RESULTS.length - 1) }),
);

type Row = Record<string, unknown>;
const seen = { whole: 0, partial: 0, refused: 0, replays: 0 };

function settlementReturn(bet: Row, legs: Row[]): number {
  const factor = (l: Row) => ({
    outcome: l.outcome as Outcome,
    winBp: toSafeInt(l.win_bp),
    loseBp: toSafeInt(l.lose_bp),
  });
  const cap = toSafeInt(bet.max_payout_minor);
  if (bet.kind === 'single')
    return Math.min(singleReturn(toSafeInt(bet.risk_minor), toSafeInt(bet.win_minor), factor(bet)), cap);
  return Math.min(
    parlayReturn(
      toSafeInt(bet.stake_minor),
      legs.map((l) => ({ price: toSafeInt(l.price), factor: factor(l) })),
    ),
    cap,
  );
}

describe('cash out money', () => {
  it(
    'creates and loses nothing, whatever is cashed out, repeated, settled and re-settled in between',
    { timeout: 600_000 },
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 8 }), async (actions) => {
          const ms = fresh(3);
          if (ms.length < 3) return;
          const [m1, m2, m3] = ms as [SimMatch, SimMatch, SimMatch];
          const before = await balanceOf(h, 'demo05');
          const [mark] = await h.db.query<{ id: unknown }>('SELECT COALESCE(MAX(id), 0) AS id FROM ledger');
          const bets = [
            (await post('betsingle', { leg: legOf(m1, 'hdp', 'h', 4), stake: '30.00', slip_id: slip() })).bet,
            (await post('betsingle', { leg: legOf(m2, 'ou', 'u', 1), stake: '25.50', slip_id: slip() })).bet,
            (
              await post('betparlay', {
                legs: [legOf(m1, 'hdp', 'a'), legOf(m3, 'ou', 'o')],
                stake: '12.34',
                slip_id: slip(),
              })
            ).bet,
          ];
          for (const b of bets) expect(b).toBeTruthy();
          const staked = bets.reduce((s, b) => s + toMinor(b.risk), 0);
          const settled = new Set<number>();
          /** What the server answered as taken: the amount of each request id. */
          const taken = new Map<string, number>();
          let last: Record<string, unknown> | null = null;

          for (const a of actions) {
            if (a.kind === 'settle' || a.kind === 'resettle') {
              const m = ms[a.match]!;
              if (a.kind === 'resettle' && settled.has(m.id))
                await resettleMatch(h.app.bets.deps, m.id, RESULTS[a.result]!);
              else if (a.kind === 'settle') {
                await settleMatch(h.app.bets.deps, m.id, RESULTS[a.result]!);
                settled.add(m.id);
              }
              continue;
            }
            if (a.kind === 'replay') {
              if (!last) continue;
              const again = await post('cashout', last);
              expect(again.statusdesc).toBe('duplicate_debit_record');
              seen.replays++;
              continue;
            }
            const bet = bets[a.bet]!;
            const offer = (await post('cashoutquote', { bet_ids: [bet.bet_id] })).offers[0];
            if (offer.code !== '') {
              // No offer: a cash out asked anyway is refused and changes nothing.
              const res = await post('cashout', { bet_id: bet.bet_id, value: '1.00', request_id: slip() });
              expect(res.statusdesc).not.toBe('success');
              seen.refused++;
              continue;
            }
            const value = toMinor(offer.value);
            const seenValue = Math.max(1, value + a.shift);
            const amount = a.percent === 0 ? null : Math.floor((seenValue * a.percent) / 100);
            const request: Record<string, unknown> = {
              bet_id: bet.bet_id,
              value: (seenValue / 100).toFixed(2),
              request_id: slip(),
              ...(a.acceptAny ? { accept_any_odds: true } : {}),
              ...(amount !== null ? { amount: (amount / 100).toFixed(2) } : {}),
            };
            const rowBefore = (await h.db.query<Row>('SELECT * FROM bets WHERE id = $1', [bet.bet_id]))[0]!;
            const res = await post('cashout', request);
            if (res.statusdesc !== 'success') {
              expect(['cashOutValueChanged', 'cashOutAmountInvalid']).toContain(res.statusdesc);
              const rowAfter = (await h.db.query<Row>('SELECT * FROM bets WHERE id = $1', [bet.bet_id]))[0]!;
              expect(rowAfter).toEqual(rowBefore);
              seen.refused++;
              continue;
            }
            const credited = toMinor(res.amount);
            taken.set(String(request.request_id), credited);
            last = request;
            if (amount === null || amount >= value) {
              // Whole: the value now, which is never below what the player saw unless they accepted any change.
              expect(credited).toBe(value);
              if (!a.acceptAny) expect(value).toBeGreaterThanOrEqual(seenValue);
              expect(res.bet.status).toBe('cashed_out');
              seen.whole++;
            } else {
              expect(credited).toBe(amount);
              const stake = toSafeInt(rowBefore.stake_minor);
              expect(toMinor(res.bet.stake)).toBe(stake - Math.ceil((stake * amount) / value));
              expect(res.bet.status).toBe('running');
              seen.partial++;
            }
          }
          for (const [i, m] of ms.entries())
            if (!settled.has(m.id)) await settleMatch(h.app.bets.deps, m.id, RESULTS[i]!);

          let credits = 0;
          for (const bet of bets) {
            const [row] = await h.db.query<Row>('SELECT * FROM bets WHERE id = $1', [bet.bet_id]);
            const legs = await h.db.query<Row>('SELECT * FROM bet_legs WHERE bet_id = $1 ORDER BY leg_no', [
              bet.bet_id,
            ]);
            const records = await h.db.query<{
              request_id: string;
              value_minor: unknown;
              full_cash_out: boolean;
            }>(
              'SELECT request_id, value_minor, full_cash_out FROM bet_cash_outs WHERE bet_id = $1 ORDER BY id',
              [bet.bet_id],
            );
            const rows = await h.db.query<{ amount_minor: unknown; remark: string }>(
              `SELECT amount_minor, remark FROM ledger WHERE ref = $1 AND type IN ('settle', 'refund') ORDER BY id`,
              [bet.ref_no],
            );
            const cashOutRows = rows.filter((r) => r.remark.startsWith('cash out '));
            const settleRows = rows.filter((r) => !r.remark.startsWith('cash out '));
            // Each record is a cash out the server answered as taken, credited once at the amount it answered.
            for (const r of records) expect(taken.get(r.request_id)).toBe(toSafeInt(r.value_minor));
            expect(cashOutRows.map((r) => toSafeInt(r.amount_minor))).toEqual(
              records.map((r) => toSafeInt(r.value_minor)),
            );
            if (row!.status === 'cashed_out') {
              expect(records.at(-1)?.full_cash_out).toBe(true);
              expect(settleRows).toEqual([]);
            } else {
              expect(['settled', 'void']).toContain(row!.status);
              expect(records.every((r) => !r.full_cash_out)).toBe(true);
              const paid = settleRows.reduce((s, r) => s + toSafeInt(r.amount_minor), 0);
              expect(paid).toBe(toSafeInt(row!.return_minor));
              expect(toSafeInt(row!.return_minor)).toBe(settlementReturn(row!, legs));
            }
            credits += rows.reduce((s, r) => s + toSafeInt(r.amount_minor), 0);
          }
          const [commission] = await h.db.query<{ n: unknown }>(
            `SELECT COALESCE(SUM(amount_minor), 0) AS n FROM ledger WHERE account_id = 'demo05' AND type = 'commission' AND id > $1`,
            [String(mark?.id)],
          );
          const after = await balanceOf(h, 'demo05');
          expect(after.balance - before.balance).toBe(-staked + credits + toSafeInt(commission?.n));
          expect(after.outstanding).toBe(before.outstanding);
        }),
        {
          numRuns: 12,
          // Every kind of answer the property counts, whatever the random runs draw: a part and a whole taken at
          // any change, a value said two cents above the offer (refused), and a replay.
          examples: [
            [
              [
                { kind: 'cashout', bet: 0, percent: 50, shift: 0, acceptAny: true },
                { kind: 'replay' },
                { kind: 'cashout', bet: 1, percent: 0, shift: 2, acceptAny: false },
                { kind: 'cashout', bet: 1, percent: 0, shift: 0, acceptAny: true },
              ],
            ],
          ],
        },
      );
      await assertLedgerConsistent(h, 'demo05');
      await assertOpenStakesConsistent(h);
      expect(seen.whole).toBeGreaterThan(0);
      expect(seen.partial).toBeGreaterThan(0);
      expect(seen.refused).toBeGreaterThan(0);
    },
  );
});
