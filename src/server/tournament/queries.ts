// The read side of the tournament group: room lists, match lists, room info, ranking and bet lists.
import type { z } from 'zod';
import { minorToDecimalString as dec } from '../../shared/money';
import type * as s from '../../shared/tournament/api';
import type { LookedUpMatch, RoomSummary } from '../../shared/tournament/api';
import { rankingPoints } from './points';
import { ROOM_STATUS_CODES, type RoomStatus } from '../../shared/tournament/types';
import { toSafeInt } from '../db/types';
import { ApiError } from '../http/api-error';
import { assertTournamentEnabled } from './access';
import { betsOf } from './betting';
import { simNow, type TournamentDeps } from './deps';
import { candidateOf, gmt8Date, isRoomEligible, leagueNameOf, lookUp } from './matches';
import { listRooms, loadRoom, roomMatches, runningStakes, seats, type RoomRow } from './store';
import { rankingOf, statusOf, summaryOf } from './views';

/** Who is asking: the room lists and reads show only the rooms of the member's currency. */
export interface Viewer {
  accountId: string;
  currency: string;
}

async function joinedRooms(deps: TournamentDeps, accountId: string): Promise<Set<string>> {
  const rows = await deps.ctx.db.query<{ room_id: string }>(
    'SELECT room_id FROM tournament_players WHERE account_id = $1 AND active',
    [accountId],
  );
  return new Set(rows.map((r) => r.room_id));
}

export async function roomList(
  deps: TournamentDeps,
  viewer: Viewer,
  body: z.output<typeof s.roomListRequest>,
): Promise<{ rooms: RoomSummary[] }> {
  const me = viewer.accountId;
  await assertTournamentEnabled(deps.ctx.db, me);
  const type = body.room_type === 'T0' ? null : Number(body.room_type.slice(1));
  const search = body.room_id ? body.room_id.trim().toUpperCase() : null;
  const rows = await listRooms(deps.ctx.db, {
    type,
    roomId: search || null,
    memberOf: body.mine ? me : null,
    currency: viewer.currency,
  });
  const joined = await joinedRooms(deps, me);
  const now = simNow(deps);
  const wanted = (ROOM_STATUS_CODES as readonly string[]).includes(body.status)
    ? (body.status as RoomStatus)
    : null;
  return {
    rooms: rows
      .map((r) => summaryOf(r, now, me, joined.has(r.roomId)))
      .filter((r) => wanted === null || r.status === wanted),
  };
}

type DayBody = z.output<typeof s.roomDayRequest>;

function dayFixtures(deps: TournamentDeps, body: DayBody) {
  const sim = deps.odds.sync();
  return [...sim.matches.values()]
    .filter(
      (m) =>
        isRoomEligible(m, body.virtual === true) &&
        gmt8Date(m.kickoff) === body.match_date &&
        (m.state === 'pre' || m.state === 'live'),
    )
    .filter((m) => body.league_id === undefined || m.leagueId === body.league_id)
    .sort((a, b) => a.kickoff - b.kickoff || a.id - b.id);
}

export function dayMatches(deps: TournamentDeps, body: DayBody): z.input<typeof s.roomMatch>[] {
  const now = simNow(deps);
  return dayFixtures(deps, body).map((m) => {
    const c = candidateOf(deps.odds, m.id, body.virtual === true);
    return {
      match_id: m.id,
      league_id: m.leagueId,
      league_name: leagueNameOf(deps.odds, m),
      sport_id: m.sport.id,
      home: m.home,
      away: m.away,
      kickoff: new Date(m.kickoff).toISOString(),
      live: m.state === 'live',
      open: c.state === 'pre' && c.kickoffMs - deps.joinLeadMs > now,
    };
  });
}

export function dayLeagues(deps: TournamentDeps, body: DayBody) {
  const byLeague = new Map<
    number,
    { league_id: number; league_name: string; sport_id: number; sport_name: string; match_count: number }
  >();
  const now = simNow(deps);
  for (const m of dayFixtures(deps, { ...body, league_id: undefined })) {
    // Only matches a room could still take count: a league of live matches offers nothing.
    if (m.state !== 'pre' || m.kickoff - deps.joinLeadMs <= now) continue;
    const entry = byLeague.get(m.leagueId) ?? {
      league_id: m.leagueId,
      league_name: leagueNameOf(deps.odds, m),
      sport_id: m.sport.id,
      sport_name: m.sport.name,
      match_count: 0,
    };
    entry.match_count++;
    byLeague.set(m.leagueId, entry);
  }
  return [...byLeague.values()].sort(
    (a, b) => a.sport_id - b.sport_id || a.league_name.localeCompare(b.league_name),
  );
}

export async function lookUpMany(deps: TournamentDeps, ids: readonly number[]): Promise<LookedUpMatch[]> {
  const out: LookedUpMatch[] = [];
  for (const id of ids) {
    const found = await lookUp(deps.ctx.db, deps.odds, id);
    if (found) out.push(found);
  }
  return out;
}

/** A room of another currency is not shown: its pool is not one the member could play for. */
async function requireRoom(deps: TournamentDeps, viewer: Viewer, roomId: string): Promise<RoomRow> {
  await assertTournamentEnabled(deps.ctx.db, viewer.accountId);
  const room = await loadRoom(deps.ctx.db, roomId.trim().toUpperCase());
  if (!room) throw new ApiError('roomNotExists');
  if (room.currency !== viewer.currency) throw new ApiError('roomCurrencyMismatch');
  return room;
}

/** Each match the room was built with, beside what the feed says of it now (null once it is gone). */
async function lookedUpRoomMatches(deps: TournamentDeps, room: RoomRow) {
  const out = [];
  for (const stored of await roomMatches(deps.ctx.db, room.roomId)) {
    out.push({ stored, found: await lookUp(deps.ctx.db, deps.odds, stored.match_id, stored) });
  }
  return out;
}

export async function roomInfo(
  deps: TournamentDeps,
  viewer: Viewer,
  roomId: string,
): Promise<z.input<typeof s.roomInfoResponse>> {
  const room = await requireRoom(deps, viewer, roomId);
  const matches = (await lookedUpRoomMatches(deps, room)).flatMap(({ found }) => (found ? [found] : []));
  const me = viewer.accountId;
  const all = await seats(deps.ctx.db, room.roomId);
  const mine = all.find((p) => p.accountId === me && p.active);
  return {
    room: summaryOf(room, simNow(deps), me, mine !== undefined),
    // Odds are offered only while the room still takes bets.
    matches: statusOf(room, simNow(deps)) === '4' ? matches.map((m) => ({ ...m, odds: [] })) : matches,
    players: all
      .filter((p) => p.active)
      .map((p) => ({ nickname: p.name, joined_at: new Date(p.joinedMs).toISOString() })),
    my_points: mine ? mine.points : null,
  };
}

/** The room the viewer may see, and its standing: the players ranked (the viewer's own row marked). */
async function rankedRoom(deps: TournamentDeps, viewer: Viewer, roomId: string) {
  const room = await requireRoom(deps, viewer, roomId);
  const ranking = rankingOf(
    room,
    await seats(deps.ctx.db, room.roomId),
    await runningStakes(deps.ctx.db, room.roomId),
    viewer.accountId,
  );
  return { room, standing: { room_id: room.roomId, final: room.outcome === 'ended', ranking } };
}

export async function roomRank(
  deps: TournamentDeps,
  viewer: Viewer,
  roomId: string,
): Promise<z.input<typeof s.roomRankResponse>> {
  return (await rankedRoom(deps, viewer, roomId)).standing;
}

/** The room the viewer may see and holds a seat in, with the viewer's available points. */
async function requireSeatedRoom(
  deps: TournamentDeps,
  viewer: Viewer,
  roomId: string,
): Promise<{ room: RoomRow; points: number }> {
  const room = await requireRoom(deps, viewer, roomId);
  const [seat] = await deps.ctx.db.query<{ points: unknown }>(
    'SELECT points FROM tournament_players WHERE room_id = $1 AND account_id = $2 AND active',
    [room.roomId, viewer.accountId],
  );
  if (!seat) throw new ApiError('invalidMember');
  return { room, points: toSafeInt(seat.points) };
}

export async function memberBets(
  deps: TournamentDeps,
  viewer: Viewer,
  roomId: string,
): Promise<z.input<typeof s.memberBetListResponse>> {
  const me = viewer.accountId;
  const { room, points } = await requireSeatedRoom(deps, viewer, roomId);
  const running = (await runningStakes(deps.ctx.db, room.roomId)).get(me) ?? 0;
  return {
    bets: await betsOf(deps.ctx.db, room.roomId, me),
    available_points: points,
    ranking_points: rankingPoints(points, running),
  };
}

export async function betResults(
  deps: TournamentDeps,
  viewer: Viewer,
  roomId: string,
): Promise<z.input<typeof s.betResultListResponse>> {
  const { room } = await requireSeatedRoom(deps, viewer, roomId);
  const results = (await lookedUpRoomMatches(deps, room)).map(({ stored, found }) => ({
    match_id: stored.match_id,
    home: stored.home,
    away: stored.away,
    state: found?.state ?? 'unknown',
    score: found?.score ?? null,
  }));
  return { results, bets: await betsOf(deps.ctx.db, room.roomId, viewer.accountId, true) };
}

export async function finalResult(
  deps: TournamentDeps,
  viewer: Viewer,
  roomId: string,
): Promise<z.input<typeof s.betResultFinalResponse>> {
  const { room, standing } = await rankedRoom(deps, viewer, roomId);
  return { ...standing, room_status: statusOf(room, simNow(deps)), prize_pool: dec(room.poolMinor) };
}
