// The operator's store of odds boosts: boosted selections created, changed and withdrawn by the admin CLI and the
// simulator's leader job (boost-job.ts), each checked against the selection's price now (migration 053). The
// Booster tab and placement at a boosted price are in boost-bets.ts.
import type { BetLeg } from '../../shared/betting/api';
import {
  BOOST_CHOICES,
  BOOST_MARKETS,
  boostPriceViolation,
  type BoostMarket,
} from '../../shared/betting/boost';
import { minorToDecimalString as dec } from '../../shared/money';
import { toSafeInt, type Queryable } from '../db/types';
import type { OddsService } from '../odds/service';
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

export function boostRow(r: Row): BoostRow {
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

export async function loadBoost(q: Queryable, id: number, forUpdate = false): Promise<BoostRow | null> {
  const [r] = await q.query<Row>(`SELECT * FROM odds_boosts WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`, [
    id,
  ]);
  return r ? boostRow(r) : null;
}

export async function activeBoosts(q: Queryable): Promise<BoostRow[]> {
  return (await q.query<Row>(`SELECT * FROM odds_boosts WHERE status = 'active' ORDER BY id`)).map(boostRow);
}

/** The selection a boost names, as a slip leg at the given price. */
export function legOf(
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
export function currentQuote(
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
