import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { toSafeInt } from '../../src/server/db/types';
import { applyLedgerEntry } from '../../src/server/wallet/wallet';
import { ledgerKeys } from '../../src/server/tournament/refunds';
import { startHarness, type Harness } from './harness';
import {
  balanceOf,
  call,
  grantValidBets,
  member,
  newMembers,
  pickMatches,
  roomBody,
  type Member,
} from './tournament-helpers';

// A room's fees and prizes are one currency, its creator's: a member of another currency neither sees nor joins
// it, so no room can pay out in one currency what was paid in in another.
vi.setConfig({ testTimeout: 300_000 });

let h: Harness;
let day: { date: string; ids: number[] };
const byCurrency: Record<string, Member[]> = {};
const currencyOf = new Map<string, string>();

beforeAll(async () => {
  h = await startHarness({ requestLimit: { max: 1_000_000, windowMs: 60_000 } });
  for (const currency of ['MYR', 'USD', 'MMK']) {
    const ids = await newMembers(h, `cur${currency.toLowerCase()}`, 5, currency);
    // Enough for every fee the property may charge one member.
    await h.db.transaction(async (tx) => {
      for (const accountId of ids)
        await applyLedgerEntry(tx, { accountId, type: 'deposit', amountMinor: 10_000_000 });
    });
    byCurrency[currency] = await Promise.all(ids.map((id) => member(h, id)));
    for (const id of ids) currencyOf.set(id, currency);
  }
  grantValidBets(h, ['demo01', 'demo02', 'mmk01', ...currencyOf.keys()]);
  day = await pickMatches(h, byCurrency.MYR![0]!, 3);
}, 300_000);
afterAll(() => h.close());

/** Plays the room matches to full time and moves past every joining time, so every room is decided. */
async function finishRooms(): Promise<void> {
  for (const id of day.ids) h.app.odds.sim.finishMatch(id);
  await h.app.tournaments.idle();
  const [last] = await h.db.query<{ ms: unknown }>(
    'SELECT max(last_join_ms) AS ms FROM tournament_rooms WHERE outcome IS NULL',
  );
  h.clock.now += Math.max(0, toSafeInt(last?.ms) - h.app.odds.simNow() + 1000);
  await h.app.tournaments.enqueue(() => h.app.tournaments.sweep());
}

/** Net tournament money of one room per currency: fees taken (negative) plus refunds and prizes paid. */
async function netByCurrency(roomId: string): Promise<Map<string, number>> {
  const rows = await h.db.query<{ currency: string; net: unknown }>(
    `SELECT m.currency, SUM(l.amount_minor) AS net FROM ledger l JOIN members m ON m.account_id = l.account_id
     WHERE l.platform = 'tournament' AND l.ref = $1 GROUP BY m.currency`,
    [roomId],
  );
  return new Map(rows.map((r) => [r.currency, toSafeInt(r.net)]));
}

describe('a room has the currency of its creator', () => {
  it('refuses members of another currency, and charges them nothing', async () => {
    const demo02 = await member(h, 'demo02');
    const created = await call(
      h,
      demo02,
      'roomcreate',
      roomBody(day.date, day.ids, { room_id: 'USDCUP', room_rate: '1000', room_limit: 4 }),
    );
    expect(created.status).toBe(1);
    expect((created.room as { currency: string }).currency).toBe('USD');
    for (const mmk of [await member(h, 'mmk01'), ...byCurrency.MMK!.slice(0, 2)]) {
      const before = await balanceOf(h, mmk.account_id);
      const res = await call(h, mmk, 'roomjoin', { room_id: 'USDCUP' });
      expect(res).toMatchObject({ http: 200, status: 0, statusdesc: 'roomCurrencyMismatch' });
      expect(await balanceOf(h, mmk.account_id)).toBe(before);
    }
    const room = await call(h, demo02, 'roominfo', { room_id: 'USDCUP' });
    expect(room.room).toMatchObject({ players: 1, prize_pool: '1000.00', currency: 'USD' });
  });

  it('lists a room only to members of its currency, and hides its reads from the others', async () => {
    const usd = byCurrency.USD![0]!;
    const mmk = byCurrency.MMK![0]!;
    const seen = await call(h, usd, 'roomlist', { room_id: 'USDCUP' });
    expect(
      (seen.rooms as { room_id: string; currency: string }[]).map((r) => [r.room_id, r.currency]),
    ).toEqual([['USDCUP', 'USD']]);
    expect((await call(h, mmk, 'roomlist', { room_id: 'USDCUP' })).rooms).toEqual([]);
    expect(
      ((await call(h, mmk, 'roomlist', {})).rooms as { currency: string }[]).every(
        (r) => r.currency === 'MMK',
      ),
    ).toBe(true);
    for (const name of ['roominfo', 'roomrank', 'betresultfinal']) {
      expect((await call(h, mmk, name, { room_id: 'USDCUP' })).statusdesc).toBe('roomCurrencyMismatch');
    }
  });

  it('for any members and currencies, the prizes and refunds paid equal the fees taken in every currency', async () => {
    const everyone = Object.values(byCurrency).flat();
    const rooms: string[] = [];
    let n = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: everyone.length - 1 }),
        fc.uniqueArray(fc.integer({ min: 0, max: everyone.length - 1 }), { minLength: 2, maxLength: 8 }),
        fc.integer({ min: 10, max: 1000 }),
        fc.integer({ min: 3, max: 6 }),
        async (ownerIndex, joinerIndexes, fee, limit) => {
          const owner = everyone[ownerIndex]!;
          const roomId = `PROP${String(++n).padStart(3, '0')}`;
          const res = await call(
            h,
            owner,
            'roomcreate',
            roomBody(day.date, day.ids, { room_id: roomId, room_rate: String(fee), room_limit: limit }),
          );
          if (res.status !== 1) throw new Error(`create ${roomId}: ${res.statusdesc}`);
          rooms.push(roomId);
          const roomCurrency = currencyOf.get(owner.account_id)!;
          for (const i of joinerIndexes.filter((j) => j !== ownerIndex)) {
            const joiner = everyone[i]!;
            const answer = await call(h, joiner, 'roomjoin', { room_id: roomId });
            if (currencyOf.get(joiner.account_id) !== roomCurrency)
              expect(answer.statusdesc).toBe('roomCurrencyMismatch');
            else expect([1, 'roomFull']).toContain(answer.status === 1 ? 1 : answer.statusdesc);
          }
          // While the room runs, its pool is exactly the fees taken, all in its own currency.
          const net = await netByCurrency(roomId);
          const info = await call(h, owner, 'roominfo', { room_id: roomId });
          expect([...net.keys()]).toEqual([roomCurrency]);
          expect(-net.get(roomCurrency)!).toBe(
            Math.round(Number((info.room as { prize_pool: string }).prize_pool) * 100),
          );
        },
      ),
      // The first run is a room that fills in one currency, so the prizes of an ended room are always checked.
      { numRuns: 12, examples: [[0, [1, 2, 3], 500, 4]] },
    );
    await finishRooms();
    for (const roomId of rooms) {
      const [row] = await h.db.query<{ outcome: string | null }>(
        'SELECT outcome FROM tournament_rooms WHERE room_id = $1',
        [roomId],
      );
      expect(row?.outcome, roomId).not.toBeNull();
      for (const [currency, net] of await netByCurrency(roomId)) expect(net, `${roomId} ${currency}`).toBe(0);
    }
    const [ended] = await h.db.query<{ n: unknown }>(
      `SELECT count(*) AS n FROM tournament_rooms WHERE room_id LIKE 'PROP%' AND outcome = 'ended'`,
    );
    expect(toSafeInt(ended?.n)).toBeGreaterThan(0);
  });

  it('a room seated in two currencies before rooms had one is cancelled and every fee refunded', async () => {
    // The clock moved on past the earlier rooms: sessions idled out.
    const myr = await Promise.all(byCurrency.MYR!.map((p) => member(h, p.account_id)));
    const fresh = await pickMatches(h, myr[0]!, 3);
    expect(
      (
        await call(
          h,
          myr[0]!,
          'roomcreate',
          roomBody(fresh.date, fresh.ids, { room_id: 'MIXED1', room_rate: '100' }),
        )
      ).status,
    ).toBe(1);
    for (const p of myr.slice(1, 3))
      expect((await call(h, p, 'roomjoin', { room_id: 'MIXED1' })).status).toBe(1);
    // The seat an older server could have given a USD member in this MYR room, fee debited in USD.
    const usdBefore = await balanceOf(h, 'demo02');
    await h.db.transaction(async (tx) => {
      await tx.query(
        `UPDATE tournament_rooms SET players = players + 1, pool_minor = pool_minor + 10000 WHERE room_id = 'MIXED1'`,
      );
      await tx.query(
        `INSERT INTO tournament_players (room_id, account_id, active, join_count, join_seq, fee_paid_minor, client_ip, points, joined_ms)
         VALUES ('MIXED1', 'demo02', true, 1, nextval('tournament_join_seq'), 10000, '10.9.9.9', 1000, $1)`,
        [h.clock.now],
      );
      await applyLedgerEntry(tx, {
        accountId: 'demo02',
        type: 'bet',
        amountMinor: -10_000,
        ref: 'MIXED1',
        idempotencyKey: ledgerKeys.fee('MIXED1', 'demo02', 1),
        platform: 'tournament',
        stakeAtMs: h.clock.now,
      });
    });
    for (const id of fresh.ids) h.app.odds.sim.finishMatch(id);
    await h.app.tournaments.idle();
    await h.app.tournaments.enqueue(() => h.app.tournaments.sweep());
    const [row] = await h.db.query<{ outcome: string; cancel_reason: string }>(
      `SELECT outcome, cancel_reason FROM tournament_rooms WHERE room_id = 'MIXED1'`,
    );
    expect(row).toEqual({ outcome: 'cancelled', cancel_reason: 'currency_mix' });
    expect(await balanceOf(h, 'demo02')).toBe(usdBefore);
    for (const [currency, net] of await netByCurrency('MIXED1')) expect(net, currency).toBe(0);
  });
});
