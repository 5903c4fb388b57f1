// Printed tickets: one ticket look-up for every product a player can hold a bet of (the wallet's products through
// the bet lists, tournament room bets through their own table), and the record of every print, which is what makes
// the first print of a ref no the original and every later one a copy, on whichever terminal and after any reload.
import type { BetTicketResponse, TicketPrintedResponse } from '../../shared/betting/api';
import { toSafeInt, type Database, type Queryable } from '../db/types';
import { roomBetByRef } from '../tournament/betting';
import { betByRef } from './lists';

async function printsOf(q: Queryable, refNo: string): Promise<number> {
  const [row] = await q.query<{ n: unknown }>('SELECT count(*) AS n FROM ticket_prints WHERE ref_no = $1', [
    refNo,
  ]);
  return toSafeInt(row?.n ?? 0);
}

/** The member's bet of any product by its ref no; betNotExists for another member's or an unknown one. */
export async function ticketByRef(
  q: Queryable,
  accountId: string,
  refNo: string,
): Promise<BetTicketResponse> {
  const room = await roomBetByRef(q, accountId, refNo);
  if (room) return { room_bet: room, printed: await printsOf(q, refNo) };
  const bet = await betByRef(q, accountId, refNo);
  return { bet, printed: await printsOf(q, bet.ref_no) };
}

/**
 * Records one print of the member's ticket. Prints of one ref no are numbered under a lock on that ref no, so two
 * terminals printing at once still get one original and one copy.
 */
export async function recordPrint(
  db: Database,
  accountId: string,
  refNo: string,
  terminalId: string,
  nowMs: number,
): Promise<TicketPrintedResponse> {
  // Throws betNotExists for a ref no that is not the member's.
  await ticketByRef(db, accountId, refNo);
  return db.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock(hashtext('ticket_prints:' || $1::text))", [refNo]);
    const printNo = (await printsOf(tx, refNo)) + 1;
    await tx.query(
      `INSERT INTO ticket_prints (ref_no, terminal_id, account_id, print_no, printed_ms) VALUES ($1, $2, $3, $4, $5)`,
      [refNo, terminalId, accountId, printNo, nowMs],
    );
    return { print_no: printNo, copy: printNo > 1 };
  });
}
