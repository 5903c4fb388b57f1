// Rows of bets and bet_legs: the insert of a placement and the read back into the Bet entity of the wire.
import type { BetKind, BetStatus, BetView, LegView } from '../../shared/betting/api';
import type { StakeLimit } from '../../shared/betting/limits';
import type { Outcome } from '../../shared/betting/outcome';
import { minorToDecimalString as dec } from '../../shared/money';
import { formatMyanmar, myanmarPickText } from '../../shared/odds/myanmar';
import { formatPrice, formatUnits, type NumericOddsType } from '../../shared/odds/price';
import { toSafeInt, toText, type Queryable } from '../db/types';
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

export interface PlacedRow {
  /** The member's limit rows for the bet's key and `default`, as read in the same statement. */
  limits: Map<string, StakeLimit>;
  /** Stake already open on the bet's match and market (singles only), before this bet. */
  openOnMatchMinor: number;
  /** Null when the guarded wallet update found no room for the risk (nothing was written). */
  placed: { id: number; refNo: string; balanceAfterMinor: number; frozenMinor: number } | null;
  hasWallet: boolean;
}

/** The bets columns a new bet is written with, named as the table names them (the batch write, the placed view). */
export function betRow(b: NewBet) {
  return {
    kind: b.kind,
    virtual: b.virtual,
    status: b.status,
    odds_type: b.oddsType,
    odds_units: b.oddsUnits,
    stake_minor: b.stakeMinor,
    risk_minor: b.riskMinor,
    win_minor: b.winMinor,
    max_payout_minor: b.maxPayoutMinor,
    ticket_count: b.ticketCount,
    sizes: JSON.stringify(b.sizes),
  };
}

/** The bet_legs rows of a new bet (without bet_id), as the placement statements take them in JSON. */
export function legRows(b: NewBet) {
  return b.legs.map(({ r, price, oddsUnits }, i) => ({
    leg_no: i + 1,
    match_id: r.leg.match_id,
    match_key: r.matchKey,
    sport_id: r.match?.sport.id ?? 0,
    league_name: r.leagueName,
    home: r.match?.home ?? '',
    away: r.match?.away ?? '',
    market: r.leg.market,
    period: r.leg.period,
    choice: r.leg.choice,
    line: r.line,
    price,
    odds_units: oddsUnits,
    mmo_body: r.mmo?.body ?? null,
    mmo_pct: r.mmo?.pct ?? null,
    mmo_giver: r.mmo?.giver ?? null,
    score_home: r.score?.[0] ?? null,
    score_away: r.score?.[1] ?? null,
    live: r.live,
    reds_at_bet: r.reds,
    child_label: r.match && r.match.parentId !== null && r.match.label ? r.match.label : null,
  }));
}

/**
 * The write of a placement as one statement: the guarded wallet debit (balance and outstanding; the risk must fit
 * in the available amount, cash less frozen, as wallet/wallet.ts `availableMinor` defines it), the bet,
 * its legs, the ledger row with balance before and after, and the member's last transaction time. When the
 * wallet cannot cover the risk, the debit updates no row and so nothing else is written. The same statement
 * reads the limit rows and the stake open on the match from the snapshot before its own writes; the caller
 * checks them and throws (rolling the transaction back) on a violation. A repeated slip fails the unique
 * (account_id, slip_id) index or the ledger's idempotency key, which the caller answers as duplicate_debit_record.
 */
export async function insertPlacedBet(
  tx: Queryable,
  b: NewBet,
  limitKey: string,
  idempotencyKey: string,
): Promise<PlacedRow> {
  const single = b.kind === 'single' || b.kind === 'mmo_single';
  const first = b.legs[0];
  const legs = legRows(b);
  const [row] = await tx.query<{
    limits: unknown;
    open: unknown;
    id: unknown;
    ref_no: string | null;
    balance: unknown;
    frozen: unknown;
    has_wallet: boolean;
  }>(
    `WITH w AS (
       UPDATE wallets SET balance_minor = balance_minor - $9::bigint, outstanding_minor = outstanding_minor + $9::bigint,
         updated_at = now()
       WHERE account_id = $1 AND balance_minor - frozen_minor - $9::bigint >= 0
       RETURNING balance_minor, frozen_minor
     ), n AS (
       SELECT nextval('bets_id_seq'::regclass) AS id FROM w
     ), b AS (
       INSERT INTO bets (id, ref_no, account_id, slip_id, kind, virtual, status, odds_type, odds_units, stake_minor, risk_minor,
         win_minor, max_payout_minor, ticket_count, sizes, accept_at_ms, placed_ms)
       SELECT n.id, 'SB' || lpad(n.id::text, 9, '0'), $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15 FROM n
       RETURNING id, ref_no
     ), lg AS (
       INSERT INTO bet_legs (bet_id, account_id, leg_no, match_id, match_key, sport_id, league_name, home, away, market, period, choice, line,
         price, odds_units, mmo_body, mmo_pct, mmo_giver, score_home, score_away, live, reds_at_bet, child_label)
       SELECT b.id, $1, x.leg_no, x.match_id, x.match_key, x.sport_id, x.league_name, x.home, x.away, x.market, x.period, x.choice,
         x.line, x.price, x.odds_units, x.mmo_body, x.mmo_pct, x.mmo_giver, x.score_home, x.score_away, x.live, x.reds_at_bet,
         x.child_label
       FROM b, jsonb_to_recordset($16::jsonb) AS x(leg_no SMALLINT, match_id BIGINT, match_key BIGINT, sport_id INTEGER,
         league_name TEXT, home TEXT, away TEXT, market TEXT, period SMALLINT, choice TEXT, line INTEGER, price BIGINT,
         odds_units INTEGER, mmo_body INTEGER, mmo_pct INTEGER, mmo_giver SMALLINT, score_home INTEGER, score_away INTEGER,
         live BOOLEAN, reds_at_bet INTEGER, child_label TEXT)
     ), le AS (
       INSERT INTO ledger (account_id, type, amount_minor, balance_before_minor, balance_after_minor, ref, remark, idempotency_key,
         platform, created_at)
       SELECT $1, 'bet', -$9::bigint, w.balance_minor + $9::bigint, w.balance_minor, b.ref_no, 'bet ' || b.ref_no, $17,
         'sportsbook', clock_timestamp()
       FROM b, w
     ), mt AS (
       UPDATE members SET last_transaction_at = now() WHERE account_id = $1 AND EXISTS (SELECT 1 FROM w)
     )
     SELECT
       (SELECT COALESCE(json_agg(json_build_array(key, min_bet_minor, max_bet_minor, max_payout_minor)), '[]'::json)
          FROM bet_limits WHERE account_id = $1 AND key IN ($18, 'default')) AS limits,
       CASE WHEN $19::boolean THEN
         COALESCE((SELECT stake_minor FROM open_stakes
                   WHERE account_id = $1 AND match_key = $20::bigint AND market = $21), 0)
       ELSE 0 END AS open,
       (SELECT id FROM b) AS id, (SELECT ref_no FROM b) AS ref_no, (SELECT balance_minor FROM w) AS balance,
       (SELECT frozen_minor FROM w) AS frozen,
       EXISTS (SELECT 1 FROM wallets WHERE account_id = $1) AS has_wallet`,
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
      JSON.stringify(legs),
      idempotencyKey,
      limitKey,
      single && first !== undefined,
      first?.r.matchKey ?? 0,
      first?.r.leg.market ?? '',
    ],
  );
  const rawLimits = (
    typeof row?.limits === 'string' ? JSON.parse(row.limits) : (row?.limits ?? [])
  ) as unknown[][];
  const limits = new Map<string, StakeLimit>(
    rawLimits.map((l) => [
      String(l[0]),
      { minMinor: toSafeInt(l[1]), maxMinor: toSafeInt(l[2]), maxPayoutMinor: toSafeInt(l[3]) },
    ]),
  );
  const placed =
    row && row.id !== null && row.id !== undefined
      ? {
          id: toSafeInt(row.id, 'bets.id'),
          refNo: row.ref_no ?? '',
          balanceAfterMinor: toSafeInt(row.balance, 'balance_minor'),
          frozenMinor: toSafeInt(row.frozen, 'frozen_minor'),
        }
      : null;
  return { limits, openOnMatchMinor: toSafeInt(row?.open ?? 0), placed, hasWallet: row?.has_wallet === true };
}

/** The Bet entity of a bet just inserted, from what was written (no read back inside the transaction). */
export function placedView(bet: NewBet, id: number, refNo: string, now: number) {
  const row = {
    id,
    ref_no: refNo,
    created_at: new Date(now),
    ...betRow(bet),
    outcome: null,
    reject_reason: null,
    return_minor: null,
    valid_turnover_minor: 0,
    commission_minor: 0,
  };
  // The rows just written; a new bet's legs have no outcome or result yet.
  const legs = legRows(bet).map((l) => ({ ...l, outcome: null, result: null }));
  return betView(row, legs);
}

type Row = Record<string, unknown>;
const int = (v: unknown): number => toSafeInt(v ?? 0);
const nint = (v: unknown): number | null => (v === null || v === undefined ? null : toSafeInt(v));
const iso = (v: unknown): string => (v instanceof Date ? v : new Date(String(v))).toISOString();

function legView(l: Row): LegView {
  const body = nint(l.mmo_body);
  const giver = nint(l.mmo_giver);
  const quote = body === null ? null : { body, pct: int(l.mmo_pct) };
  const sh = nint(l.score_home);
  const sa = nint(l.score_away);
  return {
    leg_no: int(l.leg_no),
    match_id: int(l.match_id),
    sport_id: int(l.sport_id),
    league_name: String(l.league_name),
    home: String(l.home),
    away: String(l.away),
    child_label: (l.child_label as string | null) ?? null,
    market: String(l.market),
    period: int(l.period),
    choice: String(l.choice),
    line: nint(l.line),
    price: int(l.price),
    // A Myanmar leg is backed at its side's own share of the quote, as its price button showed it.
    odds: quote
      ? myanmarPickText(quote, String(l.market), String(l.choice), giver ?? 0)
      : formatUnits(int(l.odds_units)),
    mmo: quote ? formatMyanmar(quote) : null,
    mmo_giver: quote ? giver : null,
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
  const sides = new Map([
    ['h', l.home],
    ['a', l.away],
    ['o', 'Over'],
    ['u', 'Under'],
    ['1', l.home],
    ['2', l.away],
    ['x', 'Draw'],
  ]);
  const side = sides.get(l.choice) ?? l.choice;
  const line =
    l.line === null ? '' : ` ${formatUnits(l.market === 'hdp' && l.choice === 'a' ? -l.line : l.line)}`;
  return `${side}${line} (${l.market.toUpperCase()})`;
}

function betView(b: Row, legs: Row[]): BetView {
  const kind = b.kind as BetKind;
  const views = legs.map(legView);
  const ret = nint(b.return_minor);
  const risk = int(b.risk_minor);
  const status = b.status as BetStatus;
  const settled = status === 'settled' || status === 'void' || status === 'cashed_out';
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
    sizes: JSON.parse(toText(b.sizes) || '[]') as number[],
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
  const boosted = new Map(
    (
      await q.query<Row>('SELECT bet_id, feed_price FROM boost_bets WHERE bet_id = ANY($1::bigint[])', [ids])
    ).map((r) => [int(r.bet_id), nint(r.feed_price)]),
  );
  const cashOuts = new Map(
    (
      await q.query<Row>(
        `SELECT bet_id, SUM(value_minor) AS amount, SUM(stake_minor) AS stake, count(*) AS n,
                bool_or(automatic) AS automatic
         FROM bet_cash_outs WHERE bet_id = ANY($1::bigint[]) GROUP BY bet_id`,
        [ids],
      )
    ).map((r) => [
      int(r.bet_id),
      {
        amount: dec(int(r.amount)),
        stake: dec(int(r.stake)),
        count: int(r.n),
        automatic: r.automatic === true,
      },
    ]),
  );
  return bets.map((b) => {
    const id = int(b.id);
    const base = betView(b, byBet.get(id) ?? []);
    const cashOut = cashOuts.get(id);
    const view = cashOut ? { ...base, cash_out: cashOut } : base;
    return boosted.has(id) ? withBoost(view, boosted.get(id) ?? null) : view;
  });
}

/** Marks a single as struck at an odds boost: the feed odds it beat (when kept) beside the boosted odds. */
export function withBoost(view: BetView, feedPrice: number | null): BetView {
  return {
    ...view,
    boost: {
      feed_odds: feedPrice === null ? null : formatPrice(feedPrice, view.odds_type as NumericOddsType),
      boosted_odds: view.odds,
    },
  };
}
