// A room's times and status as pure functions of its matches, its players and the clock (sim time, as the
// simulator's kick-offs are). open -> active -> closed -> betting stopped -> ended, or cancelled.
import {
  JOIN_CLOSE_LEAD_MS,
  ROOM_MIN_PLAYERS_TO_RUN,
  ROOM_STATUS,
  type RoomStatus,
} from '../../shared/tournament/types';

export interface RoomTimes {
  /** Joining (and leaving) ends here. */
  lastJoinMs: number;
  /** Betting ends at the first kick-off: no room bet is ever placed on a live match. */
  lastBetMs: number;
}

export function roomTimes(kickoffsMs: readonly number[], joinLeadMs = JOIN_CLOSE_LEAD_MS): RoomTimes {
  if (kickoffsMs.length === 0) throw new RangeError('a room has matches');
  const first = Math.min(...kickoffsMs);
  return { lastJoinMs: first - joinLeadMs, lastBetMs: first };
}

/** What storage records once a room is over; null while it runs. */
export type RoomOutcome = 'ended' | 'cancelled' | null;

export interface RoomFacts extends RoomTimes {
  outcome: RoomOutcome;
  players: number;
}

/**
 * A - open: joinable, fewer players than the room needs to run.
 * 0 - active: joinable and enough players.
 * 1 - closed: joining over, betting still open.
 * 4 - betting stopped: the first match has kicked off; waiting for results.
 * 3 - ended, 2 - cancelled: recorded by settlement. A room short of players past its last join time
 * shows as cancelled at once, before the sweeper has refunded it.
 */
export function roomStatus(room: RoomFacts, nowMs: number): RoomStatus {
  if (room.outcome === 'cancelled') return ROOM_STATUS.cancelled;
  if (room.outcome === 'ended') return ROOM_STATUS.ended;
  if (nowMs < room.lastJoinMs)
    return room.players >= ROOM_MIN_PLAYERS_TO_RUN ? ROOM_STATUS.active : ROOM_STATUS.open;
  if (room.players < ROOM_MIN_PLAYERS_TO_RUN) return ROOM_STATUS.cancelled;
  if (nowMs < room.lastBetMs) return ROOM_STATUS.closed;
  return ROOM_STATUS.bettingStopped;
}

/** Why a running room must be cancelled now, or null. */
export function cancellationReason(
  room: RoomFacts,
  nowMs: number,
  anyMatchCancelled: boolean,
): 'notEnoughPlayers' | 'matchCancelled' | null {
  if (room.outcome !== null) return null;
  if (anyMatchCancelled) return 'matchCancelled';
  if (nowMs >= room.lastJoinMs && room.players < ROOM_MIN_PLAYERS_TO_RUN) return 'notEnoughPlayers';
  return null;
}

/** A room ends when every match has a result and it was not cancelled. */
export function isReadyToEnd(
  room: RoomFacts,
  nowMs: number,
  matchesWithResult: number,
  matchCount: number,
): boolean {
  return (
    room.outcome === null &&
    matchesWithResult === matchCount &&
    cancellationReason(room, nowMs, false) === null &&
    room.players >= ROOM_MIN_PLAYERS_TO_RUN
  );
}
