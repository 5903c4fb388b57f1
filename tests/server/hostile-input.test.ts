import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';
import { balanceOf, legOf, matches, session, slip } from './bet-helpers';

// Input an adversarial client sends on purpose: names that are also properties of every JavaScript object, and
// amounts finer than a cent. Each is a clear refusal that changes nothing, never a 500 and never a rounded debit.

let h: Harness;
let demo: { account_id: string; session_token: string };

beforeAll(async () => {
  h = await startHarness({ requestLimit: { max: 1_000_000, windowMs: 60_000 } });
  demo = await session(h, 'demo01');
}, 120_000);
afterAll(() => h.close());

const OBJECT_PROPERTY_NAMES = [
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'valueOf',
  '__defineGetter__',
];

describe('selection names that are object property names', () => {
  it.each(OBJECT_PROPERTY_NAMES)(
    '%s as a market or a choice is refused as not offered on every bet call',
    async (name) => {
      const m = matches(h, 'pre')[0]!;
      const others = matches(h, 'pre').slice(1, 3);
      const before = await balanceOf(h, 'demo01');
      for (const field of ['market', 'choice'] as const) {
        const leg = { ...legOf(m, 'hdp', 'h'), [field]: name };
        const legs = [leg, ...others.map((o) => legOf(o, 'hdp', 'h'))];
        const calls: [string, Record<string, unknown>][] = [
          ['betcheck', { leg }],
          ['betcheckspecial', { leg }],
          ['betcheckmultispecial', { legs }],
          ['betsingle', { leg, stake: '10.00', slip_id: slip() }],
          ['betsinglespecial', { leg, stake: '10.00', slip_id: slip() }],
          ['betparlay', { legs, stake: '10.00', slip_id: slip() }],
          ['betsysparlay', { legs, sizes: [2], stake: '10.00', slip_id: slip() }],
        ];
        for (const [call, body] of calls) {
          const res = await h.post(`bet/${call}`, { ...demo, ...body });
          const label = `${call} ${field}=${name}`;
          expect(res.statusCode, label).toBe(200);
          const answer = res.json() as {
            status: number;
            statusdesc: string;
            check?: { code: string };
            checks?: { code: string }[];
          };
          if (call.startsWith('betcheck')) {
            const code = answer.check?.code ?? answer.checks?.[0]?.code;
            expect(code, label).toMatch(/^(340|invalidBetType)$/);
          } else {
            expect(answer, label).toMatchObject({ status: 0 });
            expect(answer.statusdesc, label).toMatch(/^(340|invalidBetType)$/);
          }
        }
      }
      expect(await balanceOf(h, 'demo01')).toEqual(before);
    },
  );

  it('a game script named like an object property is not found', async () => {
    for (const name of OBJECT_PROPERTY_NAMES) {
      const res = await h.app.inject({ method: 'GET', url: `/api/provider/static/${name}.js` });
      expect(res.statusCode, name).toBe(404);
    }
  });
});

describe('amounts finer than the currency', () => {
  const betAmountInvalid = { status: 0, statusdesc: 'betAmountInvalid' };

  it.each([10.999, 1.005, '10.999', '1.005', 1e21, 1e-7])(
    'a stake of %s is refused on every bet placement and debits nothing',
    async (stake) => {
      const picks = matches(h, 'pre').slice(3, 6);
      const legs = picks.map((m) => legOf(m, 'hdp', 'h'));
      const before = await balanceOf(h, 'demo01');
      for (const [call, body] of [
        ['betsingle', { leg: legs[0] }],
        ['betparlay', { legs }],
        ['betsysparlay', { legs, sizes: [2] }],
      ] as const) {
        const res = await h.post(`bet/${call}`, { ...demo, ...body, stake, slip_id: slip() });
        expect([res.statusCode, res.json()], `${call} ${stake}`).toEqual([400, betAmountInvalid]);
      }
      expect(await balanceOf(h, 'demo01')).toEqual(before);
    },
  );

  it('a JSON number with at most two decimals is taken exactly', async () => {
    const m = matches(h, 'pre')[6]!;
    const before = await balanceOf(h, 'demo01');
    const res = await h.post('bet/betsingle', {
      ...demo,
      leg: legOf(m, 'hdp', 'h', 4),
      stake: 10.1,
      slip_id: slip(),
    });
    expect(res.json()).toMatchObject({ status: 1, bet: { stake: '10.10' } });
    expect((await balanceOf(h, 'demo01')).balance).toBe(before.balance - 1010);
  });

  it('4D, virtual and game round stakes finer than a cent are refused with betAmountInvalid', async () => {
    const before = await balanceOf(h, 'demo01');
    const lottery = await h.post('osg/lotterybet', {
      ...demo,
      slip_id: slip(),
      bets: [{ bet_type: 'single', number: '1234', choice: 'big', stake: 1.005 }],
    });
    expect([lottery.statusCode, lottery.json()]).toEqual([400, betAmountInvalid]);
    const race = await h.post('osg/racebet', {
      ...demo,
      slip_id: slip(),
      event_id: 'x',
      bet_type: 'WIN',
      runner: 1,
      stake: 2.001,
    });
    expect([race.statusCode, race.json()]).toEqual([400, betAmountInvalid]);
    const round = await h.post('provider/game/round', {
      game_session: 'x'.repeat(20),
      round_id: slip(),
      stake: 1.001,
    });
    expect([round.statusCode, round.json()]).toEqual([400, betAmountInvalid]);
    expect(await balanceOf(h, 'demo01')).toEqual(before);
  });

  it('a room entry fee finer than a cent is refused, not rounded', async () => {
    const res = await h.post('tournament/roomcreate', {
      ...demo,
      room_id: 'FEE999',
      room_type: 1,
      match_date: '2030-01-01',
      matches: [1, 2, 3],
      room_limit: 10,
      room_rate: 10.999,
    });
    expect(res.json()).toEqual({ status: 0, statusdesc: 'invalidRoomRate' });
  });
});
