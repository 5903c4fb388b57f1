// Room settlement: points bets settle with their match; a room ends when every match has a result (prizes
// paid once) or is cancelled (every held fee refunded once). Every money movement is a ledger row with a
// key naming room and member, and the room's outcome is written in the same transaction under the row
// lock, so a second run finds the room finished and moves nothing.
import type { MatchOutcome } from '../betting/markets';
import { VOID } from '../../shared/betting/outcome';
import { minorToDecimalString as dec } from '../../shared/money';
import { awardPrizes } from './prizes';
import { cancellationRefunds, ledgerKeys } from './refunds';
import { settleRoomBet, type RoomPick } from './points';
import { cancellationReason, isReadyToEnd } from './schedule';
import { toSafeInt, type Queryable } from '../db/types';
import type { MatchResult } from '../odds/types';
import { applyLedgerEntry } from '../wallet/wallet';
import { simNow, type TournamentDeps } from './deps';
import { resultOf } from './matches';
import { outcomeOf } from '../betting/settle';
import { loadRoom, roomMatches, seats } from './store';

const int = (v: unknown): number => toSafeInt(v ?? 0);
const PLATFORM = 'tournament';

/** Settles the running bets of one room on one match; the caller holds the room lock. */
async function settleBetsOfMatch(
  tx: Queryable,
  roomId: string,
  matchId: number,
  result: MatchOutcome,
  nowMs: number,
): Promise<number> {
  const bets = await tx.query<Record<string, unknown>>(
    `SELECT id, account_id, market, choice, line, stake, win FROM tournament_bets WHERE room_id = $1 AND match_id = $2 AND status = 'running' ORDER BY id`,
    [roomId, matchId],
  );
  for (const b of bets) {
    const pick: RoomPick = {
      market: b.market as RoomPick['market'],
      choice: String(b.choice),
      line: b.line === null ? null : int(b.line),
    };
    const settled = settleRoomBet(pick, int(b.stake), int(b.win), result);
    await tx.query(
      `UPDATE tournament_bets SET status = 'settled', outcome = $2, return_points = $3, settled_ms = $4 WHERE id = $1`,
      [int(b.id), settled.factor.outcome, settled.returnPoints, nowMs],
    );
    if (settled.returnPoints > 0) {
      await tx.query(
        'UPDATE tournament_players SET points = points + $3 WHERE room_id = $1 AND account_id = $2',
        [roomId, String(b.account_id), settled.returnPoints],
      );
    }
  }
  return bets.length;
}

/** Every room holding running bets on the match settles them. */
export async function settleMatchInRooms(deps: TournamentDeps, result: MatchResult): Promise<number> {
  const { db } = deps.ctx;
  const rooms = await db.query<{ room_id: string }>(
    `SELECT DISTINCT room_id FROM tournament_bets WHERE match_id = $1 AND status = 'running'`,
    [result.matchId],
  );
  let settled = 0;
  for (const { room_id } of rooms) {
    settled += await db.transaction(async (tx) => {
      await loadRoom(tx, room_id, true);
      return settleBetsOfMatch(tx, room_id, result.matchId, outcomeOf(result), deps.ctx.now());
    });
  }
  return settled;
}

async function cancelRoom(tx: Queryable, roomId: string, reason: string, nowMs: number): Promise<void> {
  const all = await seats(tx, roomId);
  for (const refund of cancellationRefunds(roomId, all)) {
    await applyLedgerEntry(tx, {
      accountId: refund.accountId,
      type: 'refund',
      amountMinor: refund.amountMinor,
      ref: roomId,
      remark: `tournament refund ${roomId} (${reason})`,
      idempotencyKey: refund.idempotencyKey,
      platform: PLATFORM,
    });
  }
  // Points no longer mean anything; running bets are closed as void so no list shows them open forever.
  await tx.query(
    `UPDATE tournament_bets SET status = 'settled', outcome = $2, return_points = stake, settled_ms = $3 WHERE room_id = $1 AND status = 'running'`,
    [roomId, VOID.outcome, nowMs],
  );
  await tx.query(
    `UPDATE tournament_rooms SET outcome = 'cancelled', cancel_reason = $2, finished_ms = $3 WHERE room_id = $1`,
    [roomId, reason, nowMs],
  );
}

async function endRoom(
  tx: Queryable,
  roomId: string,
  poolMinor: number,
  splitBp: number[],
  nowMs: number,
): Promise<void> {
  const held = (await seats(tx, roomId)).filter((s) => s.active);
  const ranked = awardPrizes(
    poolMinor,
    held.map((s) => ({ accountId: s.accountId, points: s.points, joinSeq: s.joinSeq })),
    splitBp,
  );
  for (const r of ranked) {
    await tx.query(
      'UPDATE tournament_players SET rank = $3, prize_minor = $4 WHERE room_id = $1 AND account_id = $2',
      [roomId, r.accountId, r.rank, r.prizeMinor],
    );
    if (r.prizeMinor <= 0) continue;
    await applyLedgerEntry(tx, {
      accountId: r.accountId,
      type: 'settle',
      amountMinor: r.prizeMinor,
      ref: roomId,
      remark: `tournament prize ${roomId} rank ${r.rank}: ${dec(r.prizeMinor)}`,
      idempotencyKey: ledgerKeys.prize(roomId, r.accountId),
      platform: PLATFORM,
    });
  }
  await tx.query(`UPDATE tournament_rooms SET outcome = 'ended', finished_ms = $2 WHERE room_id = $1`, [
    roomId,
    nowMs,
  ]);
}

export interface FinishReport {
  ended: string[];
  cancelled: string[];
}

/** Decides one running room: cancel, end, or leave running. Re-reads everything under the room lock. */
export async function finishRoom(deps: TournamentDeps, roomId: string, report: FinishReport): Promise<void> {
  const { db } = deps.ctx;
  const matches = await roomMatches(db, roomId);
  const results = new Map<number, MatchResult>();
  for (const m of matches) {
    const r = await resultOf(db, deps.odds, m.match_id);
    if (r) results.set(m.match_id, r);
  }
  await db.transaction(async (tx) => {
    const room = await loadRoom(tx, roomId, true);
    if (!room || room.outcome !== null) return;
    const now = simNow(deps);
    const facts = {
      outcome: room.outcome,
      players: room.players,
      lastJoinMs: room.lastJoinMs,
      lastBetMs: room.lastBetMs,
    };
    const anyCancelled = [...results.values()].some((r) => r.status === 2);
    const reason = cancellationReason(facts, now, anyCancelled);
    if (reason) {
      await cancelRoom(tx, roomId, reason, deps.ctx.now());
      report.cancelled.push(roomId);
      return;
    }
    if (!isReadyToEnd(facts, now, results.size, matches.length)) return;
    // A room seated in more than one currency (possible only before rooms had a currency) cannot pay its pool
    // without converting money: it is cancelled, every fee refunded in the currency it was paid in.
    if ((await seats(tx, roomId)).some((s) => s.active && s.currency !== room.currency)) {
      await cancelRoom(tx, roomId, 'currency_mix', deps.ctx.now());
      report.cancelled.push(roomId);
      return;
    }
    // Settle anything the per-match job has not reached yet, so the final points are complete.
    for (const [matchId, r] of results)
      await settleBetsOfMatch(tx, roomId, matchId, outcomeOf(r), deps.ctx.now());
    await endRoom(tx, roomId, room.poolMinor, room.splitBp, deps.ctx.now());
    report.ended.push(roomId);
  });
}

/** Running rooms that may need a decision: joining closed, or any match with a result. */
export async function roomsToDecide(deps: TournamentDeps): Promise<string[]> {
  const rows = await deps.ctx.db.query<{ room_id: string }>(
    `SELECT r.room_id FROM tournament_rooms r WHERE r.outcome IS NULL AND (r.last_join_ms <= $1
       OR EXISTS (SELECT 1 FROM tournament_room_matches rm JOIN match_results mr ON mr.match_id = rm.match_id WHERE rm.room_id = r.room_id)
       OR EXISTS (SELECT 1 FROM tournament_room_matches rm WHERE rm.room_id = r.room_id AND rm.match_id = ANY($2::bigint[])))
     ORDER BY r.room_id LIMIT 500`,
    [simNow(deps), [...deps.odds.world().results.keys()].map(String)],
  );
  return rows.map((r) => r.room_id);
}

/** Running bets whose match already has a result (settlement missed while down, or raced a result). */
export async function unsettledMatches(deps: TournamentDeps): Promise<number[]> {
  const rows = await deps.ctx.db.query<{ match_id: unknown }>(
    `SELECT DISTINCT match_id FROM tournament_bets WHERE status = 'running' LIMIT 500`,
  );
  return rows.map((r) => int(r.match_id));
}
