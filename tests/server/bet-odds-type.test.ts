import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BetLeg } from '../../src/shared/betting/api';
import { betAmounts } from '../../src/shared/betting/amounts';
import { isVirtualSport, ODDS_TYPES } from '../../src/shared/constants';
import { isMainMarket, LINE_STATE } from '../../src/shared/feed/layout';
import { toMinor } from '../../src/shared/money';
import { moreOdds } from '../../src/server/odds/more-odds';
import type { SimMatch } from '../../src/server/odds/types';
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

const open = (): SimMatch[] => [...h.app.odds.sync().matches.values()].filter((m) => m.state === 'pre');

/** The call a single on this leg goes to: main or special market, real or virtual sport. */
function singleCall(leg: BetLeg): string {
  const sport = h.app.odds.sync().matches.get(leg.match_id)!.sport.id;
  return `${isVirtualSport(sport) ? 'v' : ''}${isMainMarket(leg.market) ? 'betsingle' : 'betsinglespecial'}`;
}

function moneyLineLeg(): BetLeg {
  const m = open().find((x) =>
    x.lines.some((l) => l[0] === 'ml' && l[1] === 0 && l[6] === LINE_STATE.RUNNING && l[3] > 0),
  )!;
  const line = m.lines.find((l) => l[0] === 'ml' && l[1] === 0)!;
  return { match_id: m.id, market: 'ml', period: 0, choice: 'h', line: null, price: line[3], odds_type: 4 };
}

function extraLeg(): BetLeg {
  const m = matches(h, 'pre')[0]!;
  const [market, period, line, choices] = moreOdds(m, h.app.odds.sync().now).find((r) =>
    r[3].some((c) => c[2] === LINE_STATE.RUNNING && c[1] > 0),
  )!;
  const [choice, price] = choices.find((c) => c[2] === LINE_STATE.RUNNING && c[1] > 0)!;
  return { match_id: m.id, market, period, choice, line: line || null, price, odds_type: 4 };
}

function contenderLeg(racing: boolean): BetLeg {
  const m = open().find(
    (x) =>
      x.outright?.[0]?.[2] === LINE_STATE.RUNNING &&
      (x.outright[0][1] ?? 0) > 0 &&
      isVirtualSport(x.sport.id) === racing &&
      (racing ? x.sport.id === 45 : x.type === 2),
  )!;
  const [choice, price] = m.outright![0]!;
  return {
    match_id: m.id,
    market: racing ? 'win' : 'outright',
    period: 0,
    choice,
    line: null,
    price,
    odds_type: 4,
  };
}

const NOT_DECIMAL = [ODDS_TYPES.MY, ODDS_TYPES.HK, ODDS_TYPES.ID] as const;

describe("the odds type is the market's", () => {
  it.each([
    ['1X2', () => legOf(matches(h, 'pre', 'oxt')[0]!, 'oxt', 'x')],
    ['an extra market', extraLeg],
    ['an outright', () => contenderLeg(false)],
    ['a race card', () => contenderLeg(true)],
  ])('%s is refused in Malay, Hong Kong and Indo odds and taken in decimal', async (_kind, make) => {
    const leg = make();
    const before = await balanceOf(h, 'demo01');
    for (const type of NOT_DECIMAL) {
      const res = await post(singleCall(leg), {
        ...demo,
        leg: { ...leg, odds_type: type },
        stake: '10.00',
        slip_id: slip(),
      });
      expect(res.statusdesc, `odds type ${type}`).toBe('oddsTypeNotOffered');
    }
    expect(await balanceOf(h, 'demo01')).toEqual(before);
    const res = await post(singleCall(leg), { ...demo, leg, stake: '10.00', slip_id: slip() });
    expect(res.statusdesc).toBe('success');
    expect(res.bet.odds_type).toBe(ODDS_TYPES.DEC);
  });

  it.each([
    ['a handicap', () => legOf(matches(h, 'pre')[1]!, 'hdp', 'h')],
    ['an over/under', () => legOf(matches(h, 'pre', 'ou')[1]!, 'ou', 'u')],
    ['an odd/even', () => legOf(matches(h, 'pre', 'oe')[1]!, 'oe', 'even')],
    ['a money line', moneyLineLeg],
  ])('%s is taken in every numeric odds type, struck at the quote shown in it', async (_kind, make) => {
    const leg = make();
    for (const type of [...NOT_DECIMAL, ODDS_TYPES.DEC]) {
      const res = await post(singleCall(leg), {
        ...demo,
        leg: { ...leg, odds_type: type },
        stake: '10.37',
        slip_id: slip(),
      });
      expect(res.statusdesc, `odds type ${type}`).toBe('success');
      const shown = betAmounts(1_037, leg.price, type);
      expect(res.bet.odds_type).toBe(type);
      expect(toMinor(res.bet.risk)).toBe(shown.riskMinor);
    }
    await assertLedgerConsistent(h, 'demo01');
  });

  it('a parlay leg on 1X2 in Malay odds is refused, in decimal taken', async () => {
    const [a, b] = matches(h, 'pre', 'oxt').slice(2, 4);
    const legs = [legOf(a!, 'oxt', '1'), legOf(b!, 'hdp', 'h', ODDS_TYPES.MY)];
    const body = { ...demo, stake: '5.00', accept_any_odds: true };
    const refused = await post('betparlay', {
      ...body,
      legs: [{ ...legs[0], odds_type: ODDS_TYPES.MY }, legs[1]],
      slip_id: slip(),
    });
    expect(refused.statusdesc).toBe('oddsTypeNotOffered');
    expect((await post('betparlay', { ...body, legs, slip_id: slip() })).statusdesc).toBe('success');
  });
});
