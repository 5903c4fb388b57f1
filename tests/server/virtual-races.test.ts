// Virtual horse and greyhound races run the fields of RULES.md section 11 and are priced as the sportsbook's race
// cards are; their bets name the race in every list a player reads (bet list, statement, ticket).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRICE_SCALE } from '../../src/shared/odds/price';
import { raceCardPrices } from '../../src/server/odds/model';
import { buildGame } from '../../src/server/virtuals/schedule';
import { startHarness, type Harness } from './harness';

const SECRET = 'virtual-races-test';
const HORSES = 45;
const GREYHOUNDS = 46;
const slots = Array.from({ length: 200 }, (_, i) => 5_000_000 + i);
/** A race card price as decimal odds in hundredths. */
const x100 = (price: number) => (price + PRICE_SCALE) / 10_000;

describe('virtual race fields and prices', () => {
  it('runs 8 to 10 horses with WIN, PLACE and SHOW, priced as a race card of the same field', () => {
    const sizes = new Set<number>();
    for (const slot of slots) {
      const game = buildGame(SECRET, HORSES, slot)!;
      sizes.add(game.runners.length);
      expect(game.runners.length).toBeGreaterThanOrEqual(8);
      expect(game.runners.length).toBeLessThanOrEqual(10);
      expect(game.placesPaid).toBe(3);
      const card = raceCardPrices(game.runners.map((r) => r.strength));
      game.runners.forEach((r, i) => {
        expect(r.win).toBe(x100(card.win[i]!));
        expect(r.place).toBe(x100(card.place![i]!));
        expect(r.show).toBe(x100(card.show![i]!));
        // Never more to place than to win, nor to show than to place.
        expect(r.show!).toBeLessThanOrEqual(r.place!);
        expect(r.place!).toBeLessThanOrEqual(r.win);
      });
      expect(game.race).toEqual({
        name: expect.stringMatching(/^Race \d+ - \d+m$/),
        venue: 'Golden Mile Park',
      });
    }
    expect([...sizes].sort((a, b) => a - b)).toEqual([8, 9, 10]);
  });

  it('runs six greyhounds paying two places: PLACE offered, SHOW not', () => {
    for (const slot of slots.slice(0, 50)) {
      const game = buildGame(SECRET, GREYHOUNDS, slot)!;
      expect(game.runners).toHaveLength(6);
      expect(game.placesPaid).toBe(2);
      for (const r of game.runners) {
        expect(r.place).not.toBeNull();
        expect(r.show).toBeNull();
      }
    }
  });
});

let h: Harness;
let demo: { account_id: string; session_token: string };
beforeAll(async () => {
  process.env.VIRTUALS_SEED = SECRET;
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
  state: string;
  ends_at: number;
  race: { name: string; venue: string } | null;
  runners: { no: number; show: string | null }[];
  result: number[] | null;
}
interface Listed {
  ref_no: string;
  status: string;
  payout: string;
  game?: { race?: { name: string; venue: string } };
}

describe('SHOW bets on a virtual horse race', () => {
  it('pays SHOW on the first three home, loses the rest, and names the race in the bet list, statement and ticket', async () => {
    const events = (await call('osg/virtualschedule', { sport_id: HORSES })).events as Ev[];
    const race = events.find((e) => e.state === 'open')!;
    expect(race.runners.length).toBeGreaterThanOrEqual(8);
    expect(race.race?.venue).toBe('Golden Mile Park');
    const refs = new Map<number, string>();
    for (const runner of race.runners) {
      const placed = await call('osg/racebet', {
        slip_id: `show-${race.event_id}-${runner.no}`,
        event_id: race.event_id,
        bet_type: 'SHOW',
        runner: runner.no,
        stake: '2.00',
      });
      expect(placed.status, JSON.stringify(placed)).toBe(1);
      expect(placed.bet.race).toEqual(race.race);
      refs.set(runner.no, placed.bet.ref_no as string);
    }

    h.clock.now = race.ends_at + 1;
    const bets = (await call('osg/racebetlist', { page_size: 100 })).bets as Listed[];
    const finish = ((await call('ngresult', { limit: 100 })).results as Ev[]).find(
      (e) => e.event_id === race.event_id,
    )!.result!;
    for (const runner of race.runners) {
      const bet = bets.find((b) => b.ref_no === refs.get(runner.no))!;
      const inside = finish.indexOf(runner.no) < 3;
      expect(bet.payout, `runner ${runner.no}`).toBe(
        // Stake 200 minor units x decimal odds in hundredths, truncated to the cent.
        inside ? (Math.floor((200 * Math.round(Number(runner.show) * 100)) / 100) / 100).toFixed(2) : '0.00',
      );
    }

    // The shared bet lists carry the race the way race card bets carry their match.
    const ref = refs.get(race.runners[0]!.no)!;
    const today = new Date(h.clock.now + 8 * 3_600_000).toISOString().slice(0, 10);
    const settled = (await call('bet/betacceptfulllist', { start_date: today, end_date: today }))
      .bets as Listed[];
    expect(settled.find((b) => b.ref_no === ref)?.game?.race).toEqual(race.race);
    const day = (await call('bet/dbetlist', { working_date: today })).bets as Listed[];
    expect(day.find((b) => b.ref_no === ref)?.game?.race).toEqual(race.race);
    const ticket = await call('bet/betticket', { ref_no: ref });
    expect(ticket.bet?.game?.race, JSON.stringify(ticket)).toEqual(race.race);
  });
});
