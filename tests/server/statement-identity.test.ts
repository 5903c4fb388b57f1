// The statement adds up for every product: random activity through the API (sportsbook singles and parlays
// settled with their commission, 4D tickets, virtual race bets, provider game rounds, tournament room fees,
// operator adjustments) and, for every day of every account, closing + outstanding = opening + opening
// outstanding + win/loss + commission + other, with the day's stakes, commission and transfers equal to the
// wallet ledger's sums, each product's figures and the drill-down lines adding up to the day, the outstanding
// equal to the rows of what is still running, and the win/loss to the rows of everything else.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toMinor } from '../../src/shared/money';
import { toSafeInt } from '../../src/server/db/types';
import { adjustCredit } from '../../src/server/accounts/admin';
import { legOf, matches, slip } from './bet-helpers';
import { startHarness, type Harness, HARNESS_TIMEOUT_MS } from './harness';
import { defaultBetLimits } from '../../src/server/seed/bet-limits';
import { createMember } from '../../src/server/accounts/members-admin';
import { acceptCurrentTerms } from '../../src/server/terms/service';
import { grantValidBets, pickMatches, roomBody, type Member } from './tournament-helpers';

let h: Harness;
let runNo = 0;
/** Every ledger type and product the runs produced, so the test shows it covered each of them. */
const seen = new Set<string>();

/** A new member with the demo accounts' bet limits and 10,000.00 of credit (more than the largest plan can spend), so every run starts clean. */
async function newMember(accountId: string): Promise<Member> {
  await h.db.transaction((tx) =>
    createMember(tx, {
      accountId,
      password: 'Pass1234',
      currency: 'MYR',
      agentId: 'ag01',
      commissionBp: 25,
      creditMinor: 1_000_000,
      betLimits: defaultBetLimits('MYR'),
    }).then(() => acceptCurrentTerms(tx, accountId, Date.now())),
  );
  return { account_id: accountId, session_token: await h.login(accountId) };
}

beforeAll(async () => {
  h = await startHarness({ requestLimit: { max: 1_000_000, windowMs: 60_000 } });
}, HARNESS_TIMEOUT_MS);
afterAll(() => h?.close());

type Action =
  | { kind: 'single'; stake: number }
  | { kind: 'lottery'; stake: number }
  | { kind: 'race'; stake: number }
  | { kind: 'round'; stake: number }
  | { kind: 'room'; fee: number }
  | { kind: 'adjust'; amount: number }
  | { kind: 'later' }
  | { kind: 'parlay'; stake: number }
  | { kind: 'finish' };

const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({ kind: fc.constant('single' as const), stake: fc.integer({ min: 1, max: 40 }) }),
  fc.record({ kind: fc.constant('lottery' as const), stake: fc.integer({ min: 1, max: 5 }) }),
  fc.record({ kind: fc.constant('race' as const), stake: fc.integer({ min: 1, max: 20 }) }),
  fc.record({ kind: fc.constant('round' as const), stake: fc.integer({ min: 1, max: 30 }) }),
  fc.record({ kind: fc.constant('room' as const), fee: fc.integer({ min: 10, max: 60 }) }),
  fc.record({ kind: fc.constant('later' as const) }),
  fc.record({ kind: fc.constant('parlay' as const), stake: fc.integer({ min: 1, max: 20 }) }),
  fc.record({ kind: fc.constant('finish' as const) }),
  fc.record({
    kind: fc.constant('adjust' as const),
    amount: fc.integer({ min: -50_00, max: 80_00 }).filter((n) => n !== 0),
  }),
);

const post = async (path: string, body: object) => {
  const res = await h.post(path, body);
  return res.json() as { status: number; statusdesc: string } & Record<string, unknown>;
};
const ok = (answer: { status: number; statusdesc: string }) =>
  expect(answer.status, JSON.stringify(answer)).toBe(1);

/** Runs one action as the member would, through the API (an adjustment as the operator's command does). */
/** `played`: the matches this run's sportsbook bets are on, for 'finish' to end and settle. */
async function perform(who: Member, a: Action, n: number, played: number[]): Promise<void> {
  switch (a.kind) {
    case 'single': {
      const m = matches(h, 'pre')[n % 5]!;
      played.push(m.id);
      return ok(
        await post('bet/betsingle', {
          ...who,
          leg: legOf(m, 'hdp', n % 2 ? 'h' : 'a'),
          stake: `${a.stake}.00`,
          slip_id: slip(),
        }),
      );
    }
    case 'lottery':
      return ok(
        await post('osg/lotterybet', {
          ...who,
          slip_id: slip(),
          bets: [{ bet_type: 'box', number: '1234', choice: 'big', stake: `${a.stake}.00` }],
        }),
      );
    case 'race': {
      const events = (await post('osg/virtualschedule', who)).events as {
        event_id: string;
        kind: string;
        state: string;
        runners: { no: number }[];
      }[];
      const race = events.find((e) => e.kind === 'racing' && e.state === 'open')!;
      return ok(
        await post('osg/racebet', {
          ...who,
          slip_id: slip(),
          event_id: race.event_id,
          bet_type: 'WIN',
          runner: race.runners[0]!.no,
          stake: `${a.stake}.00`,
        }),
      );
    }
    case 'round': {
      const launched = await post('provider/LaunchGame', { ...who, game_id: 'table-baccarat-classic' });
      ok(launched);
      const token = new URLSearchParams(new URL(launched.url as string).hash.slice(1)).get('t');
      const opened = await post('provider/game/open', { launch_token: token });
      ok(opened);
      return ok(
        await post('provider/game/round', {
          game_session: opened.game_session,
          round_id: `r-${slip()}`,
          stake: `${a.stake}.00`,
          bets: { banker: `${a.stake}.00` },
        }),
      );
    }
    case 'room': {
      const day = await pickMatches(h, who);
      return ok(
        await post('tournament/roomcreate', {
          ...who,
          ...roomBody(day.date, day.ids, { room_rate: `${a.fee}.00` }),
        }),
      );
    }
    case 'parlay': {
      const legs = matches(h, 'pre')
        .slice(5, 8)
        .map((m) => (played.push(m.id), legOf(m, 'hdp', 'h')));
      return ok(await post('bet/betparlay', { ...who, legs, stake: `${a.stake}.00`, slip_id: slip() }));
    }
    case 'finish': {
      // The match of the run's oldest open sportsbook bet ends; its bets settle with their commission.
      const id = played.shift();
      if (id === undefined) return;
      h.app.odds.sim.finishMatch(id);
      return h.app.bets.idle();
    }
    case 'later':
      // Time passes: the due 4D draw and the finished races settle as the member reads their lists.
      h.clock.now += 6 * 60_000;
      ok(await post('osg/lotterybetlist', { ...who, status: 'settled' }));
      return ok(await post('osg/racebetlist', who));
    case 'adjust':
      await adjustCredit(h.db, {
        accountId: who.account_id,
        amountMinor: a.amount,
        remark: 'property adjustment',
      });
  }
}

const minor = (amount: string) => toMinor(amount);

/** The member's sportsbook, 4D and race bets that have settled, by reference. */
async function settledRefs(accountId: string): Promise<string[]> {
  const rows = await h.db.query<{ ref: string }>(
    `SELECT ref_no AS ref FROM bets WHERE account_id = $1 AND settled_at IS NOT NULL
     UNION ALL SELECT ref_no FROM lottery_bets WHERE account_id = $1 AND settled_ms IS NOT NULL
     UNION ALL SELECT ref_no FROM race_bets WHERE account_id = $1 AND status <> 'running'`,
    [accountId],
  );
  return rows.map((r) => r.ref);
}

/**
 * Moves the settlement time each product recorded for the bets that settled during one action back by the same
 * days as that action's ledger rows, so a bet's record and its settle row keep saying the same day, as they do
 * when time really passes. (The statement books a settled bet on its product's settlement time.)
 */
async function shiftSettlements(accountId: string, settledBefore: readonly string[], days: number) {
  if (days === 0) return;
  const params = [accountId, settledBefore, days];
  await h.db.query(
    `UPDATE bets SET settled_at = settled_at - make_interval(days => $3::int)
     WHERE account_id = $1 AND settled_at IS NOT NULL AND NOT (ref_no = ANY($2::text[]))`,
    params,
  );
  await h.db.query(
    `UPDATE lottery_bets SET settled_ms = settled_ms - $3::bigint * 86400000
     WHERE account_id = $1 AND settled_ms IS NOT NULL AND NOT (ref_no = ANY($2::text[]))`,
    params,
  );
  await h.db.query(
    `UPDATE race_bets SET ends_ms = ends_ms - $3::bigint * 86400000
     WHERE account_id = $1 AND status <> 'running' AND NOT (ref_no = ANY($2::text[]))`,
    params,
  );
}

describe('the statement over every product', () => {
  it(
    'every day adds up and equals the ledger, per day, per product and per drill-down line',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.tuple(action, fc.integer({ min: 0, max: 3 })), { minLength: 1, maxLength: 8 }),
          async (plan) => {
            const who = await newMember(`stmt${runNo++}x`);
            const accountId = who.account_id;
            grantValidBets(h, [accountId]);
            // The ledger stamps rows with the database's clock, so the days are made by moving each action's
            // rows back by a number of days that never grows along the plan (rows stay in time order).
            const played: number[] = [];
            const offsets = plan.map(([, d]) => d).sort((x, y) => y - x);
            for (const [i, [a]] of plan.entries()) {
              const [last] = await h.db.query<{ id: unknown }>(
                'SELECT COALESCE(max(id), 0) AS id FROM ledger WHERE account_id = $1',
                [accountId],
              );
              const settledBefore = await settledRefs(accountId);
              await perform(who, a, i, played);
              await shiftSettlements(accountId, settledBefore, offsets[i] ?? 0);
              await h.db.query(
                `UPDATE ledger SET created_at = created_at - make_interval(days => $3::int) WHERE account_id = $1 AND id > $2`,
                [accountId, toSafeInt(last?.id), offsets[i] ?? 0],
              );
            }
            // Push the member's opening deposit back before every action so it stays first in time.
            await h.db.query(
              `UPDATE ledger SET created_at = created_at - interval '10 days' WHERE id = (SELECT min(id) FROM ledger WHERE account_id = $1)`,
              [accountId],
            );

            const gmt8 = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);
            // To tomorrow: a draw or race settled on the test's clock, which runs ahead, may book tomorrow.
            const end = gmt8(Date.now() + 86_400_000);
            const start = gmt8(Date.now() - 12 * 86_400_000);
            const statement = await post('bet/betstatement', {
              ...who,
              start_date: start,
              end_date: end,
              page_number: 1,
              page_size: 100,
            });
            ok(statement);
            const days = statement.days as {
              working_date: string;
              opening_balance: string;
              opening_outstanding: string;
              closing_balance: string;
              stake: string;
              valid_amount: string;
              win_loss: string;
              outstanding: string;
              commission: string;
              other: string;
              bet_count: number;
              products: {
                product: string;
                stake: string;
                win_loss: string;
                outstanding: string;
                commission: string;
                count: number;
              }[];
            }[];

            const ledger = await h.db.query<{
              d: string;
              type: string;
              platform: string | null;
              amount_minor: unknown;
              ref: string | null;
            }>(
              `SELECT to_char((created_at AT TIME ZONE 'UTC') + interval '480 minutes', 'YYYY-MM-DD') AS d, type, platform, amount_minor, ref
             FROM ledger WHERE account_id = $1 ORDER BY id`,
              [accountId],
            );
            for (const r of ledger) seen.add(r.platform ?? r.type).add(r.type);
            const [wallet] = await h.db.query<{ b: unknown }>(
              'SELECT balance_minor AS b FROM wallets WHERE account_id = $1',
              [accountId],
            );
            // What is still running now, from each product's own record: its ledger rows are the outstanding.
            const running = await h.db.query<{ ref: string }>(
              `SELECT ref_no AS ref FROM bets WHERE account_id = $1 AND status IN ('waiting', 'running')
               UNION ALL SELECT ref_no FROM lottery_bets WHERE account_id = $1 AND status = 'running'
               UNION ALL SELECT ref_no FROM race_bets WHERE account_id = $1 AND status = 'running'
               UNION ALL SELECT room_id FROM tournament_rooms WHERE outcome IS NULL
                 AND room_id IN (SELECT room_id FROM tournament_players WHERE account_id = $1)`,
              [accountId],
            );
            const runningRefs = new Set(running.map((r) => r.ref));
            const betting = (r: (typeof ledger)[number]) => ['bet', 'settle', 'refund'].includes(r.type);
            expect(minor(statement.closing_balance as string)).toBe(toSafeInt(wallet?.b));
            expect(minor(statement.opening_outstanding as string)).toBe(0);
            expect(minor(statement.closing_outstanding as string)).toBe(
              -ledger
                .filter((r) => betting(r) && r.ref !== null && runningRefs.has(r.ref))
                .reduce((s, r) => s + toSafeInt(r.amount_minor), 0) || 0,
            );
            // Every day with a ledger row is listed (and days a bet settled on without a row, a lost one).
            expect(days.map((d) => d.working_date)).toEqual(
              expect.arrayContaining([...new Set(ledger.map((r) => r.d))]),
            );

            let previousClosing = minor(statement.opening_balance as string);
            let previousOutstanding = minor(statement.opening_outstanding as string);
            let winLoss = 0;
            for (const day of days) {
              const rows = ledger.filter((r) => r.d === day.working_date);
              const sum = (pick: (r: (typeof rows)[number]) => boolean) =>
                rows.filter(pick).reduce((s, r) => s + toSafeInt(r.amount_minor), 0);
              expect(minor(day.opening_balance)).toBe(previousClosing);
              expect(minor(day.opening_outstanding)).toBe(previousOutstanding);
              expect(minor(day.closing_balance) + minor(day.outstanding)).toBe(
                minor(day.opening_balance) +
                  minor(day.opening_outstanding) +
                  minor(day.win_loss) +
                  minor(day.commission) +
                  minor(day.other),
              );
              expect(minor(day.outstanding)).toBeGreaterThanOrEqual(0);
              expect(minor(day.closing_balance) - minor(day.opening_balance)).toBe(sum(() => true));
              expect(minor(day.stake)).toBe(0 - sum((r) => r.type === 'bet') || 0);
              expect(minor(day.commission)).toBe(sum((r) => r.type === 'commission'));
              expect(minor(day.other)).toBe(sum((r) => r.platform === null));
              // Every product that moved money that day has its row, and the rows add up to the day.
              expect(day.products.map((p) => p.product)).toEqual(
                expect.arrayContaining([...new Set(rows.flatMap((r) => (r.platform ? [r.platform] : [])))]),
              );
              for (const p of day.products) {
                expect(minor(p.commission)).toBe(
                  sum((r) => r.platform === p.product && r.type === 'commission'),
                );
                expect(minor(p.stake)).toBe(
                  0 - sum((r) => r.platform === p.product && r.type === 'bet') || 0,
                );
              }
              for (const key of ['win_loss', 'commission', 'outstanding', 'stake'] as const)
                expect(day.products.reduce((s, p) => s + minor(p[key]), 0)).toBe(minor(day[key]));
              expect(day.products.reduce((s, p) => s + p.count, 0)).toBe(day.bet_count);

              const drill = await post('bet/betstatementday', { ...who, working_date: day.working_date });
              ok(drill);
              const items = drill.items as {
                source: string;
                stake: string;
                win_loss: string;
                outstanding: string;
                commission: string;
                other: string;
              }[];
              expect(items.length).toBeGreaterThan(0);
              for (const key of ['win_loss', 'stake', 'other', 'commission'] as const)
                expect(items.reduce((s, i) => s + minor(i[key]), 0)).toBe(minor(day[key]));
              expect(items.filter((i) => minor(i.stake) > 0)).toHaveLength(day.bet_count);
              previousClosing = minor(day.closing_balance);
              previousOutstanding = minor(day.outstanding);
              winLoss += minor(day.win_loss);
            }
            expect(previousClosing).toBe(toSafeInt(wallet?.b));
            expect(previousOutstanding).toBe(minor(statement.closing_outstanding as string));
            // Over the whole window, win/loss is every betting row of the references no longer running.
            expect(winLoss).toBe(
              ledger
                .filter((r) => betting(r) && !(r.ref !== null && runningRefs.has(r.ref)))
                .reduce((s, r) => s + toSafeInt(r.amount_minor), 0),
            );
          },
        ),
        {
          numRuns: 8,
          // One plan that touches every product, a settlement with commission and a later day, always run.
          examples: [
            [
              [
                [{ kind: 'single', stake: 20 }, 2],
                [{ kind: 'lottery', stake: 2 }, 2],
                [{ kind: 'race', stake: 5 }, 1],
                [{ kind: 'round', stake: 3 }, 1],
                [{ kind: 'room', fee: 10 }, 1],
                [{ kind: 'adjust', amount: -1_50 }, 1],
                [{ kind: 'parlay', stake: 4 }, 0],
                [{ kind: 'finish' }, 0],
                [{ kind: 'later' }, 0],
              ],
            ],
            // Two bets that settle (one often a win) a day after they were placed, days before the statement is read.
            [
              [
                [{ kind: 'single', stake: 21 }, 2],
                [{ kind: 'single', stake: 22 }, 2],
                [{ kind: 'finish' }, 1],
                [{ kind: 'finish' }, 1],
              ],
            ],
          ],
        },
      );
      expect([...seen]).toEqual(
        expect.arrayContaining([
          'sportsbook',
          'lottery',
          'virtual',
          'live_casino',
          'tournament',
          'adjustment',
        ]),
      );
    },
    HARNESS_TIMEOUT_MS,
  );
});
