// Who may join, leave and bet in a room, and when (RULES.md sections 5 and 8). Pure: the server loads the
// facts inside the join transaction, so two racing joins see each other's seat.
import { ROOM_STATUS, ROOM_TYPES, type RoomStatus, type RoomType } from '../../shared/tournament/types';

export interface JoinFacts {
  exists: boolean;
  /** The room's currency is the member's wallet currency (fees and prizes are never converted). */
  sameCurrency: boolean;
  type: RoomType;
  status: RoomStatus;
  pin: string | null;
  players: number;
  limit: number;
  /** The member is in the room now. */
  isMember: boolean;
  /** The member joined this room before (and may have left). */
  joinedBefore: boolean;
  /** Another member joined this room from the same address. */
  ipJoinedBefore: boolean;
  hasValidBet: boolean;
  tournamentDisabled: boolean;
  /** The member gave this private room too many wrong PINs lately (the server's limit on guessing). */
  pinLocked: boolean;
}

/**
 * The first refusal of a join, or null. Order: switch, room, currency, time, seat, identity, PIN (`requestLimit`
 * while too many wrong PINs are counted), valid bet.
 * `roomCurrencyMismatch` for a room of another currency: its pool could only be paid by converting money.
 * `roomEnded` for an ended room, `roomEndedOrCancelled` for a cancelled one, `roomClosed` once joining
 * time is over, 'Room is already full.' (`roomFull`) at the limit.
 */
export function checkJoin(f: JoinFacts, pin: string | undefined): string | null {
  if (f.tournamentDisabled) return 'tournamentDisabled';
  if (!f.exists) return 'roomNotExists';
  if (!f.sameCurrency) return 'roomCurrencyMismatch';
  if (f.status === ROOM_STATUS.ended) return 'roomEnded';
  if (f.status === ROOM_STATUS.cancelled) return 'roomEndedOrCancelled';
  if (f.status !== ROOM_STATUS.open && f.status !== ROOM_STATUS.active) return 'roomClosed';
  if (f.isMember) return 'memberJoinedBefore';
  if (f.type === ROOM_TYPES.free) {
    // A free room costs nothing, so only these two rules stop one person filling its ranking.
    if (f.joinedBefore) return 'memberJoinedBefore';
    if (f.ipJoinedBefore) return 'IPJoinedBefore';
  }
  if (f.players >= f.limit) return 'roomFull';
  if (f.type === ROOM_TYPES.private) {
    // Even the right PIN is refused while locked: otherwise the lock would still tell a guesser when they hit it.
    if (f.pinLocked) return 'requestLimit';
    if (pin === undefined || pin === '') return 'roomPasswordRequired';
    if (pin !== f.pin) return 'invalidRoomPassword';
  }
  if (!f.hasValidBet) return 'validBetRequired';
  return null;
}

export interface LeaveFacts {
  exists: boolean;
  status: RoomStatus;
  isMember: boolean;
  betCount: number;
}

/** Leaving is allowed while the room is joinable and the player has no bet in it (the owner too: the room stays). */
export function checkLeave(f: LeaveFacts): string | null {
  if (!f.exists) return 'roomNotExists';
  if (!f.isMember) return 'invalidMember';
  if (f.status === ROOM_STATUS.ended) return 'roomEnded';
  if (f.status === ROOM_STATUS.cancelled) return 'roomEndedOrCancelled';
  if (f.status !== ROOM_STATUS.open && f.status !== ROOM_STATUS.active) return 'roomClosed';
  if (f.betCount > 0) return 'betExists';
  return null;
}

export interface RoomBetFacts {
  exists: boolean;
  status: RoomStatus;
  isMember: boolean;
  matchInRoom: boolean;
  /** The match has kicked off (or its time moved before the room's last betting time). */
  matchStarted: boolean;
  availablePoints: number;
  /** The player already holds a bet on this selection (bet refuses, betplus adds to it). */
  sameSelectionExists: boolean;
}

/** The first refusal of a points bet (`plus`: the betplus call adding to an existing bet), or null. */
export function checkRoomBet(f: RoomBetFacts, points: number, plus: boolean): string | null {
  if (!f.exists) return 'roomNotExists';
  if (!f.isMember) return 'invalidMember';
  if (f.status === ROOM_STATUS.ended) return 'roomEnded';
  if (f.status === ROOM_STATUS.cancelled) return 'roomEndedOrCancelled';
  if (f.status === ROOM_STATUS.bettingStopped) return 'roomClosed';
  if (!f.matchInRoom) return 'invalidMatch';
  if (f.matchStarted) return 'matchChangeTime';
  if (!plus && f.sameSelectionExists) return 'betExists';
  if (plus && !f.sameSelectionExists) return 'betNotExists';
  if (!Number.isSafeInteger(points) || points <= 0) return 'invalidBetAmount';
  if (points > f.availablePoints) return 'pointsOverLimit';
  return null;
}
