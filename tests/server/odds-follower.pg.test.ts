// PostgreSQL only (included when TEST_DATABASE_URL is set): a second server, following, reads each new version of
// the odds world as soon as the leader has stored it, told by the `o:` notification (migration 061), not at its
// next poll; its push streams then carry the version. The follower here polls once an hour, so only the
// notification can bring it along.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { oddsEnv, type OddsService } from '../../src/server/odds/service';
import { HARNESS_TIMEOUT_MS, startHarness, TEST_SECRET, type Harness } from './harness';

let h: Harness;
let second: FastifyInstance;
let follower: OddsService;

beforeAll(async () => {
  h = await startHarness();
  second = await buildApp({
    db: h.db,
    operatorSecret: TEST_SECRET,
    now: () => h.clock.now,
    engines: { odds: { ...oddsEnv(), tickMs: 3_600_000 } },
  });
  follower = second.odds;
  follower.onWorldChanged(() => {
    announcements.push(follower.world().version);
    heard();
  });
}, HARNESS_TIMEOUT_MS);
afterAll(async () => {
  await second?.close();
  await h?.close();
});

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

/**
 * Every version the follower announced, recorded from the start: the notification can reach the follower, and it
 * can read and announce the version, before the leader's `persist()` has returned to the test.
 */
const announcements: number[] = [];
let heard: () => void = () => {};

/** Resolves when the follower has announced `version`, or fails after the bound. */
function announced(version: number, withinMs = 10_000): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () =>
        reject(new Error(`the follower announced ${announcements.join(', ') || 'nothing'}, not ${version}`)),
      withinMs,
    );
    const check = (): void => {
      const found = announcements.find((v) => v >= version);
      if (found === undefined) return;
      clearTimeout(timer);
      heard = () => {};
      resolve(found);
    };
    heard = check;
    check();
  });
}

describe('a follower of the odds world', () => {
  it('reads each version the leader stores when notified, and announces it to its streams', async () => {
    expect(follower.producing).toBe(false);
    const first = await leaderStep();
    expect(await announced(first)).toBe(first);
    for (let i = 0; i < 3; i++) {
      const version = await leaderStep();
      expect(await announced(version)).toBe(version);
    }
  });
});
