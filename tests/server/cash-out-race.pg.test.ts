// PostgreSQL only (*.pg.test.ts): a cash out taken on one server racing the settlement of the bet's last open leg on
// another ends in exactly one of them. Over many interleavings (which starts first, how far apart, whole or partial,
// a single or a parlay whose other leg is settled, and a third connection holding the member's wallet row so each side
// stops half way through its transaction while the other one runs), the bet is either cashed out with no settlement
// credit, or settled on exactly the stake it had when the settlement read it, the cash outs it took before that kept
// and nothing paid twice; the wallet is its ledger and its outstanding amount is the stakes still running.
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MatchOutcome } from '../../src/server/betting/markets';
import type { Outcome } from '../../src/shared/betting/outcome';
import { parlayReturn } from '../../src/shared/betting/parlay';
import { singleReturn } from '../../src/shared/betting/outcome';
import { toMinor } from '../../src/shared/money';
import { buildApp } from '../../src/server/app';
import { settleMatch } from '../../src/server/betting/settle';
import { openDatabase } from '../../src/server/db/open';
import { toSafeInt, type Database } from '../../src/server/db/types';
import type { SimMatch } from '../../src/server/odds/types';
import { HARNESS_TIMEOUT_MS, startHarness, TEST_SECRET, type Harness } from './harness';
import { assertLedgerConsistent, balanceOf, legOf, matches, session, slip } from './bet-helpers';

const LIMITS = { requestLimit: { max: 100_000, windowMs: 60_000 } };
let h: Harness;
let follower: FastifyInstance;
/** Another process on the same database: it holds the wallet row to stop both sides half way. */
let other: Database;
let demo: { account_id: string; session_token: string };

beforeAll(async () => {
  h = await startHarness(LIMITS);
  follower = await buildApp({
    db: h.db,
    config: LIMITS,
    operatorSecret: TEST_SECRET,
    now: () => h.clock.now,
  });
  other = await openDatabase({ databaseUrl: h.databaseUrl });
  demo = await session(h, 'demo02');
}, HARNESS_TIMEOUT_MS);
afterAll(async () => {
  await other?.close();
  await follower?.close();
  await h?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until `n` sessions of the test database wait for a lock (the held wallet row, a bet row, a match's advisory
 * lock), or a second has passed: a side refused early never waits, and then the other one runs on.
 */
async function waitingOnLocks(n: number): Promise<void> {
  const deadline = Date.now() + 1_000;
  while (Date.now() < deadline) {
    const [row] = await other.query<{ n: unknown }>(
      `SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    );
    if (toSafeInt(row?.n) >= n) return;
    await sleep(2);
  }
}
const onFollower = async (name: string, body: object) =>
  (await follower.inject({ method: 'POST', url: `/api/bet/${name}`, payload: { ...demo, ...body } })).json();
const onLeader = async (name: string, body: object) =>
  (await h.post(`bet/${name}`, { ...demo, ...body })).json();

const RESULTS: MatchOutcome[] = [
  [2, 0],
  [1, 1],
  [0, 1],
].map(([home, away]) => ({
  status: 'completed',
  home: home!,
  away: away!,
  htHome: 0,
  htAway: 0,
  firstGoal: home! > 0 ? 'h' : away! > 0 ? 'a' : null,
  lastGoal: home! > 0 ? 'h' : away! > 0 ? 'a' : null,
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

/** What each interleaving's end looked like, over all runs: the property must have seen both sides win. */
const seen = { cashedOut: 0, settledFirst: 0, partialThenSettled: 0, gated: 0 };

const interleaving = fc.record({
  parlay: fc.boolean(),
  partial: fc.boolean(),
  cashOutFirst: fc.boolean(),
  /** Without the gate: how long after the first side the second starts. */
  gapMs: fc.integer({ min: 0, max: 40 }),
  /** Whether the wallet row is held, so each side is let run until it waits for a lock. */
  gated: fc.boolean(),
  result: fc.integer({ min: 0, max: RESULTS.length - 1 }),
});

type Row = Record<string, unknown>;
type Run = typeof interleaving extends fc.Arbitrary<infer T> ? T : never;

/** The settlement credit a bet row earns from its legs' results, on the stake the row has now. */
function settlementReturn(bet: Row, legs: Row[]): number {
  const factor = (l: Row) => ({
    outcome: l.outcome as Outcome,
    winBp: toSafeInt(l.win_bp),
    loseBp: toSafeInt(l.lose_bp),
  });
  const cap = toSafeInt(bet.max_payout_minor);
  if (bet.kind === 'single')
    return Math.min(singleReturn(toSafeInt(bet.risk_minor), toSafeInt(bet.win_minor), factor(bet)), cap);
  const priced = legs.map((l) => ({ price: toSafeInt(l.price), factor: factor(l) }));
  return Math.min(parlayReturn(toSafeInt(bet.stake_minor), priced), cap);
}

describe('cash out racing settlement on two servers', () => {
  it("an auto cash out swept by two servers at once, and by the leader's timer, is taken once", async () => {
    for (let run = 0; run < 5; run++) {
      const [m] = fresh(1);
      const placed = await onLeader('betsingle', {
        leg: legOf(m!, 'hdp', 'h', 4),
        stake: '20.00',
        slip_id: slip(),
      });
      expect(placed.statusdesc).toBe('success');
      const set = await onFollower('cashoutauto', { bet_id: placed.bet.bet_id, value: '0.01' });
      expect(set.statusdesc).toBe('success');
      await Promise.all([h.app.engines.autoCashOuts.sweep(), follower.engines.autoCashOuts.sweep()]);
      const [bet] = await h.db.query<Row>('SELECT status FROM bets WHERE id = $1', [placed.bet.bet_id]);
      expect(bet?.status).toBe('cashed_out');
      const credits = await h.db.query<Row>(`SELECT 1 FROM ledger WHERE ref = $1 AND type = 'settle'`, [
        placed.bet.ref_no,
      ]);
      expect(credits).toHaveLength(1);
    }
    await assertLedgerConsistent(h, 'demo02');
  });

  it(
    'ends in exactly one of them, whatever the interleaving, and pays nothing twice',
    { timeout: 600_000 },
    async () => {
      expect(h.app.engines.leadership.isLeader).toBe(true);
      expect(follower.engines.leadership.isLeader).toBe(false);
      // Stakes running on a match no run settles keep the member's outstanding amount well above any one bet's,
      // so a settlement that ran over a cash out is not stopped by the wallet's outstanding >= 0 check: the
      // test's own comparisons must catch it.
      const [reserved] = fresh(1);
      const standing = await onLeader('betsingle', {
        leg: legOf(reserved!, 'ou', 'o', 4),
        stake: '500.00',
        slip_id: slip(),
      });
      expect(standing.statusdesc).toBe('success');
      await fc.assert(
        fc.asyncProperty(interleaving, async (run) => {
          const picked = fresh(run.parlay ? 2 : 1);
          if (picked.length < (run.parlay ? 2 : 1)) return;
          const last = picked[picked.length - 1]!;
          const result = RESULTS[run.result]!;
          const placed = run.parlay
            ? await onLeader('betparlay', {
                legs: [legOf(picked[0]!, 'hdp', 'h'), legOf(last, 'hdp', 'h')],
                stake: '40.00',
                slip_id: slip(),
              })
            : await onLeader('betsingle', {
                leg: legOf(last, 'hdp', 'h', 4),
                stake: '40.00',
                slip_id: slip(),
              });
          expect(placed.statusdesc).toBe('success');
          const bet = placed.bet;
          // The parlay's other leg is settled first (the simulator still shows its match open: it is not priced).
          if (run.parlay) await settleMatch(h.app.bets.deps, picked[0]!.id, RESULTS[0]!);
          await h.app.odds.persist();
          const before = await balanceOf(h, 'demo02');
          const [mark] = await h.db.query<{ id: unknown }>('SELECT COALESCE(MAX(id), 0) AS id FROM ledger');
          const quote = (await onFollower('cashoutquote', { bet_ids: [bet.bet_id] })).offers[0];
          // A parlay whose first leg lost has nothing to cash out; the race needs an offer.
          if (quote.code !== '') return;
          const value = toMinor(quote.value);
          const partial = run.partial && value >= 3;
          const request = {
            bet_id: bet.bet_id,
            value: quote.value,
            request_id: slip(),
            accept_any_odds: true,
            ...(partial ? { amount: (Math.floor(value / 2) / 100).toFixed(2) } : {}),
          };

          let release: () => void = () => {};
          let held: Promise<void> = Promise.resolve();
          let gate: Promise<void> = Promise.resolve();
          if (run.gated) {
            seen.gated++;
            let locked: () => void = () => {};
            held = new Promise((resolve) => (locked = resolve));
            const open = new Promise<void>((resolve) => (release = resolve));
            gate = other.transaction(async (tx) => {
              await tx.query(`SELECT 1 FROM wallets WHERE account_id = 'demo02' FOR UPDATE`);
              locked();
              await open;
            });
            await held;
          }
          const cashOut = async () => onFollower('cashout', request);
          const settle = async () => {
            await settleMatch(h.app.bets.deps, last.id, result);
            return null;
          };
          const [first, second] = run.cashOutFirst ? [cashOut, settle] : [settle, cashOut];
          const one = first();
          if (run.gated) await waitingOnLocks(1);
          else await sleep(run.gapMs);
          const two = second();
          if (run.gated) {
            await waitingOnLocks(2);
            release();
          }
          const answers = await Promise.all([one, two, gate]);
          const answer = (run.cashOutFirst ? answers[0] : answers[1]) as {
            statusdesc: string;
            amount?: string;
          };
          // A settlement that lost its turn is finished by the next pass, as the leader's sweep would.
          await settleMatch(h.app.bets.deps, last.id, result);

          const [row] = await h.db.query<Row>('SELECT * FROM bets WHERE id = $1', [bet.bet_id]);
          const legs = await h.db.query<Row>('SELECT * FROM bet_legs WHERE bet_id = $1 ORDER BY leg_no', [
            bet.bet_id,
          ]);
          const cashOuts = await h.db.query<{ value_minor: unknown; full_cash_out: boolean }>(
            'SELECT value_minor, full_cash_out FROM bet_cash_outs WHERE bet_id = $1 ORDER BY id',
            [bet.bet_id],
          );
          const credits = await h.db.query<{ amount_minor: unknown; remark: string }>(
            `SELECT amount_minor, remark FROM ledger WHERE ref = $1 AND type IN ('settle', 'refund') ORDER BY id`,
            [bet.ref_no],
          );
          const cashedCredits = credits.filter((c) => c.remark.startsWith('cash out '));
          const settleCredits = credits.filter((c) => !c.remark.startsWith('cash out '));
          const took = answer.statusdesc === 'success';
          expect(['success', 'cashOutUnavailable']).toContain(answer.statusdesc);
          // One cash out record and one credit per cash out the server answered as taken, none otherwise.
          expect(cashOuts.length).toBe(took ? 1 : 0);
          expect(cashedCredits.map((c) => toSafeInt(c.amount_minor))).toEqual(
            cashOuts.map((c) => toSafeInt(c.value_minor)),
          );
          if (row!.status === 'cashed_out') {
            // Cashed out: the settlement paid it nothing.
            expect(took && !partial).toBe(true);
            expect(settleCredits).toEqual([]);
            seen.cashedOut++;
          } else {
            // Settled: no whole cash out went through, and the settlement paid the stake the bet had then.
            expect(['settled', 'void']).toContain(row!.status);
            expect(took && !partial).toBe(false);
            const paid = settleCredits.reduce((s, c) => s + toSafeInt(c.amount_minor), 0);
            expect(paid).toBe(toSafeInt(row!.return_minor));
            expect(toSafeInt(row!.return_minor)).toBe(settlementReturn(row!, legs));
            if (took) seen.partialThenSettled++;
            else seen.settledFirst++;
          }
          const after = await balanceOf(h, 'demo02');
          const commission = await h.db.query<{ n: unknown }>(
            `SELECT COALESCE(SUM(amount_minor), 0) AS n FROM ledger
             WHERE account_id = 'demo02' AND type = 'commission' AND id > $1`,
            [String(mark?.id)],
          );
          const creditSum = credits.reduce((s, c) => s + toSafeInt(c.amount_minor), 0);
          expect(after.balance - before.balance).toBe(creditSum + toSafeInt(commission[0]?.n));
          expect(before.outstanding - after.outstanding).toBe(toMinor(bet.risk));
        }),
        {
          numRuns: 40,
          // The orders that pay twice without the guard run every time, besides the random ones: each side stopped
          // half way (cash out first, then settlement first), a whole and a partial cash out, a single and a parlay.
          examples: [false, true].flatMap((parlay) =>
            [true, false].flatMap((cashOutFirst) =>
              [false, true].map((partial) => [
                { parlay, partial, cashOutFirst, gapMs: 0, gated: true, result: 0 },
              ]),
            ),
          ) as [Run][],
        },
      );
      await assertLedgerConsistent(h, 'demo02');
      const [open] = await h.db.query<{ risk: unknown; outstanding: unknown }>(
        `SELECT (SELECT COALESCE(SUM(risk_minor), 0) FROM bets WHERE account_id = 'demo02' AND status IN ('waiting', 'running')) AS risk,
                (SELECT outstanding_minor FROM wallets WHERE account_id = 'demo02') AS outstanding`,
      );
      expect(toSafeInt(open?.outstanding)).toBe(toSafeInt(open?.risk));
      expect(seen.cashedOut).toBeGreaterThan(0);
      expect(seen.settledFirst + seen.partialThenSettled).toBeGreaterThan(0);
      expect(seen.gated).toBeGreaterThan(0);
    },
  );
});
