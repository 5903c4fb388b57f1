// Bytes per one-second refresh of a ~2,000-match market: the version delta against the full feed.
// Two cases: the simulator's own pace (pre-match prices drift every few minutes), and a forced 5% of
// the matches repriced every second (the render benchmark's load).
import { buildMarketFeed } from '../../src/server/odds/feed';
import type { OddsSimulator } from '../../src/server/odds/simulator';
import { BENCH_START, bigSimulator } from './odds-fixture';

const TICKS = Number(process.env.BENCH_TICKS ?? 30);

export interface BytesBench {
  matches: number;
  fullBytes: number;
  deltaBytes: number;
  ratio: number;
  changedRows: number;
}

/** Moves the first price of every line of `share` of the market's matches, as a live trader would. */
function repriceShare(sim: OddsSimulator, ids: number[], share: number, tick: number): void {
  const v = sim.version + 1;
  ids.forEach((id, i) => {
    if ((i * 7919 + tick * 104_729) % 1000 >= share * 1000) return;
    const m = sim.getMatch(id);
    if (!m) return;
    m.lines = m.lines.map((l) => [
      l[0],
      l[1],
      l[2],
      l[3] ? l[3] + (tick % 2 ? 10_000 : -10_000) : 0,
      l[4],
      l[5],
      l[6],
    ]);
    m.changedAt = v;
  });
  sim.version = v;
}

export function runBytesBench(forcedShare = 0): BytesBench {
  const sim = bigSimulator(400);
  const query = { sportId: 0, market: 'today' as const, mmo: false };
  const full = buildMarketFeed(sim, { ...query, version: 0 });
  const ids = full.matches.map((r) => r[0] as number);
  let fullBytes = 0;
  let deltaBytes = 0;
  let changedRows = 0;
  let version = full.version;
  for (let i = 1; i <= TICKS; i++) {
    sim.advance(BENCH_START + i * 1000);
    if (forcedShare) repriceShare(sim, ids, forcedShare, i);
    const delta = buildMarketFeed(sim, { ...query, version });
    deltaBytes += JSON.stringify(delta).length;
    changedRows += delta.matches.length;
    fullBytes += JSON.stringify(buildMarketFeed(sim, { ...query, version: 0 })).length;
    version = delta.version;
  }
  const matches = full.matches.length - full.pairs.length;
  return {
    matches,
    fullBytes: fullBytes / TICKS,
    deltaBytes: deltaBytes / TICKS,
    ratio: deltaBytes / fullBytes,
    changedRows: changedRows / TICKS,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log('simulator pace', runBytesBench());
  console.log('5% repriced', runBytesBench(0.05));
}
