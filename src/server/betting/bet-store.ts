// Rows of bets and bet_legs: the insert of a placement and the read back into the Bet entity of the wire.
import type { BetKind, BetStatus, BetView, LegView } from '../../shared/betting/api';
import type { Outcome } from '../../shared/betting/outcome';
import { minorToDecimalString as dec } from '../../shared/money';
import { formatMyanmar } from '../../shared/odds/myanmar';
import { formatUnits } from '../../shared/odds/price';
import { toSafeInt, type Queryable } from '../db/types';
import type { ResolvedLeg } from './quotes';

export interface NewBet {
  accountId: string;
  slipId: string;
  kind: BetKind;
  virtual: boolean;
  status: 'waiting' | 'running';
  oddsType: number;
  oddsUnits: number;
  stakeMinor: number;
  riskMinor: number;
  winMinor: number;
  maxPayoutMinor: number;
  ticketCount: number;
  sizes: number[];
  acceptAtMs: number | null;
  placedMs: number;
  legs: { r: ResolvedLeg; price: number; oddsUnits: number }[];
}

/** Inserts the bet and its legs; the ref no is derived from the id so it is unique without a second round trip. */
export async function insertBet(tx: Queryable, b: NewBet): Promise<{ id: number; refNo: string }> {
  const [row] = await tx.query<{ id: unknown; ref_no: string }>(
    `WITH n AS (SELECT nextval(pg_get_serial_sequence('bets', 'id')) AS id)
     INSERT INTO bets (id, ref_no, account_id, slip_id, kind, virtual, status, odds_type, odds_units, stake_minor, risk_minor,
       win_minor, max_payout_minor, ticket_count, sizes, accept_at_ms, placed_ms)
     SELECT n.id, 'SB' || lpad(n.id::text, 9, '0'), $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15 FROM n
     RETURNING id, ref_no`,
    [
      b.accountId,
      b.slipId,
      b.kind,
      b.virtual,
      b.status,
      b.oddsType,
      b.oddsUnits,
      b.stakeMinor,
      b.riskMinor,
      b.winMinor,
      b.maxPayoutMinor,
      b.ticketCount,
      JSON.stringify(b.sizes),
      b.acceptAtMs,
      b.placedMs,
    ],
  );
  const id = toSafeInt(row?.id, 'bets.id');
  let legNo = 0;
  for (const { r, price, oddsUnits } of b.legs) {
    const m = r.match;
    await tx.query(
      `INSERT INTO bet_legs (bet_id, leg_no, match_id, match_key, sport_id, league_name, home, away, market, period, choice, line,
         price, odds_units, mmo_body, mmo_pct, mmo_giver, score_home, score_away, live, reds_at_bet)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21)`,
      [
        id,
        ++legNo,
        r.leg.match_id,
        r.matchKey,
        m?.sport.id ?? 0,
        r.leagueName,
        m?.home ?? '',
        m?.away ?? '',
        r.leg.market,
        r.leg.period,
        r.leg.choice,
        r.line,
        price,
        oddsUnits,
        r.mmo?.body ?? null,
        r.mmo?.pct ?? null,
        r.mmo?.giver ?? null,
        r.score?.[0] ?? null,
        r.score?.[1] ?? null,
        r.live,
        r.reds,
      ],
    );
  }
  return { id, refNo: row?.ref_no ?? '' };
}

type Row = Record<string, unknown>;
const int = (v: unknown): number => toSafeInt(v ?? 0);
const nint = (v: unknown): number | null => (v === null || v === undefined ? null : toSafeInt(v));
const iso = (v: unknown): string => (v instanceof Date ? v : new Date(String(v))).toISOString();

function legView(l: Row): LegView {
  const body = nint(l.mmo_body);
  const sh = nint(l.score_home);
  const sa = nint(l.score_away);
  return {
    leg_no: int(l.leg_no),
    match_id: int(l.match_id),
    sport_id: int(l.sport_id),
    league_name: String(l.league_name),
    home: String(l.home),
    away: String(l.away),
    market: String(l.market),
    period: int(l.period),
    choice: String(l.choice),
    line: nint(l.line),
    price: int(l.price),
    odds: body === null ? formatUnits(int(l.odds_units)) : formatMyanmar({ body, pct: int(l.mmo_pct) }),
    mmo: body === null ? null : formatMyanmar({ body, pct: int(l.mmo_pct) }),
    score_at_bet: sh === null || sa === null ? null : `${sh}-${sa}`,
    live: l.live === true,
    outcome: (l.outcome as Outcome | null) ?? null,
    result: (l.result as string | null) ?? null,
  };
}

/** A short English description for exports and logs; the client formats its own from the legs. */
function describe(kind: BetKind, legs: LegView[], ticketCount: number): string {
  if (kind === 'parlay' || kind === 'mmo_parlay') return `Mix parlay ${legs.length} legs`;
  if (kind === 'system') return `System parlay ${legs.length} selections, ${ticketCount} tickets`;
  const l = legs[0];
  if (!l) return '';
  const side =
    { h: l.home, a: l.away, o: 'Over', u: 'Under', '1': l.home, '2': l.away, x: 'Draw' }[l.choice] ??
    l.choice;
  const line =
    l.line === null ? '' : ` ${formatUnits(l.market === 'hdp' && l.choice === 'a' ? -l.line : l.line)}`;
  return `${side}${line} (${l.market.toUpperCase()})`;
}

export function betView(b: Row, legs: Row[]): BetView {
  const kind = b.kind as BetKind;
  const views = legs.map(legView);
  const ret = nint(b.return_minor);
  const risk = int(b.risk_minor);
  const status = b.status as BetStatus;
  const settled = status === 'settled' || status === 'void';
  const odds =
    kind === 'single' || kind === 'mmo_single' ? (views[0]?.odds ?? '') : formatUnits(int(b.odds_units));
  return {
    bet_id: int(b.id),
    ref_no: String(b.ref_no),
    trans_time: iso(b.created_at),
    bet_type: kind,
    virtual: b.virtual === true,
    choice: describe(kind, views, int(b.ticket_count)),
    odds,
    odds_type: int(b.odds_type),
    stake: dec(int(b.stake_minor)),
    risk: dec(risk),
    payout: dec(ret ?? 0),
    max_payout: dec(int(b.max_payout_minor)),
    status,
    outcome: (b.outcome as Outcome | null) ?? null,
    reject_reason: (b.reject_reason as string | null) ?? null,
    turnover: dec(status === 'rejected' ? 0 : risk),
    valid_turnover: dec(int(b.valid_turnover_minor)),
    commission: dec(int(b.commission_minor)),
    settled_amount: dec(settled ? (ret ?? 0) : 0),
    win_loss: dec(settled ? (ret ?? 0) - risk : 0),
    ticket_count: int(b.ticket_count),
    sizes: JSON.parse(String(b.sizes ?? '[]')) as number[],
    legs: views,
  };
}

/** Reads bets (already filtered and ordered by the caller's SQL) with their legs in one extra query. */
export async function loadViews(q: Queryable, bets: Row[]): Promise<BetView[]> {
  if (bets.length === 0) return [];
  const ids = bets.map((b) => String(b.id));
  const legs = await q.query<Row>(
    `SELECT l.*, CASE WHEN r.match_id IS NULL THEN NULL ELSE r.score_home || '-' || r.score_away END AS result
     FROM bet_legs l LEFT JOIN match_results r ON r.match_id = l.match_id
     WHERE l.bet_id = ANY($1::bigint[]) ORDER BY l.bet_id, l.leg_no`,
    [ids],
  );
  const byBet = new Map<number, Row[]>();
  for (const l of legs) {
    const key = int(l.bet_id);
    const list = byBet.get(key) ?? [];
    list.push(l);
    byBet.set(key, list);
  }
  return bets.map((b) => betView(b, byBet.get(int(b.id)) ?? []));
}
