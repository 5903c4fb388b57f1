import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EFIGHT_SPORT_IDS, RACING_SPORT_IDS } from '../../src/shared/constants';
import { placesPaid } from '../../src/shared/racing/settlement';
import { toSafeInt } from '../../src/server/db/types';
import { startHarness, type Harness } from './harness';

let h: Harness;
let demo: { account_id: string; session_token: string };
const MIN = 60_000;

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
interface Ev {
  event_id: string;
  sport_id: number;
  kind: string;
  slot_at: number;
  starts_at: number;
  ends_at: number;
  state: string;
  places_paid: number;
  runners: { no: number; win: string; place: string | null; show: string | null }[];
  result: number[] | null;
}
const balance = async () =>
  toSafeInt(
    (
      await h.db.query<{ b: unknown }>("SELECT balance_minor AS b FROM wallets WHERE account_id = 'demo01'")
    )[0]?.b,
  );

describe('the virtual schedule', () => {
  it('has every sport 40-54, one game per 5-minute slot starting 0-4 minutes in and lasting 5 minutes', async () => {
    const res = await call('osg/virtualschedule');
    const events = res.events as Ev[];
    expect(new Set(events.map((e) => e.sport_id))).toEqual(
      new Set(Array.from({ length: 15 }, (_, i) => 40 + i)),
    );
    for (const e of events) {
      expect(e.slot_at % (5 * MIN)).toBe(0);
      expect(e.starts_at - e.slot_at).toBeGreaterThanOrEqual(0);
      expect(e.starts_at - e.slot_at).toBeLessThanOrEqual(4 * MIN);
      expect((e.starts_at - e.slot_at) % MIN).toBe(0);
      expect(e.ends_at - e.starts_at).toBe(5 * MIN);
      expect(e.kind).toBe(
        RACING_SPORT_IDS.includes(e.sport_id)
          ? 'racing'
          : EFIGHT_SPORT_IDS.includes(e.sport_id)
            ? 'efight'
            : 'game',
      );
      if (e.kind === 'racing') expect(e.places_paid).toBe(placesPaid(e.runners.length));
      else expect(e.runners).toHaveLength(2);
      expect(e.result).toBeNull();
    }
  });

  it('a PLACE/SHOW costs two stakes, settles by places paid after the race, and pays one credit row', async () => {
    const events = (await call('osg/virtualschedule')).events as Ev[];
    const race = events.find((e) => e.kind === 'racing' && e.state === 'open' && e.places_paid === 3);
    expect(race, 'an open 8+ runner race').toBeDefined();
    const before = await balance();
    const runner = race!.runners[0]!;
    const placed = await call('osg/racebet', {
      slip_id: 'race-slip-0001',
      event_id: race!.event_id,
      bet_type: 'PLACE_SHOW',
      runner: runner.no,
      stake: '10.00',
    });
    expect(placed.status, JSON.stringify(placed)).toBe(1);
    expect(placed.bet.odds.map((o: { leg: string }) => o.leg)).toEqual(['PLACE', 'SHOW']);
    expect(await balance()).toBe(before - 2_000);

    h.clock.now = race!.ends_at + 1;
    const list = await call('osg/racebetlist');
    const bet = list.bets.find((b: { ref_no: string }) => b.ref_no === placed.bet.ref_no);
    expect(bet.status).toBe('settled');
    const result = (await call('ngresult', { limit: 100 })).results.find(
      (e: Ev) => e.event_id === race!.event_id,
    ) as Ev;
    const position = result.result!.indexOf(runner.no) + 1;
    const expected =
      (position <= 2 ? Math.round(Number(runner.place) * 1000) : 0) +
      (position <= 3 ? Math.round(Number(runner.show) * 1000) : 0);
    expect(Math.round(Number(bet.payout) * 100)).toBe(expected);
    expect(await balance()).toBe(before - 2_000 + expected);
    const credits = await h.db.query('SELECT 1 FROM ledger WHERE ref = $1 AND type = $2', [
      placed.bet.ref_no,
      'settle',
    ]);
    expect(credits).toHaveLength(expected > 0 ? 1 : 0);
  });

  it('refuses a bet once the game has started, and SHOW where only two places are paid', async () => {
    const events = (await call('osg/virtualschedule')).events as Ev[];
    const running = events.find((e) => e.state === 'running');
    if (running) {
      expect(
        (
          await call('osg/racebet', {
            slip_id: 'race-slip-late1',
            event_id: running.event_id,
            bet_type: 'WIN',
            runner: 1,
            stake: '1.00',
          })
        ).statusdesc,
      ).toBe('matchNotAllowBet');
    }
    const small = events.find((e) => e.kind === 'efight' && e.state === 'open');
    expect(
      (
        await call('osg/racebet', {
          slip_id: 'race-slip-show1',
          event_id: small!.event_id,
          bet_type: 'SHOW',
          runner: 1,
          stake: '1.00',
        })
      ).statusdesc,
    ).toBe('invalidBetType');
    expect(
      (
        await call('osg/racebet', {
          slip_id: 'race-slip-none1',
          event_id: '45-1',
          bet_type: 'WIN',
          runner: 1,
          stake: '1.00',
        })
      ).statusdesc,
    ).toBe('matchNotAllowBet');
  });

  it('efresult lists finished e-fights and ngresult the other virtual games, with results', async () => {
    const ef = (await call('efresult', { limit: 10 })).results as Ev[];
    expect(ef.length).toBeGreaterThan(0);
    for (const e of ef) {
      expect(EFIGHT_SPORT_IDS).toContain(e.sport_id);
      expect(e.state).toBe('finished');
      expect(e.result).toHaveLength(2);
    }
    const ng = (await call('ngresult', { limit: 10 })).results as Ev[];
    expect(ng.length).toBe(10);
    for (const e of ng) expect(EFIGHT_SPORT_IDS).not.toContain(e.sport_id);
  });
});
