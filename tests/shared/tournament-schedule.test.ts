import { describe, expect, it } from 'vitest';
import type { MatchOutcome } from '../../src/server/betting/markets';
import { roomBetWin, settleRoomBet, rankingPoints } from '../../src/server/tournament/points';
import {
  cancellationReason,
  isReadyToEnd,
  roomStatus,
  roomTimes,
} from '../../src/server/tournament/schedule';
import type { RoomFacts } from '../../src/server/tournament/schedule';

const H = 3600_000;
const t0 = Date.parse('2025-06-14T00:00:00Z');

describe('room schedule', () => {
  const times = roomTimes([t0 + 5 * H, t0 + 3 * H, t0 + 4 * H], 10 * 60_000);
  const room = (over: Partial<RoomFacts> = {}): RoomFacts => ({
    ...times,
    outcome: null,
    players: 1,
    ...over,
  });

  it('betting closes at the first kick-off, joining a lead before it', () => {
    expect(times).toEqual({ lastBetMs: t0 + 3 * H, lastJoinMs: t0 + 3 * H - 600_000 });
    expect(() => roomTimes([])).toThrow(RangeError);
  });

  it('open -> active -> closed -> betting stopped with the clock and the players', () => {
    expect(roomStatus(room(), t0)).toBe('A');
    expect(roomStatus(room({ players: 3 }), t0)).toBe('0');
    expect(roomStatus(room({ players: 3 }), times.lastJoinMs)).toBe('1');
    expect(roomStatus(room({ players: 3 }), times.lastBetMs)).toBe('4');
  });

  it('short of players at the last join time shows cancelled', () => {
    expect(roomStatus(room({ players: 2 }), times.lastJoinMs)).toBe('2');
    expect(cancellationReason(room({ players: 2 }), times.lastJoinMs, false)).toBe('notEnoughPlayers');
    expect(cancellationReason(room({ players: 2 }), times.lastJoinMs - 1, false)).toBeNull();
  });

  it('a cancelled match cancels the room', () => {
    expect(cancellationReason(room({ players: 5 }), t0, true)).toBe('matchCancelled');
  });

  it('recorded outcomes win over the clock', () => {
    expect(roomStatus(room({ outcome: 'ended', players: 3 }), t0)).toBe('3');
    expect(roomStatus(room({ outcome: 'cancelled', players: 3 }), t0)).toBe('2');
    expect(cancellationReason(room({ outcome: 'ended' }), t0, true)).toBeNull();
  });

  it('ends only with every result in and enough players', () => {
    expect(isReadyToEnd(room({ players: 3 }), t0, 3, 3)).toBe(true);
    expect(isReadyToEnd(room({ players: 3 }), t0, 2, 3)).toBe(false);
    expect(isReadyToEnd(room({ players: 2 }), t0, 3, 3)).toBe(false);
    expect(isReadyToEnd(room({ players: 3, outcome: 'ended' }), t0, 3, 3)).toBe(false);
  });
});

describe('points settlement (shared/betting rules)', () => {
  const result = (
    home: number,
    away: number,
    status: MatchOutcome['status'] = 'completed',
  ): MatchOutcome => ({
    status,
    home,
    away,
    htHome: 0,
    htAway: 0,
    firstGoal: null,
    lastGoal: null,
    placings: [],
  });

  it('wins at HK odds, truncated', () => {
    expect(roomBetWin(100, 950_000)).toBe(95);
    expect(roomBetWin(33, 1_255_000)).toBe(41);
  });

  it('settles handicap quarter lines as the sportsbook does (RULES.md section 10 vectors in points)', () => {
    const pick = { market: 'hdp' as const, choice: 'h', line: -25 };
    expect(settleRoomBet(pick, 100, 90, result(1, 0)).returnPoints).toBe(190);
    expect(settleRoomBet(pick, 100, 90, result(0, 0)).returnPoints).toBe(50);
    expect(settleRoomBet(pick, 100, 90, result(0, 1)).returnPoints).toBe(0);
  });

  it('settles 1X2 and over/under', () => {
    expect(
      settleRoomBet({ market: 'oxt', choice: 'x', line: null }, 100, 220, result(1, 1)).returnPoints,
    ).toBe(320);
    expect(settleRoomBet({ market: 'ou', choice: 'o', line: 250 }, 100, 90, result(2, 0)).returnPoints).toBe(
      0,
    );
  });

  it('a cancelled match gives the stake back', () => {
    const s = settleRoomBet({ market: 'oxt', choice: '1', line: null }, 100, 150, result(0, 0, 'cancelled'));
    expect(s.factor.outcome).toBe('void');
    expect(s.returnPoints).toBe(100);
  });

  it('ranks running stakes at face value', () => {
    expect(rankingPoints(700, 300)).toBe(1000);
  });
});
