// The stored odds world as a follower reads it: a refresh asked for while a read is in flight (a notification of
// a newer version arriving mid-read) is answered by one more read after it, never by the read that began earlier.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../src/server/db/types';
import { WorldReplica } from '../../src/server/odds/world-view';
import { HARNESS_TIMEOUT_MS, startHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, HARNESS_TIMEOUT_MS);
afterAll(() => h?.close());

/** Moves the leader's feed on until it has a new version, and stores it. */
async function leaderStep(): Promise<number> {
  const before = h.app.odds.world().version;
  for (let i = 0; i < 50 && h.app.odds.world().version === before; i++) {
    h.clock.now += 15_000;
    h.app.odds.sync();
  }
  await h.app.odds.persist();
  return h.app.odds.world().version;
}

describe('WorldReplica.refresh', () => {
  it('a refresh asked for during a read gets a read of its own after it, shared by every such caller', async () => {
    const held = await leaderStep();
    // The replica's reads wait at this gate after their statement ran, so the first read is surely in flight
    // (having seen the version it saw) while the leader stores a newer one, on either store.
    let gate: Promise<void> | null = null;
    let open = (): void => undefined;
    const gated: Queryable = {
      query: async (sql, params) => {
        const rows = await h.db.query(sql, params);
        if (gate) await gate;
        return rows as never;
      },
    };
    gate = new Promise((resolve) => (open = resolve));
    const replica = new WorldReplica(gated);
    const first = replica.refresh();
    const stored = await leaderStep();
    expect(stored).toBeGreaterThan(held);
    const second = replica.refresh();
    const third = replica.refresh();
    expect(third).toBe(second);
    gate = null;
    open();
    await first;
    await second;
    expect(replica.version).toBe(stored);
  });
});
