// The props a price button takes from the feed row it stands for, built in one place for each kind of row.
import { PERIOD } from '@shared/feed/layout';
import type { MoreOddsRow } from '@shared/feed/schemas';
import type { MarketKey } from '@shared/market/selection';
import { outrightPriceKey } from '../../stores/MarketModels';
import type { MatchModel } from '../../stores/MarketModels';
import type { PriceButtonProps } from './PriceButton';

/** What a price is and picks; the parent adds the odds type and texts it observes, and the name where it differs. */
type PriceOf = Omit<PriceButtonProps, 'oddsType' | 'labels' | 'who' | 'text'>;

type MoreOddsChoice = MoreOddsRow[3][number];

/** A choice of a uxmatch market row (the more-odds panel, the table's extra column): decimal odds, never highlighted. */
export function moreOddsPrice(matchId: number, row: MoreOddsRow, choice: MoreOddsChoice): PriceOf {
  const [market, period, line] = row;
  const [name, price, state] = choice;
  return {
    matchId,
    market: market as MarketKey,
    period: period === 1 ? 1 : 0,
    choice: name,
    line: line || null,
    price,
    state,
    flash: undefined,
    decimal: true,
  };
}

/**
 * A contender's price to win an outright or a fight, or a runner's to win, place or show: named by the contender,
 * decimal odds, highlighted while it has just moved.
 */
export function contenderPrice(
  model: MatchModel,
  market: MarketKey,
  name: string,
  price: number,
  state: number,
): PriceOf & Pick<PriceButtonProps, 'who'> {
  return {
    matchId: model.id,
    market,
    period: PERIOD.FT,
    choice: name,
    line: null,
    price,
    state,
    flash: model.flashes.get(outrightPriceKey(name, market)),
    who: name,
    decimal: true,
  };
}
