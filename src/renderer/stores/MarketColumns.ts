// The odds table's market columns for the chosen market type (SPEC.md section 3: the "market type"
// preference picks the tab shown first, menu3 defaulting to hdpou).
import { PERIOD } from '@shared/feed/layout';
import type { Period } from '@shared/feed/layout';
import type { MarketTypePref } from './PreferencesModel';

export interface Column {
  market: 'hdp' | 'ou' | 'x12' | 'oe';
  period: Period;
}

/** Extra markets (uxmatch) a market type leads the "more" panel with; the main columns stay handicap and over/under. */
export const EXTRA_FIRST: Partial<Record<MarketTypePref, string>> = { cs: 'cs', htft: 'htft', tg: 'tg' };

/**
 * Handicap and over/under (quick odds add 1X2 and odd/even), or the 1X2 or odd/even columns alone. Correct
 * score, HT/FT and total goals are extra markets: the table keeps handicap and over/under and the match's
 * "more" panel lists the chosen one first.
 */
export function columnsFor(quickOdds: boolean, type: MarketTypePref = 'hdpou'): Column[] {
  if (type === 'oxt') return [{ market: 'x12', period: PERIOD.FT }, { market: 'x12', period: PERIOD.HT }];
  if (type === 'oe') return [{ market: 'oe', period: PERIOD.FT }, { market: 'oe', period: PERIOD.HT }];
  const ft: Column[] = [{ market: 'hdp', period: PERIOD.FT }, { market: 'ou', period: PERIOD.FT }];
  const ht: Column[] = [{ market: 'hdp', period: PERIOD.HT }, { market: 'ou', period: PERIOD.HT }];
  if (!quickOdds) return [...ft, ...ht];
  return [...ft, { market: 'x12', period: PERIOD.FT }, { market: 'oe', period: PERIOD.FT }, ...ht, { market: 'x12', period: PERIOD.HT }];
}
