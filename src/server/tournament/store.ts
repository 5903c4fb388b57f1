// SQL of the tournament tables: rooms, their matches and seats. Rows come back as plain numbers.
import { toSafeInt, type Queryable } from '../db/types';
import type { RoomOutcome } from './schedule';
import type { RoomType } from '../../shared/tournament/types';
import type { StoredMatch } from './matches';

export interface RoomRow {
  roomId: string;
  type: RoomType;
  virtual: boolean;
  ownerId: string;
  ownerName: string;
  /** Every fee and prize of the room is in this currency: its creator's wallet currency. */
  currency: string;
  pin: string | null;
  feeMinor: number;
  limit: number;
  matchDate: string;
  splitBp: number[];
  startPoints: number;
  lastJoinMs: number;
  lastBetMs: number;
  players: number;
  poolMinor: number;
  outcome: RoomOutcome;
  matchCount: number;
}

export interface SeatRow {
  accountId: string;
  name: string;
  /** The member's wallet currency, in which the fee was paid. */
  currency: string;
  active: boolean;
  joinCount: number;
  joinSeq: number;
  feePaidMinor: number;
  clientIp: string | null;
  points: number;
  rank: number | null;
  prizeMinor: number | null;
  joinedMs: number;
}

const int = (v: unknown): number => toSafeInt(v ?? 0);

/** Nickname when set, else the account id with its middle hidden: other players never see a login id. */
const DISPLAY_NAME_SQL = (alias: string) =>
  `COALESCE(${alias}.nickname, substr(${alias}.account_id, 1, 2) || '***' || right(${alias}.account_id, 2))`;

const ROOM_SELECT = `SELECT r.*, ${DISPLAY_NAME_SQL('o')} AS owner_name,
    (SELECT count(*) FROM tournament_room_matches rm WHERE rm.room_id = r.room_id) AS match_count
  FROM tournament_rooms r JOIN members o ON o.account_id = r.owner_id`;

function roomOf(r: Record<string, unknown>): RoomRow {
  return {
    roomId: String(r.room_id),
    type: int(r.room_type) as RoomType,
    virtual: Boolean(r.virtual),
    ownerId: String(r.owner_id),
    ownerName: String(r.owner_name),
    currency: String(r.currency),
    pin: (r.pin as string | null) ?? null,
    feeMinor: int(r.fee_minor),
    limit: int(r.room_limit),
    matchDate: String(r.match_date),
    splitBp: JSON.parse(String(r.split_bp)) as number[],
    startPoints: int(r.start_points),
    lastJoinMs: int(r.last_join_ms),
    lastBetMs: int(r.last_bet_ms),
    players: int(r.players),
    poolMinor: int(r.pool_minor),
    outcome: (r.outcome as RoomOutcome) ?? null,
    matchCount: int(r.match_count),
  };
}

/** One room; `lock` takes the row lock that serialises joins, bets and settlement of that room. */
export async function loadRoom(q: Queryable, roomId: string, lock = false): Promise<RoomRow | null> {
  if (lock) await q.query('SELECT 1 FROM tournament_rooms WHERE room_id = $1 FOR UPDATE', [roomId]);
  const [row] = await q.query<Record<string, unknown>>(`${ROOM_SELECT} WHERE r.room_id = $1`, [roomId]);
  return row ? roomOf(row) : null;
}

export interface RoomQuery {
  type: number | null;
  roomId: string | null;
  memberOf: string | null;
  /** A member sees only the rooms of their own currency. */
  currency: string;
}

/** Newest first; status is filtered by the caller because it depends on the clock. */
export async function listRooms(q: Queryable, f: RoomQuery, limit = 200): Promise<RoomRow[]> {
  const rows = await q.query<Record<string, unknown>>(
    `${ROOM_SELECT}
     WHERE ($1::int IS NULL OR r.room_type = $1::int)
       AND ($2::text IS NULL OR r.room_id = $2::text)
       AND ($3::text IS NULL OR EXISTS (SELECT 1 FROM tournament_players p WHERE p.room_id = r.room_id AND p.account_id = $3::text AND p.active))
       AND r.currency = $5
     ORDER BY r.created_ms DESC, r.room_id LIMIT $4`,
    [f.type, f.roomId, f.memberOf, limit, f.currency],
  );
  return rows.map(roomOf);
}

export async function roomMatches(q: Queryable, roomId: string): Promise<StoredMatch[]> {
  const rows = await q.query<Record<string, unknown>>(
    'SELECT match_id, sport_id, league_name, home, away, kickoff_ms FROM tournament_room_matches WHERE room_id = $1 ORDER BY kickoff_ms, match_id',
    [roomId],
  );
  return rows.map((r) => ({
    match_id: int(r.match_id),
    sport_id: int(r.sport_id),
    league_name: String(r.league_name),
    home: String(r.home),
    away: String(r.away),
    kickoff_ms: int(r.kickoff_ms),
  }));
}

export async function seats(q: Queryable, roomId: string): Promise<SeatRow[]> {
  const rows = await q.query<Record<string, unknown>>(
    `SELECT p.*, m.currency, ${DISPLAY_NAME_SQL('m')} AS name FROM tournament_players p JOIN members m ON m.account_id = p.account_id
     WHERE p.room_id = $1 ORDER BY p.join_seq`,
    [roomId],
  );
  return rows.map((r) => ({
    accountId: String(r.account_id),
    name: String(r.name),
    currency: String(r.currency),
    active: Boolean(r.active),
    joinCount: int(r.join_count),
    joinSeq: int(r.join_seq),
    feePaidMinor: int(r.fee_paid_minor),
    clientIp: (r.client_ip as string | null) ?? null,
    points: int(r.points),
    rank: r.rank === null ? null : int(r.rank),
    prizeMinor: r.prize_minor === null ? null : int(r.prize_minor),
    joinedMs: int(r.joined_ms),
  }));
}

/** Points at stake in running bets per player of a room. */
export async function runningStakes(q: Queryable, roomId: string): Promise<Map<string, number>> {
  const rows = await q.query<{ account_id: string; s: unknown }>(
    `SELECT account_id, SUM(stake) AS s FROM tournament_bets WHERE room_id = $1 AND status = 'running' GROUP BY account_id`,
    [roomId],
  );
  return new Map(rows.map((r) => [r.account_id, int(r.s)]));
}
