// Guessing a private room's 6-digit PIN: a member gets a few wrong PINs per room within a window, then every join
// of that room answers requestLimit until the window has passed. The count lives in the database, so a new login
// or another server process on the same database does not reset it.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/server/app';
import { DEFAULT_CONFIG } from '../../src/server/config';
import { startHarness, TEST_SECRET, type Harness } from './harness';
import { balanceOf, call, grantValidBets, member, roomBody, type Member } from './tournament-helpers';

vi.setConfig({ testTimeout: 120_000 });

const { maxFailures, windowMs } = DEFAULT_CONFIG.roomPinLimit;
let h: Harness;
let day: { date: string; ids: number[] };

beforeAll(async () => {
  h = await startHarness({ requestLimit: { max: 1_000_000, windowMs: 60_000 } });
  grantValidBets(h, ['demo01', 'demo04', 'demo05', 'op2demo', 'fresh01']);
  day = await laterMatches(await member(h, 'demo01'));
}, 120_000);

/** Three matches kicking off hours from now, so joining stays open while the test moves the clock by the window. */
async function laterMatches(who: Member): Promise<{ date: string; ids: number[] }> {
  const now = h.app.odds.simNow();
  for (let d = 0; d < 8; d++) {
    const date = new Date(now + 8 * 3600_000 + d * 86_400_000).toISOString().slice(0, 10);
    const res = await call(h, who, 'roommatchlist', { match_date: date });
    const later = (res.matches as { match_id: number; open: boolean; kickoff: string }[]).filter(
      (m) => m.open && Date.parse(m.kickoff) > now + 3 * 3600_000,
    );
    if (later.length >= 3) return { date, ids: later.slice(0, 3).map((m) => m.match_id) };
  }
  throw new Error('no date with three later matches');
}
afterAll(() => h.close());

async function privateRoom(owner: string, roomId: string): Promise<void> {
  const created = await call(
    h,
    await member(h, owner),
    'roomcreate',
    roomBody(day.date, day.ids, { room_id: roomId, room_type: 2, room_password: '123456' }),
  );
  expect(created.status, created.statusdesc).toBe(1);
}

const join = (who: Member, roomId: string, pin: string) =>
  call(h, who, 'roomjoin', { room_id: roomId, room_password: pin });

describe('wrong room PINs', () => {
  it(`refuse every join with requestLimit after ${maxFailures} wrong PINs in the window, even the right PIN, charging nothing`, async () => {
    await privateRoom('demo01', 'PINLCK');
    const guesser = await member(h, 'demo04');
    const before = await balanceOf(h, 'demo04');
    for (let i = 0; i < maxFailures; i++)
      expect((await join(guesser, 'PINLCK', String(100000 + i))).statusdesc).toBe('invalidRoomPassword');
    expect(await join(guesser, 'PINLCK', '123456')).toMatchObject({ status: 0, statusdesc: 'requestLimit' });
    expect(await join(guesser, 'PINLCK', '999999')).toMatchObject({ status: 0, statusdesc: 'requestLimit' });
    expect(await balanceOf(h, 'demo04')).toBe(before);
  });

  it('stay counted across a new login and another server process on the same database', async () => {
    expect((await join(await member(h, 'demo04'), 'PINLCK', '123456')).statusdesc).toBe('requestLimit');
    const other = await buildApp({
      db: h.db,
      config: { requestLimit: { max: 1_000_000, windowMs: 60_000 } },
      now: () => h.clock.now,
      operatorSecret: TEST_SECRET,
    });
    try {
      other.tournaments.deps.validBets = h.app.tournaments.deps.validBets;
      const login = (
        await other.inject({
          method: 'POST',
          url: '/api/userlogin',
          payload: { account_id: 'demo04', password: 'Pass1234' },
        })
      ).json();
      const session = {
        account_id: 'demo04',
        session_token: login.member_profile.player_info[0].session_token as string,
      };
      const res = (
        await other.inject({
          method: 'POST',
          url: '/api/tournament/roomjoin',
          payload: { ...session, room_id: 'PINLCK', room_password: '123456' },
        })
      ).json();
      expect(res.statusdesc).toBe('requestLimit');
    } finally {
      await other.close();
    }
  });

  it('count per member and per room: another member, or the same member in another room, still may try', async () => {
    expect((await join(await member(h, 'demo05'), 'PINLCK', '123456')).status).toBe(1);
    await privateRoom('op2demo', 'PINOK2');
    const guesser = await member(h, 'demo04');
    expect((await join(guesser, 'PINOK2', '000000')).statusdesc).toBe('invalidRoomPassword');
    expect((await join(guesser, 'PINOK2', '123456')).status).toBe(1);
  });

  it('age out: once the window has passed since the wrong PINs, the right PIN joins', async () => {
    h.clock.now += windowMs - 60_000;
    expect((await join(await member(h, 'demo04'), 'PINLCK', '123456')).statusdesc).toBe('requestLimit');
    h.clock.now += 60_001;
    expect((await join(await member(h, 'demo04'), 'PINLCK', '123456')).status).toBe(1);
  });
});
