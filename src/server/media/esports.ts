// The e-sports page's view of a series: the live facts, the map being played, and its markets as the feed quotes
// them (the same rows betcheck and placebet read, so a price picked here is checked and placed like any other).
import type { EsportsMatch, EsportsMarket } from '../../shared/games/media';
import { seriesClock } from '../odds/clock';
import { bestOf } from '../odds/esports';
import type { SimMatch } from '../odds/types';
import type { OddsWorld } from '../odds/world-view';
import { toLiveMatch } from './live';

export const ESPORTS_SPORT_ID = 40;

const SERIES_MARKETS: readonly EsportsMarket['market'][] = ['ml', 'hdp', 'ou'];

export function esportsMatch(sim: OddsWorld, m: SimMatch): EsportsMatch {
  const live = m.state === 'live';
  const clock = live ? seriesClock(m, sim.now) : null;
  const group = sim.groupOf(m);
  const markets: EsportsMarket[] = [];
  for (const market of SERIES_MARKETS) {
    const row = m.lines.find((l) => l[0] === market && l[1] === 0);
    if (row) markets.push({ market, line: row[2], prices: [row[3], row[4]], state: row[6] });
  }
  return {
    ...toLiveMatch(sim, m),
    kickoff: m.kickoff,
    live,
    league_id: m.leagueId,
    group: group === 0 ? 2 : group,
    parlay: m.parlay,
    series: { best_of: bestOf(m), map: clock?.map ?? null, map_minute: clock?.minute ?? null },
    markets,
  };
}
