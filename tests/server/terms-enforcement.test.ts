// The server, not only the client's terms screen, keeps a member who has not accepted the current terms from moving
// money or taking a seat: every product's money call answers termsNotAccepted and moves nothing until the member
// accepts, and then passes that gate (answering whatever the product itself says).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, HARNESS_TIMEOUT_MS, type Harness } from './harness';
import { legOf, matches, slip } from './bet-helpers';
import {
  balanceOf,
  call,
  grantValidBets,
  member,
  pickMatches,
  roomBody,
  type Member,
} from './tournament-helpers';

let h: Harness;
let fresh: Member;
let owner: Member;
let room: string;

beforeAll(async () => {
  h = await startHarness({ requestLimit: { max: 100_000, windowMs: 60_000 } });
  grantValidBets(h, ['demo01', 'fresh01']);
  fresh = await member(h, 'fresh01');
  owner = await member(h, 'demo01');
  const day = await pickMatches(h, owner);
  const body = roomBody(day.date, day.ids);
  room = body.room_id;
  const created = await call(h, owner, 'roomcreate', body);
  expect(created.status, created.statusdesc).toBe(1);
}, HARNESS_TIMEOUT_MS);
afterAll(() => h?.close());

const answer = async (path: string, body: Record<string, unknown>) =>
  (await h.post(path, { ...fresh, ...body })).json() as { status: number; statusdesc: string };

/** One money call of each product, with a body its schema accepts. */
const PRODUCT_CALLS: Record<string, () => Promise<[string, Record<string, unknown>]>> = {
  'sportsbook single': async () => [
    'bet/betsingle',
    { leg: legOf(matches(h, 'pre')[0]!, 'hdp', 'h'), stake: '10.00', slip_id: slip() },
  ],
  keno: async () => ['osg/kenobet', { slip_id: slip(), picks: [1, 2, 3], stake: '2.00' }],
  roulette: async () => ['osg/roulettebet', { slip_id: slip(), bets: [{ bet: 'red', stake: '2.00' }] }],
  '4D lottery': async () => [
    'osg/lotterybet',
    { slip_id: slip(), bets: [{ bet_type: 'single', number: '4321', choice: 'big', stake: '2.00' }] },
  ],
  'video poker': async () => ['osg/vpdeal', { round_id: `vp-${slip()}`, stake: '5.00' }],
  'mini games': async () => [
    'osg/miniround',
    { game_id: 'mini-lucky-sevens', round_id: `rm-${slip()}`, stake: '1.00' },
  ],
  'virtual races': async () => {
    const events = (await answer('osg/virtualschedule', {})) as unknown as {
      events: { event_id: string; kind: string; state: string; runners: { no: number }[] }[];
    };
    const race = events.events.find((e) => e.kind === 'racing' && e.state === 'open')!;
    return [
      'osg/racebet',
      {
        slip_id: slip(),
        event_id: race.event_id,
        bet_type: 'WIN',
        runner: race.runners[0]!.no,
        stake: '5.00',
      },
    ];
  },
  'tournament room join': async () => ['tournament/roomjoin', { room_id: room }],
  'tournament room create': async () => {
    const day = await pickMatches(h, fresh);
    return ['tournament/roomcreate', roomBody(day.date, day.ids)];
  },
  'casino game launch': async () => ['provider/LaunchGame', { game_id: 'mini-lucky-dice' }],
  'slot game launch': async () => {
    const games = (await answer('provider/GameList', {})) as unknown as {
      games: { game_id: string; category: string }[];
    };
    return ['provider/launchslotgame', { game_id: games.games.find((g) => g.category === 'slots')!.game_id }];
  },
  'live casino launch': async () => ['provider/launchgp', {}],
  'lottery board launch': async () => ['provider/LaunchLottery', {}],
};

describe('terms acceptance is enforced by the server', () => {
  it.each(Object.keys(PRODUCT_CALLS))('%s: refused with termsNotAccepted, nothing moved', async (product) => {
    const before = await balanceOf(h, 'fresh01');
    const [path, body] = await PRODUCT_CALLS[product]!();
    expect(await answer(path, body)).toMatchObject({ status: 0, statusdesc: 'termsNotAccepted' });
    expect(await balanceOf(h, 'fresh01')).toBe(before);
  });

  it('a room seat needs the tournament rules too: accepting only the general terms still refuses a join', async () => {
    const accepted = await answer('termsaccept', { scope: 'general', version: 1 });
    expect(accepted.status).toBe(1);
    expect(await answer('tournament/roomjoin', { room_id: room })).toMatchObject({
      statusdesc: 'termsNotAccepted',
    });
  });

  it.each(Object.keys(PRODUCT_CALLS))(
    '%s: passes the gate once the current terms are accepted',
    async (product) => {
      expect((await answer('termsaccept', { scope: 'general', version: 1 })).status).toBe(1);
      expect((await answer('termsaccept', { scope: 'tournament', version: 1 })).status).toBe(1);
      const [path, body] = await PRODUCT_CALLS[product]!();
      expect((await answer(path, body)).statusdesc).not.toBe('termsNotAccepted');
    },
  );

  it('a newly published version is required again before the next bet', async () => {
    await h.db.query('INSERT INTO terms_versions (scope, version, published_at) VALUES ($1, $2, now())', [
      'general',
      2,
    ]);
    const [path, body] = await PRODUCT_CALLS.keno!();
    expect(await answer(path, body)).toMatchObject({ statusdesc: 'termsNotAccepted' });
    expect((await answer('termsaccept', { scope: 'general', version: 2 })).status).toBe(1);
    expect((await answer(path, body)).statusdesc).not.toBe('termsNotAccepted');
  });
});
