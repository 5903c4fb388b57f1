// The placement side of the bet URL group: checks, singles, parlays, system parlays, Myanmar calls and
// their virtual `v` versions. Lists and results are in bet-lists.ts, which app.ts registers beside these.
import type { FastifyInstance } from 'fastify';
import { BET_CALLS } from '../../shared/betting/contract';
import type { BetKind } from '../../shared/betting/api';
import { findLimit, limitKey } from '../../shared/betting/limits';
import { parlayOddsUnits } from '../../shared/betting/parlay';
import { MYANMAR_CURRENCIES, ODDS_TYPES } from '../../shared/constants';
import { minorToDecimalString as dec } from '../../shared/money';
import { formatPrice, formatUnits } from '../../shared/odds/price';
import type { AppContext } from '../context';
import { ApiError } from '../http/api-error';
import { assertMayMoveMoney, contractRoute, moneyRoute, sessionRoute } from '../http/route';
import type { AuthenticatedSession } from '../security/sessions';
import type { BettingDeps } from '../betting/deps';
import { listBoosts, placeBoostBet } from '../betting/boost-bets';
import { setAutoCashOut } from '../betting/auto-cash-out';
import { builderMatch, builderPrice, placeBuilderBet } from '../betting/bet-builder';
import { cashOutReplay, quoteCashOuts, takeCashOut } from '../betting/cash-out';
import { loadLimits } from '../betting/member';
import { placeBet } from '../betting/place';
import type { PlaceOptions } from '../betting/place';
import { resolveLeg, toLegCheck } from '../betting/quotes';
import { assertProductEnabled } from '../provider/switches';
import { slipReplay } from '../http/replays';

function limitView(limits: Awaited<ReturnType<typeof loadLimits>>, key: string) {
  const limit = findLimit(limits, key);
  if (!limit) throw new ApiError('betOverLimit');
  return {
    min_bet: dec(limit.minMinor),
    max_bet: dec(limit.maxMinor),
    max_payout: dec(limit.maxPayoutMinor),
  };
}

function assertMyanmar(session: AuthenticatedSession): void {
  if (!MYANMAR_CURRENCIES.some((currency) => currency === session.currency))
    throw new ApiError('invalidCurrency');
}

export function registerBetRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  base: string,
  bettingDeps: BettingDeps,
): void {
  const { odds } = bettingDeps;

  for (const v of [false, true]) {
    const p = v ? 'v' : '';
    const check = (name: 'betcheck' | 'betcheckspecial' | 'betmmoclick', mmo: boolean) =>
      sessionRoute(app, ctx, contractRoute(base, BET_CALLS, `${p}${name}`), async (body, session) => {
        if (mmo) assertMyanmar(session);
        const r = resolveLeg(odds, body.leg, { virtual: v, mmo });
        const limits = await loadLimits(ctx.db, session.accountId);
        const key = limitKey(r.match?.sport.id ?? 0, body.leg.market, mmo ? 'mmo' : 'single');
        return { check: toLegCheck(r), limit: limitView(limits, key) };
      });
    check('betcheck', false);
    check('betcheckspecial', false);
    check('betmmoclick', true);

    sessionRoute(
      app,
      ctx,
      contractRoute(base, BET_CALLS, `${p}betcheckmultispecial`),
      async (body, session) => {
        const checks = body.legs.map((leg) =>
          resolveLeg(odds, leg, { virtual: v, mmo: leg.odds_type === ODDS_TYPES.MMO }),
        );
        const limits = await loadLimits(ctx.db, session.accountId);
        const prices = checks.map((c) => c.price).filter((price) => price > 0);
        return {
          checks: checks.map(toLegCheck),
          limit: limitView(limits, 'parlay'),
          odds: prices.length ? formatUnits(parlayOddsUnits(prices)) : '0.00',
        };
      },
    );

    const place = (
      name: 'betsingle' | 'betsinglespecial' | 'betparlay' | 'betsysparlay' | 'betsinglemmo' | 'betparlaymmo',
      kind: BetKind,
      marketFamily?: PlaceOptions['marketFamily'],
    ) =>
      moneyRoute(
        app,
        ctx,
        {
          ...contractRoute(base, BET_CALLS, `${p}${name}`),
          bets: v ? 'virtual_sportsbook' : 'sportsbook',
        },
        async (body, session) => {
          const legs = 'legs' in body ? body.legs : [body.leg];
          return placeBet(bettingDeps, session, { ...body, legs }, { kind, virtual: v, marketFamily });
        },
        slipReplay(ctx.db, 'sportsbook'),
      );
    place('betsingle', 'single', 'main');
    place('betsinglespecial', 'single', 'special');
    place('betparlay', 'parlay');
    place('betsysparlay', 'system');
    place('betsinglemmo', 'mmo_single');
    place('betparlaymmo', 'mmo_parlay');
  }

  // The booster is a product of its own: switched off for the account or the operator, it lists nothing and takes
  // no bet (a slip it already took still answers as a replay, by the money route's replay check).
  sessionRoute(app, ctx, contractRoute(base, BET_CALLS, 'boostlist'), async (_body, session) => {
    await assertProductEnabled(ctx.db, session.accountId, 'odds_booster');
    return { boosts: await listBoosts(ctx.db, odds, session.accountId) };
  });
  moneyRoute(
    app,
    ctx,
    { ...contractRoute(base, BET_CALLS, 'betboost'), bets: 'odds_booster' },
    async (body, session) => {
      await assertProductEnabled(ctx.db, session.accountId, 'odds_booster');
      return placeBoostBet(bettingDeps, session, body);
    },
    slipReplay(ctx.db, 'sportsbook'),
  );

  // Cash out has the booster's switches: off for the account or the operator, it offers nothing and takes nothing
  // (a request it already took still answers as a replay).
  sessionRoute(app, ctx, contractRoute(base, BET_CALLS, 'cashoutquote'), async (body, session) => {
    await assertProductEnabled(ctx.db, session.accountId, 'cash_out');
    return quoteCashOuts(bettingDeps, session.accountId, body.bet_ids);
  });
  moneyRoute(
    app,
    ctx,
    contractRoute(base, BET_CALLS, 'cashout'),
    async (body, session) => {
      await assertProductEnabled(ctx.db, session.accountId, 'cash_out');
      return takeCashOut(bettingDeps, session, body);
    },
    cashOutReplay(ctx.db),
  );
  sessionRoute(app, ctx, contractRoute(base, BET_CALLS, 'builderquote'), async (body) => {
    const { price } = builderPrice(
      builderMatch((id) => odds.getMatch(id), body.match_id),
      body.picks,
    );
    return { match_id: body.match_id, price, odds: formatPrice(price, ODDS_TYPES.DEC) };
  });
  moneyRoute(
    app,
    ctx,
    { ...contractRoute(base, BET_CALLS, 'betbuilder'), bets: 'sportsbook' },
    (body, session) => placeBuilderBet(bettingDeps, session, body),
    slipReplay(ctx.db, 'sportsbook'),
  );
  // Setting an auto cash out moves no money now, but it asks for a cash out later: only an account that may move
  // money sets one.
  sessionRoute(app, ctx, contractRoute(base, BET_CALLS, 'cashoutauto'), async (body, session) => {
    await assertProductEnabled(ctx.db, session.accountId, 'cash_out');
    assertMayMoveMoney(session);
    return setAutoCashOut(bettingDeps, session.accountId, body.bet_id, body.value);
  });
}
