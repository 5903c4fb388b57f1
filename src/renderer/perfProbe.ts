import type { RootStore } from './stores/RootStore';

// Where the odds benchmark listens. In the product build these functions are empty and the bundler drops
// their calls (tests/build/product-bundle.test.ts checks nothing of the benchmark ships); the benchmark build
// (vite.bench.config.ts) puts perfProbe.bench.ts in this module's place, which records.

/** A match row or one of its market cells rendered. */
export function rowRendered(_matchId: number): void {}

/** The application's stores exist (called once, at start-up). */
export function storesCreated(_store: RootStore): void {}
