// Odds boosts: the operator's store of boosted selections (created, changed and withdrawn by the admin CLI, a few
// offered by the simulator's leader job), the Booster tab's list, and placement at a boosted price. A boosted bet is
// an ordinary sportsbook single struck at the boosted price, so settlement, the bet lists, the statement and the
// results treat it like any other single; the boost adds its own rules (still offered at the version the player
// saw, the player's limit, the budget) and one boost_bets row, inside the placement's transaction (migration 053).
import type { BetLeg, PlacedResponse } from '../../shared/betting/api';
import {
  BOOST_CHOICES,
  BOOST_MARKETS,
  boostPriceViolation,
  boostStakeViolation,
  type BetBoostRequest,
  type BoostMarket,
  type BoostView,
} from '../../shared/betting/boost';
import { LINE_STATE } from '../../shared/feed/layout';
import { minorToDecimalString as dec } from '../../shared/money';
import { toSafeInt, type Queryable } from '../db/types';
import { ApiError } from '../http/api-error';
import type { OddsService } from '../odds/service';
import { availableMinor } from '../services/wallet';
import type { AuthenticatedSession } from '../services/sessions';
import { SerialJobs } from '../services/serial-jobs';
import { placedView, withBoost } from './bet-store';
import type { BettingDeps } from './deps';
import { buildBet } from './place';
import { placeOne } from './placement-queue';
import { resolveLeg, type ResolvedLeg } from './quotes';

export interface BoostRow {
  id: number;
  matchId: number;
  market: BoostMarket;
  period: number;
  choice: string;
  line: number | null;
  boostedPrice: number;
  maxStakeMinor: number;
  budgetMinor: number;
  usedMinor: number;
  status: 'active' | 'withdrawn';
  version: number;
  source: 'operator' | 'simulator';
}

type Row = Record<string, unknown>;
const nint = (v: unknown): number | null => (v === null || v === undefined ? null : toSafeInt(v));

function boostRow(r: Row): BoostRow {
  return {
    id: toSafeInt(r.id),
    matchId: toSafeInt(r.match_id),
    market: r.market as BoostMarket,
    period: toSafeInt(r.period),
    choice: String(r.choice),
    line: nint(r.line),
    boostedPrice: toSafeInt(r.boosted_price),
    maxStakeMinor: toSafeInt(r.max_stake_minor),
    budgetMinor: toSafeInt(r.budget_minor),
    usedMinor: toSafeInt(r.used_minor),
    status: r.status as BoostRow['status'],
    version: toSafeInt(r.version),
    source: r.source as BoostRow['source'],
  };
}

async function loadBoost(q: Queryable, id: number, forUpdate = false): Promise<BoostRow | null> {
  const [r] = await q.query<Row>(`SELECT * FROM odds_boosts WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`, [
    id,
  ]);
  return r ? boostRow(r) : null;
}

export async function activeBoosts(q: Queryable): Promise<BoostRow[]> {
  return (await q.query<Row>(`SELECT * FROM odds_boosts WHERE status = 'active' ORDER BY id`)).map(boostRow);
}

/** The selection a boost names, as a slip leg at the given price. */
function legOf(
  b: Pick<BoostRow, 'matchId' | 'market' | 'period' | 'choice' | 'line'>,
  price: number,
  oddsType: 1 | 2 | 3 | 4,
): BetLeg {
  return {
    match_id: b.matchId,
    market: b.market,
    period: b.period,
    choice: b.choice,
    line: b.line,
    price,
    odds_type: oddsType,
  };
}

/**
 * The selection in the odds world now: its feed price when a pre-match bet on it could be placed, else the code
 * that refuses it (a match that kicked off leaves the Booster tab: boosts are pre-match offers).
 */
function currentQuote(
  odds: OddsService,
  b: Pick<BoostRow, 'matchId' | 'market' | 'period' | 'choice' | 'line'>,
): ResolvedLeg {
  const r = resolveLeg(odds, legOf(b, 0, 4), { virtual: false, mmo: false });
  if (!r.code && r.live) return { ...r, code: '311' };
  return r;
}

export interface BoostInput {
  matchId: number;
  market: string;
  period: number;
  choice: string;
  boostedPrice: number;
  maxStakeMinor: number;
  budgetMinor: number;
  source?: BoostRow['source'];
}

/** Refusals of the admin CLI and the simulator job, as sentences (never shown to players). */
export class BoostRefused extends Error {}

function checkPrice(boosted: number, current: number): void {
  const v = boostPriceViolation(boosted, current);
  if (v === 'invalid') throw new BoostRefused(`the boosted price ${boosted} is not a valid price`);
  if (v === 'notBetter') throw new BoostRefused(`the boosted price must beat the current price (${current})`);
}

function checkAmounts(maxStakeMinor: number, budgetMinor: number): void {
  if (!(Number.isSafeInteger(maxStakeMinor) && maxStakeMinor > 0))
    throw new BoostRefused('the per-player max stake must be more than zero');
  if (!(Number.isSafeInteger(budgetMinor) && budgetMinor >= maxStakeMinor))
    throw new BoostRefused('the budget must be at least the per-player max stake');
}

/** Offers a boost on a selection open to pre-match bets; its line is the selection's line now (hdp and ou). */
export async function createBoost(q: Queryable, odds: OddsService, input: BoostInput): Promise<BoostRow> {
  if (!(BOOST_MARKETS as readonly string[]).includes(input.market))
    throw new BoostRefused(`market must be one of ${BOOST_MARKETS.join(', ')}`);
  const market = input.market as BoostMarket;
  if (!BOOST_CHOICES[market].includes(input.choice))
    throw new BoostRefused(`choice of ${market} must be one of ${BOOST_CHOICES[market].join(', ')}`);
  if (input.period !== 0 && input.period !== 1)
    throw new BoostRefused('period must be 0 (full time) or 1 (first half)');
  const match = odds.getMatch(input.matchId);
  const line = match?.lines.find((l) => l[0] === market && l[1] === input.period);
  const sel = {
    matchId: input.matchId,
    market,
    period: input.period,
    choice: input.choice,
    line: market === 'hdp' || market === 'ou' ? (line?.[2] ?? null) : null,
  };
  const quote = currentQuote(odds, sel);
  if (quote.code)
    throw new BoostRefused(
      `match ${input.matchId} has no ${market} selection ${input.choice} open to pre-match bets (code ${quote.code})`,
    );
  checkPrice(input.boostedPrice, quote.price);
  checkAmounts(input.maxStakeMinor, input.budgetMinor);
  await odds.stored([quote.match]);
  try {
    const [r] = await q.query<Row>(
      `INSERT INTO odds_boosts (match_id, market, period, choice, line, boosted_price, max_stake_minor, budget_minor, source)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING *`,
      [
        sel.matchId,
        market,
        sel.period,
        sel.choice,
        sel.line,
        input.boostedPrice,
        input.maxStakeMinor,
        input.budgetMinor,
        input.source ?? 'operator',
      ],
    );
    return boostRow(r as Row);
  } catch (error) {
    if (String((error as { code?: unknown }).code) === '23505')
      throw new BoostRefused('that selection already has an active boost: change it instead');
    throw error;
  }
}

export interface BoostChange {
  boostedPrice?: number;
  maxStakeMinor?: number;
  budgetMinor?: number;
}

/** Changes an active boost; its version moves, so every slip holding the old offer is refused as an odds change. */
export async function changeBoost(
  q: Queryable,
  odds: OddsService,
  id: number,
  change: BoostChange,
): Promise<BoostRow> {
  const b = await loadBoost(q, id);
  if (!b) throw new BoostRefused(`no boost ${id}`);
  if (b.status !== 'active') throw new BoostRefused(`boost ${id} was withdrawn`);
  const next = {
    boostedPrice: change.boostedPrice ?? b.boostedPrice,
    maxStakeMinor: change.maxStakeMinor ?? b.maxStakeMinor,
    budgetMinor: change.budgetMinor ?? b.budgetMinor,
  };
  if (change.boostedPrice !== undefined) {
    const quote = currentQuote(odds, b);
    if (quote.code)
      throw new BoostRefused(
        `the selection of boost ${id} is no longer open (code ${quote.code}): withdraw it`,
      );
    checkPrice(next.boostedPrice, quote.price);
  }
  checkAmounts(next.maxStakeMinor, next.budgetMinor);
  if (next.budgetMinor < b.usedMinor)
    throw new BoostRefused(
      `boost ${id} has already taken ${dec(b.usedMinor)}: the budget cannot go below that`,
    );
  const [r] = await q.query<Row>(
    `UPDATE odds_boosts SET boosted_price = $2, max_stake_minor = $3, budget_minor = $4, version = version + 1, updated_at = now()
     WHERE id = $1 AND status = 'active' RETURNING *`,
    [id, next.boostedPrice, next.maxStakeMinor, next.budgetMinor],
  );
  if (!r) throw new BoostRefused(`boost ${id} was withdrawn`);
  return boostRow(r);
}

/** Withdraws a boost: it leaves the Booster tab and a slip holding it is refused. Bets it took stand. */
export async function withdrawBoost(q: Queryable, id: number): Promise<BoostRow> {
  const [r] = await q.query<Row>(
    `UPDATE odds_boosts SET status = 'withdrawn', version = version + 1, updated_at = now()
     WHERE id = $1 AND status = 'active' RETURNING *`,
    [id],
  );
  if (!r)
    throw new BoostRefused((await loadBoost(q, id)) ? `boost ${id} was already withdrawn` : `no boost ${id}`);
  return boostRow(r);
}

/** The Booster tab: active boosts whose selection is open to pre-match bets, with this player's stake on each. */
export async function listBoosts(q: Queryable, odds: OddsService, accountId: string): Promise<BoostView[]> {
  const rows = await q.query<Row>(
    `SELECT o.*, COALESCE((SELECT SUM(s.stake_minor) FROM boost_bets s WHERE s.boost_id = o.id AND s.account_id = $1), 0) AS staked
     FROM odds_boosts o WHERE o.status = 'active' ORDER BY o.id`,
    [accountId],
  );
  const out: BoostView[] = [];
  for (const row of rows) {
    const b = boostRow(row);
    const quote = currentQuote(odds, b);
    if (quote.code || !quote.match) continue;
    out.push({
      boost_id: b.id,
      version: b.version,
      match_id: b.matchId,
      sport_id: quote.match.sport.id,
      league_name: quote.leagueName,
      home: quote.match.home,
      away: quote.match.away,
      market: b.market,
      period: b.period,
      choice: b.choice,
      line: b.line,
      price: quote.price,
      boosted_price: b.boostedPrice,
      max_stake: dec(b.maxStakeMinor),
      staked: dec(toSafeInt(row.staked)),
      budget_left: dec(b.budgetMinor - b.usedMinor),
    });
  }
  return out;
}

const offerChanged = (b: BoostRow | null, body: BetBoostRequest): boolean =>
  !b || b.status !== 'active' || b.version !== body.version || b.boostedPrice !== body.boosted_price;

/**
 * A single at the boosted price. Refused as an odds change (oddsIsUpdating) when the boost is withdrawn, changed
 * since the player saw it, or its match no longer takes pre-match bets; then every rule of a single (limits of the
 * market's key, balance) and the boost's own: the player's limit on it and the budget left, read under a lock on the
 * boost row so two players cannot both take its last room.
 */
export async function placeBoostBet(
  deps: BettingDeps,
  session: AuthenticatedSession,
  body: BetBoostRequest,
): Promise<PlacedResponse> {
  const { ctx } = deps;
  const seen = await loadBoost(ctx.db, body.boost_id);
  if (offerChanged(seen, body) || !seen) throw new ApiError('oddsIsUpdating');
  const quote = currentQuote(deps.odds, seen);
  if (quote.code === '311' || quote.code === '318') throw new ApiError('oddsIsUpdating');
  if (quote.code) throw new ApiError(quote.code);
  const leg: ResolvedLeg = {
    ...quote,
    leg: legOf(seen, seen.boostedPrice, body.odds_type),
    price: seen.boostedPrice,
  };
  const { bet, key, checkedStake, ticketStake } = buildBet(
    session,
    { legs: [leg.leg], stake: body.stake, slip_id: body.slip_id },
    { kind: 'single', virtual: false },
    [leg],
    ctx.now(),
    deps.liveDelayMs,
  );
  await deps.odds.stored([quote.match]);
  const placed = await placeOne(ctx.db, { bet, key, checkedStake, ticketStake }, async (tx, written) => {
    const b = await loadBoost(tx, body.boost_id, true);
    if (offerChanged(b, body) || !b) throw new ApiError('oddsIsUpdating');
    const [mine] = await tx.query<{ staked: unknown }>(
      'SELECT COALESCE(SUM(stake_minor), 0) AS staked FROM boost_bets WHERE boost_id = $1 AND account_id = $2',
      [b.id, session.accountId],
    );
    const violation = boostStakeViolation(bet.stakeMinor, b, toSafeInt(mine?.staked ?? 0));
    if (violation) throw new ApiError(violation);
    await tx.query(
      'INSERT INTO boost_bets (bet_id, boost_id, boost_version, account_id, stake_minor, feed_price) VALUES ($1, $2, $3, $4, $5, $6)',
      [written.id, b.id, b.version, session.accountId, bet.stakeMinor, quote.price],
    );
    await tx.query('UPDATE odds_boosts SET used_minor = used_minor + $2 WHERE id = $1', [
      b.id,
      bet.stakeMinor,
    ]);
  });
  return {
    bet: withBoost(placedView(bet, placed.id, placed.refNo, ctx.now()), quote.price),
    balance: dec(availableMinor({ balanceMinor: placed.balanceAfterMinor, frozenMinor: placed.frozenMinor })),
  };
}

/** The simulator's default offers: how many it keeps, and the boost over the feed price (in percent). */
const SIMULATED_BOOSTS = 3;
const SIMULATED_BOOST_PERCENT = 25;
const SIMULATED_MAX_STAKE_MINOR = 50_000;
const SIMULATED_BUDGET_MINOR = 500_000;

/** A boosted price SIMULATED_BOOST_PERCENT above the feed price, on the 0.01 grid of the HK price. */
export function simulatedBoostPrice(price: number): number {
  const boosted = Math.floor((price * (100 + SIMULATED_BOOST_PERCENT)) / 100 / 10_000) * 10_000;
  return Math.max(boosted, price + 10_000);
}

/**
 * The leader's job: withdraws the simulator's boosts whose match left pre-match, and keeps SIMULATED_BOOSTS on offer
 * on soccer matches that still take pre-match bets (home win of 1X2). The boosts are rows, so a restart or a new
 * leader carries on with them; operator boosts are left alone.
 */
export class BoostService extends SerialJobs {
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(private readonly deps: BettingDeps) {
    super('boosts', deps.ctx.log);
  }

  start(everyMs = 30_000): void {
    if (this.timer) return;
    this.fireAndForget(() => this.refresh());
    this.timer = setInterval(() => this.fireAndForget(() => this.refresh()), everyMs);
    this.timer.unref?.();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  async refresh(): Promise<void> {
    const { db } = this.deps.ctx;
    const odds = this.deps.odds;
    const active = await activeBoosts(db);
    let offered = 0;
    for (const b of active) {
      if (b.source !== 'simulator') continue;
      if (currentQuote(odds, b).code) await withdrawBoost(db, b.id);
      else offered += 1;
    }
    const taken = new Set(active.map((b) => b.matchId));
    const candidates = [...odds.sync().matches.values()].filter(
      (m) =>
        m.sport.id === 1 &&
        m.type === 1 &&
        m.state === 'pre' &&
        !taken.has(m.id) &&
        m.lines.some((l) => l[0] === 'oxt' && l[1] === 0 && l[6] === LINE_STATE.RUNNING && l[3] > 0),
    );
    candidates.sort((a, b) => a.kickoff - b.kickoff || a.id - b.id);
    for (const m of candidates) {
      if (offered >= SIMULATED_BOOSTS) break;
      const quote = currentQuote(odds, { matchId: m.id, market: 'oxt', period: 0, choice: '1', line: null });
      if (quote.code) continue;
      await createBoost(db, odds, {
        matchId: m.id,
        market: 'oxt',
        period: 0,
        choice: '1',
        boostedPrice: simulatedBoostPrice(quote.price),
        maxStakeMinor: SIMULATED_MAX_STAKE_MINOR,
        budgetMinor: SIMULATED_BUDGET_MINOR,
        source: 'simulator',
      });
      offered += 1;
    }
  }
}
