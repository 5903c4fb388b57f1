// What a price on the e-sports page hands to the bet slip: the same Selection a sportsbook price makes, so the pick
// goes through the one placement path (betcheck, limits, responsible gaming, slip id, the odds-changed flow).
import { ODDS_TYPES } from '@shared/constants';
import { PERIOD } from '@shared/feed/layout';
import type { EsportsMarket, EsportsMatch } from '@shared/games/media';
import type { Selection } from '@shared/market/selection';
import { displayUnits } from '@shared/odds/price';
import type { NumericOddsType } from '@shared/odds/price';

export type EsportsSide = 0 | 1;

/** The choice key of each side of a series market (home or over first). */
const CHOICES: Record<EsportsMarket['market'], readonly [string, string]> = {
  ml: ['h', 'a'],
  hdp: ['h', 'a'],
  ou: ['o', 'u'],
};

/** The odds type a market's prices are shown and placed in: the match winner in decimal (RULES.md section 3). */
export function esportsOddsType(market: EsportsMarket['market'], oddsType: NumericOddsType): NumericOddsType {
  return market === 'ml' ? ODDS_TYPES.DEC : oddsType;
}

/** The line a side backs, in hundredths (the handicap from that side, the total as it is), or null for the winner. */
export function esportsSideLine(market: EsportsMarket, side: EsportsSide): number | null {
  if (market.market === 'ml') return null;
  if (market.market === 'hdp' && side === 1) return -market.line;
  return market.line;
}

export function esportsSelection(
  match: EsportsMatch,
  market: EsportsMarket,
  side: EsportsSide,
  context: { oddsType: NumericOddsType; feedVersion: number },
): Selection {
  const price = market.prices[side];
  const oddsType = esportsOddsType(market.market, context.oddsType);
  return {
    matchId: match.match_id,
    parentId: null,
    // A series is quoted on its own match, never on a child line.
    childLabel: null,
    sportId: match.sport_id,
    leagueId: match.league_id,
    leagueName: match.league,
    homeName: match.home,
    awayName: match.away,
    marketGroup: match.group,
    market: market.market,
    period: PERIOD.FT,
    choice: CHOICES[market.market][side],
    // The slip carries a handicap from the home side, as the feed quotes it.
    line: market.market === 'ml' ? null : market.line,
    price,
    oddsType,
    displayOdds: displayUnits(price, oddsType),
    mmo: null,
    score: match.live ? [match.score[0], match.score[1]] : null,
    parlay: match.parlay,
    feedVersion: context.feedVersion,
  };
}
