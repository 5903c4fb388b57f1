// Storage rows to the wire shapes of shared/tournament/api.ts.
import { minorToDecimalString as dec } from '../../shared/money';
import type { RankRow, RoomSummary } from '../../shared/tournament/api';
import { awardPrizes } from './prizes';
import { roomStatus } from './schedule';
import { rankingPoints } from './points';
import { roomTypeCode, type RoomStatus } from '../../shared/tournament/types';
import { placePrizes } from './prizes';
import type { RoomRow, SeatRow } from './store';

export function statusOf(room: RoomRow, nowMs: number): RoomStatus {
  return roomStatus(
    { outcome: room.outcome, players: room.players, lastJoinMs: room.lastJoinMs, lastBetMs: room.lastBetMs },
    nowMs,
  );
}

export function summaryOf(room: RoomRow, nowMs: number, me: string, joined: boolean): RoomSummary {
  const [first = 0, second = 0, third = 0] = placePrizes(room.poolMinor, room.splitBp);
  return {
    room_id: room.roomId,
    room_type: room.type,
    type_code: roomTypeCode(room.type),
    status: statusOf(room, nowMs),
    owner: room.ownerName,
    virtual: room.virtual,
    currency: room.currency,
    room_rate: dec(room.feeMinor),
    room_limit: room.limit,
    players: room.players,
    prize_pool: dec(room.poolMinor),
    first_prize: dec(first),
    second_prize: dec(second),
    third_prize: dec(third),
    match_date: room.matchDate,
    match_count: room.matchCount,
    last_join_time: new Date(room.lastJoinMs).toISOString(),
    last_betting_time: new Date(room.lastBetMs).toISOString(),
    joined,
    is_owner: room.ownerId === me,
  };
}

/**
 * The ranking: the stored final one once the room ended, else the standings now (running bets at their
 * stake) with the prize each rank would take if the room ended now.
 */
export function rankingOf(
  room: RoomRow,
  all: readonly SeatRow[],
  stakes: ReadonlyMap<string, number>,
  me: string,
): RankRow[] {
  const held = all.filter((s) => s.active);
  if (room.outcome === 'ended') {
    return held
      .map((s) => ({
        rank: s.rank ?? 0,
        nickname: s.name,
        points: s.points,
        prize: dec(s.prizeMinor ?? 0),
        is_me: s.accountId === me,
        seq: s.joinSeq,
      }))
      .sort((a, b) => a.rank - b.rank || a.seq - b.seq)
      .map(({ seq: _seq, ...row }) => row);
  }
  const names = new Map(held.map((s) => [s.accountId, s.name]));
  const standings = held.map((s) => ({
    accountId: s.accountId,
    points: rankingPoints(s.points, stakes.get(s.accountId) ?? 0),
    joinSeq: s.joinSeq,
  }));
  return awardPrizes(room.poolMinor, standings, room.splitBp).map((r) => ({
    rank: r.rank,
    nickname: names.get(r.accountId) ?? '',
    points: r.points,
    prize: dec(r.prizeMinor),
    is_me: r.accountId === me,
  }));
}
