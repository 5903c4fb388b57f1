// PostgreSQL only (included when TEST_DATABASE_URL is set): highlights are read from the stored results, so a
// second API server on the same database (a follower, which runs no simulator and hears no results) lists the same
// highlights as the leader, and servers started again on that database still list them.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { HARNESS_TIMEOUT_MS, startHarness, TEST_SECRET, type Harness } from './harness';
import { matches } from './bet-helpers';
import { finishLiveMatches, highlightsOf, playerOn } from './highlight-helpers';

let h: Harness;
const started: FastifyInstance[] = [];
beforeAll(async () => {
  h = await startHarness();
}, HARNESS_TIMEOUT_MS);
afterAll(async () => {
  for (const app of started) await app.close();
  await h?.close();
});

describe('highlights on two API servers sharing one PostgreSQL', () => {
  it('the follower lists the matches the leader finished, the same list as the leader, and a restart keeps them', async () => {
    const follower = await buildApp({ db: h.db, operatorSecret: TEST_SECRET, now: () => h.clock.now });
    started.push(follower);
    expect(h.app.engines.leadership.isLeader).toBe(true);
    expect(follower.engines.leadership.isLeader).toBe(false);
    const onLeader = await playerOn(h.app, 'demo01');
    const onFollower = await playerOn(follower, 'demo02');

    const finished = await finishLiveMatches(h.app, matches(h, 'live').slice(0, 3));
    expect(finished.length).toBeGreaterThan(0);

    const leaderList = await highlightsOf(onLeader);
    const followerList = await highlightsOf(onFollower);
    for (const result of finished) {
      const shown = followerList.highlights.find((x) => x.match_id === result.matchId);
      expect(shown).toMatchObject({
        home: result.home,
        away: result.away,
        score: [result.scoreHome, result.scoreAway],
        goals: result.goals,
      });
    }
    expect(followerList).toEqual(leaderList);

    // Both servers stop; two new ones on the same database list what the old ones did.
    await follower.close();
    started.splice(started.indexOf(follower), 1);
    await h.app.close();
    const leader = await buildApp({ db: h.db, operatorSecret: TEST_SECRET, now: () => h.clock.now });
    h.app = leader;
    const second = await buildApp({ db: h.db, operatorSecret: TEST_SECRET, now: () => h.clock.now });
    started.push(second);
    expect(leader.engines.leadership.isLeader).toBe(true);
    expect(second.engines.leadership.isLeader).toBe(false);
    expect(await highlightsOf(await playerOn(leader, 'demo01'))).toEqual(leaderList);
    expect(await highlightsOf(await playerOn(second, 'demo02'))).toEqual(leaderList);
  });
});
