import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';

// 4D and virtual racing bets are kept in lottery_bets and race_bets; the bet URL group's lists show them
// beside sportsbook bets (merged at the list query) with their bet type, pick and stake.
let h: Harness;
let demo: { account_id: string; session_token: string };

beforeAll(async () => {
  process.env.VIRTUALS_SEED = 'virtuals-test-seed';
  h = await startHarness({ requestLimit: { max: 100_000, windowMs: 60_000 } });
  demo = { account_id: 'demo01', session_token: await h.login('demo01') };
});
afterAll(async () => {
  delete process.env.VIRTUALS_SEED;
  await h.close();
});

const call = (name: string, body: object = {}) => h.post(name, { ...demo, ...body }).then((r) => r.json());
interface ListedBet {
  ref_no: string;
  bet_type: string;
  status: string;
  stake: string;
  choice: string;
  outcome: string | null;
  payout: string;
  game?: { kind: string; bet_type: string; number: string; choice: string };
}
const find = (list: { bets: ListedBet[] }, ref: string) => list.bets.find((b) => b.ref_no === ref);
const day = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);

describe('4D and virtual racing bets in the bet lists', () => {
  it('shows them in the running list and, once settled, in the accepted list and the day drill-down', async () => {
    const lottery = await call('osg/lotterybet', {
      slip_id: 'list-4d-0001',
      bets: [{ bet_type: 'box', number: '1234', choice: 'big', stake: '1.00' }],
    });
    expect(lottery.status, JSON.stringify(lottery)).toBe(1);
    const ticket = lottery.bets[0] as { ref_no: string; stake: string };

    const events = (await call('osg/virtualschedule')).events as {
      event_id: string;
      kind: string;
      state: string;
      ends_at: number;
      runners: { no: number }[];
    }[];
    const race = events.find((e) => e.kind === 'racing' && e.state === 'open')!;
    const raced = await call('osg/racebet', {
      slip_id: 'list-race-0001',
      event_id: race.event_id,
      bet_type: 'WIN',
      runner: race.runners[0]!.no,
      stake: '5.00',
    });
    expect(raced.status, JSON.stringify(raced)).toBe(1);

    const running = await call('bet/betacceptlist');
    expect(find(running, ticket.ref_no)).toMatchObject({
      bet_type: 'lottery',
      status: 'running',
      stake: ticket.stake,
      choice: '1234 big',
      game: { kind: 'lottery', bet_type: 'box', number: '1234', choice: 'big' },
    });
    expect(find(running, raced.bet.ref_no)).toMatchObject({
      bet_type: 'racing',
      status: 'running',
      stake: '5.00',
      game: { kind: 'racing', bet_type: 'WIN', number: String(race.runners[0]!.no) },
    });
    expect(running.total_count).toBeGreaterThanOrEqual(2);

    // The race ends and is settled by its own service; it leaves the running list for the settled ones.
    h.clock.now = race.ends_at + 1;
    const settledRace = find(await call('osg/racebetlist'), raced.bet.ref_no) as unknown as {
      status: string;
      payout: string;
    };
    expect(settledRace.status).toBe('settled');
    expect(find(await call('bet/betacceptlist'), raced.bet.ref_no)).toBeUndefined();
    const today = day(h.clock.now);
    const accepted = await call('bet/betacceptfulllist', {
      start_date: day(h.clock.now - 86_400_000),
      end_date: today,
    });
    const listed = find(accepted, raced.bet.ref_no)!;
    expect(listed).toMatchObject({
      bet_type: 'racing',
      status: 'settled',
      stake: '5.00',
      payout: settledRace.payout,
    });
    expect(listed.outcome).toBe(Number(settledRace.payout) > 5 ? 'won' : 'lost');
    expect(find(accepted, ticket.ref_no)).toMatchObject({ bet_type: 'lottery', status: 'running' });
    expect(find(await call('bet/dbetlist', { working_date: today }), raced.bet.ref_no)).toMatchObject({
      status: 'settled',
    });
  });

  it("keeps another member's game bets out of the list", async () => {
    const other = { account_id: 'demo02', session_token: await h.login('demo02') };
    const list = await h.post('bet/betacceptlist', other).then((r) => r.json());
    expect(list.bets.filter((b: ListedBet) => b.bet_type === 'lottery' || b.bet_type === 'racing')).toEqual(
      [],
    );
  });
});

describe('video poker rounds in the bet lists', () => {
  it('lists a dealt round as running and, once drawn, as settled with its hand and payout', async () => {
    const dealt = await call('osg/vpdeal', { round_id: 'vp-list-round-01', stake: '3.00' });
    expect(dealt.status, JSON.stringify(dealt)).toBe(1);
    const ref = dealt.round.ref_no as string;
    expect(find(await call('bet/betacceptlist'), ref)).toMatchObject({
      bet_type: 'videopoker',
      status: 'running',
      stake: '3.00',
      game: { kind: 'videopoker', bet_type: 'jacks_or_better' },
    });
    const drawn = await call('osg/vpdraw', {
      round_id: 'vp-list-round-01',
      held: [true, true, true, true, true],
    });
    expect(drawn.status, JSON.stringify(drawn)).toBe(1);
    expect(find(await call('bet/betacceptlist'), ref)).toBeUndefined();
    const settled = find(await call('bet/dbetlist', { working_date: day(h.clock.now) }), ref);
    expect(settled).toMatchObject({
      bet_type: 'videopoker',
      status: 'settled',
      payout: drawn.round.payout,
      choice: drawn.round.hand ?? '',
    });
    expect(settled?.outcome).toBe(
      Number(drawn.round.payout) > 3 ? 'won' : Number(drawn.round.payout) === 3 ? 'draw' : 'lost',
    );
    expect(settled?.game).toEqual({
      kind: 'videopoker',
      bet_type: 'jacks_or_better',
      number: '',
      choice: drawn.round.hand ?? '',
    });
  });
});
