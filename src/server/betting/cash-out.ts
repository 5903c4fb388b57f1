// Cash out (RULES.md section 12): the offer on a running sportsbook single or parlay from today's prices of its open
// legs, and taking it in one transaction with its ledger credit. A bet is either cashed out or settled, never both:
// the taking transaction holds the same per-match advisory locks settlement holds while it reads and pays a match's
// bets (settle-singles.ts lockMatch), one for each open leg, and claims the bet only while it is still running.
import type { CashOutQuoteResponse, CashOutResponse } from '../../shared/betting/api';
import { cashOutValue, fairChance, splitForPartial, type Ratio, type ValuedLeg } from './cash-out-value';
import type { Outcome, SettleFactor } from '../../shared/betting/outcome';
import { LINE_STATE, LN, mainChoiceIndex, outrightEntryPrice } from '../../shared/feed/layout';
import { minorToDecimalString as dec } from '../../shared/money';
import { toSafeInt, type Queryable } from '../db/types';
import { ApiError } from '../http/api-error';
import { buildMoreOdds } from '../odds/feed';
import type { OddsService } from '../odds/service';
import { applyLedgerEntry, isUniqueViolation } from '../wallet/wallet';
import type { AuthenticatedSession } from '../security/sessions';
import { loadViews } from './bet-store';
import type { BettingDeps } from './deps';
import { lockMatch } from './settle-singles';

type Row = Record<string, unknown>;
const int = (v: unknown): number => toSafeInt(v ?? 0);

/** The app_meta key of the operator's cash out margin, in basis points of the fair value. */
const MARGIN_KEY = 'cash_out_margin_bp';
/** The margin when the operator set none: 5% of the fair value. */
export const DEFAULT_CASH_OUT_MARGIN_BP = 500;

/** The operator's cash out margin in basis points (the default when none was set). */
export async function cashOutMarginBp(q: Queryable): Promise<number> {
  const [row] = await q.query<{ value: string }>('SELECT value FROM app_meta WHERE key = $1', [MARGIN_KEY]);
  const value = row ? Number(row.value) : DEFAULT_CASH_OUT_MARGIN_BP;
  // A value that is not a margin offers nothing rather than a price nobody set.
  if (!Number.isInteger(value) || value < 0 || value >= 10_000)
    throw new Error(`app_meta ${MARGIN_KEY} is not a margin of 0 to 9999 basis points`);
  return value;
}

/** Sets the operator's margin (admin and tests); refuses anything but 0 to 9,999 basis points. */
export async function setCashOutMargin(q: Queryable, marginBp: number): Promise<void> {
  if (!Number.isInteger(marginBp) || marginBp < 0 || marginBp >= 10_000)
    throw new RangeError('the cash out margin must be 0 to 9,999 basis points');
  await q.query(
    `INSERT INTO app_meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
    [MARGIN_KEY, String(marginBp)],
  );
}

/** The kinds cash out takes: sportsbook singles and mix parlays (no system, Myanmar, virtual or game bets). */
const KINDS = new Set(['single', 'parlay']);
/** Markets whose choices overlap (each result wins two of them): their prices do not give one chance per choice. */
const OVERLAPPING_MARKETS = new Set(['dc', 'dcou']);
/** Race card place and show: several runners win, so their prices do not add up to one chance either. */
const MULTI_WINNER_MARKETS = new Set(['place', 'show']);
/** The answer when the bet is not one cash out takes, or a price it needs is not on offer. */
const UNAVAILABLE = 'cashOutUnavailable';

const STATE_CODE: Record<number, string> = {
  [LINE_STATE.SUSPENDED]: '328',
  [LINE_STATE.CLOSED_PRICE]: '313',
  [LINE_STATE.CLOSED]: '314',
};

type Chance = { chance: Ratio } | { code: string };

/** Every priced choice of the leg's market now, and which is the leg's; or the code that says why there is none. */
function marketPrices(odds: OddsService, leg: Row): { prices: number[]; own: number } | { code: string } {
  const matchId = int(leg.match_id);
  const match = odds.getMatch(matchId);
  if (!match) return { code: '318' };
  if (match.state === 'ended' || match.state === 'cancelled') return { code: '311' };
  const market = String(leg.market);
  const period = int(leg.period);
  const choice = String(leg.choice);
  const line = leg.line === null || leg.line === undefined ? null : int(leg.line);
  const running = (state: number, price: number) =>
    state !== LINE_STATE.RUNNING ? { code: STATE_CODE[state] ?? '314' } : price <= 0 ? { code: '313' } : null;
  if (OVERLAPPING_MARKETS.has(market) || MULTI_WINNER_MARKETS.has(market)) return { code: UNAVAILABLE };
  if (match.outright) {
    const entries = match.outright
      .map((e) => ({ name: e[0], price: outrightEntryPrice(e, market) ?? 0, state: e[2] }))
      .filter((e) => e.price > 0);
    const own = entries.findIndex((e) => e.name === choice);
    const ownEntry = entries[own];
    if (!ownEntry) return { code: '314' };
    return running(ownEntry.state, ownEntry.price) ?? { prices: entries.map((e) => e.price), own };
  }
  const index = mainChoiceIndex(market, choice);
  if (index !== undefined) {
    const row = match.lines.find((l) => l[LN.MARKET] === market && l[LN.PERIOD] === period);
    if (!row) return { code: '340' };
    const prices = [row[LN.P1], row[LN.P2], row[LN.P3]].filter((p) => p > 0);
    const refused = running(row[LN.STATE], row[LN.P1 + index] as number);
    if (refused) return refused;
    if (line !== null && row[LN.LINE] !== effectiveLine(match, leg, line)) return { code: 'invalidOddsBall' };
    return { prices, own: prices.indexOf(row[LN.P1 + index] as number) };
  }
  const more = buildMoreOdds(odds.world(), matchId) ?? [];
  const entry = more.find(([m, p, l]) => m === market && p === period && (line === null || l === line));
  if (!entry) return { code: '340' };
  const choices = entry[3];
  const own = choices.findIndex((c) => c[0] === choice);
  const ownChoice = choices[own];
  if (!ownChoice) return { code: '340' };
  const refused = running(ownChoice[2], ownChoice[1]);
  if (refused) return refused;
  const offered = choices.filter((c) => c[1] > 0);
  return { prices: offered.map((c) => c[1]), own: offered.indexOf(ownChoice) };
}

/**
 * The line today's quote must have for it to price the leg. A handicap counts the goals after the bet (pre-match
 * bets: all of them) and a live handicap is quoted on the goals still to come, so the goals since the bet move the
 * leg's line by their margin; totals and the other markets count the whole match, as their quotes do.
 */
function effectiveLine(
  match: { state: string; scoreHome: number; scoreAway: number },
  leg: Row,
  line: number,
) {
  if (leg.market !== 'hdp') return line;
  const live = match.state === 'live';
  const now = live ? match.scoreHome - match.scoreAway : 0;
  const atBet =
    leg.score_home === null || leg.score_home === undefined ? 0 : int(leg.score_home) - int(leg.score_away);
  return line + 100 * (now - atBet);
}

function legChance(odds: OddsService, leg: Row): Chance {
  const found = marketPrices(odds, leg);
  if ('code' in found) return found;
  if (found.own < 0) return { code: '340' };
  return { chance: fairChance(found.prices, found.own) };
}

interface Offer {
  code: string;
  valueMinor: number;
  /** The most the bet can still return. */
  maxReturnMinor: number;
}

const factorOf = (l: Row): SettleFactor => ({
  outcome: l.outcome as Outcome,
  winBp: int(l.win_bp),
  loseBp: int(l.lose_bp),
});

/** Whether cash out takes the bet row at all: a running sportsbook single or mix parlay (a waiting one is still in
 * its live delay; anything else has ended). */
export function cashOutTakes(bet: Row): boolean {
  return KINDS.has(String(bet.kind)) && bet.virtual !== true && bet.status === 'running';
}

/** The most a bet row can still return: its risk and win, within its max payout. */
export function maxReturnOf(bet: Row): number {
  return Math.min(int(bet.risk_minor) + int(bet.win_minor), int(bet.max_payout_minor));
}

/** The offer on one bet row with its legs, judged by the odds world as it is now. */
function offerOf(odds: OddsService, bet: Row, legs: readonly Row[], marginBp: number): Offer {
  const none = (code: string): Offer => ({ code, valueMinor: 0, maxReturnMinor: 0 });
  if (!cashOutTakes(bet)) return none(UNAVAILABLE);
  const parlay = bet.kind === 'parlay';
  const valued: ValuedLeg[] = [];
  let open = 0;
  for (const leg of legs) {
    // A single's result is written on its bet, never on its leg: its leg is open while the bet runs.
    if (parlay && leg.outcome !== null && leg.outcome !== undefined) {
      valued.push({ price: int(leg.price), settled: factorOf(leg) });
      continue;
    }
    const chance = legChance(odds, leg);
    if ('code' in chance) return none(chance.code);
    valued.push({ price: int(leg.price), settled: null, chance: chance.chance });
    open++;
  }
  // Every leg known: the bet is the settlement's to pay.
  if (open === 0) return none(UNAVAILABLE);
  const risk = int(bet.risk_minor);
  const win = int(bet.win_minor);
  const maxPayout = int(bet.max_payout_minor);
  const { valueMinor } = cashOutValue({
    riskMinor: risk,
    winMinor: win,
    maxPayoutMinor: maxPayout,
    parlay,
    legs: valued,
    marginBp,
  });
  if (valueMinor <= 0) return none(UNAVAILABLE);
  return { code: '', valueMinor, maxReturnMinor: maxReturnOf(bet) };
}

async function legsOf(q: Queryable, betIds: readonly number[]): Promise<Map<number, Row[]>> {
  const rows = await q.query<Row>(
    'SELECT * FROM bet_legs WHERE bet_id = ANY($1::bigint[]) ORDER BY bet_id, leg_no',
    [betIds.map(String)],
  );
  const byBet = new Map<number, Row[]>();
  for (const l of rows) {
    const id = int(l.bet_id);
    byBet.set(id, [...(byBet.get(id) ?? []), l]);
  }
  return byBet;
}

/** The offers on the member's bets `betIds`, in the order asked; another member's bet answers betNotExists. */
export async function quoteCashOuts(
  deps: BettingDeps,
  accountId: string,
  betIds: readonly number[],
): Promise<CashOutQuoteResponse> {
  const { db } = deps.ctx;
  const marginBp = await cashOutMarginBp(db);
  const bets = await db.query<Row>('SELECT * FROM bets WHERE account_id = $1 AND id = ANY($2::bigint[])', [
    accountId,
    betIds.map(String),
  ]);
  const byId = new Map(bets.map((b) => [int(b.id), b]));
  const legs = await legsOf(db, [...byId.keys()]);
  const autos = new Map(
    (
      await db.query<Row>('SELECT bet_id, value_minor FROM auto_cash_outs WHERE bet_id = ANY($1::bigint[])', [
        [...byId.keys()].map(String),
      ])
    ).map((r) => [int(r.bet_id), dec(int(r.value_minor))]),
  );
  return {
    offers: betIds.map((betId) => {
      const bet = byId.get(betId);
      if (!bet)
        return { bet_id: betId, code: 'betNotExists', value: null, max_return: null, auto_value: null };
      const offer = offerOf(deps.odds, bet, legs.get(betId) ?? [], marginBp);
      const auto_value = bet.status === 'running' ? (autos.get(betId) ?? null) : null;
      return offer.code
        ? { bet_id: betId, code: offer.code, value: null, max_return: null, auto_value }
        : {
            bet_id: betId,
            code: '',
            value: dec(offer.valueMinor),
            max_return: dec(offer.maxReturnMinor),
            auto_value,
          };
    }),
  };
}

export interface CashOutBody {
  bet_id: number;
  /** Minor units: the whole bet's value the player saw. */
  value: number;
  /** Minor units: a partial cash out's part of the value. */
  amount?: number;
  request_id: string;
  accept_any_odds?: boolean;
  /** Taken by the auto cash out job at the value the player set (never from a request body). */
  automatic?: boolean;
}

/** The idempotency key of a cash out's ledger credit: one per member and request id. */
const creditKey = (accountId: string, requestId: string) => `cashout:${accountId}:${requestId}`;

/**
 * Cashes the bet out, whole or in part, at today's value: refused when the value fell below the one the player saw
 * (unless the player accepts any change), or when there is no offer now. One transaction: the locks, the re-priced
 * offer, the bet's new state, its cash out record, the ledger credit and the wallet's outstanding amount.
 */
export async function takeCashOut(
  deps: BettingDeps,
  session: Pick<AuthenticatedSession, 'accountId'>,
  body: CashOutBody,
): Promise<CashOutResponse> {
  const { db } = deps.ctx;
  if (body.amount !== undefined && !(body.amount > 0 && body.amount < body.value))
    throw new ApiError('cashOutAmountInvalid');
  const marginBp = await cashOutMarginBp(db);
  // A follower prices from the newest stored world, not from a copy up to a tick old.
  deps.odds.sync();
  if (!deps.odds.producing) await deps.odds.replica.refresh();
  return db.transaction(async (tx) => {
    const [seen] = await tx.query<Row>('SELECT * FROM bets WHERE id = $1 AND account_id = $2', [
      body.bet_id,
      session.accountId,
    ]);
    if (!seen) throw new ApiError('betNotExists');
    const seenLegs = (await legsOf(tx, [body.bet_id])).get(body.bet_id) ?? [];
    const single = seen.kind === 'single';
    const openMatches = [
      ...new Set(
        seenLegs
          .filter((l) => single || l.outcome === null || l.outcome === undefined)
          .map((l) => int(l.match_id)),
      ),
    ].sort((a, b) => a - b);
    // Settlement of an open leg's match holds its lock while it reads the running bets and pays them: taken here
    // (in one order, so two cash outs never deadlock), the bet is read after any such payment or before it starts.
    for (const matchId of openMatches) await lockMatch(tx, matchId);
    const [bet] = await tx.query<Row>(`SELECT * FROM bets WHERE id = $1 AND status = 'running' FOR UPDATE`, [
      body.bet_id,
    ]);
    if (!bet) throw new ApiError(UNAVAILABLE);
    const legs = (await legsOf(tx, [body.bet_id])).get(body.bet_id) ?? [];
    // A result stored for an open leg's match decides the bet: the settlement's, not a cash out's.
    const decided = await tx.query(
      `SELECT 1 FROM settled_results WHERE match_id = ANY($1::bigint[])
       UNION ALL SELECT 1 FROM match_results WHERE match_id = ANY($1::bigint[]) LIMIT 1`,
      [openMatches.map(String)],
    );
    if (decided.length > 0) throw new ApiError(UNAVAILABLE);
    const offer = offerOf(deps.odds, bet, legs, marginBp);
    if (offer.code) throw new ApiError(offer.code);
    const value = offer.valueMinor;
    if (value < body.value && !body.accept_any_odds)
      throw new ApiError('cashOutValueChanged', 200, { value: dec(value) });
    const partial = body.amount !== undefined && body.amount < value;
    if (body.amount !== undefined && body.amount > value)
      throw new ApiError('cashOutValueChanged', 200, { value: dec(value) });
    const money = {
      stakeMinor: int(bet.stake_minor),
      riskMinor: int(bet.risk_minor),
      winMinor: int(bet.win_minor),
      maxPayoutMinor: int(bet.max_payout_minor),
    };
    let credit: number;
    let part: { stake: number; risk: number };
    if (partial) {
      const split = splitForPartial(money, value, body.amount as number);
      if (!split) throw new ApiError('cashOutAmountInvalid');
      const r = split.remainder;
      await tx.query(
        `UPDATE bets SET stake_minor = $2, risk_minor = $3, win_minor = $4, max_payout_minor = $5
         WHERE id = $1 AND status = 'running'`,
        [body.bet_id, r.stakeMinor, r.riskMinor, r.winMinor, r.maxPayoutMinor],
      );
      credit = body.amount as number;
      part = { stake: split.partStakeMinor, risk: split.partRiskMinor };
    } else {
      await tx.query(
        `UPDATE bets SET status = 'cashed_out', return_minor = $2, settled_at = clock_timestamp()
         WHERE id = $1 AND status = 'running'`,
        [body.bet_id, value],
      );
      credit = value;
      part = { stake: money.stakeMinor, risk: money.riskMinor };
    }
    try {
      await tx.query(
        `INSERT INTO bet_cash_outs
           (bet_id, account_id, request_id, full_cash_out, stake_minor, risk_minor, value_minor, automatic)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          body.bet_id,
          session.accountId,
          body.request_id,
          !partial,
          part.stake,
          part.risk,
          credit,
          body.automatic === true,
        ],
      );
    } catch (error) {
      // The same request id sent twice at once: the one that committed first stands.
      if (isUniqueViolation(error)) throw new ApiError('duplicate_debit_record');
      throw error;
    }
    // Any cash out ends an auto cash out the player set: it was for the bet as it stood.
    await tx.query('DELETE FROM auto_cash_outs WHERE bet_id = $1', [body.bet_id]);
    // A whole cash out changes the bet's status, which tells the player's other windows (migration 060); a part
    // leaves it running, so it says so itself.
    if (partial) await tx.query(`SELECT pg_notify('account_changed', 'b:' || $1::text)`, [session.accountId]);
    const ref = String(bet.ref_no);
    const entry = await applyLedgerEntry(tx, {
      accountId: session.accountId,
      type: 'settle',
      amountMinor: credit,
      ref,
      remark: `cash out ${ref}`,
      idempotencyKey: creditKey(session.accountId, body.request_id),
      platform: 'sportsbook',
    });
    await tx.query('UPDATE wallets SET outstanding_minor = outstanding_minor - $2 WHERE account_id = $1', [
      session.accountId,
      part.risk,
    ]);
    const [after] = await tx.query<Row>('SELECT * FROM bets WHERE id = $1', [body.bet_id]);
    const [view] = await loadViews(tx, after ? [after] : []);
    if (!view) throw new Error(`bet ${body.bet_id} vanished inside its cash out`);
    return {
      bet: view,
      amount: dec(credit),
      balance: dec(entry.availableAfterMinor),
    };
  });
}

/** A request id the member already cashed out with answers duplicate_debit_record, whatever the bet did since. */
export function cashOutReplay(db: Queryable) {
  return async (body: { request_id: string }, session: AuthenticatedSession): Promise<string | null> =>
    (
      await db.query('SELECT 1 FROM bet_cash_outs WHERE account_id = $1 AND request_id = $2', [
        session.accountId,
        body.request_id,
      ])
    ).length > 0
      ? 'duplicate_debit_record'
      : null;
}
