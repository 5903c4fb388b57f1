// Creating, joining and leaving rooms: the only places an entry fee is debited or handed back outside
// settlement. Each runs in one transaction holding the room's row lock; the fee is one ledger row whose
// idempotency key names the room, the member and the join, so it can never land twice.
import { minorToDecimalString as dec } from '../../shared/money';
import type { RoomSummary } from '../../shared/tournament/api';
import {
  checkCreateRequest,
  checkPrivateRoomQuota,
  checkRoomMatches,
  type CreateRoomInput,
} from '../../shared/tournament/create-rules';
import { checkJoin, checkLeave } from './join-rules';
import { leaveRefund, ledgerKeys } from './refunds';
import { roomTimes } from './schedule';
import { DEFAULT_PRIZE_SPLIT_BP, ROOM_START_POINTS, ROOM_TYPES } from '../../shared/tournament/types';
import { toSafeInt, toText, type Queryable } from '../db/types';
import { ApiError } from '../http/api-error';
import type { AuthenticatedSession } from '../security/sessions';
import { applyLedgerEntry, availableMinor, isUniqueViolation } from '../wallet/wallet';
import { assertTournamentEnabled, isTournamentDisabled } from './access';
import { simNow, type TournamentDeps } from './deps';
import { candidateOf, leagueNameOf } from './matches';
import { loadRoom, type RoomRow } from './store';
import { statusOf, summaryOf } from './views';

const PLATFORM = 'tournament';

/**
 * A missing or malformed field is HTTP 400; every rule of the game (a PIN the room needs, a valid bet the member
 * lacks) is a business refusal, HTTP 200 with status 0, whatever its code ends with.
 */
function refuse(code: string, malformed = false): never {
  throw new ApiError(code, malformed ? 400 : 200);
}

/** The balance a join or leave answers: what the member can stake now, as `userbalance` reports it. */
async function balanceOf(q: Queryable, accountId: string): Promise<number> {
  const [row] = await q.query<{ balance_minor: unknown; frozen_minor: unknown }>(
    'SELECT balance_minor, frozen_minor FROM wallets WHERE account_id = $1',
    [accountId],
  );
  return availableMinor({
    balanceMinor: toSafeInt(row?.balance_minor ?? 0),
    frozenMinor: toSafeInt(row?.frozen_minor ?? 0),
  });
}

/** Seats a member (a first join or a rejoin after leaving) and debits the fee; the room row is locked by the caller. */
/** `nowMs` is the simulator's time the seat is stamped with; `wallNowMs` the server clock play limits count at. */
async function seat(
  tx: Queryable,
  room: RoomRow,
  accountId: string,
  clientIp: string,
  nowMs: number,
  wallNowMs: number,
): Promise<number> {
  const [prior] = await tx.query<{ join_count: unknown }>(
    'SELECT join_count FROM tournament_players WHERE room_id = $1 AND account_id = $2',
    [room.roomId, accountId],
  );
  const joinCount = prior ? toSafeInt(prior.join_count) + 1 : 1;
  const updated = await tx.query(
    `UPDATE tournament_rooms SET players = players + 1, pool_minor = pool_minor + $2 WHERE room_id = $1 AND players < room_limit RETURNING players`,
    [room.roomId, room.feeMinor],
  );
  if (updated.length === 0) throw new ApiError('roomFull');
  await tx.query(
    `INSERT INTO tournament_players (room_id, account_id, active, join_count, join_seq, fee_paid_minor, client_ip, points, joined_ms)
     VALUES ($1, $2, true, $3, nextval('tournament_join_seq'), $4, $5, $6, $7)
     ON CONFLICT (room_id, account_id) DO UPDATE SET active = true, join_count = EXCLUDED.join_count, join_seq = EXCLUDED.join_seq,
       fee_paid_minor = EXCLUDED.fee_paid_minor, client_ip = EXCLUDED.client_ip, points = EXCLUDED.points, joined_ms = EXCLUDED.joined_ms`,
    [room.roomId, accountId, joinCount, room.feeMinor, clientIp, room.startPoints, nowMs],
  );
  if (room.feeMinor > 0) {
    await applyLedgerEntry(tx, {
      accountId,
      type: 'bet',
      amountMinor: -room.feeMinor,
      ref: room.roomId,
      remark: `tournament entry fee ${room.roomId}`,
      idempotencyKey: ledgerKeys.fee(room.roomId, accountId, joinCount),
      platform: PLATFORM,
      stakeAtMs: wallNowMs,
    });
  }
  return room.feeMinor;
}

export async function createRoom(
  deps: TournamentDeps,
  session: AuthenticatedSession,
  input: CreateRoomInput,
  virtual: boolean,
  clientIp: string,
): Promise<RoomSummary> {
  const { db } = deps.ctx;
  await assertTournamentEnabled(db, session.accountId);
  const checked = checkCreateRequest(input, deps.maxMatches);
  if (!checked.ok) refuse(checked.code, checked.malformed);
  const req = checked.value;
  const now = simNow(deps);
  const candidates = req.matchIds.map((id) => candidateOf(deps.odds, id, virtual));
  const matchCode = checkRoomMatches(req.matchDate, candidates, now, deps.joinLeadMs);
  if (matchCode) refuse(matchCode);
  // The owner takes the first seat, so the owner needs what any player needs.
  if (!(await deps.validBets.hasValidBet(db, session.accountId))) refuse('validBetRequired');
  const times = roomTimes(
    candidates.map((c) => c.kickoffMs),
    deps.joinLeadMs,
  );
  try {
    await db.transaction(async (tx) => {
      if (await loadRoom(tx, req.roomId)) refuse('roomExists');
      const [open] = await tx.query<{ n: unknown }>(
        'SELECT count(*) AS n FROM tournament_rooms WHERE owner_id = $1 AND room_type = 2 AND outcome IS NULL',
        [session.accountId],
      );
      const quota = checkPrivateRoomQuota(req.type, toSafeInt(open?.n ?? 0));
      if (quota) refuse(quota);
      await tx.query(
        `INSERT INTO tournament_rooms (room_id, room_type, virtual, owner_id, pin, fee_minor, room_limit, match_date, split_bp, start_points,
           last_join_ms, last_bet_ms, created_ms, currency)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
        [
          req.roomId,
          req.type,
          virtual,
          session.accountId,
          req.type === ROOM_TYPES.private ? req.pin : null,
          req.feeMinor,
          req.limit,
          req.matchDate,
          JSON.stringify(DEFAULT_PRIZE_SPLIT_BP),
          ROOM_START_POINTS,
          times.lastJoinMs,
          times.lastBetMs,
          now,
          // The room's currency is its creator's: every fee and prize of it is in this one currency.
          session.currency,
        ],
      );
      for (const c of candidates) {
        const m = deps.odds.getMatch(c.matchId)!;
        await tx.query(
          `INSERT INTO tournament_room_matches (room_id, match_id, sport_id, league_name, home, away, kickoff_ms) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [req.roomId, m.id, m.sport.id, leagueNameOf(deps.odds, m), m.home, m.away, m.kickoff],
        );
      }
      const room = await loadRoom(tx, req.roomId, true);
      await seat(tx, room!, session.accountId, clientIp, now, deps.ctx.now());
    });
  } catch (error) {
    // A racing create of the same id, or of a second private room, lost on the unique indexes.
    if (isUniqueViolation(error)) {
      const { constraint, message } = error as { constraint?: unknown; message?: unknown };
      const detail = toText(constraint ?? message);
      throw new ApiError(detail.includes('private') ? 'privateRoomExists' : 'roomExists');
    }
    throw error;
  }
  const room = await loadRoom(db, req.roomId);
  return summaryOf(room!, simNow(deps), session.accountId, true);
}

/** Wrong PINs the member gave the room after `sinceMs` (wall-clock ms, like the rows). */
async function recentPinFailures(
  tx: Queryable,
  roomId: string,
  accountId: string,
  sinceMs: number,
): Promise<number> {
  const [row] = await tx.query<{ n: unknown }>(
    'SELECT count(*) AS n FROM room_pin_failures WHERE room_id = $1 AND account_id = $2 AND failed_ms > $3',
    [roomId, accountId, sinceMs],
  );
  return toSafeInt(row?.n ?? 0);
}

export interface JoinResult {
  room: RoomSummary;
  feePaidMinor: number;
  balanceMinor: number;
}

export async function joinRoom(
  deps: TournamentDeps,
  session: AuthenticatedSession,
  roomId: string,
  pin: string | undefined,
  virtual: boolean,
  clientIp: string,
): Promise<JoinResult> {
  const { db } = deps.ctx;
  const id = roomId.trim().toUpperCase();
  const disabled = await isTournamentDisabled(db, session.accountId);
  const hasValidBet = await deps.validBets.hasValidBet(db, session.accountId);
  const limit = deps.ctx.config.roomPinLimit;
  const wallNow = deps.ctx.now();
  // A refusal is returned rather than thrown so that a wrong PIN's row commits; it is thrown after the transaction.
  const outcome = await db.transaction(async (tx): Promise<{ fee: number } | { refused: string }> => {
    const room = await loadRoom(tx, id, true);
    const now = simNow(deps);
    const [mine] = await tx.query<{ active: boolean }>(
      'SELECT active FROM tournament_players WHERE room_id = $1 AND account_id = $2',
      [id, session.accountId],
    );
    const sameIp = await tx.query(
      'SELECT 1 FROM tournament_players WHERE room_id = $1 AND client_ip = $2 AND account_id <> $3 LIMIT 1',
      [id, clientIp, session.accountId],
    );
    const code = checkJoin(
      {
        exists: room !== null && room.virtual === virtual,
        sameCurrency: room?.currency === session.currency,
        type: room?.type ?? ROOM_TYPES.public,
        status: room ? statusOf(room, now) : '2',
        pin: room?.pin ?? null,
        players: room?.players ?? 0,
        limit: room?.limit ?? 0,
        isMember: mine?.active === true,
        joinedBefore: mine !== undefined,
        ipJoinedBefore: sameIp.length > 0,
        hasValidBet,
        tournamentDisabled: disabled,
        pinLocked:
          room?.type === ROOM_TYPES.private &&
          (await recentPinFailures(tx, id, session.accountId, wallNow - limit.windowMs)) >= limit.maxFailures,
      },
      pin,
    );
    if (code === 'invalidRoomPassword') {
      // Counted under the room's row lock, so racing guesses of one room are counted one after another.
      await tx.query(
        'DELETE FROM room_pin_failures WHERE room_id = $1 AND account_id = $2 AND failed_ms <= $3',
        [id, session.accountId, wallNow - limit.windowMs],
      );
      await tx.query('INSERT INTO room_pin_failures (room_id, account_id, failed_ms) VALUES ($1, $2, $3)', [
        id,
        session.accountId,
        wallNow,
      ]);
      return { refused: code };
    }
    if (code) refuse(code);
    return { fee: await seat(tx, room!, session.accountId, clientIp, now, deps.ctx.now()) };
  });
  if ('refused' in outcome) refuse(outcome.refused);
  const fee = outcome.fee;
  const room = await loadRoom(db, id);
  return {
    room: summaryOf(room!, simNow(deps), session.accountId, true),
    feePaidMinor: fee,
    balanceMinor: await balanceOf(db, session.accountId),
  };
}

export async function leaveRoom(
  deps: TournamentDeps,
  session: AuthenticatedSession,
  roomId: string,
): Promise<{ room: RoomSummary; refunded: string; balance: string }> {
  const { db } = deps.ctx;
  const id = roomId.trim().toUpperCase();
  await assertTournamentEnabled(db, session.accountId);
  const refunded = await db.transaction(async (tx) => {
    const room = await loadRoom(tx, id, true);
    const [mine] = await tx.query<Record<string, unknown>>(
      'SELECT * FROM tournament_players WHERE room_id = $1 AND account_id = $2',
      [id, session.accountId],
    );
    const [bets] = await tx.query<{ n: unknown }>(
      'SELECT count(*) AS n FROM tournament_bets WHERE room_id = $1 AND account_id = $2',
      [id, session.accountId],
    );
    const code = checkLeave({
      exists: room !== null,
      status: room ? statusOf(room, simNow(deps)) : '2',
      isMember: mine?.active === true,
      betCount: toSafeInt(bets?.n ?? 0),
    });
    if (code) refuse(code);
    const refund = leaveRefund(id, {
      accountId: session.accountId,
      joinCount: toSafeInt(mine!.join_count),
      feePaidMinor: toSafeInt(mine!.fee_paid_minor),
      active: true,
    });
    await tx.query('UPDATE tournament_players SET active = false WHERE room_id = $1 AND account_id = $2', [
      id,
      session.accountId,
    ]);
    await tx.query(
      'UPDATE tournament_rooms SET players = players - 1, pool_minor = pool_minor - $2 WHERE room_id = $1',
      [id, refund?.amountMinor ?? 0],
    );
    if (refund) {
      await applyLedgerEntry(tx, {
        accountId: refund.accountId,
        type: 'refund',
        amountMinor: refund.amountMinor,
        ref: id,
        remark: `tournament fee refund ${id} (left room)`,
        idempotencyKey: refund.idempotencyKey,
        platform: PLATFORM,
      });
    }
    return refund?.amountMinor ?? 0;
  });
  const room = await loadRoom(db, id);
  return {
    room: summaryOf(room!, simNow(deps), session.accountId, false),
    refunded: dec(refunded),
    balance: dec(await balanceOf(db, session.accountId)),
  };
}
