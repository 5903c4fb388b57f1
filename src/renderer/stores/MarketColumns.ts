// The odds table's market columns for the chosen market type (RULES.md section 3: the "market type"
// preference picks the tab shown first, menu3 defaulting to hdpou).
import { PERIOD } from '@shared/feed/layout';
import type { Period } from '@shared/feed/layout';
import { MARKET_CHOICES } from '@shared/market/choices';
import type { MarketTypePref } from './PreferencesModel';

/** Extra markets (uxmatch) a market type shows as the table's own column, and leads the "more" panel with. */
const EXTRA_MARKETS = ['cs', 'htft', 'tg'] as const;
export type ExtraMarket = (typeof EXTRA_MARKETS)[number];

/** Choice codes of the main markets, in price order (docs/FEED.md): a grid cell's price buttons, in turn. */
export const MAIN_CHOICES: Record<string, readonly string[]> = {
  hdp: MARKET_CHOICES.hdp,
  ou: MARKET_CHOICES.ou,
  oe: MARKET_CHOICES.oe,
  oxt: MARKET_CHOICES.oxt,
  ml: MARKET_CHOICES.ml,
};

export interface Column {
  market: 'hdp' | 'ou' | 'x12' | 'oe' | ExtraMarket;
  period: Period;
}

export const isExtraMarket = (market: string): market is ExtraMarket =>
  (EXTRA_MARKETS as readonly string[]).includes(market);

/**
 * Handicap and over/under (quick odds add 1X2 and odd/even), or the 1X2 or odd/even columns alone; correct
 * score, HT/FT and total goals show that market alone, every choice of it in the one column.
 */
export function columnsFor(quickOdds: boolean, type: MarketTypePref = 'hdpou'): Column[] {
  if (isExtraMarket(type)) return [{ market: type, period: PERIOD.FT }];
  if (type === 'oxt')
    return [
      { market: 'x12', period: PERIOD.FT },
      { market: 'x12', period: PERIOD.HT },
    ];
  if (type === 'oe')
    return [
      { market: 'oe', period: PERIOD.FT },
      { market: 'oe', period: PERIOD.HT },
    ];
  const ft: Column[] = [
    { market: 'hdp', period: PERIOD.FT },
    { market: 'ou', period: PERIOD.FT },
  ];
  const ht: Column[] = [
    { market: 'hdp', period: PERIOD.HT },
    { market: 'ou', period: PERIOD.HT },
  ];
  if (!quickOdds) return [...ft, ...ht];
  return [
    ...ft,
    { market: 'x12', period: PERIOD.FT },
    { market: 'oe', period: PERIOD.FT },
    ...ht,
    { market: 'x12', period: PERIOD.HT },
  ];
}
