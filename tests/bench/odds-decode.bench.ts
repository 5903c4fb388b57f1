// Decode + group of a 5,000-match feed against JSON.parse of the same bytes, side by side in one run.
import { FeedCache, decodeMarketFeed } from '../../src/shared/feed/cache';
import type { UxmarketResponse } from '../../src/shared/feed/schemas';
import { bigSimulator, feedOf } from './odds-fixture';
import { median } from './stats';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);

export function runDecodeBench(): {
  matches: number;
  bytes: number;
  parseMs: number;
  decodeMs: number;
  ratio: number;
} {
  const feed = feedOf(bigSimulator(1000), 5000);
  const text = JSON.stringify(feed);
  const options = { byMarket: 'all', byTime: false, type: 1, bypass: false };
  // Warm both paths so the JIT has compiled them before timing.
  for (let i = 0; i < 5; i++) decodeMarketFeed(JSON.parse(text) as UxmarketResponse, options);
  const parse: number[] = [];
  const decode: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    let t = performance.now();
    const parsed = JSON.parse(text) as UxmarketResponse;
    parse.push(performance.now() - t);
    t = performance.now();
    const cache = new FeedCache();
    cache.apply(parsed);
    cache.group(false);
    decode.push(performance.now() - t);
  }
  const top = feed.matches.length - feed.pairs.length;
  const parseMs = median(parse);
  const decodeMs = median(decode);
  return { matches: top, bytes: text.length, parseMs, decodeMs, ratio: decodeMs / parseMs };
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(runDecodeBench());
