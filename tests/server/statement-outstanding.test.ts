// The statement counts a bet's money as win/loss on the day it settles and as outstanding while it runs: running
// sportsbook singles and an open tournament room's fee are outstanding, not losses; a single placed one day and
// settled the next is outstanding on the first and win/loss on the second; every day reconciles to the minor unit
// (closing + outstanding = opening + opening outstanding + win/loss + commission + other), and the day's bet count
// is the drill-down's lines with a stake.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toMinor } from '../../src/shared/money';
import { toSafeInt } from '../../src/server/db/types';
import { defaultBetLimits } from '../../src/server/seed/bet-limits';
import { createMember } from '../../src/server/accounts/members-admin';
import { acceptCurrentTerms } from '../../src/server/terms/service';
import { balanceOf, legOf, matches, slip } from './bet-helpers';
import { startHarness, type Harness, HARNESS_TIMEOUT_MS } from './harness';
import { grantValidBets, pickMatches, roomBody, type Member } from './tournament-helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, HARNESS_TIMEOUT_MS);
afterAll(() => h?.close());

type Money = string;
interface Day {
  working_date: string;
  opening_balance: Money;
  opening_outstanding: Money;
  stake: Money;
  valid_amount: Money;
  win_loss: Money;
  outstanding: Money;
  commission: Money;
  other: Money;
  closing_balance: Money;
  bet_count: number;
  products: { product: string; stake: Money; win_loss: Money; outstanding: Money; count: number }[];
}
interface Item {
  source: string;
  ref_no: string | null;
  stake: Money;
  win_loss: Money;
  outstanding: Money;
  commission: Money;
  other: Money;
}

const m = (amount: Money) => toMinor(amount);
const gmt8 = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);

async function post(path: string, body: object) {
  const answer = (await h.post(path, body)).json() as { status: number; statusdesc: string } & Record<
    string,
    unknown
  >;
  expect(answer.status, JSON.stringify(answer)).toBe(1);
  return answer;
}

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

const single = (who: Member, matchIndex: number, stake: string) =>
  post('bet/betsingle', {
    ...who,
    leg: legOf(matches(h, 'pre')[matchIndex]!, 'hdp', 'h'),
    stake,
    slip_id: slip(),
  });

const refOf = (answer: Record<string, unknown>) => (answer.bet as { ref_no: string }).ref_no;

function reconciles(day: Day) {
  expect(m(day.closing_balance) + m(day.outstanding), day.working_date).toBe(
    m(day.opening_balance) + m(day.opening_outstanding) + m(day.win_loss) + m(day.commission) + m(day.other),
  );
}

describe('the statement: running stakes are outstanding, settled bets are win/loss', () => {
  it(
    'four running singles and an open room fee are outstanding; a settled single is win/loss on its settlement day',
    async () => {
      const who = await newMember('stmtout1');
      grantValidBets(h, [who.account_id]);
      const now = Date.now();
      const today = gmt8(now);
      const yesterday = gmt8(now - 86_400_000);
      const twoDaysAgo = gmt8(now - 2 * 86_400_000);
      // The opening credit two days ago, a single placed yesterday (its ledger row moved back a day).
      await h.db.query(
        `UPDATE ledger SET created_at = created_at - interval '2 days' WHERE account_id = $1`,
        [who.account_id],
      );
      const room = await pickMatches(h, who);
      const free = matches(h, 'pre')
        .map((x, i) => ({ id: x.id, i }))
        .filter((x) => !room.ids.includes(x.id));
      const settledBet = await single(who, free[0]!.i, '20.00');
      await h.db.query(
        `UPDATE ledger SET created_at = created_at - interval '1 day' WHERE account_id = $1 AND ref = $2`,
        [who.account_id, refOf(settledBet)],
      );
      // Today: four running singles and an open room's 50.00 fee, then yesterday's single settles.
      const running = new Map<string, string>();
      for (const [n, stake] of ['10.00', '12.00', '13.00', '14.00'].entries())
        running.set(refOf(await single(who, free[n + 1]!.i, stake)), stake);
      const created = await post('tournament/roomcreate', {
        ...who,
        ...roomBody(room.date, room.ids, { room_rate: '50.00' }),
      });
      expect(created.status).toBe(1);
      h.app.odds.sim.finishMatch(free[0]!.id);
      await h.app.bets.idle();
      const [settled] = await h.db.query<{
        status: string;
        return_minor: unknown;
        commission_minor: unknown;
      }>('SELECT status, return_minor, commission_minor FROM bets WHERE ref_no = $1', [refOf(settledBet)]);
      expect(settled?.status).not.toBe('running');
      const returned = toSafeInt(settled?.return_minor);

      const statement = await post('bet/betstatement', {
        ...who,
        start_date: twoDaysAgo,
        end_date: today,
      });
      const days = statement.days as Day[];
      expect(days.map((d) => d.working_date)).toEqual([twoDaysAgo, yesterday, today]);
      const [first, placed, last] = days as [Day, Day, Day];
      for (const day of days) reconciles(day);
      for (const [prev, next] of [
        [first, placed],
        [placed, last],
      ] as const) {
        expect(next.opening_balance).toBe(prev.closing_balance);
        expect(next.opening_outstanding).toBe(prev.outstanding);
      }

      // Yesterday: the single is staked and still running at the day's close: no win/loss, 20.00 outstanding.
      expect(placed).toMatchObject({ stake: '20.00', win_loss: '0.00', outstanding: '20.00', bet_count: 1 });
      expect(m(placed.closing_balance)).toBe(1_000_000 - 20_00);

      // Today: 49.00 of singles and the 50.00 fee are outstanding, and only the settled single is win/loss.
      expect(last.stake).toBe('99.00');
      expect(m(last.win_loss)).toBe(returned - 20_00);
      expect(last.outstanding).toBe('99.00');
      expect(last.opening_outstanding).toBe('20.00');
      expect(last.bet_count).toBe(5);
      const product = (p: string) => last.products.find((x) => x.product === p);
      expect(product('sportsbook')).toMatchObject({
        stake: '49.00',
        outstanding: '49.00',
        count: 4,
      });
      expect(m(product('sportsbook')!.win_loss)).toBe(returned - 20_00);
      expect(product('tournament')).toMatchObject({
        stake: '50.00',
        win_loss: '0.00',
        outstanding: '50.00',
        count: 1,
      });
      // The sportsbook's outstanding is the balance call's outstanding_balance.
      const wallet = await balanceOf(h, who.account_id);
      expect(m(product('sportsbook')!.outstanding)).toBe(wallet.outstanding);
      expect(m(statement.closing_balance as string)).toBe(wallet.balance);
      expect(statement.closing_outstanding).toBe('99.00');
      expect(statement.opening_outstanding).toBe('0.00');

      // The drill-downs: the lines with a stake are the day's bet count, and the lines add up to the day.
      for (const day of days) {
        const drill = await post('bet/betstatementday', { ...who, working_date: day.working_date });
        const items = drill.items as Item[];
        expect(items.filter((i) => m(i.stake) > 0)).toHaveLength(day.bet_count);
        for (const key of ['stake', 'win_loss', 'commission', 'other'] as const)
          expect(
            items.reduce((s, i) => s + m(i[key]), 0),
            `${day.working_date} ${key}`,
          ).toBe(m(day[key]));
      }
      const todays = (await post('bet/betstatementday', { ...who, working_date: today })).items as Item[];
      for (const [ref, stake] of running)
        expect(todays.find((i) => i.ref_no === ref)).toMatchObject({
          stake,
          win_loss: '0.00',
          outstanding: stake,
        });
      expect(todays.find((i) => i.source === 'tournament')).toMatchObject({
        stake: '50.00',
        win_loss: '0.00',
        outstanding: '50.00',
      });
      expect(todays.find((i) => i.ref_no === refOf(settledBet))).toMatchObject({
        stake: '0.00',
        outstanding: '0.00',
      });
      const yesterdays = (await post('bet/betstatementday', { ...who, working_date: yesterday }))
        .items as Item[];
      expect(yesterdays).toEqual([
        expect.objectContaining({
          ref_no: refOf(settledBet),
          stake: '20.00',
          win_loss: '0.00',
          outstanding: '20.00',
        }),
      ]);
    },
    HARNESS_TIMEOUT_MS,
  );
});
