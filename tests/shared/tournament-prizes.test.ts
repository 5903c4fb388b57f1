import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { awardPrizes, placePrizes, rankStandings } from '../../src/server/tournament/prizes';
import { cancellationRefunds, leaveRefund, ledgerKeys } from '../../src/server/tournament/refunds';

const p = (accountId: string, points: number, joinSeq: number) => ({ accountId, points, joinSeq });
const prizes = (rows: { accountId: string; prizeMinor: number }[]) =>
  Object.fromEntries(rows.map((r) => [r.accountId, r.prizeMinor]));

describe('prize split', () => {
  it('splits the pool 50/30/20 and the first takes the rounding', () => {
    expect(placePrizes(3000)).toEqual([1500, 900, 600]);
    expect(placePrizes(1001)).toEqual([501, 300, 200]);
    expect(placePrizes(1)).toEqual([1, 0, 0]);
    expect(placePrizes(0)).toEqual([0, 0, 0]);
  });

  it('refuses a split that is not 100%', () => {
    expect(() => placePrizes(100, [5000, 3000, 1000])).toThrow(RangeError);
  });

  it('pays first, second and third by points', () => {
    const out = awardPrizes(3000, [p('a', 900, 1), p('b', 1200, 2), p('c', 1000, 3), p('d', 100, 4)]);
    expect(out.map((r) => [r.accountId, r.rank, r.prizeMinor])).toEqual([
      ['b', 1, 1500],
      ['c', 2, 900],
      ['a', 3, 600],
      ['d', 4, 0],
    ]);
  });

  it('two tied first share first + second; the next is third', () => {
    const out = awardPrizes(3000, [p('a', 1200, 1), p('b', 1200, 2), p('c', 1000, 3)]);
    expect(out.map((r) => r.rank)).toEqual([1, 1, 3]);
    expect(prizes(out)).toEqual({ a: 1200, b: 1200, c: 600 });
  });

  it('a tie across third place shares the third prize; indivisible units go to the earliest joiner', () => {
    const out = awardPrizes(1000, [p('a', 1500, 1), p('b', 1400, 2), p('late', 900, 9), p('early', 900, 3)]);
    // third = 200, shared by two: 100 each.
    expect(prizes(out)).toEqual({ a: 500, b: 300, early: 100, late: 100 });
    // pool 1005: 503 / 301 / 201, the odd third split 101 + 100.
    const odd = awardPrizes(1005, [p('a', 1500, 1), p('b', 1400, 2), p('late', 900, 9), p('early', 900, 3)]);
    expect(prizes(odd)).toEqual({ a: 503, b: 301, early: 101, late: 100 });
  });

  it('everyone tied shares the whole pool', () => {
    const out = awardPrizes(1000, [p('a', 1000, 1), p('b', 1000, 2), p('c', 1000, 3)]);
    expect(prizes(out)).toEqual({ a: 334, b: 333, c: 333 });
    expect(prizes(awardPrizes(1000, [p('a', 1000, 1), p('b', 1000, 2)]))).toEqual({ a: 500, b: 500 });
  });

  it('ranks equal points equally and orders them by join', () => {
    expect(
      rankStandings([p('x', 5, 2), p('y', 5, 1), p('z', 9, 3)]).map((r) => [r.accountId, r.rank]),
    ).toEqual([
      ['z', 1],
      ['y', 2],
      ['x', 2],
    ]);
  });

  it('property: prizes always add up to the pool exactly, never negative, and more points never earn less', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3_000_000 }),
        fc.array(fc.integer({ min: 0, max: 5000 }), { minLength: 1, maxLength: 30 }),
        (pool, points) => {
          const out = awardPrizes(
            pool,
            points.map((pts, i) => p(`m${i}`, pts, i)),
          );
          expect(out.reduce((s, r) => s + r.prizeMinor, 0)).toBe(pool);
          for (const r of out) expect(r.prizeMinor).toBeGreaterThanOrEqual(0);
          for (const a of out)
            for (const b of out)
              if (a.points > b.points) expect(a.prizeMinor).toBeGreaterThanOrEqual(b.prizeMinor);
        },
      ),
    );
  });
});

describe('refunds', () => {
  const seats = [
    { accountId: 'a', joinCount: 1, feePaidMinor: 5000, active: true },
    { accountId: 'b', joinCount: 2, feePaidMinor: 5000, active: true },
    { accountId: 'c', joinCount: 1, feePaidMinor: 5000, active: false },
    { accountId: 'free', joinCount: 1, feePaidMinor: 0, active: true },
  ];

  it('a cancelled room refunds every held seat once, keyed by room, member and join', () => {
    expect(cancellationRefunds('R1', seats)).toEqual([
      { accountId: 'a', amountMinor: 5000, idempotencyKey: 'tournament:R1:cancel:a:1' },
      { accountId: 'b', amountMinor: 5000, idempotencyKey: 'tournament:R1:cancel:b:2' },
    ]);
  });

  it('a seat given up was refunded when left; free seats move no money', () => {
    expect(leaveRefund('R1', seats[0]!)).toEqual({
      accountId: 'a',
      amountMinor: 5000,
      idempotencyKey: 'tournament:R1:leave:a:1',
    });
    expect(leaveRefund('R1', seats[2]!)).toBeNull();
    expect(leaveRefund('R1', seats[3]!)).toBeNull();
  });

  it('keys of different movements never collide', () => {
    const keys = [
      ledgerKeys.fee('R', 'a', 1),
      ledgerKeys.leave('R', 'a', 1),
      ledgerKeys.cancel('R', 'a', 1),
      ledgerKeys.prize('R', 'a'),
      ledgerKeys.fee('R', 'a', 2),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });
});
