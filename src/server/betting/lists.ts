// The bet lists of RULES.md section 7 (running, waiting, rejected, accepted, settled per day, void) and the
// parlay / system parlay detail calls, always scoped to the calling member.
import type { BetListResponse, BetView } from '../../shared/betting/api';
import { minorToDecimalString as dec, toMinor } from '../../shared/money';
import { formatUnits } from '../../shared/odds/price';
import { parlayOddsUnits, parlayReturn, systemTickets } from '../../shared/betting/parlay';
import type { Outcome } from '../../shared/betting/outcome';
import { toSafeInt, type Queryable } from '../db/types';
import { ApiError } from '../http/api-error';
import { reportWindow } from '../reports/report-range';
import { loadViews } from './bet-store';
import { ALL_BETS, gameViews } from './game-bets';

type Row = Record<string, unknown>;
const int = (v: unknown): number => toSafeInt(v ?? 0);
const DAY_MS = 86_400_000;
/** The statuses the settled lists show: settled, and cashed out in full (final, paid by its cash out). */
const SETTLED = `('settled', 'cashed_out')`;

export interface Paging {
  page_number?: number;
  page_size?: number;
}

function paging(p: Paging): { limit: number; offset: number } {
  const size = p.page_size ?? 50;
  return { limit: size, offset: ((p.page_number ?? 1) - 1) * size };
}

/**
 * One page of the member's bets: sportsbook bets and, merged at the query, the 4D, virtual racing, keno and
 * roulette bets and video poker rounds of their own tables (ALL_BETS), newest first; each kind is then read through its own adapter.
 */
async function list(
  q: Queryable,
  where: string,
  params: unknown[],
  p: Paging,
  order = 'b.placed_ms DESC, b.id DESC',
): Promise<BetListResponse> {
  const { limit, offset } = paging(p);
  const n = params.length;
  const page = await q.query<Row>(
    `SELECT b.src, b.id FROM ${ALL_BETS} b WHERE ${where} ORDER BY ${order} LIMIT $${n + 1} OFFSET $${n + 2}`,
    [...(params as never[]), limit, offset],
  );
  const [count] = await q.query<{ n: unknown }>(
    `SELECT count(*) AS n FROM ${ALL_BETS} b WHERE ${where}`,
    params as never[],
  );
  const ids = (src: string) => page.filter((r) => r.src === src).map((r) => int(r.id));
  const betIds = ids('bet');
  const rows = betIds.length
    ? await q.query<Row>('SELECT * FROM bets WHERE id = ANY($1::bigint[])', [betIds.map(String)])
    : [];
  const sports = new Map((await loadViews(q, rows)).map((v) => [v.bet_id, v]));
  const games = await gameViews(
    q,
    ids('lottery'),
    ids('racing'),
    ids('keno'),
    ids('videopoker'),
    ids('minigame'),
    ids('roulette'),
  );
  const views: Record<string, Map<number, BetView>> = { bet: sports, ...games };
  const bets = page
    .map((r) => views[String(r.src)]?.get(int(r.id)))
    .filter((v): v is BetView => v !== undefined);
  return { bets, total_count: int(count?.n) };
}

/** The member's sportsbook bet placed with this slip id (unique per member), or null. */
export async function betBySlip(q: Queryable, accountId: string, slipId: string): Promise<BetView | null> {
  const rows = await q.query<Row>('SELECT * FROM bets WHERE account_id = $1 AND slip_id = $2', [
    accountId,
    slipId,
  ]);
  const [view] = await loadViews(q, rows);
  return view ?? null;
}

export type OpenList = 'running' | 'waiting' | 'rejected';

/** running, waiting, and the rejections of the last 24 hours. */
export function openList(
  q: Queryable,
  accountId: string,
  which: OpenList,
  p: Paging,
  now: number,
): Promise<BetListResponse> {
  if (which === 'rejected')
    return list(
      q,
      `b.account_id = $1 AND b.status = 'rejected' AND b.placed_ms >= $2`,
      [accountId, now - DAY_MS],
      p,
    );
  return list(q, `b.account_id = $1 AND b.status = $2`, [accountId, which], p);
}

export interface RangeBody extends Paging {
  start_date: string;
  end_date: string;
}

function range(body: RangeBody) {
  return reportWindow({
    account_id: '',
    session_token: '',
    start_date: body.start_date,
    end_date: body.end_date,
    page_number: 1,
    page_size: 1,
  });
}

/** Accepted (running, settled, void) or rejected bets placed, or settled or void bets settled, within the dates. */
export function rangeList(
  q: Queryable,
  accountId: string,
  which: 'accepted' | 'rejected' | 'settled' | 'void',
  body: RangeBody,
): Promise<BetListResponse> {
  const w = range(body);
  const statuses =
    which === 'accepted'
      ? `('running', 'settled', 'void', 'cashed_out')`
      : which === 'rejected'
        ? `('rejected')`
        : which === 'settled'
          ? SETTLED
          : `('void')`;
  const column = which === 'void' || which === 'settled' ? 'b.settled_at' : 'b.created_at';
  return list(
    q,
    `b.account_id = $1 AND b.status IN ${statuses} AND ${column} >= $2 AND ${column} < $3`,
    [accountId, w.from, w.to],
    body,
  );
}

/** Bets settled (or voided) on one working day: the statement's drill-down. A bet cashed out in full counts as settled. */
export function dayList(
  q: Queryable,
  accountId: string,
  day: string,
  which: 'settled' | 'void',
): Promise<BetListResponse> {
  const w = range({ start_date: day, end_date: day });
  return list(
    q,
    `b.account_id = $1 AND b.status IN ${which === 'settled' ? SETTLED : `('void')`} AND b.settled_at >= $2 AND b.settled_at < $3`,
    [accountId, w.from, w.to],
    {
      page_size: 100,
    },
  );
}

/**
 * The member's bet by the ref no on its ticket, of whichever product. Another member's ref no is looked up with
 * the caller's account in the same statement, so it answers betNotExists exactly as an unknown one does.
 */
export async function betByRef(q: Queryable, accountId: string, refNo: string): Promise<BetView> {
  const { bets } = await list(q, 'b.account_id = $1 AND b.ref_no = $2', [accountId, refNo], { page_size: 1 });
  const [bet] = bets;
  if (!bet) throw new ApiError('betNotExists');
  return bet;
}

const PARLAY_STATUS: Record<'accept' | 'pending' | 'reject' | 'any', string> = {
  accept: `('running', 'settled', 'void', 'cashed_out')`,
  pending: `('waiting')`,
  reject: `('rejected')`,
  any: `('waiting', 'running', 'rejected', 'settled', 'void', 'cashed_out')`,
};

/** One parlay (or system parlay) of the member; betNotExists for anything else. */
export async function parlayDetails(
  q: Queryable,
  accountId: string,
  betId: number,
  which: keyof typeof PARLAY_STATUS,
  systemOnly = false,
): Promise<BetView> {
  const kinds = systemOnly ? `('system')` : `('parlay', 'system', 'mmo_parlay')`;
  const rows = await q.query<Row>(
    `SELECT b.* FROM bets b WHERE b.id = $1 AND b.account_id = $2 AND b.kind IN ${kinds} AND b.status IN ${PARLAY_STATUS[which]}`,
    [betId, accountId],
  );
  const [view] = await loadViews(q, rows);
  if (!view) throw new ApiError('betNotExists');
  return view;
}

/** The tickets of a system parlay: legs, combined odds, and the payout once every leg is known. */
export async function systemTicketViews(q: Queryable, bet: BetView) {
  const legs = await q.query<Row>(
    'SELECT leg_no, price, outcome, win_bp, lose_bp FROM bet_legs WHERE bet_id = $1 ORDER BY leg_no',
    [bet.bet_id],
  );
  const unit = toMinor(bet.stake) / Math.max(1, bet.ticket_count);
  return systemTickets(legs.length, bet.sizes).map((t, i) => {
    const picked = t.map((k) => legs[k]!);
    const settled = picked.every((l) => l.outcome !== null);
    const payout = settled
      ? parlayReturn(
          unit,
          picked.map((l) => ({
            price: int(l.price),
            factor: { outcome: l.outcome as Outcome, winBp: int(l.win_bp), loseBp: int(l.lose_bp) },
          })),
        )
      : null;
    return {
      ticket_no: i + 1,
      legs: picked.map((l) => int(l.leg_no)),
      odds: formatUnits(parlayOddsUnits(picked.map((l) => int(l.price)))),
      stake: dec(unit),
      payout: payout === null ? null : dec(payout),
      outcome:
        payout === null
          ? null
          : payout > unit
            ? 'won'
            : payout === 0
              ? 'lost'
              : payout === unit
                ? 'draw'
                : 'lost_part',
    };
  });
}
