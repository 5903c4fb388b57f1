// Bytes per one-second refresh of a ~2,000-match market: the version delta against the full feed.
import { buildMarketFeed } from '../../src/server/odds/feed';
import { BENCH_START, bigSimulator } from './odds-fixture';

const TICKS = Number(process.env.BENCH_TICKS ?? 60);

export function runBytesBench(): { matches: number; fullBytes: number; deltaBytes: number; ratio: number; changedRows: number } {
  const sim = bigSimulator(400);
  const query = { sportId: 0, market: 'today' as const, mmo: false };
  const full = buildMarketFeed(sim, { ...query, version: 0 });
  let fullBytes = 0;
  let deltaBytes = 0;
  let changedRows = 0;
  let version = full.version;
  for (let i = 1; i <= TICKS; i++) {
    sim.advance(BENCH_START + i * 1000);
    const delta = buildMarketFeed(sim, { ...query, version });
    deltaBytes += JSON.stringify(delta).length;
    changedRows += delta.matches.length;
    fullBytes += JSON.stringify(buildMarketFeed(sim, { ...query, version: 0 })).length;
    version = delta.version;
  }
  const matches = full.matches.length - full.pairs.length;
  return { matches, fullBytes: fullBytes / TICKS, deltaBytes: deltaBytes / TICKS, ratio: deltaBytes / fullBytes, changedRows: changedRows / TICKS };
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(runBytesBench());
