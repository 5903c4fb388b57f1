// Room bets are settled in tournament points with the sportsbook's own rules (shared/betting), so a room
// bet and a real bet on the same selection settle the same way. Points are integers; a room bet is quoted
// in Hong Kong odds so the stake is always what is risked.
import { settlePick, type MatchOutcome } from '../betting/markets';
import { singleReturn, type SettleFactor } from '../../shared/betting/outcome';
import { ODDS_TYPES } from '../../shared/constants';
import { displayUnits, type Price } from '../../shared/odds/price';
import { riskAndWin } from '../../shared/odds/risk';
import type { RoomBetMarket } from '../../shared/tournament/types';

export interface RoomPick {
  market: RoomBetMarket;
  choice: string;
  /** Hundredths (home handicap or total); null for 1X2 and moneyline. */
  line: number | null;
}

/** Points won in full at a canonical price (HK display units, truncated as the book shows them). */
export function roomBetWin(points: number, price: Price): number {
  return riskAndWin(points, displayUnits(price, ODDS_TYPES.HK), ODDS_TYPES.HK).winMinor;
}

export interface SettledRoomBet {
  factor: SettleFactor;
  /** Points credited back to the player (stake back plus the win share, minus the lost share). */
  returnPoints: number;
}

/** Settles one room bet against a match result; a cancelled match voids it (stake back). */
export function settleRoomBet(
  pick: RoomPick,
  stake: number,
  win: number,
  result: MatchOutcome,
): SettledRoomBet {
  const factor = settlePick(
    { market: pick.market, period: 0, choice: pick.choice, line: pick.line, scoreAtBet: null, mmo: null },
    result,
  );
  return { factor, returnPoints: singleReturn(stake, win, factor) };
}

/** Ranking points: what is free to bet plus what is at stake in running bets (valued at their stake until settled). */
export function rankingPoints(availablePoints: number, runningStakes: number): number {
  return availablePoints + runningStakes;
}
