// Points bets in a room (bet, betplus) and the member's lists. Points never touch the wallet: a bet moves
// points from the seat to the bet row inside the room's lock, so two quick bets cannot spend a point twice.
import { ODDS_TYPES } from '../../shared/constants';
import { LINE_STATE } from '../../shared/feed/layout';
import { displayUnits, formatUnits } from '../../shared/odds/price';
import type { RoomTicketView } from '../../shared/betting/api';
import type { RoomBetView } from '../../shared/tournament/api';
import { checkRoomBet } from './join-rules';
import { roomBetWin } from './points';
import { toSafeInt, type Queryable } from '../db/types';
import { ApiError } from '../http/api-error';
import type { AuthenticatedSession } from '../security/sessions';
import { assertTournamentEnabled } from './access';
import { simNow, type TournamentDeps } from './deps';
import { loadRoom } from './store';
import { statusOf } from './views';

const int = (v: unknown): number => toSafeInt(v ?? 0);

const STATE_CODE: Record<number, string> = {
  [LINE_STATE.SUSPENDED]: '328',
  [LINE_STATE.CLOSED_PRICE]: '313',
  [LINE_STATE.CLOSED]: '314',
};

export interface BetInput {
  room_id: string;
  match_id: number;
  market: 'hdp' | 'ou' | 'oxt' | 'ml';
  choice: string;
  line: number | null;
  points: number;
  price?: number | undefined;
}

const BET_SELECT = `SELECT b.*, rm.home, rm.away FROM tournament_bets b
  JOIN tournament_room_matches rm ON rm.room_id = b.room_id AND rm.match_id = b.match_id`;

/** A room bet's ref no: 'T' and its row id (migration 054 gave the older rows theirs the same way). */
function roomBetRefNo(id: number): string {
  return `T${id}`;
}

function viewOf(r: Record<string, unknown>): RoomBetView {
  return {
    bet_id: int(r.id),
    ref_no: String(r.ref_no),
    match_id: int(r.match_id),
    home: String(r.home),
    away: String(r.away),
    market: String(r.market),
    choice: String(r.choice),
    line: r.line === null ? null : int(r.line),
    odds: formatUnits(displayUnits(int(r.price), ODDS_TYPES.HK)),
    points: int(r.stake),
    win_points: int(r.win),
    status: r.status as 'running' | 'settled',
    outcome: (r.outcome as string | null) ?? null,
    return_points: r.return_points === null ? null : int(r.return_points),
    placed_at: new Date(int(r.placed_ms)).toISOString(),
  };
}

/** The member's room bet by the ref no on its ticket, with its room and league; null for any other ref no. */
export async function roomBetByRef(
  q: Queryable,
  accountId: string,
  refNo: string,
): Promise<RoomTicketView | null> {
  const [row] = await q.query<Record<string, unknown>>(
    `SELECT b.*, rm.home, rm.away, rm.league_name, r.room_type FROM tournament_bets b
     JOIN tournament_room_matches rm ON rm.room_id = b.room_id AND rm.match_id = b.match_id
     JOIN tournament_rooms r ON r.room_id = b.room_id
     WHERE b.account_id = $1 AND b.ref_no = $2`,
    [accountId, refNo],
  );
  if (!row) return null;
  return {
    ...viewOf(row),
    room_id: String(row.room_id),
    type_code: `T${int(row.room_type)}` as RoomTicketView['type_code'],
    league_name: String(row.league_name),
  };
}

export async function betsOf(
  q: Queryable,
  roomId: string,
  accountId: string,
  settledOnly = false,
): Promise<RoomBetView[]> {
  const rows = await q.query<Record<string, unknown>>(
    `${BET_SELECT} WHERE b.room_id = $1 AND b.account_id = $2 ${settledOnly ? "AND b.status = 'settled'" : ''} ORDER BY b.id DESC`,
    [roomId, accountId],
  );
  return rows.map(viewOf);
}

/** The current quote of a selection, or the refusal the sportsbook would give for it. */
function quote(
  deps: TournamentDeps,
  input: Pick<BetInput, 'match_id' | 'market' | 'choice' | 'line'>,
): { price: number; line: number | null } {
  const q = deps.odds.findQuote({
    matchId: input.match_id,
    market: input.market,
    period: 0,
    choice: input.choice,
    line: input.line,
  });
  if (!q) throw new ApiError('340');
  if (q.state !== LINE_STATE.RUNNING) throw new ApiError(STATE_CODE[q.state] ?? '314');
  if (q.price <= 0) throw new ApiError('313');
  const hasLine = input.market === 'hdp' || input.market === 'ou';
  if (hasLine && input.line !== null && q.line !== input.line) throw new ApiError('invalidOddsBall');
  return { price: q.price, line: hasLine ? q.line : null };
}

interface BetContext {
  seatPoints: number;
  code: string | null;
}

async function betContext(
  tx: Queryable,
  deps: TournamentDeps,
  accountId: string,
  roomId: string,
  matchId: number,
  plus: boolean,
  points: number,
  sameSelection: boolean,
): Promise<BetContext> {
  const room = await loadRoom(tx, roomId, true);
  const [seat] = await tx.query<{ points: unknown; active: boolean }>(
    'SELECT points, active FROM tournament_players WHERE room_id = $1 AND account_id = $2',
    [roomId, accountId],
  );
  const [inRoom] = await tx.query<{ kickoff_ms: unknown }>(
    'SELECT kickoff_ms FROM tournament_room_matches WHERE room_id = $1 AND match_id = $2',
    [roomId, matchId],
  );
  const now = simNow(deps);
  const live = deps.odds.getMatch(matchId);
  // A match that kicked off (or whose time moved) cannot take a room bet, even while the room still can.
  const started =
    !live ||
    live.state !== 'pre' ||
    live.kickoff <= now ||
    (inRoom !== undefined && int(inRoom.kickoff_ms) <= now);
  const seatPoints = seat?.active ? int(seat.points) : 0;
  const code = checkRoomBet(
    {
      exists: room !== null,
      status: room ? statusOf(room, now) : '2',
      isMember: seat?.active === true,
      matchInRoom: inRoom !== undefined,
      matchStarted: started,
      availablePoints: seatPoints,
      sameSelectionExists: sameSelection,
    },
    points,
    plus,
  );
  return { seatPoints, code };
}

export async function placeRoomBet(
  deps: TournamentDeps,
  session: AuthenticatedSession,
  input: BetInput,
): Promise<{ bet: RoomBetView; available_points: number }> {
  const { db } = deps.ctx;
  const roomId = input.room_id.trim().toUpperCase();
  await assertTournamentEnabled(db, session.accountId);
  const id = await db.transaction(async (tx) => {
    // Room, seat and match first, so a closed room answers as closed rather than as a missing price.
    const ctx = await betContext(
      tx,
      deps,
      session.accountId,
      roomId,
      input.match_id,
      false,
      input.points,
      false,
    );
    if (ctx.code) throw new ApiError(ctx.code);
    const q = quote(deps, input);
    const [existing] = await tx.query(
      `SELECT 1 FROM tournament_bets WHERE room_id = $1 AND account_id = $2 AND match_id = $3 AND market = $4 AND choice = $5 AND COALESCE(line, -1000000) = COALESCE($6::int, -1000000)`,
      [roomId, session.accountId, input.match_id, input.market, input.choice, q.line],
    );
    if (existing) throw new ApiError('betExists');
    if (input.price !== undefined && input.price !== q.price) throw new ApiError('oddsIsUpdating');
    await tx.query(
      'UPDATE tournament_players SET points = points - $3 WHERE room_id = $1 AND account_id = $2',
      [roomId, session.accountId, input.points],
    );
    // The ref no is made from the row's id, taken first so the row is written whole in one statement.
    const [seq] = await tx.query<{ id: unknown }>("SELECT nextval('tournament_bets_id_seq') AS id");
    const id = int(seq?.id);
    await tx.query(
      `INSERT INTO tournament_bets (id, ref_no, room_id, account_id, match_id, market, choice, line, price, stake, win, status, placed_ms)
       VALUES ($11, $12, $1, $2, $3, $4, $5, $6, $7, $8, $9, 'running', $10)`,
      [
        roomId,
        session.accountId,
        input.match_id,
        input.market,
        input.choice,
        q.line,
        q.price,
        input.points,
        roomBetWin(input.points, q.price),
        deps.ctx.now(),
        id,
        roomBetRefNo(id),
      ],
    );
    return id;
  });
  return answer(db, roomId, session.accountId, id);
}

export async function addToRoomBet(
  deps: TournamentDeps,
  session: AuthenticatedSession,
  input: { room_id: string; bet_id: number; points: number },
): Promise<{ bet: RoomBetView; available_points: number }> {
  const { db } = deps.ctx;
  const roomId = input.room_id.trim().toUpperCase();
  await assertTournamentEnabled(db, session.accountId);
  await db.transaction(async (tx) => {
    const [bet] = await tx.query<Record<string, unknown>>(
      `SELECT * FROM tournament_bets WHERE id = $1 AND room_id = $2 AND account_id = $3 AND status = 'running'`,
      [input.bet_id, roomId, session.accountId],
    );
    const matchId = bet ? int(bet.match_id) : 0;
    const ctx = await betContext(
      tx,
      deps,
      session.accountId,
      roomId,
      matchId,
      true,
      input.points,
      bet !== undefined,
    );
    if (ctx.code) throw new ApiError(bet || ctx.code !== 'invalidMatch' ? ctx.code : 'betNotExists');
    const market = String(bet!.market) as BetInput['market'];
    const line = bet!.line === null ? null : int(bet!.line);
    // The added points are struck at today's price of the same selection; a moved line is a new selection.
    const q = quote(deps, { match_id: matchId, market, choice: String(bet!.choice), line });
    await tx.query(
      'UPDATE tournament_players SET points = points - $3 WHERE room_id = $1 AND account_id = $2',
      [roomId, session.accountId, input.points],
    );
    await tx.query('UPDATE tournament_bets SET stake = stake + $2, win = win + $3 WHERE id = $1', [
      input.bet_id,
      input.points,
      roomBetWin(input.points, q.price),
    ]);
  });
  return answer(db, roomId, session.accountId, input.bet_id);
}

async function answer(
  db: Queryable,
  roomId: string,
  accountId: string,
  betId: number,
): Promise<{ bet: RoomBetView; available_points: number }> {
  const [row] = await db.query<Record<string, unknown>>(`${BET_SELECT} WHERE b.id = $1`, [betId]);
  const [seat] = await db.query<{ points: unknown }>(
    'SELECT points FROM tournament_players WHERE room_id = $1 AND account_id = $2',
    [roomId, accountId],
  );
  return { bet: viewOf(row!), available_points: int(seat?.points) };
}
