import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toSafeInt } from '../../src/server/db/types';
import { setOperatorDisabled } from '../../src/server/provider/switches';
import { adjustCredit } from '../../src/server/accounts/admin';
import { startHarness, type Harness } from './harness';
import { assertLedgerConsistent, balanceOf, legOf, matches, myanmarLeg, session, slip } from './bet-helpers';
import { call as roomCall, grantValidBets, pickMatches, roomBody } from './tournament-helpers';

// Replaying a request the server already accepted must answer as a replay (duplicate_debit_record, or the
// room calls' own "you already did this" codes) whatever changed since: the balance, the limits, the price, the
// room's state. Anything else would tell the player that a standing bet or seat failed.

let h: Harness;
let demo: { account_id: string; session_token: string };
let mmk: { account_id: string; session_token: string };

beforeAll(async () => {
  h = await startHarness({ requestLimit: { max: 1_000_000, windowMs: 60_000 } });
  demo = await session(h, 'demo01');
  mmk = await session(h, 'mmk01');
}, 120_000);
afterAll(() => h.close());

const post = async (path: string, body: Record<string, unknown>) => {
  const res = await h.post(path, body);
  return { http: res.statusCode, ...(res.json() as { status: number; statusdesc: string }) };
};

/** Runs `body` with the member's whole balance taken away, then gives it back through the ledger. */
async function withEmptyWallet<T>(account: string, body: () => Promise<T>): Promise<T> {
  const { balance } = await balanceOf(h, account);
  await adjustCredit(h.db, { accountId: account, amountMinor: -balance, remark: 'test: empty the wallet' });
  try {
    return await body();
  } finally {
    await adjustCredit(h.db, { accountId: account, amountMinor: balance, remark: 'test: refill the wallet' });
  }
}

async function expectReplay(
  path: string,
  body: Record<string, unknown>,
  account = 'demo01',
  code = 'duplicate_debit_record',
) {
  const before = await balanceOf(h, account);
  expect(await post(path, body), path).toMatchObject({ http: 200, status: 0, statusdesc: code });
  expect(await balanceOf(h, account), path).toEqual(before);
}

describe('a replayed sportsbook slip answers duplicate_debit_record whatever changed', () => {
  it('betsingle: after the balance ran out, the limits fell below the stake, or the price moved', async () => {
    const m = matches(h, 'pre')[0]!;
    const body = { ...demo, leg: legOf(m, 'hdp', 'h'), stake: '50.00', slip_id: slip() };
    expect((await post('bet/betsingle', body)).statusdesc).toBe('success');

    await withEmptyWallet('demo01', () => expectReplay('bet/betsingle', body));

    await h.db.query(
      `UPDATE bet_limits SET max_bet_minor = 1000 WHERE account_id = 'demo01' AND key IN ('1_hdp', 'default')`,
    );
    try {
      await expectReplay('bet/betsingle', body);
    } finally {
      await h.db.query(
        `UPDATE bet_limits SET max_bet_minor = 1000000 WHERE account_id = 'demo01' AND key IN ('1_hdp', 'default')`,
      );
    }
    // The price the player saw is no longer the price: a new slip would answer oddsIsUpdating, a replay does not.
    const moved = { ...body, leg: { ...body.leg, price: body.leg.price + 1 } };
    expect((await post('bet/betsingle', { ...moved, slip_id: slip() })).statusdesc).toBe('oddsIsUpdating');
    await expectReplay('bet/betsingle', moved);
    await assertLedgerConsistent(h, 'demo01');
  });

  it('betparlay and betsysparlay: after the price moved and the balance ran out', async () => {
    const picks = matches(h, 'pre').slice(3, 6);
    const legs = picks.map((m) => legOf(m, 'hdp', 'a'));
    const parlay = { ...demo, legs, stake: '5.00', slip_id: slip() };
    const system = { ...demo, legs, sizes: [2, 3], stake: '1.00', slip_id: slip() };
    expect((await post('bet/betparlay', parlay)).statusdesc).toBe('success');
    expect((await post('bet/betsysparlay', system)).statusdesc).toBe('success');
    const movedLegs = legs.map((l) => ({ ...l, price: l.price + 1 }));
    await expectReplay('bet/betparlay', { ...parlay, legs: movedLegs });
    await expectReplay('bet/betsysparlay', { ...system, legs: movedLegs });
    await withEmptyWallet('demo01', async () => {
      await expectReplay('bet/betparlay', parlay);
      await expectReplay('bet/betsysparlay', system);
    });
  });

  it('betsinglemmo: after the Myanmar quote moved', async () => {
    const { row, leg } = myanmarLeg(h);
    const body = { ...mmk, leg, stake: '1000.00', slip_id: slip() };
    expect((await post('bet/betsinglemmo', body)).statusdesc).toBe('success');
    const moved = { ...body, leg: { ...leg, mmo: { body: row[3], pct: row[4] === 100 ? 99 : row[4] + 1 } } };
    await expectReplay('bet/betsinglemmo', moved, 'mmk01');
  });
});

describe('a replayed game, 4D or virtual slip answers duplicate_debit_record whatever changed', () => {
  it('lotterybet after the balance ran out and after the operator switched 4D off', async () => {
    const body = {
      ...demo,
      slip_id: slip(),
      bets: [{ bet_type: 'single', number: '1234', choice: 'big', stake: '1.00' }],
    };
    expect((await post('osg/lotterybet', body)).statusdesc).toBe('success');
    await withEmptyWallet('demo01', () => expectReplay('osg/lotterybet', body));
    await setOperatorDisabled(h.db, ['lottery']);
    try {
      expect((await post('osg/lotterybet', { ...body, slip_id: slip() })).statusdesc).toBe('lotteryDisabled');
      await expectReplay('osg/lotterybet', body);
    } finally {
      await setOperatorDisabled(h.db, []);
    }
  });

  it('racebet after the balance ran out and after the race closed', async () => {
    const events = (await post('osg/virtualschedule', demo)) as unknown as {
      events: { event_id: string; kind: string; state: string; runners: { no: number }[] }[];
    };
    const race = events.events.find((e) => e.kind === 'racing' && e.state === 'open')!;
    const body = {
      ...demo,
      slip_id: slip(),
      event_id: race.event_id,
      bet_type: 'WIN',
      runner: race.runners[0]!.no,
      stake: '2.00',
    };
    expect((await post('osg/racebet', body)).statusdesc).toBe('success');
    await withEmptyWallet('demo01', () => expectReplay('osg/racebet', body));
    h.clock.now += 10 * 60_000;
    expect((await post('osg/racebet', { ...body, slip_id: slip() })).statusdesc).toBe('matchNotAllowBet');
    await expectReplay('osg/racebet', body);
  });

  it('a game round after the balance ran out, and sent again with a stake over the maximum', async () => {
    const launched = await post('provider/launchslotgame', { ...demo, game_id: 'slot-golden-pagoda' });
    const token = new URLSearchParams(
      new URL((launched as unknown as { url: string }).url).hash.slice(1),
    ).get('t');
    const opened = (await post('provider/game/open', { launch_token: token })) as unknown as {
      game_session: string;
    };
    const body = { game_session: opened.game_session, round_id: slip(), stake: '1.00' };
    expect((await post('provider/game/round', body)).statusdesc).toBe('success');
    await withEmptyWallet('demo01', () => expectReplay('provider/game/round', body));
    await expectReplay('provider/game/round', { ...body, stake: '100000.00' });
  });
});

describe('a replayed room call answers its own "already done" code whatever changed', () => {
  it('roomjoin answers memberJoinedBefore after the valid bet lapsed; roomcreate roomExists; a room bet betExists', async () => {
    // A room takes members of its creator's currency: demo04 banks in MYR like demo01.
    grantValidBets(h, ['demo01', 'demo04']);
    const demo04 = await session(h, 'demo04');
    const day = await pickMatches(h, demo, 3);
    const create = roomBody(day.date, day.ids, { room_id: `RP${Math.floor(Math.random() * 1e6)}` });
    expect((await roomCall(h, demo, 'roomcreate', create)).status).toBe(1);
    expect((await roomCall(h, demo04, 'roomjoin', { room_id: create.room_id })).status).toBe(1);

    const info = await roomCall(h, demo, 'matchlookup', { match_ids: [day.ids[0]] });
    const odds = (
      info.matches as { odds: { market: string; choice: string; line: number | null; price: number }[] }[]
    )[0]!.odds[0]!;
    const bet = {
      room_id: create.room_id,
      match_id: day.ids[0],
      market: odds.market,
      choice: odds.choice,
      line: odds.line,
      price: odds.price,
      points: 1000,
    };
    expect((await roomCall(h, demo04, 'bet', bet)).status).toBe(1);

    // Neither member has a valid bet any more, and the room bettor has no points left.
    grantValidBets(h, []);
    const rowsBefore = await h.db.query<{ n: unknown }>('SELECT count(*) AS n FROM ledger');
    expect(await post('tournament/roomjoin', { ...demo04, room_id: create.room_id })).toMatchObject({
      http: 200,
      status: 0,
      statusdesc: 'memberJoinedBefore',
    });
    expect(await post('tournament/roomcreate', { ...demo, ...create })).toMatchObject({
      http: 200,
      status: 0,
      statusdesc: 'roomExists',
    });
    expect(await post('tournament/bet', { ...demo04, ...bet, price: odds.price + 1 })).toMatchObject({
      http: 200,
      status: 0,
      statusdesc: 'betExists',
    });
    const rowsAfter = await h.db.query<{ n: unknown }>('SELECT count(*) AS n FROM ledger');
    expect(toSafeInt(rowsAfter[0]?.n)).toBe(toSafeInt(rowsBefore[0]?.n));
  });
});
