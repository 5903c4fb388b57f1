// A placed bet keeps everything that names its pick, and every place that lists it answers the same: the placement
// answer (the slip's receipt), the running list, the ticket, and once settled the day's list the statement drills
// down to. A corners or bookings line has the match handicap's market key, teams and line, so its child label is
// what tells it apart; a Myanmar leg's odds are its side's own share of the quote, as its price button showed it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BetLeg, LegView } from '../../src/shared/betting/api';
import { LINE_STATE, isMainMarket } from '../../src/shared/feed/layout';
import { MYANMAR_PRICE, formatMyanmar, myanmarSideText } from '../../src/shared/odds/myanmar';
import type { SimMatch } from '../../src/server/odds/types';
import { startHarness, type Harness } from './harness';
import { legOf, matches, session, slip } from './bet-helpers';

let h: Harness;
let demo: { account_id: string; session_token: string };
let mmk: { account_id: string; session_token: string };

beforeAll(async () => {
  h = await startHarness({ requestLimit: { max: 100_000, windowMs: 60_000 } });
  demo = await session(h, 'demo01');
  mmk = await session(h, 'mmk01');
});
afterAll(() => h.close());

const post = async (name: string, body: Record<string, unknown>) =>
  (await h.post(`bet/${name}`, body)).json();
const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

/** The fields of a listed leg that name its pick and its odds. */
const naming = (l: LegView) => ({
  match_id: l.match_id,
  home: l.home,
  away: l.away,
  child_label: l.child_label,
  market: l.market,
  period: l.period,
  choice: l.choice,
  line: l.line,
  odds: l.odds,
  mmo: l.mmo,
  mmo_giver: l.mmo_giver,
});

/** A pre-match soccer match whose corners and bookings lines are open, with those two child lines. */
function withChildren(): { main: SimMatch; corners: SimMatch; bookings: SimMatch } {
  const sim = h.app.odds.sync();
  const open = (m: SimMatch | undefined) =>
    m?.lines.some((l) => l[0] === 'hdp' && l[1] === 0 && l[6] === LINE_STATE.RUNNING && l[3] > 0);
  for (const main of matches(h, 'pre')) {
    const children = main.childIds.map((id) => sim.matches.get(id));
    const corners = children.find((c) => c?.label === 'Corners');
    const bookings = children.find((c) => c?.label === 'Bookings');
    if (open(main) && open(corners) && open(bookings) && main.lines.some((l) => l[0] === 'hdp' && l[1] === 1))
      return { main, corners: corners!, bookings: bookings! };
  }
  throw new Error('no soccer match with open corners and bookings lines');
}

/** A leg of the first-half handicap of a match, home side, in decimal odds. */
function firstHalfLeg(m: SimMatch): BetLeg {
  const line = m.lines.find((l) => l[0] === 'hdp' && l[1] === 1)!;
  return {
    match_id: m.id,
    market: 'hdp',
    period: 1,
    choice: 'h',
    line: line[2],
    price: line[3],
    odds_type: 4,
  };
}

/** A double chance leg (a market of the "more odds" panel) at its quoted price. */
function extraLeg(m: SimMatch): BetLeg {
  const quote = h.app.odds.findQuote({ matchId: m.id, market: 'dc', period: 0, choice: '1x', line: null })!;
  return {
    match_id: m.id,
    market: 'dc',
    period: 0,
    choice: '1x',
    line: null,
    price: quote.price,
    odds_type: 4,
  };
}

/** A race card leg (WIN, PLACE or SHOW) on the first runner of an open horse race. */
function raceLeg(market: 'win' | 'place' | 'show'): BetLeg {
  const sim = h.app.odds.sync();
  const race = [...sim.matches.values()].find(
    (m) => m.sport.id === 45 && m.state === 'pre' && m.outright?.[0]?.[2] === LINE_STATE.RUNNING,
  )!;
  const entry = race.outright![0]!;
  const price = market === 'win' ? entry[1] : market === 'place' ? entry[3]! : entry[4]!;
  return { match_id: race.id, market, period: 0, choice: entry[0], line: null, price, odds_type: 4 };
}

describe('every market family is named the same wherever its bet is listed', () => {
  it('keeps the child label, the period, the market and the choice from the slip to the ticket and the day list', async () => {
    const { main, corners, bookings } = withChildren();
    const picks: { leg: BetLeg; child: string | null }[] = [
      { leg: legOf(main, 'hdp', 'h', 1), child: null },
      { leg: firstHalfLeg(main), child: null },
      { leg: legOf(corners, 'hdp', 'h', 1), child: 'Corners' },
      { leg: legOf(bookings, 'ou', 'o', 1), child: 'Bookings' },
      { leg: extraLeg(main), child: null },
      ...(['win', 'place', 'show'] as const).map((m) => ({ leg: raceLeg(m), child: null })),
    ];
    const placed: { ref_no: string; bet_id: number; legs: LegView[] }[] = [];
    for (const { leg } of picks) {
      // The extra markets and race cards are placed through the "special" single, races by the virtual calls, as the
      // slip places them.
      const race = ['win', 'place', 'show'].includes(leg.market);
      const call = isMainMarket(leg.market) ? 'betsingle' : race ? 'vbetsinglespecial' : 'betsinglespecial';
      const res = await post(call, { ...demo, leg, stake: '10.00', slip_id: slip() });
      expect(res.statusdesc, leg.market).toBe('success');
      placed.push(res.bet);
    }
    // The corners handicap and the match handicap share market, teams and line: only the label tells them apart.
    expect(placed[2]!.legs[0]).toMatchObject({ market: 'hdp', home: main.home, away: main.away });
    const running = (await post('betacceptlist', demo)).bets as { bet_id: number; legs: LegView[] }[];
    for (const [i, { leg, child }] of picks.entries()) {
      const answer = placed[i]!.legs[0]!;
      expect(answer, leg.market).toMatchObject({
        child_label: child,
        market: leg.market,
        period: leg.period,
        choice: leg.choice,
        line: leg.line,
        mmo: null,
        mmo_giver: null,
      });
      const listed = running.find((b) => b.bet_id === placed[i]!.bet_id)!.legs[0]!;
      expect(naming(listed), leg.market).toEqual(naming(answer));
      const ticket = await post('betticket', { ...demo, ref_no: placed[i]!.ref_no });
      expect(naming(ticket.bet.legs[0]), leg.market).toEqual(naming(answer));
    }

    // Settled, the day's list (the statement's drill-down) names them the same.
    h.app.odds.sim.finishMatch(main.id);
    h.app.odds.sim.finishMatch(picks[5]!.leg.match_id);
    await h.app.bets.idle();
    const day = (await post('dbetlist', { ...demo, working_date: today() })).bets as {
      bet_id: number;
      legs: LegView[];
    }[];
    for (const [i, { leg }] of picks.entries()) {
      const settled = day.find((b) => b.bet_id === placed[i]!.bet_id);
      expect(settled, leg.market).toBeDefined();
      expect(naming(settled!.legs[0]!), leg.market).toEqual(naming(placed[i]!.legs[0]!));
    }
  });

  it("lists a Myanmar leg at its own side's share of the quote, with the quote and its giver", async () => {
    const { main } = withChildren();
    const [, , giver, body, pct] = main.mmo.find((r) => r[0] === 'hdp' && r[1] === 0)!;
    const line = main.lines.find((l) => l[0] === 'hdp' && l[1] === 0)!;
    const quote = { body, pct };
    for (const choice of ['h', 'a']) {
      const leg = {
        match_id: main.id,
        market: 'hdp',
        period: 0,
        choice,
        line: line[2],
        price: MYANMAR_PRICE,
      };
      const res = await post('betsinglemmo', {
        ...mmk,
        leg: { ...leg, odds_type: 5, mmo: quote },
        stake: '1000.00',
        slip_id: slip(),
      });
      expect(res.statusdesc).toBe('success');
      // The giver's button shows the quote's own percentage, the taker's its mirror: "+20" beside "-20".
      const gives = choice === (giver === 2 ? 'a' : 'h');
      const expected = {
        odds: myanmarSideText(quote, gives),
        mmo: formatMyanmar(quote),
        mmo_giver: giver,
        child_label: null,
      };
      expect(res.bet.legs[0]).toMatchObject(expected);
      expect(res.bet.odds).toBe(expected.odds);
      const ticket = await post('betticket', { ...mmk, ref_no: res.bet.ref_no });
      expect(ticket.bet.legs[0]).toMatchObject(expected);
      expect(ticket.bet.odds).toBe(expected.odds);
      const running = (await post('betacceptlist', mmk)).bets as { bet_id: number; legs: LegView[] }[];
      expect(running.find((b) => b.bet_id === res.bet.bet_id)!.legs[0]).toMatchObject(expected);
    }
  });
});
