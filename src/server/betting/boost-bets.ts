// Odds boosts as the player meets them: the Booster tab's list, and placement at a boosted price. A boosted bet is an
// ordinary sportsbook single struck at the boosted price, so settlement, the bet lists, the statement and the
// results treat it like any other single; the boost adds its own rules (still offered at the version the player
// saw, the player's limit, the budget) and one boost_bets row, inside the placement's transaction.
import type { PlacedResponse } from '../../shared/betting/api';
import { boostStakeViolation, type BetBoostRequest, type BoostView } from '../../shared/betting/boost';
import { minorToDecimalString as dec } from '../../shared/money';
import { toSafeInt, type Queryable } from '../db/types';
import { ApiError } from '../http/api-error';
import type { OddsService } from '../odds/service';
import { availableMinor } from '../wallet/wallet';
import type { AuthenticatedSession } from '../security/sessions';
import { placedView, withBoost } from './bet-store';
import type { BettingDeps } from './deps';
import { buildBet } from './place';
import { placeOne } from './placement-queue';
import { type ResolvedLeg } from './quotes';

import { boostRow, currentQuote, legOf, loadBoost, type BoostRow } from './boost-store';

type Row = Record<string, unknown>;

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
