import { describe, expect, it } from 'vitest';
import { ODDS_TYPES } from '../../src/shared/constants';
import type { EsportsMatch } from '../../src/shared/games/media';
import { priceFromDecimal } from '../../src/shared/odds/price';
import { esportsSelection, esportsSideLine } from '../../src/renderer/stores/esportsPicks';

const match: EsportsMatch = {
  match_id: 4100,
  sport_id: 40,
  league: 'Dota 2 - The International Qualifiers',
  league_id: 401,
  home: 'Team Spirit',
  away: 'Team Liquid',
  score: [1, 0],
  clock: "MAP2 12'",
  minute: 42,
  has_stream: false,
  red: [0, 0],
  goals: [{ minute: 29, side: 'h' }],
  kickoff: 1_750_000_000_000,
  live: true,
  group: 3,
  parlay: false,
  series: { best_of: 3, map: 2, map_minute: 12 },
  markets: [
    { market: 'ml', line: 0, prices: [priceFromDecimal(1.4), priceFromDecimal(2.8)], state: 0 },
    { market: 'hdp', line: -50, prices: [priceFromDecimal(1.9), priceFromDecimal(1.9)], state: 0 },
    { market: 'ou', line: 250, prices: [priceFromDecimal(1.8), priceFromDecimal(2.0)], state: 0 },
  ],
};
const ctx = { oddsType: ODDS_TYPES.MY, feedVersion: 77 };

describe('an e-sports price as the bet slip takes it', () => {
  it('places the match winner in decimal odds, the side by its choice key, with the live score', () => {
    const sel = esportsSelection(match, match.markets[0]!, 1, ctx);
    expect(sel).toMatchObject({
      matchId: 4100,
      sportId: 40,
      market: 'ml',
      period: 0,
      choice: 'a',
      line: null,
      price: match.markets[0]!.prices[1],
      oddsType: ODDS_TYPES.DEC,
      displayOdds: 280,
      marketGroup: 3,
      score: [1, 0],
      feedVersion: 77,
      mmo: null,
    });
  });

  it('keeps the handicap from the home side on the slip and shows each side its own line', () => {
    const hdp = match.markets[1]!;
    expect(esportsSelection(match, hdp, 1, ctx)).toMatchObject({
      choice: 'a',
      line: -50,
      oddsType: ODDS_TYPES.MY,
    });
    expect(esportsSideLine(hdp, 0)).toBe(-50);
    expect(esportsSideLine(hdp, 1)).toBe(50);
    const ou = match.markets[2]!;
    expect(esportsSelection(match, ou, 0, ctx)).toMatchObject({ choice: 'o', line: 250 });
    expect(esportsSideLine(ou, 1)).toBe(250);
  });

  it('carries no score for a series not started', () => {
    expect(esportsSelection({ ...match, live: false }, match.markets[0]!, 0, ctx).score).toBeNull();
  });
});
