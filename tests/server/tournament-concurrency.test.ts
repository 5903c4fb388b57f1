import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { toSafeInt } from '../../src/server/db/types';
import { startHarness, type Harness } from './harness';
import {
  balanceOf,
  call,
  grantValidBets,
  member,
  moneyInPlay,
  newMembers,
  pickMatches,
  roomBody,
  type Member,
} from './tournament-helpers';

// The build machines are shared and slow; these suites make many real calls, so each test gets headroom.
vi.setConfig({ testTimeout: 120_000 });

let h: Harness;
let owner: Member;
let racers: Member[];

beforeAll(async () => {
  h = await startHarness({ requestLimit: { max: 1_000_000, windowMs: 60_000 } });
  const ids = await newMembers(h, 'racer', 10);
  grantValidBets(h, ['demo01', ...ids]);
  owner = await member(h, 'demo01');
  racers = await Promise.all(ids.map((id) => member(h, id)));
}, 120_000);
afterAll(() => h.close());

describe('racing joins', () => {
  it('many joins for the last seats never overfill the room and debit each fee once', async () => {
    const day = await pickMatches(h, owner, 3);
    expect(
      (
        await call(
          h,
          owner,
          'roomcreate',
          roomBody(day.date, day.ids, { room_id: 'RACE01', room_limit: 4, room_rate: '25' }),
        )
      ).status,
    ).toBe(1);
    const money0 = await moneyInPlay(h);
    // Every racer twice, at once: ten people and duplicate clicks for three seats.
    const answers = await Promise.all(
      [...racers, ...racers].map((r) => call(h, r, 'roomjoin', { room_id: 'RACE01' })),
    );
    const won = answers.filter((a) => a.status === 1);
    expect(won).toHaveLength(3);
    for (const a of answers.filter((x) => x.status !== 1))
      expect(['roomFull', 'memberJoinedBefore']).toContain(a.statusdesc);
    const [room] = await h.db.query<{ players: unknown; pool_minor: unknown }>(
      `SELECT players, pool_minor FROM tournament_rooms WHERE room_id = 'RACE01'`,
    );
    expect(toSafeInt(room!.players)).toBe(4);
    expect(toSafeInt(room!.pool_minor)).toBe(4 * 2500);
    const [fees] = await h.db.query<{ n: unknown; s: unknown }>(
      `SELECT count(*) AS n, SUM(amount_minor) AS s FROM ledger WHERE platform = 'tournament' AND ref = 'RACE01'`,
    );
    expect([toSafeInt(fees!.n), toSafeInt(fees!.s)]).toEqual([4, -4 * 2500]);
    const charged = (await Promise.all(racers.map((r) => balanceOf(h, r.account_id)))).filter(
      (b) => b === 100_000 - 2500,
    );
    expect(charged).toHaveLength(3);
    expect(await moneyInPlay(h)).toBe(money0);
  });

  it('racing bets never spend more points than a seat holds', async () => {
    const [seated] = await h.db.query<{ account_id: string }>(
      `SELECT account_id FROM tournament_players WHERE room_id = 'RACE01' AND account_id <> 'demo01' LIMIT 1`,
    );
    const who = racers.find((r) => r.account_id === seated!.account_id)!;
    const info = await call(h, who, 'roominfo', { room_id: 'RACE01' });
    const matches = info.matches as {
      match_id: number;
      odds: { market: string; choice: string; line: number | null }[];
    }[];
    const selections = matches.flatMap((m) => m.odds.map((o) => ({ match_id: m.match_id, ...o })));
    const answers = await Promise.all(
      selections.map((s) => call(h, who, 'bet', { room_id: 'RACE01', ...s, points: 300 })),
    );
    const ok = answers.filter((a) => a.status === 1).length;
    expect(ok).toBe(Math.min(3, selections.length));
    for (const a of answers.filter((x) => x.status !== 1)) expect(a.statusdesc).toBe('pointsOverLimit');
    const [seat] = await h.db.query<{ points: unknown }>(
      `SELECT points FROM tournament_players WHERE room_id = 'RACE01' AND account_id = $1`,
      [who.account_id],
    );
    expect(toSafeInt(seat!.points)).toBe(1000 - 300 * ok);
  });
});
