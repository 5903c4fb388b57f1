import { describe, expect, it } from 'vitest';
import { ApiCallError } from '../../src/renderer/api/client';
import type { TournamentApi } from '../../src/renderer/tournament/api';
import { TournamentStore } from '../../src/renderer/tournament/TournamentStore';
import { TOUR_STEPS, TournamentTour } from '../../src/renderer/tournament/TournamentTour';

const session = { account_id: 'demo01', session_token: 't' };

function setup(api: Partial<TournamentApi>) {
  const errors: string[] = [];
  const accepted: string[] = [];
  const calls: string[] = [];
  let balanceRefreshes = 0;
  const handler: ProxyHandler<object> = {
    get: (_target, name: string) =>
      (api as Record<string, unknown>)[name] ??
      (async () => {
        calls.push(name);
        return name === 'rooms' ? { rooms: [] } : {};
      }),
  };
  const store = new TournamentStore({
    api: () => new Proxy({}, handler) as TournamentApi,
    loggedIn: () => session !== null,
    onError: (code) => errors.push(code),
    refreshBalance: async () => {
      balanceRefreshes++;
    },
    onBetAccepted: (refNo) => accepted.push(refNo),
  });
  return { store, errors, calls, accepted, balanceRefreshes: () => balanceRefreshes };
}

describe('TournamentStore', () => {
  it('reports an accepted room bet by its ref no (a kiosk auto-prints it), and a refused one not at all', async () => {
    const bet = { ref_no: 'T42' } as Awaited<ReturnType<TournamentApi['bet']>>['bet'];
    const room = { room: { room_id: 'ROOM1', joined: false } } as Awaited<ReturnType<TournamentApi['info']>>;
    const ok = setup({ bet: async () => ({ bet, available_points: 900 }), info: async () => room });
    const pick = { match_id: 7, market: 'hdp' as const, choice: 'h', line: 50, price: 1_950_000 };
    expect(await ok.store.bet('ROOM1', pick, 100)).toBe(true);
    expect(ok.accepted).toEqual(['T42']);
    const refused = setup({
      bet: async () => Promise.reject(new ApiCallError('oddsIsUpdating', 'business')),
    });
    expect(await refused.store.bet('ROOM1', pick, 100)).toBe(false);
    expect(refused.accepted).toEqual([]);
  });

  it('a disabled account is told so instead of seeing rooms (tournamentDisabled)', async () => {
    const { store, errors } = setup({
      validate: async () => Promise.reject(new ApiCallError('tournamentDisabled', 'business')),
    });
    await store.checkAccess();
    expect(store.access).toBe('disabled');
    expect(errors).toEqual([]);
  });

  it('checks a room with the shared rules before calling the server', async () => {
    let created = 0;
    const { store, errors } = setup({
      create: async () => {
        created++;
        throw new Error('not reached');
      },
    });
    const id = await store.createRoom({
      room_id: 'ROOM1',
      room_type: 1,
      match_date: '2025-06-14',
      matches: [1, 2],
      room_limit: 10,
      room_rate: '50',
    });
    expect(id).toBeNull();
    expect(errors).toEqual(['matchLowerMin']);
    expect(created).toBe(0);
  });

  it('a wrong PIN stays with the join dialog; other refusals go to the error catalogue', async () => {
    const { store, errors } = setup({
      join: async (_id, pin) =>
        Promise.reject(new ApiCallError(pin ? 'invalidRoomPassword' : 'roomFull', 'business')),
    });
    expect(await store.join('PRIV1', '000000')).toBe('invalidRoomPassword');
    expect(errors).toEqual([]);
    expect(await store.join('PUB1')).toBe('roomFull');
    expect(errors).toEqual(['roomFull']);
  });

  it('a join refreshes the balance (the fee left the wallet) and the lists', async () => {
    const { store, calls, balanceRefreshes } = setup({
      join: async () => ({ room: {} as never, fee_paid: '50.00', balance: '9950.00' }),
    });
    expect(await store.join('PUB1')).toBeNull();
    expect(balanceRefreshes()).toBe(1);
    expect(calls.filter((c) => c === 'rooms')).toHaveLength(2);
  });

  it('joining the room on screen reads it again: the players, the prices and the points a member sees', async () => {
    const before = { room: { room_id: 'PUB1', joined: false, players: 1 }, matches: [] };
    const after = {
      room: { room_id: 'PUB1', joined: true, players: 2 },
      matches: [{ match_id: 7, odds: [{ market: 'hdp' }] }],
    };
    let joined = false;
    const { store } = setup({
      join: async () => {
        joined = true;
        return { room: {} as never, fee_paid: '0.00', balance: '10000.00' };
      },
      info: async () => (joined ? after : before) as never,
      rank: async () => ({ ranking: [], final: false }) as never,
      bets: async () => ({ bets: [], available_points: 1000 }) as never,
    });
    await store.openRoom('PUB1');
    expect(store.room?.room.players).toBe(1);
    expect(await store.join('PUB1')).toBeNull();
    expect(store.room?.room).toMatchObject({ joined: true, players: 2 });
    expect(store.room?.matches[0]?.odds).toHaveLength(1);
    expect(store.availablePoints).toBe(1000);
  });

  it('a room the server refuses to show is kept as its refusal (no endless loading); a lost answer is not', async () => {
    const mismatch = setup({
      info: async () => Promise.reject(new ApiCallError('roomCurrencyMismatch', 'business')),
      rank: async () => Promise.reject(new ApiCallError('roomCurrencyMismatch', 'business')),
    });
    await mismatch.store.openRoom('myrcup');
    expect(mismatch.store.roomRefusal).toEqual({ roomId: 'MYRCUP', code: 'roomCurrencyMismatch' });
    expect(mismatch.store.room).toBeNull();
    expect(mismatch.errors).toContain('roomCurrencyMismatch');
    mismatch.store.closeRoom();
    expect(mismatch.store.roomRefusal).toBeNull();

    const lost = setup({
      info: async () => Promise.reject(new ApiCallError('requestFailed', 'network')),
    });
    await lost.store.openRoom('MYRCUP');
    expect(lost.store.roomRefusal).toBeNull();
  });

  it('joining from the room list leaves no room open', async () => {
    const { store, calls } = setup({
      join: async () => ({ room: {} as never, fee_paid: '0.00', balance: '10000.00' }),
    });
    expect(await store.join('PUB1')).toBeNull();
    expect(store.room).toBeNull();
    expect(calls).not.toContain('info');
  });
});

describe('TournamentTour', () => {
  function prefs() {
    return {
      tourFlags: {} as Record<string, boolean>,
      setTourFlag(key: string, seen: boolean) {
        this.tourFlags = { ...this.tourFlags, [key]: seen };
      },
    };
  }

  it('opens on the first visit, walks 10 steps, and is not shown again once finished', () => {
    const p = prefs();
    const tour = new TournamentTour(p);
    tour.startIfFirstVisit();
    expect(tour.open).toBe(true);
    tour.goTo(TOUR_STEPS - 1);
    expect(tour.step).toBe(9);
    tour.finish();
    expect(tour.open).toBe(false);
    expect(p.tourFlags).toEqual({ tournament: true });
    const again = new TournamentTour(p);
    again.startIfFirstVisit();
    expect(again.open).toBe(false);
  });

  it('can be replayed from help, and skipping also marks it seen', () => {
    const p = prefs();
    const tour = new TournamentTour(p);
    tour.start();
    tour.goTo(1);
    // A step the tour does not have changes nothing.
    tour.goTo(TOUR_STEPS);
    tour.goTo(-1);
    expect(tour.step).toBe(1);
    tour.finish();
    expect(p.tourFlags.tournament).toBe(true);
    tour.start();
    expect([tour.open, tour.step]).toEqual([true, 0]);
  });
});
