import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startHarness, type Harness } from './harness';
import {
  balanceOf,
  call,
  grantValidBets,
  member,
  pickMatches,
  roomBody,
  tournamentLedger,
  type Member,
} from './tournament-helpers';

// The build machines are shared and slow; these suites make many real calls, so each test gets headroom.
vi.setConfig({ testTimeout: 120_000 });

let h: Harness;
let demo01: Member;
let demo04: Member;
let demo05: Member;
let day: { date: string; ids: number[] };

beforeAll(async () => {
  h = await startHarness({ requestLimit: { max: 1_000_000, windowMs: 60_000 } });
  grantValidBets(h, ['demo01', 'demo04', 'demo05', 'op2demo']);
  [demo01, demo04, demo05] = (await Promise.all(
    ['demo01', 'demo04', 'demo05'].map((id) => member(h, id)),
  )) as [Member, Member, Member];
  day = await pickMatches(h, demo01, 3);
}, 120_000);
afterAll(() => h.close());

describe('roomcreate', () => {
  it('creates a public room, seats the owner and debits the fee once', async () => {
    const before = await balanceOf(h, 'demo01');
    const res = await call(h, demo01, 'roomcreate', roomBody(day.date, day.ids, { room_id: 'pub001' }));
    expect(res.status).toBe(1);
    const room = res.room as Record<string, unknown>;
    expect(room).toMatchObject({
      room_id: 'PUB001',
      room_type: 1,
      type_code: 'T1',
      status: 'A',
      players: 1,
      room_rate: '50.00',
      prize_pool: '50.00',
      joined: true,
      is_owner: true,
    });
    expect(await balanceOf(h, 'demo01')).toBe(before - 5000);
    expect(await tournamentLedger(h, 'demo01')).toEqual([
      { type: 'bet', amount: -5000, key: 'tournament:PUB001:fee:demo01:1' },
    ]);
  });

  it('answers the RULES.md field codes with HTTP 400 for missing fields', async () => {
    const res = await call(h, demo01, 'roomcreate', { ...roomBody(day.date, day.ids), room_rate: undefined });
    expect([res.http, res.statusdesc]).toEqual([400, 'rateRequired']);
    const noMatches = await call(h, demo01, 'roomcreate', { ...roomBody(day.date, []) });
    expect([noMatches.http, noMatches.statusdesc]).toEqual([400, 'matchRequired']);
  });

  it.each([
    [{ room_rate: '5' }, 'rateLowerMin'],
    [{ room_rate: '1001' }, 'rateOverMax'],
    [{ room_limit: 31 }, 'invalidRoomLimit'],
    [{ room_type: 2, room_password: '12ab56' }, 'invalidRoomPassword'],
  ])('refuses %o with %s and moves no money', async (over, code) => {
    const before = await balanceOf(h, 'demo04');
    const res = await call(h, demo04, 'roomcreate', roomBody(day.date, day.ids, over));
    expect([res.status, res.statusdesc]).toEqual([0, code]);
    expect(await balanceOf(h, 'demo04')).toBe(before);
  });

  it('matchLowerMin under 3 matches, invalidMatch for an unknown one', async () => {
    expect((await call(h, demo04, 'roomcreate', roomBody(day.date, day.ids.slice(0, 2)))).statusdesc).toBe(
      'matchLowerMin',
    );
    expect(
      (await call(h, demo04, 'roomcreate', roomBody(day.date, [...day.ids.slice(0, 2), 999]))).statusdesc,
    ).toBe('invalidMatch');
  });

  it('liveMatchNotAllowed for a live match', async () => {
    const sim = h.app.odds.sync();
    const live = [...sim.matches.values()].find(
      (m) =>
        m.state === 'live' &&
        m.type === 1 &&
        m.parentId === null &&
        m.runners.length === 0 &&
        m.sport.id < 40,
    );
    expect(live).toBeDefined();
    const date = new Date(live!.kickoff + 8 * 3600_000).toISOString().slice(0, 10);
    // Checked in list order, so the live match answers before the others are looked at.
    const res = await call(h, demo04, 'roomcreate', roomBody(date, [live!.id, ...day.ids.slice(0, 2)]));
    expect(res.statusdesc).toBe('liveMatchNotAllowed');
  });

  it('roomExists for a taken id', async () => {
    expect(
      (await call(h, demo04, 'roomcreate', roomBody(day.date, day.ids, { room_id: 'PUB001' }))).statusdesc,
    ).toBe('roomExists');
  });

  it("one private room per member: 'Not allow to create more than 1 private room.'", async () => {
    const first = await call(
      h,
      demo01,
      'roomcreate',
      roomBody(day.date, day.ids, { room_id: 'priv01', room_type: 2, room_password: '123456' }),
    );
    expect(first.status).toBe(1);
    const second = await call(
      h,
      demo01,
      'roomcreate',
      roomBody(day.date, day.ids, { room_id: 'priv02', room_type: 2, room_password: '654321' }),
    );
    expect(second.statusdesc).toBe('privateRoomExists');
    // A public room is still fine.
    expect(
      (await call(h, demo01, 'roomcreate', roomBody(day.date, day.ids, { room_id: 'pub002' }))).status,
    ).toBe(1);
  });

  it('needs a valid bet and an enabled tournament', async () => {
    const other = await member(h, 'op2demo');
    grantValidBets(h, ['demo01', 'demo04', 'demo05']);
    // A business refusal: HTTP 200 with status 0, not the 400 of a malformed body.
    const noBet = await call(h, other, 'roomcreate', roomBody(day.date, day.ids));
    expect([noBet.http, noBet.status, noBet.statusdesc]).toEqual([200, 0, 'validBetRequired']);
    grantValidBets(h, ['demo01', 'demo04', 'demo05', 'op2demo', 'nogames01']);
    const nogames = await member(h, 'nogames01');
    expect((await call(h, nogames, 'roomcreate', roomBody(day.date, day.ids))).statusdesc).toBe(
      'tournamentDisabled',
    );
    expect((await call(h, nogames, 'roomlist')).statusdesc).toBe('tournamentDisabled');
    expect((await call(h, nogames, 'membervalidatetournament')).statusdesc).toBe('tournamentDisabled');
  });
});

describe('roomjoin and roomleave', () => {
  it("debits the fee of each joiner once, in the room's currency", async () => {
    const before = await balanceOf(h, 'demo04');
    const res = await call(h, demo04, 'roomjoin', { room_id: 'pub001' });
    expect(res).toMatchObject({ status: 1, fee_paid: '50.00' });
    expect((res.room as { players: number }).players).toBe(2);
    expect(await balanceOf(h, 'demo04')).toBe(before - 5000);
    expect(res.balance).toBe(((before - 5000) / 100).toFixed(2));
    const again = await call(h, demo04, 'roomjoin', { room_id: 'pub001' });
    expect(again.statusdesc).toBe('memberJoinedBefore');
    expect(await tournamentLedger(h, 'demo04')).toEqual([
      { type: 'bet', amount: -5000, key: 'tournament:PUB001:fee:demo04:1' },
    ]);
  });

  it('private rooms refuse a wrong PIN and take the right one', async () => {
    const noPin = await call(h, demo04, 'roomjoin', { room_id: 'priv01' });
    expect([noPin.http, noPin.status, noPin.statusdesc]).toEqual([200, 0, 'roomPasswordRequired']);
    expect(
      (await call(h, demo04, 'roomjoin', { room_id: 'priv01', room_password: '000000' })).statusdesc,
    ).toBe('invalidRoomPassword');
    expect((await call(h, demo04, 'roomjoin', { room_id: 'priv01', room_password: '123456' })).status).toBe(
      1,
    );
  });

  it('roomNotExists for an unknown room, and a virtual join does not reach a normal room', async () => {
    expect((await call(h, demo04, 'roomjoin', { room_id: 'nothere' })).statusdesc).toBe('roomNotExists');
    expect((await call(h, demo05, 'vroomjoin', { room_id: 'pub001' })).statusdesc).toBe('roomNotExists');
  });

  it("'Room is already full.' at the limit", async () => {
    const small = await call(
      h,
      demo01,
      'roomcreate',
      roomBody(day.date, day.ids, { room_id: 'full01', room_limit: 3 }),
    );
    expect(small.status).toBe(1);
    expect((await call(h, demo04, 'roomjoin', { room_id: 'full01' })).status).toBe(1);
    expect((await call(h, demo05, 'roomjoin', { room_id: 'full01' })).status).toBe(1);
    const other = await member(h, 'op2demo');
    expect((await call(h, other, 'roomjoin', { room_id: 'full01' })).statusdesc).toBe('roomFull');
  });

  it('leaving refunds the fee once; rejoining pays again under a new key', async () => {
    const before = await balanceOf(h, 'demo05');
    expect((await call(h, demo05, 'roomjoin', { room_id: 'pub001' })).status).toBe(1);
    const left = await call(h, demo05, 'roomleave', { room_id: 'pub001' });
    expect(left).toMatchObject({ status: 1, refunded: '50.00' });
    expect(await balanceOf(h, 'demo05')).toBe(before);
    expect((await call(h, demo05, 'roomleave', { room_id: 'pub001' })).statusdesc).toBe('invalidMember');
    expect((await call(h, demo05, 'roomjoin', { room_id: 'pub001' })).status).toBe(1);
    const keys = (await tournamentLedger(h, 'demo05'))
      .filter((r) => r.key.includes('PUB001'))
      .map((r) => r.key);
    expect(keys).toEqual([
      'tournament:PUB001:fee:demo05:1',
      'tournament:PUB001:leave:demo05:1',
      'tournament:PUB001:fee:demo05:2',
    ]);
  });

  it('a free room costs nothing and takes one member per address', async () => {
    const free = await call(
      h,
      demo01,
      'roomcreate',
      roomBody(day.date, day.ids, { room_id: 'free01', room_type: 3, room_rate: 0 }),
    );
    expect(free.status).toBe(1);
    expect((free.room as { prize_pool: string }).prize_pool).toBe('0.00');
    // fastify.inject comes from one address, so the second member is refused by address.
    expect((await call(h, demo04, 'roomjoin', { room_id: 'free01' })).statusdesc).toBe('IPJoinedBefore');
    expect(await tournamentLedger(h, 'demo01')).not.toContainEqual(
      expect.objectContaining({ key: expect.stringContaining('FREE01') }),
    );
  });
});

describe('virtual rooms and the operator switch', () => {
  it('vroomcreate takes virtual sports only; roomcreate refuses them', async () => {
    const virtualDay = await pickMatches(h, demo04, 3, true);
    expect((await call(h, demo04, 'roomcreate', roomBody(virtualDay.date, virtualDay.ids))).statusdesc).toBe(
      'invalidMatch',
    );
    expect((await call(h, demo04, 'vroomcreate', roomBody(day.date, day.ids))).statusdesc).toBe(
      'invalidMatch',
    );
    const created = await call(
      h,
      demo04,
      'vroomcreate',
      roomBody(virtualDay.date, virtualDay.ids, { room_id: 'VIRT01' }),
    );
    expect(created.status).toBe(1);
    expect((created.room as { virtual: boolean }).virtual).toBe(true);
    // A virtual room is joined through vroomjoin; roomjoin does not reach it.
    expect((await call(h, demo05, 'roomjoin', { room_id: 'VIRT01' })).statusdesc).toBe('roomNotExists');
    expect((await call(h, demo05, 'vroomjoin', { room_id: 'VIRT01' })).status).toBe(1);
  });

  it('the operator can switch tournaments off for everyone', async () => {
    await h.db.query(
      `INSERT INTO app_meta (key, value) VALUES ('operator_disabled_products', 'lottery,tournament')`,
    );
    try {
      expect((await call(h, demo01, 'roomlist')).statusdesc).toBe('tournamentDisabled');
      // op2demo has no seat there: demo04's seat makes its join a replay, answered memberJoinedBefore before any rule.
      expect((await call(h, await member(h, 'op2demo'), 'roomjoin', { room_id: 'PUB001' })).statusdesc).toBe(
        'tournamentDisabled',
      );
      expect((await call(h, demo04, 'roomjoin', { room_id: 'PUB001' })).statusdesc).toBe(
        'memberJoinedBefore',
      );
    } finally {
      await h.db.query(`DELETE FROM app_meta WHERE key = 'operator_disabled_products'`);
    }
    expect((await call(h, demo01, 'roomlist')).status).toBe(1);
  });
});

describe('room lists and info', () => {
  it('filters by type, status and id, and lists my rooms', async () => {
    const all = await call(h, demo04, 'roomlist', { room_type: 'T0', status: '10' });
    const ids = (all.rooms as { room_id: string }[]).map((r) => r.room_id);
    expect(ids).toEqual(expect.arrayContaining(['PUB001', 'PRIV01', 'FULL01', 'FREE01']));
    const priv = await call(h, demo04, 'roomlist', { room_type: 'T2', status: '10' });
    expect((priv.rooms as { type_code: string }[]).every((r) => r.type_code === 'T2')).toBe(true);
    const active = await call(h, demo04, 'roomlist', { room_type: 'T0', status: '0' });
    expect((active.rooms as { room_id: string; status: string }[]).map((r) => r.room_id)).toEqual(
      expect.arrayContaining(['PUB001', 'FULL01']),
    );
    expect((active.rooms as { status: string }[]).every((r) => r.status === '0')).toBe(true);
    const search = await call(h, demo04, 'roomlist', { room_id: 'pub001' });
    expect((search.rooms as { room_id: string }[]).map((r) => r.room_id)).toEqual(['PUB001']);
    const mine = await call(h, demo05, 'roomlist', { mine: true });
    expect((mine.rooms as { room_id: string }[]).map((r) => r.room_id).sort()).toEqual([
      'FULL01',
      'PUB001',
      'VIRT01',
    ]);
  });

  it('roominfo shows owner, players, matches with odds and my points', async () => {
    const info = await call(h, demo04, 'roominfo', { room_id: 'pub001' });
    expect(info.status).toBe(1);
    expect((info.room as { owner: string }).owner).toBe('de***01');
    expect((info.players as unknown[]).length).toBe(3);
    const matches = info.matches as { match_id: number; odds: unknown[] }[];
    expect(matches.map((m) => m.match_id).sort()).toEqual([...day.ids].sort());
    expect(matches.every((m) => m.odds.length > 0)).toBe(true);
    expect(info.my_points).toBe(1000);
  });

  it('roomleaguelist offers leagues with open matches of the date', async () => {
    const res = await call(h, demo04, 'roomleaguelist', { match_date: day.date });
    expect((res.leagues as { match_count: number }[]).length).toBeGreaterThan(0);
  });
});
