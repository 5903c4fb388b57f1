// Large feeds for the odds benchmarks, built by the real simulator (no hand-made rows).
import type { UxmarketResponse } from '../../src/shared/feed/schemas';
import { buildMarketFeed } from '../../src/server/odds/feed';
import { OddsSimulator } from '../../src/server/odds/simulator';

export const BENCH_START = Date.UTC(2025, 5, 11, 4);

/** A simulator whose every-sport Today market holds about 5.2 x perLeague top-level matches. */
export function bigSimulator(perLeague: number): OddsSimulator {
  return new OddsSimulator({ seed: 99, start: BENCH_START, perLeague });
}

/** Early, today and live lists of every sport merged into one feed with at least `matches` top-level rows. */
export function feedOf(sim: OddsSimulator, matches: number): UxmarketResponse {
  const parts = (['today', 'early', 'live'] as const).map((market) =>
    buildMarketFeed(sim, { sportId: 0, market, version: 0, mmo: false }),
  );
  const merged: UxmarketResponse = {
    version: sim.version,
    full: 1,
    leagues: [],
    matches: [],
    pairs: [],
    heads: [],
    removed: [],
  };
  const leagues = new Map<unknown, unknown[]>();
  let top = 0;
  for (const part of parts) {
    const children = new Set(part.pairs.map((p) => p[0]));
    for (let i = 0; i < part.matches.length && top < matches; i++) {
      const row = part.matches[i]!;
      merged.matches.push(row);
      merged.heads.push(part.heads[i]!);
      if (!children.has(row[0])) top++;
    }
    for (const l of part.leagues) leagues.set(l[0], l);
  }
  const kept = new Set(merged.matches.map((r) => r[0]));
  merged.pairs = parts.flatMap((p) => p.pairs).filter((p) => kept.has(p[0]) && kept.has(p[1]));
  merged.leagues = [...leagues.values()];
  return merged;
}
