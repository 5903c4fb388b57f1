import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startHarness, type Harness } from './harness';
import {
  balanceOf,
  call,
  grantValidBets,
  member,
  moneyInPlay,
  pickMatches,
  roomBody,
  tournamentLedger,
  type Member,
} from './tournament-helpers';

// The build machines are shared and slow; these suites make many real calls, so each test gets headroom.
vi.setConfig({ testTimeout: 120_000 });

let h: Harness;
let players: Member[];
let day: { date: string; ids: number[] };

beforeAll(async () => {
  h = await startHarness({ requestLimit: { max: 1_000_000, windowMs: 60_000 } });
  grantValidBets(h, ['demo01', 'demo04', 'demo05', 'op2demo']);
  players = await Promise.all(['demo01', 'demo04', 'demo05'].map((id) => member(h, id)));
  day = await pickMatches(h, players[0]!, 3);
}, 120_000);
afterAll(() => h.close());

type Odds = { market: string; choice: string; line: number | null; price: number };

async function oddsOf(who: Member, roomId: string, matchId: number): Promise<Odds[]> {
  const info = await call(h, who, 'roominfo', { room_id: roomId });
  return (info.matches as { match_id: number; odds: Odds[] }[]).find((m) => m.match_id === matchId)!.odds;
}

/** Plays every room match to full time now and waits for settlement. */
async function finishAll(ids: number[]): Promise<void> {
  for (const id of ids) h.app.odds.sim.finishMatch(id);
  await h.app.tournaments.idle();
  await h.app.tournaments.enqueue(() => h.app.tournaments.sweep());
}

describe('a room from first bet to prizes', () => {
  const [d1, d2, d3] = [0, 1, 2];
  let money0: number;

  it('seats three players', async () => {
    money0 = await moneyInPlay(h);
    expect(
      (
        await call(
          h,
          players[d1]!,
          'roomcreate',
          roomBody(day.date, day.ids, { room_id: 'CUP001', room_rate: '100' }),
        )
      ).status,
    ).toBe(1);
    for (const p of [players[d2]!, players[d3]!])
      expect((await call(h, p, 'roomjoin', { room_id: 'CUP001' })).status).toBe(1);
    expect(await moneyInPlay(h)).toBe(money0);
    const rank = await call(h, players[d1]!, 'roomrank', { room_id: 'CUP001' });
    expect((rank.ranking as { points: number }[]).map((r) => r.points)).toEqual([1000, 1000, 1000]);
  });

  it('bets points, one bet per selection, never more than the points left', async () => {
    const [first, second] = day.ids as [number, number];
    const o = (await oddsOf(players[d1]!, 'CUP001', first))[0]!;
    const placed = await call(h, players[d1]!, 'bet', {
      room_id: 'CUP001',
      match_id: first,
      market: o.market,
      choice: o.choice,
      line: o.line,
      points: 400,
      price: o.price,
    });
    expect(placed).toMatchObject({ status: 1, available_points: 600 });
    const again = await call(h, players[d1]!, 'bet', {
      room_id: 'CUP001',
      match_id: first,
      market: o.market,
      choice: o.choice,
      line: o.line,
      points: 10,
    });
    expect(again.statusdesc).toBe('betExists');
    const over = await call(h, players[d1]!, 'bet', {
      room_id: 'CUP001',
      match_id: second,
      market: 'oxt',
      choice: 'x',
      line: null,
      points: 601,
    });
    expect(over.statusdesc).toBe('pointsOverLimit');
    const plus = await call(h, players[d1]!, 'betplus', {
      room_id: 'CUP001',
      bet_id: (placed.bet as { bet_id: number }).bet_id,
      points: 100,
    });
    expect(plus).toMatchObject({ status: 1, available_points: 500 });
    expect((plus.bet as { points: number }).points).toBe(500);
    expect(
      (await call(h, players[d1]!, 'betplus', { room_id: 'CUP001', bet_id: 999999, points: 1 })).statusdesc,
    ).toBe('betNotExists');
    // Opposite sides, so the points spread whatever the score.
    const other = (await oddsOf(players[d2]!, 'CUP001', first)).find(
      (x) => x.market === o.market && x.choice !== o.choice,
    )!;
    expect(
      (
        await call(h, players[d2]!, 'bet', {
          room_id: 'CUP001',
          match_id: first,
          market: other.market,
          choice: other.choice,
          line: other.line,
          points: 500,
        })
      ).status,
    ).toBe(1);
    // Whatever the second match's sport offers (a basketball match has no draw).
    const third = (await oddsOf(players[d3]!, 'CUP001', second))[0]!;
    expect(
      (
        await call(h, players[d3]!, 'bet', {
          room_id: 'CUP001',
          match_id: second,
          market: third.market,
          choice: third.choice,
          line: third.line,
          points: 200,
        })
      ).status,
    ).toBe(1);
    const mine = await call(h, players[d1]!, 'memberbetlist', { room_id: 'CUP001' });
    expect(mine).toMatchObject({ available_points: 500, ranking_points: 1000 });
    expect((mine.bets as unknown[]).length).toBe(1);
    const outsider = await member(h, 'op2demo');
    expect(
      (
        await call(h, outsider, 'bet', {
          room_id: 'CUP001',
          match_id: first,
          market: 'oxt',
          choice: '1',
          line: null,
          points: 1,
        })
      ).statusdesc,
    ).toBe('invalidMember');
    expect((await call(h, outsider, 'memberbetlist', { room_id: 'CUP001' })).statusdesc).toBe(
      'invalidMember',
    );
  });

  it('a player with bets cannot leave', async () => {
    expect((await call(h, players[d2]!, 'roomleave', { room_id: 'CUP001' })).statusdesc).toBe('betExists');
  });

  it('settles with the matches, ends, and pays the prizes once', async () => {
    const before = await Promise.all(['demo01', 'demo04', 'demo05'].map((a) => balanceOf(h, a)));
    await finishAll(day.ids);
    const final = await call(h, players[d2]!, 'betresultfinal', { room_id: 'CUP001' });
    expect(final).toMatchObject({ status: 1, final: true, room_status: '3', prize_pool: '300.00' });
    const ranking = final.ranking as { rank: number; points: number; prize: string; nickname: string }[];
    expect(ranking.map((r) => r.prize).reduce((s, p) => s + Math.round(Number(p) * 100), 0)).toBe(30_000);
    expect(ranking[0]!.rank).toBe(1);
    // Every bet settled, and the points are the start minus stakes plus returns.
    const bets = await call(h, players[d1]!, 'memberbetlist', { room_id: 'CUP001' });
    const settled = bets.bets as { status: string; return_points: number; points: number }[];
    expect(settled.every((b) => b.status === 'settled')).toBe(true);
    expect(bets.available_points).toBe(500 + settled[0]!.return_points);
    // Prizes are ledger rows, one per winner, matching the ranking; the sweep again pays nothing more.
    await h.app.tournaments.enqueue(() => h.app.tournaments.sweep());
    const after = await Promise.all(['demo01', 'demo04', 'demo05'].map((a) => balanceOf(h, a)));
    const paid = after.map((b, i) => b - before[i]!);
    expect(paid.reduce((a, b) => a + b, 0)).toBe(30_000);
    for (const [i, account] of ['demo01', 'demo04', 'demo05'].entries()) {
      const prizes = (await tournamentLedger(h, account)).filter((r) =>
        r.key.startsWith('tournament:CUP001:prize'),
      );
      expect(prizes.reduce((s, r) => s + r.amount, 0)).toBe(paid[i]);
      expect(prizes.length).toBeLessThanOrEqual(1);
    }
    expect(await moneyInPlay(h)).toBe(money0);
    const list = await call(h, players[d1]!, 'roomlist', { room_id: 'CUP001' });
    expect((list.rooms as { status: string }[])[0]!.status).toBe('3');
    const results = await call(h, players[d3]!, 'betresultlist', { room_id: 'CUP001' });
    expect(
      (results.results as { state: string }[]).every((r) => r.state === 'ended' || r.state === 'cancelled'),
    ).toBe(true);
  });

  it('an ended room takes no joins or bets', async () => {
    const outsider = await member(h, 'op2demo');
    expect((await call(h, outsider, 'roomjoin', { room_id: 'CUP001' })).statusdesc).toBe('roomEnded');
    expect(
      (
        await call(h, players[d1]!, 'bet', {
          room_id: 'CUP001',
          match_id: day.ids[2],
          market: 'oxt',
          choice: '1',
          line: null,
          points: 1,
        })
      ).statusdesc,
    ).toBe('roomEnded');
  });
});

describe('cancelled rooms refund every fee once', () => {
  it('a room short of players at its last join time is cancelled and refunded', async () => {
    const fresh = await pickMatches(h, players[0]!, 3);
    const money0 = await moneyInPlay(h);
    const before = await balanceOf(h, 'demo04');
    expect(
      (
        await call(
          h,
          players[1]!,
          'roomcreate',
          roomBody(fresh.date, fresh.ids, { room_id: 'LONELY1', room_rate: '20' }),
        )
      ).status,
    ).toBe(1);
    expect((await call(h, players[2]!, 'roomjoin', { room_id: 'LONELY1' })).status).toBe(1);
    const room = (await call(h, players[1]!, 'roominfo', { room_id: 'LONELY1' })).room as {
      last_join_time: string;
    };
    // Move the app clock past the last join time (sim speed 1: sim time follows it).
    h.clock.now += Date.parse(room.last_join_time) - h.app.odds.simNow() + 1000;
    // Hours passed: the sessions idled out, so everyone logs in again.
    players = await Promise.all(['demo01', 'demo04', 'demo05'].map((id) => member(h, id)));
    // The service's own timer may get there first; either way the room is cancelled exactly once.
    await h.app.tournaments.enqueue(() => h.app.tournaments.sweep());
    const [row] = await h.db.query<{ outcome: string; cancel_reason: string }>(
      `SELECT outcome, cancel_reason FROM tournament_rooms WHERE room_id = 'LONELY1'`,
    );
    expect(row).toEqual({ outcome: 'cancelled', cancel_reason: 'notEnoughPlayers' });
    expect(await balanceOf(h, 'demo04')).toBe(before);
    expect(
      (await tournamentLedger(h, 'demo04'))
        .filter((r) => r.key.includes('LONELY1'))
        .map((r) => [r.type, r.amount]),
    ).toEqual([
      ['bet', -2000],
      ['refund', 2000],
    ]);
    expect((await h.app.tournaments.enqueue(() => h.app.tournaments.sweep())).cancelled).not.toContain(
      'LONELY1',
    );
    expect(await moneyInPlay(h)).toBe(money0);
    expect((await call(h, players[2]!, 'roomjoin', { room_id: 'LONELY1' })).statusdesc).toBe(
      'roomEndedOrCancelled',
    );
  });

  it('a cancelled match cancels the room and refunds all', async () => {
    const fresh = await pickMatches(h, players[0]!, 3);
    const money0 = await moneyInPlay(h);
    expect(
      (await call(h, players[0]!, 'roomcreate', roomBody(fresh.date, fresh.ids, { room_id: 'VOIDED1' })))
        .status,
    ).toBe(1);
    for (const p of players.slice(1))
      expect((await call(h, p, 'roomjoin', { room_id: 'VOIDED1' })).status).toBe(1);
    const sim = h.app.odds.sim;
    // The simulator cancels a match at kick-off by chance; the test records that outcome directly.
    const m = sim.getMatch(fresh.ids[0]!)!;
    m.state = 'cancelled';
    (sim as unknown as { record(m: unknown, s: number): void }).record(m, 2);
    await h.app.tournaments.idle();
    await h.app.tournaments.enqueue(() => h.app.tournaments.sweep());
    const info = await call(h, players[0]!, 'roominfo', { room_id: 'VOIDED1' });
    expect((info.room as { status: string }).status).toBe('2');
    for (const account of ['demo01', 'demo04', 'demo05']) {
      const rows = (await tournamentLedger(h, account)).filter((r) => r.key.includes('VOIDED1'));
      expect(rows.map((r) => r.type)).toEqual(['bet', 'refund']);
      expect(rows[0]!.amount + rows[1]!.amount).toBe(0);
    }
    expect(await moneyInPlay(h)).toBe(money0);
  });
});
