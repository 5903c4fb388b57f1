// What a repeated room call answers when the first one was accepted (http/route.ts `moneyRoute`): the room calls
// carry no slip id, so the room, seat or selection itself is the key.
import type { Database } from '../db/types';
import type { ReplayCheck } from '../http/route';
import { ROOM_TYPES } from '../../shared/tournament/types';

const roomKey = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().toUpperCase() : null;

/** The member created this room: roomExists, whatever the matches or the member's valid bet are now. */
export function createReplay(db: Database): ReplayCheck<{ room_id?: unknown }> {
  return async (body, session) => {
    const id = roomKey(body.room_id);
    if (!id) return null;
    const rows = await db.query('SELECT 1 FROM tournament_rooms WHERE room_id = $1 AND owner_id = $2', [
      id,
      session.accountId,
    ]);
    return rows.length > 0 ? 'roomExists' : null;
  };
}

/**
 * The member holds a seat (or ever held one in a free room) in a room still running: memberJoinedBefore, whatever
 * its joining state or the member's valid bet are now. An ended or cancelled room answers as such (its refunds and
 * prizes are the seat's outcome).
 */
export function joinReplay(db: Database, virtual: boolean): ReplayCheck<{ room_id: string }> {
  return async (body, session) => {
    const rows = await db.query(
      `SELECT 1 FROM tournament_players p JOIN tournament_rooms r ON r.room_id = p.room_id
       WHERE p.room_id = $1 AND p.account_id = $2 AND r.virtual = $3 AND r.outcome IS NULL AND (p.active OR r.room_type = $4)`,
      [roomKey(body.room_id), session.accountId, virtual, ROOM_TYPES.free],
    );
    return rows.length > 0 ? 'memberJoinedBefore' : null;
  };
}

/** The member already holds a bet on this selection of the room: betExists, whatever the price or points now. */
export function roomBetReplay(
  db: Database,
): ReplayCheck<{ room_id: string; match_id: number; market: string; choice: string; line: number | null }> {
  return async (body, session) => {
    const rows = await db.query(
      `SELECT 1 FROM tournament_bets WHERE room_id = $1 AND account_id = $2 AND match_id = $3 AND market = $4 AND choice = $5
         AND ($6::int IS NULL OR line = $6::int)`,
      [roomKey(body.room_id), session.accountId, body.match_id, body.market, body.choice, body.line],
    );
    return rows.length > 0 ? 'betExists' : null;
  };
}
