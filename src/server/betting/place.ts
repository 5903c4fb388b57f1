// Placement: every rule re-checked on the server (market, price, limits, parlay size, balance), then the
// placement queue (placement-queue.ts) inserts the bet and debits its risk exactly once per slip.
import type { BetKind, BetLeg, PlacedResponse } from '../../shared/betting/api';
import { acceptedPrice, betAmounts } from '../../shared/betting/amounts';
import { limitKey } from '../../shared/betting/limits';
import {
  parlayOddsUnits,
  parlayViolation,
  parlayWin,
  systemTickets,
  systemViolation,
} from '../../shared/betting/parlay';
import type { ParlayKind } from '../../shared/betting/parlay';
import { MYANMAR_CURRENCIES, ODDS_TYPES } from '../../shared/constants';
import { decimalOnly, isMainMarket } from '../../shared/feed/layout';
import type { Currency } from '../../shared/constants';
import { minorToDecimalString } from '../../shared/money';
import { displayUnits } from '../../shared/odds/price';
import { ApiError } from '../http/api-error';
import type { AuthenticatedSession } from '../security/sessions';
import { placedView } from './bet-store';
import { availableMinor } from '../wallet/wallet';
import { placeOne, type PlacementItem } from './placement-queue';
import type { NewBet } from './bet-store';
import type { BettingDeps } from './deps';
import { resolveLeg } from './quotes';
import type { ResolvedLeg } from './quotes';

export interface PlaceRequest {
  legs: BetLeg[];
  /** Minor units, parsed by the request schema (requestAmountSchema). */
  stake: number;
  slip_id: string;
  accept_better_odds?: boolean;
  accept_any_odds?: boolean;
  special?: boolean;
  sizes?: number[];
}

export interface PlaceOptions {
  kind: BetKind;
  virtual: boolean;
  /** betsingle takes main markets only, betsinglespecial the others. */
  marketFamily?: 'main' | 'special';
}

const isMmo = (kind: BetKind): boolean => kind === 'mmo_single' || kind === 'mmo_parlay';

/** Resolves every leg and refuses with the first leg's code, the wrong odds type, or a moved price. */
function resolveAll(deps: BettingDeps, body: PlaceRequest, opts: PlaceOptions): ResolvedLeg[] {
  const mmo = isMmo(opts.kind);
  return body.legs.map((leg) => {
    if ((leg.odds_type === ODDS_TYPES.MMO) !== mmo) throw new ApiError('invalidBetType');
    const r = resolveLeg(deps.odds, leg, { virtual: opts.virtual, mmo });
    if (r.code) throw new ApiError(r.code);
    const prefs = {
      acceptBetterOdds: body.accept_better_odds === true,
      acceptAnyOdds: body.accept_any_odds === true,
    };
    if (mmo) {
      const moved = !leg.mmo || leg.mmo.body !== r.mmo?.body || leg.mmo.pct !== r.mmo?.pct;
      if (moved && !prefs.acceptAnyOdds) throw new ApiError('oddsIsUpdating');
      return r;
    }
    const price = acceptedPrice(leg.price, r.price, prefs);
    if (price === null) throw new ApiError('oddsIsUpdating');
    return { ...r, price };
  });
}

/** Builds the bet row of a single, parlay or system parlay from resolved legs (no I/O). */
export function buildBet(
  session: AuthenticatedSession,
  body: PlaceRequest,
  opts: PlaceOptions,
  legs: ResolvedLeg[],
  now: number,
  delayMs: number,
): PlacementItem {
  const stake = body.stake;
  if (stake <= 0) throw new ApiError('invalidBetAmount');
  // The odds type is the market's to set, not the client's: a decimal-only market is never struck in another type.
  if (!isMmo(opts.kind) && legs.some((r) => decimalOnly(r.leg.market) && r.leg.odds_type !== ODDS_TYPES.DEC))
    throw new ApiError('oddsTypeNotOffered');
  const live = legs.some((l) => l.live);
  const base = {
    accountId: session.accountId,
    slipId: body.slip_id,
    kind: opts.kind,
    virtual: opts.virtual,
    status: live ? ('waiting' as const) : ('running' as const),
    acceptAtMs: live ? now + delayMs : null,
    placedMs: now,
  };
  if (opts.kind === 'single' || opts.kind === 'mmo_single') {
    const r = legs[0] as ResolvedLeg;
    const type = r.leg.odds_type;
    const amounts = betAmounts(stake, r.price, type);
    const key = limitKey(r.match?.sport.id ?? 0, r.leg.market, opts.kind === 'mmo_single' ? 'mmo' : 'single');
    const bet: NewBet = {
      ...base,
      oddsType: type,
      oddsUnits: amounts.oddsUnits,
      stakeMinor: stake,
      riskMinor: amounts.riskMinor,
      winMinor: amounts.winMinor,
      maxPayoutMinor: amounts.riskMinor + amounts.winMinor,
      ticketCount: 1,
      sizes: [],
      legs: [{ r, price: r.price, oddsUnits: amounts.oddsUnits }],
    };
    return { bet, key, checkedStake: stake, ticketStake: null };
  }
  const prices = legs.map((l) => l.price);
  const legRows = legs.map((r) => ({
    r,
    price: r.price,
    oddsUnits: r.mmo ? 200 : displayUnits(r.price, ODDS_TYPES.DEC),
  }));
  if (opts.kind === 'system') {
    const sizes = body.sizes ?? [];
    const violation = systemViolation(legs.length, sizes);
    if (violation) throw new ApiError(violation);
    const tickets = systemTickets(legs.length, sizes);
    const total = stake * tickets.length;
    const win = tickets.reduce(
      (sum, t) =>
        sum +
        parlayWin(
          stake,
          t.map((i) => prices[i] as number),
        ),
      0,
    );
    const bet: NewBet = {
      ...base,
      oddsType: ODDS_TYPES.DEC,
      oddsUnits: parlayOddsUnits(prices),
      stakeMinor: total,
      riskMinor: total,
      winMinor: win,
      maxPayoutMinor: total + win,
      ticketCount: tickets.length,
      sizes: [...sizes].sort((a, b) => a - b),
      legs: legRows,
    };
    return { bet, key: 'parlay', checkedStake: total, ticketStake: stake };
  }
  const win = parlayWin(stake, prices);
  const bet: NewBet = {
    ...base,
    oddsType: ODDS_TYPES.DEC,
    oddsUnits: parlayOddsUnits(prices),
    stakeMinor: stake,
    riskMinor: stake,
    winMinor: win,
    maxPayoutMinor: stake + win,
    ticketCount: 1,
    sizes: [],
    legs: legRows,
  };
  return { bet, key: 'parlay', checkedStake: stake, ticketStake: null };
}

export async function placeBet(
  deps: BettingDeps,
  session: AuthenticatedSession,
  body: PlaceRequest,
  opts: PlaceOptions,
): Promise<PlacedResponse> {
  const { ctx } = deps;
  if (isMmo(opts.kind) && !MYANMAR_CURRENCIES.includes(session.currency as Currency))
    throw new ApiError('invalidCurrency');
  if (opts.marketFamily) {
    const main = isMainMarket(body.legs[0]?.market ?? '');
    if (main !== (opts.marketFamily === 'main')) throw new ApiError('invalidBetType');
  }
  const legs = resolveAll(deps, body, opts);
  if (opts.kind === 'parlay' || opts.kind === 'mmo_parlay') {
    const kind: ParlayKind = opts.kind === 'mmo_parlay' ? 'mmo' : body.special ? 'special' : 'normal';
    const violation = parlayViolation(
      legs.map((l) => ({ matchKey: l.matchKey, live: l.live, parlayAllowed: l.match?.parlay ?? false })),
      kind,
    );
    if (violation) throw new ApiError(violation);
  } else if (opts.kind === 'system') {
    if (new Set(legs.map((l) => l.matchKey)).size !== legs.length) throw new ApiError('parlaySameMatch');
    if (legs.some((l) => !l.match?.parlay)) throw new ApiError('matchNotAllowBet');
  }
  const { bet, key, checkedStake, ticketStake } = buildBet(
    session,
    body,
    opts,
    legs,
    ctx.now(),
    deps.liveDelayMs,
  );

  return submitPlacement(deps, { bet, key, checkedStake, ticketStake });
}

/** Sends a built bet through the placement queue (one debit per slip) and answers it with the balance after it. */
export async function submitPlacement(deps: BettingDeps, item: PlacementItem): Promise<PlacedResponse> {
  const { ctx } = deps;
  // A match the producer created since its last write waits for it, so a restart never loses what a bet names.
  await deps.odds.stored(item.bet.legs.map((l) => l.r.match));
  const { id, refNo, balanceAfterMinor, frozenMinor } = await (deps.placements
    ? deps.placements.submit(item)
    : placeOne(ctx.db, item));
  return {
    bet: placedView(item.bet, id, refNo, ctx.now()),
    balance: minorToDecimalString(availableMinor({ balanceMinor: balanceAfterMinor, frozenMinor })),
  };
}
