// The daily statement (RULES.md section 10 "Statements"): per working day the opening and closing balance and the
// stake, valid amount, win/loss, outstanding and commission behind the change, for every product that moves the
// wallet. Every amount is read from the ledger, the only record of money: each stake is a 'bet' row, each return a
// 'settle' or 'refund' row, and every product writes its platform and its bet's reference on them (sportsbook, the
// provider's games, 4D, virtual sports, tournament fees and prizes). What the ledger cannot say, whether a
// reference is still running (a lost bet writes no row when it settles), comes from the product's own record.
//
// A reference's money is win/loss on the working day it settles (its rows booked no earlier than they happened);
// until then its rows are outstanding. So on every day, for every account,
// closing + outstanding = opening + opening_outstanding + win_loss + commission + other, to the minor unit.
import { PLATFORMS } from '../../shared/api/reports';
import type {
  BetStatementResponse,
  StatementDayResponse,
  StatementItem,
  StatementSource,
} from '../../shared/betting/api';
import { minorToDecimalString as dec } from '../../shared/money';
import { toSafeInt, toText, type Queryable } from '../db/types';
import { ApiError } from '../http/api-error';
import { reportWindow, WORKING_DATE_SQL, type ReportWindow } from '../reports/report-range';
import { ALL_BETS } from './game-bets';

const int = (v: unknown): number => toSafeInt(v ?? 0);
const iso = (value: Date | string): string => (value instanceof Date ? value : new Date(value)).toISOString();

const window = (start: string, end: string): ReportWindow =>
  reportWindow({
    account_id: '',
    session_token: '',
    start_date: start,
    end_date: end,
    page_number: 1,
    page_size: 1,
  });

/** One ledger row as the statement books it. */
interface Booked {
  id: number;
  type: string;
  platform: string | null;
  ref: string | null;
  remark: string | null;
  amount: number;
  before: number;
  after: number;
  at: Date | string;
  /** The working date the row happened on. */
  day: string;
  /** The working date its money counts as win/loss; null while its reference runs (outstanding). */
  bookDay: string | null;
  /** The instant it is booked at (null while running). */
  bookAt: Date | string | null;
  /** The ledger row's idempotency key (a cash out's credit is found by it). */
  key: string | null;
}

const BETTING = new Set(['bet', 'settle', 'refund']);
const TRANSFERS = new Set(['deposit', 'withdrawal', 'adjustment']);
const isBetting = (r: Booked) => BETTING.has(r.type);
/** Rows of one bet, round, ticket or room share a line; a row without a product or reference is its own line. */
const lineKey = (r: Booked) => (r.platform && r.ref ? `${r.platform}|${r.ref}` : `#${r.id}`);

/**
 * The account's ledger rows up to `w.to` that a statement of the window needs: every row inside it, and the betting
 * rows before it whose reference settled inside it or is still running (they are booked or held in the window).
 * A reference is settled at its product's settlement time (a sportsbook, 4D, racing, keno, roulette, video poker or
 * mini game bet; a tournament room when it ended or was cancelled); rows of a reference no product lists (a game
 * round, settled as it is played) are booked as they happen.
 */
async function bookedRows(q: Queryable, accountId: string, w: ReportWindow): Promise<Booked[]> {
  const rows = await q.query<Record<string, unknown>>(
    `WITH settlement AS (
       SELECT ref, bool_or(running) AS running, max(settled_at) AS settled_at FROM (
         SELECT b.ref_no AS ref, b.status IN ('waiting', 'running') AS running, COALESCE(b.settled_at, b.created_at) AS settled_at
         FROM ${ALL_BETS} b WHERE b.account_id = $1
         UNION ALL
         SELECT r.room_id, r.outcome IS NULL, to_timestamp(COALESCE(r.finished_ms, r.created_ms) / 1000.0)
         FROM tournament_rooms r WHERE r.room_id IN (SELECT room_id FROM tournament_players WHERE account_id = $1)
       ) s GROUP BY ref
     ), rows AS (
       SELECT l.*, s.running AS ref_running,
              CASE WHEN l.type IN ('bet', 'settle', 'refund') AND s.ref IS NOT NULL
                   THEN GREATEST(l.created_at, s.settled_at) ELSE l.created_at END AS book_at
       FROM ledger l LEFT JOIN settlement s ON s.ref = l.ref AND l.platform IS NOT NULL
       WHERE l.account_id = $1 AND l.created_at < $3
     )
     SELECT id, type, platform, ref, remark, amount_minor, balance_before_minor, balance_after_minor, created_at, idempotency_key,
            ${WORKING_DATE_SQL('created_at')} AS day,
            CASE WHEN l.type IN ('bet', 'settle', 'refund') AND ref_running THEN NULL ELSE book_at END AS book_at,
            CASE WHEN l.type IN ('bet', 'settle', 'refund') AND ref_running THEN NULL ELSE ${WORKING_DATE_SQL('book_at')} END AS book_day
     FROM rows l
     WHERE created_at >= $2 OR (type IN ('bet', 'settle', 'refund') AND (ref_running OR book_at >= $2))
     ORDER BY id`,
    [accountId, w.from, w.to],
  );
  const booked = rows.map((r) => ({
    id: int(r.id),
    type: String(r.type),
    platform: r.platform === null || r.platform === undefined ? null : toText(r.platform),
    ref: r.ref === null || r.ref === undefined ? null : toText(r.ref),
    remark: r.remark === null || r.remark === undefined ? null : toText(r.remark),
    amount: int(r.amount_minor),
    before: int(r.balance_before_minor),
    after: int(r.balance_after_minor),
    at: r.created_at as Date | string,
    day: toText(r.day),
    bookDay: r.book_day === null || r.book_day === undefined ? null : toText(r.book_day),
    bookAt: (r.book_at ?? null) as Date | string | null,
    key: r.idempotency_key === null || r.idempotency_key === undefined ? null : toText(r.idempotency_key),
  }));
  return withPartialCashOuts(q, accountId, w, booked);
}

/**
 * A partial cash out ends a part of a running bet when it is taken: its credit and the risk of the part it took are
 * booked then, and only the remainder's risk stays outstanding, as in the wallet's outstanding amount. So the bet's
 * stake row is split: one row per part (booked at its cash out) and the rest (booked when the bet ends).
 */
async function withPartialCashOuts(
  q: Queryable,
  accountId: string,
  w: ReportWindow,
  rows: Booked[],
): Promise<Booked[]> {
  const parts = await q.query<Record<string, unknown>>(
    `SELECT b.ref_no, c.risk_minor, c.created_at, ${WORKING_DATE_SQL('c.created_at')} AS day,
            'cashout:' || c.account_id || ':' || c.request_id AS key
     FROM bet_cash_outs c JOIN bets b ON b.id = c.bet_id
     WHERE c.account_id = $1 AND NOT c.full_cash_out AND c.created_at < $2 ORDER BY c.id`,
    [accountId, w.to],
  );
  if (parts.length === 0) return rows;
  const credits = new Set(parts.map((p) => toText(p.key)));
  const byRef = new Map<string, Record<string, unknown>[]>();
  for (const p of parts) byRef.set(toText(p.ref_no), [...(byRef.get(toText(p.ref_no)) ?? []), p]);
  return rows.flatMap((r): Booked[] => {
    if (r.key !== null && credits.has(r.key)) return [{ ...r, bookDay: r.day, bookAt: r.at }];
    const mine = r.type === 'bet' && r.platform === 'sportsbook' && r.ref ? byRef.get(r.ref) : undefined;
    if (!mine) return [r];
    const split = mine.map((p) => ({
      ...r,
      amount: -int(p.risk_minor),
      bookDay: toText(p.day),
      bookAt: p.created_at as Date | string,
    }));
    return [{ ...r, amount: r.amount - split.reduce((s, p) => s + p.amount, 0) }, ...split];
  });
}

/** Whether the row's money is held as outstanding at the close of `day`: it happened by then and is not booked. */
const heldAt = (r: Booked, day: string) =>
  isBetting(r) && r.day <= day && (r.bookDay === null || r.bookDay > day);

/** The figures of a set of rows on one working day. */
function figures(rows: readonly Booked[], day: string) {
  let stake = 0;
  let refunded = 0;
  let winLoss = 0;
  let outstanding = 0;
  let commission = 0;
  let other = 0;
  const staked = new Set<string>();
  for (const r of rows) {
    if (r.day === day) {
      if (r.type === 'bet') {
        stake -= r.amount;
        staked.add(lineKey(r));
      }
      if (r.type === 'refund') refunded += r.amount;
      if (r.type === 'commission') commission += r.amount;
      if (TRANSFERS.has(r.type)) other += r.amount;
    }
    if (isBetting(r) && r.bookDay === day) winLoss += r.amount;
    if (heldAt(r, day)) outstanding -= r.amount;
  }
  return { stake, refunded, winLoss, outstanding, commission, other, count: staked.size };
}

/** Whether the row shows on `day`: it happened then, or is booked then. */
const onDay = (r: Booked, day: string) => r.day === day || (isBetting(r) && r.bookDay === day);

export async function betStatement(
  q: Queryable,
  accountId: string,
  start: string,
  end: string,
): Promise<BetStatementResponse> {
  const w = window(start, end);
  const [before] = await q.query<{ b: unknown }>(
    'SELECT balance_after_minor AS b FROM ledger WHERE account_id = $1 AND created_at < $2 ORDER BY id DESC LIMIT 1',
    [accountId, w.from],
  );
  const rows = await bookedRows(q, accountId, w);
  const beforeStart = rows.filter((r) => r.day < start);
  const inWindow = (d: string | null): d is string => d !== null && d >= start && d <= end;
  const days = [
    ...new Set(rows.flatMap((r) => [r.day, isBetting(r) ? r.bookDay : null]).filter(inWindow)),
  ].sort();
  const openingBalance = int(before?.b);
  // Held before the first day: the betting rows before the window that are not booked before it.
  const openingOutstanding = -beforeStart
    .filter((r) => isBetting(r) && (r.bookDay === null || r.bookDay >= start))
    .reduce((s, r) => s + r.amount, 0);
  let balance = openingBalance;
  let outstanding = openingOutstanding;
  const out: BetStatementResponse['days'] = days.map((day) => {
    const happened = rows.filter((r) => r.day === day);
    const opening = happened[0]?.before ?? balance;
    const closing = happened.at(-1)?.after ?? balance;
    const f = figures(rows, day);
    const products = PLATFORMS.flatMap((product) => {
      const mine = rows.filter((r) => r.platform === product);
      const p = figures(mine, day);
      if (!mine.some((r) => onDay(r, day)) && p.outstanding === 0) return [];
      return [
        {
          product,
          stake: dec(p.stake),
          win_loss: dec(p.winLoss),
          outstanding: dec(p.outstanding),
          commission: dec(p.commission),
          count: p.count,
        },
      ];
    });
    const row = {
      working_date: day,
      opening_balance: dec(opening),
      opening_outstanding: dec(outstanding),
      stake: dec(f.stake),
      valid_amount: dec(f.stake - f.refunded),
      win_loss: dec(f.winLoss),
      outstanding: dec(f.outstanding),
      commission: dec(f.commission),
      other: dec(f.other),
      closing_balance: dec(closing),
      bet_count: f.count,
      products,
    };
    balance = closing;
    outstanding = f.outstanding;
    return row;
  });
  return {
    opening_balance: dec(openingBalance),
    opening_outstanding: dec(openingOutstanding),
    closing_balance: dec(balance),
    closing_outstanding: dec(outstanding),
    days: out,
  };
}

/**
 * The drill-down of one day: one line per bet, round, 4D ticket or tournament room that was staked or settled that
 * day, with that day's part of it (its stake that day, the win/loss booked that day, what of it is still held at
 * the day's close), and one line per commission or transfer. The lines add up to the day's row of the statement,
 * and the lines with a stake are the day's bet count.
 */
export async function statementDay(
  q: Queryable,
  accountId: string,
  workingDate: string,
): Promise<StatementDayResponse> {
  let w: ReportWindow;
  try {
    w = window(workingDate, workingDate);
  } catch (error) {
    if (error instanceof ApiError) throw new ApiError('workingDateInvalid');
    throw error;
  }
  const rows = await bookedRows(q, accountId, w);
  const byLine = new Map<string, Booked[]>();
  for (const r of rows) byLine.set(lineKey(r), [...(byLine.get(lineKey(r)) ?? []), r]);
  const lines = [...byLine.values()].filter((mine) => mine.some((r) => onDay(r, workingDate)));
  const items = lines.map((mine) => {
    const happened = mine.filter((r) => r.day === workingDate);
    const first = happened[0] ?? mine[0]!;
    const f = figures(mine, workingDate);
    const time = iso(happened[0]?.at ?? mine.find((r) => r.bookDay === workingDate)?.bookAt ?? first.at);
    const item: StatementItem = {
      time,
      source: (first.platform ?? first.type) as StatementSource,
      ref_no: first.ref,
      remark: first.remark,
      stake: dec(f.stake),
      win_loss: dec(f.winLoss),
      outstanding: dec(f.outstanding),
      commission: dec(f.commission),
      other: dec(f.other),
    };
    return item;
  });
  // In the order they happened (a line booked from an earlier day at its settlement).
  items.sort((a, b) => Date.parse(a.time) - Date.parse(b.time));
  return { working_date: workingDate, items };
}
