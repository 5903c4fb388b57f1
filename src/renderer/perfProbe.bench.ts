import { flushSync } from 'react-dom';
import { FeedCache } from '@shared/feed/cache';
import { SseParser } from '@shared/stream/sse';
import { decodeStreamFrame } from './api/stream';
import { displayUnits, formatUnits } from '@shared/odds/price';
import type { UxmarketResponse } from '@shared/feed/schemas';
import type { RootStore } from './stores/RootStore';

// The benchmark build's stand-in for perfProbe.ts (vite.bench.config.ts swaps it in; the product build never
// sees this file). tests/bench/odds-render.bench.ts reads `window.__sportsbook`.

/** Match ids whose row or cells rendered since the benchmark last cleared the set. */
const renderCount = { value: 0, ids: new Set<number>() };

export function rowRendered(matchId: number): void {
  renderCount.value++;
  renderCount.ids.add(matchId);
}

export function storesCreated(store: RootStore): void {
  const { marketFeed: feed, marketView: view } = store;
  (window as unknown as { __sportsbook?: unknown }).__sportsbook = {
    feed,
    renderCount,
    // Applies a feed and renders its changes before returning, so the benchmark can time the whole update.
    applySync: (update: UxmarketResponse) => flushSync(() => feed.applyFeed(update)),
    // What a hand-written DOM updater would need: the same decoder and the same price formatting.
    decode: (response: UxmarketResponse) => new FeedCache().apply(response),
    // The stream's path from the socket's text: the frame parsed, its data checked against the odds event's
    // schema, applied and rendered, as PushStream does (the page's own view check aside).
    pushSync: (text: string) => {
      for (const frame of new SseParser().push(text)) {
        const event = decodeStreamFrame(frame);
        if (event?.name === 'odds') flushSync(() => feed.applyFeed(event.data));
      }
    },
    formatPrice: (price: number) => formatUnits(displayUnits(price, view.numericOddsType)),
  };
}
