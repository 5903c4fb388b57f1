// The sportsbook's race cards (RULES.md section 11): PLACE and SHOW prices in the feed, singles on them
// placed like any other (limits, a moved price, the slip id), no parlays, and settlement by places paid.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betAmounts } from '../../src/shared/betting/amounts';
import { FeedCache } from '../../src/shared/feed/cache';
import { LINE_STATE, M } from '../../src/shared/feed/layout';
import type { OutrightRow } from '../../src/shared/feed/layout';
import { uxmarketResponse } from '../../src/shared/feed/schemas';
import { toMinor } from '../../src/shared/money';
import { decimalOf } from '../../src/shared/odds/price';
import { placeQuote, quote } from '../../src/server/odds/model';
import type { SimMatch } from '../../src/server/odds/types';
import { toSafeInt } from '../../src/server/db/types';
import { startHarness, type Harness } from './harness';
import { assertLedgerConsistent, balanceOf, legOf, matches, session, slip } from './bet-helpers';

let h: Harness;
let demo: { account_id: string; session_token: string };

beforeAll(async () => {
  h = await startHarness({ requestLimit: { max: 100_000, windowMs: 60_000 } });
  demo = await session(h, 'demo01');
});
afterAll(() => h.close());

const post = async (name: string, body: Record<string, unknown>) =>
  (await h.post(`bet/${name}`, body)).json();

/** Races of a sport still open to bets, the latest first (the furthest from their start). */
function openRaces(sportId: number): SimMatch[] {
  const sim = h.app.odds.sync();
  return [...sim.matches.values()]
    .filter((m) => m.sport.id === sportId && m.state === 'pre' && m.outright?.[0]?.[2] === LINE_STATE.RUNNING)
    .sort((a, b) => b.kickoff - a.kickoff);
}

/** A race card leg at the price the feed shows, in decimal odds as the card displays it. */
function raceLeg(race: SimMatch, market: 'win' | 'place' | 'show', runner: number) {
  const entry = race.outright![runner]!;
  const price = market === 'win' ? entry[1] : market === 'place' ? entry[3]! : entry[4]!;
  return { match_id: race.id, market, period: 0, choice: entry[0], line: null, price, odds_type: 4 };
}

describe('race card prices', () => {
  it('horse races (8 to 10 runners) carry WIN, PLACE and SHOW for every runner, each lower than the last', async () => {
    const res = await h.post('cache/uxmarket', { sport_id: 45, market: 'today', version: 0 });
    const feed = uxmarketResponse.parse(res.json());
    const cache = new FeedCache();
    // The decoder keeps every race row: none is skipped for its longer runner entries.
    expect(cache.apply(feed).skipped).toEqual({ leagues: 0, matches: 0, pairs: 0, heads: 0 });
    const races = [...cache.matches.values()].filter((m) => m.sportId === 45);
    expect(races.length).toBeGreaterThan(0);
    for (const race of races) {
      const card = race.outright as OutrightRow[];
      expect(card.length).toBeGreaterThanOrEqual(8);
      expect(card.length).toBeLessThanOrEqual(10);
      for (const entry of card) {
        expect(entry).toHaveLength(5);
        const [, win, , place, show] = entry as [string, number, number, number, number];
        expect(place).toBeGreaterThan(0);
        expect(show).toBeGreaterThan(0);
        expect(place).toBeLessThanOrEqual(win);
        expect(show).toBeLessThanOrEqual(place);
      }
      // The book's margin on each column: the implied chances add up to more than the places they pay.
      const implied = (i: 1 | 3 | 4) => card.reduce((s, e) => s + 1 / decimalOf(e[i] as number), 0);
      expect(implied(1)).toBeGreaterThan(1);
      expect(implied(3)).toBeGreaterThan(2);
      expect(implied(4)).toBeGreaterThan(3);
    }
    expect(feed.matches.every((row) => row[M.OUTRIGHT] !== null)).toBe(true);
  });

  it('greyhounds (six traps, two places paid) offer PLACE but not SHOW', () => {
    const races = openRaces(46);
    expect(races.length).toBeGreaterThan(0);
    for (const race of races) {
      expect(race.outright).toHaveLength(6);
      for (const entry of race.outright!) {
        expect(entry[3]).toBeGreaterThan(0);
        expect(entry[4]).toBe(0);
      }
    }
  });

  it('prices from the win chances by the top-k model with the 4% margin (worked vector)', () => {
    // Win chances 40/30/20/10%: to win HK 1.40 / 2.20 / 3.80 / 8.61, to finish in the first two
    // (71.6%, 60.8%, 44.1%, 23.5%) HK 0.34 / 0.58 / 1.17 / 3.09, in the first three HK 0.04 / 0.10 / 0.26 / 1.14.
    const chances = [0.4, 0.3, 0.2, 0.1];
    expect(quote(chances)).toEqual([1_400_000, 2_200_000, 3_800_000, 8_610_000]);
    expect(placeQuote(chances, 2)).toEqual([340_000, 580_000, 1_170_000, 3_090_000]);
    expect(placeQuote(chances, 3)).toEqual([40_000, 100_000, 260_000, 1_140_000]);
  });
});

describe('race card singles', () => {
  it('a PLACE single is placed like any single: one debit, a replayed slip id debits nothing', async () => {
    const race = openRaces(45)[0]!;
    const leg = raceLeg(race, 'place', 1);
    const before = await balanceOf(h, 'demo01');
    const body = { ...demo, leg, stake: '20.00', slip_id: slip() };
    const res = await post('vbetsinglespecial', body);
    expect(res.statusdesc).toBe('success');
    const { riskMinor, winMinor } = betAmounts(2_000, leg.price, 4);
    expect(res.bet).toMatchObject({ status: 'running', bet_type: 'single', stake: '20.00' });
    expect(toMinor(res.bet.max_payout)).toBe(riskMinor + winMinor);
    expect(res.bet.legs[0]).toMatchObject({ market: 'place', choice: leg.choice, price: leg.price });
    expect((await post('vbetsinglespecial', body)).statusdesc).toBe('duplicate_debit_record');
    expect((await balanceOf(h, 'demo01')).balance).toBe(before.balance - riskMinor);
    await assertLedgerConsistent(h, 'demo01');
  });

  it('checks limits and a moved price as for any single', async () => {
    const race = openRaces(45)[0]!;
    const leg = raceLeg(race, 'show', 0);
    const place = (l: typeof leg, stake: string, extra: Record<string, unknown> = {}) =>
      post('vbetsinglespecial', { ...demo, leg: l, stake, slip_id: slip(), ...extra });
    expect((await place(leg, '0.50')).statusdesc).toBe('betLowerMin');
    expect((await place(leg, '10000.01')).statusdesc).toBe('betOverMax');
    const moved = { ...leg, price: leg.price + 10_000 };
    expect((await place(moved, '5.00')).statusdesc).toBe('oddsIsUpdating');
    const taken = await place(moved, '5.00', { accept_any_odds: true });
    expect(taken.statusdesc).toBe('success');
    expect(taken.bet.legs[0].price).toBe(leg.price);
    const check = await post('vbetcheckspecial', { ...demo, leg });
    expect(check.check).toMatchObject({ code: '', price: leg.price });
  });

  it('refuses a column the race does not offer, an unknown runner, and the sportsbook call family', async () => {
    const dogs = openRaces(46)[0]!;
    const show = { ...raceLeg(dogs, 'place', 0), market: 'show' };
    expect(
      (await post('vbetsinglespecial', { ...demo, leg: show, stake: '5.00', slip_id: slip() })).statusdesc,
    ).toBe('340');
    const horse = openRaces(45)[0]!;
    const leg = raceLeg(horse, 'place', 0);
    const stranger = { ...leg, choice: 'Not A Runner' };
    expect(
      (await post('vbetsinglespecial', { ...demo, leg: stranger, stake: '5.00', slip_id: slip() }))
        .statusdesc,
    ).toBe('340');
    // An outright's market key on a race card is not one of its columns.
    expect(
      (
        await post('vbetsinglespecial', {
          ...demo,
          leg: { ...leg, market: 'outright' },
          stake: '5.00',
          slip_id: slip(),
        })
      ).statusdesc,
    ).toBe('340');
    expect(
      (await post('betsinglespecial', { ...demo, leg, stake: '5.00', slip_id: slip() })).statusdesc,
    ).toBe('308');
  });

  it('races may not join a parlay (matchNotAllowBet)', async () => {
    const race = openRaces(45)[0]!;
    const soccer = matches(h, 'pre')[0]!;
    const res = await post('vbetparlay', {
      ...demo,
      legs: [raceLeg(race, 'place', 0), legOf(soccer, 'hdp', 'h')],
      stake: '5.00',
      slip_id: slip(),
    });
    expect(res.statusdesc).toBe('308');
    const races = openRaces(45);
    const two = await post('vbetparlay', {
      ...demo,
      legs: [raceLeg(races[0]!, 'place', 0), raceLeg(races[1]!, 'show', 0)],
      stake: '5.00',
      slip_id: slip(),
    });
    expect(two.statusdesc).toBe('matchNotAllowBet');
  });

  it('settles WIN, PLACE and SHOW by the finishing order: PLACE pays 1st-2nd, SHOW 1st-3rd', async () => {
    const race = openRaces(45)[0]!;
    const bets: {
      market: 'win' | 'place' | 'show';
      runner: number;
      id: number;
      risk: number;
      win: number;
    }[] = [];
    for (const market of ['win', 'place', 'show'] as const)
      for (let runner = 0; runner < race.runners.length; runner++) {
        const leg = raceLeg(race, market, runner);
        const res = await post('vbetsinglespecial', { ...demo, leg, stake: '10.00', slip_id: slip() });
        expect(res.statusdesc).toBe('success');
        const { riskMinor, winMinor } = betAmounts(1_000, leg.price, 4);
        bets.push({ market, runner, id: res.bet.bet_id, risk: riskMinor, win: winMinor });
      }
    const result = h.app.odds.sim.finishMatch(race.id)!;
    await h.app.bets.idle();
    const covered = { win: 1, place: 2, show: 3 };
    for (const bet of bets) {
      const name = race.runners[bet.runner]!.name;
      const position = result.placings.indexOf(name) + 1;
      const [row] = await h.db.query<Record<string, unknown>>('SELECT * FROM bets WHERE id = $1', [bet.id]);
      const wins = position <= covered[bet.market];
      expect(row!.outcome, `${bet.market} on ${name}, finished ${position}`).toBe(wins ? 'won' : 'lost');
      expect(toSafeInt(row!.return_minor)).toBe(wins ? bet.risk + bet.win : 0);
    }
    await assertLedgerConsistent(h, 'demo01');
  });
});
