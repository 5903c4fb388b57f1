// Highlights are read from the stored results: a server started again on the same database lists the matches
// its predecessor finished, with their scores and goals (on PGlite here, and again on PostgreSQL in that pass;
// highlights.pg.test.ts shows a follower listing them too).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { HARNESS_TIMEOUT_MS, startHarness, TEST_SECRET, type Harness } from './harness';
import { matches } from './bet-helpers';
import { finishLiveMatches, highlightsOf, playerOn } from './highlight-helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, HARNESS_TIMEOUT_MS);
afterAll(() => h?.close());

describe('highlights across a restart', () => {
  it('lists the finished matches before and after the server starts again, newest first, counted per league', async () => {
    const finished = await finishLiveMatches(h.app, matches(h, 'live').slice(0, 3));
    expect(finished.length).toBeGreaterThan(0);
    const before = await highlightsOf(await playerOn(h.app, 'demo01'));
    const ids = finished.map((f) => f.matchId);
    const shown = before.highlights.filter((x) => ids.includes(x.match_id));
    expect(shown.map((x) => x.match_id).sort()).toEqual([...ids].sort());
    for (const f of finished)
      expect(shown.find((x) => x.match_id === f.matchId)).toMatchObject({
        home: f.home,
        away: f.away,
        score: [f.scoreHome, f.scoreAway],
        goals: f.goals,
      });
    for (const league of before.leagues)
      expect(before.highlights.filter((x) => x.league === league.league)).toHaveLength(league.count);

    await h.app.close();
    h.app = await buildApp({ db: h.db, operatorSecret: TEST_SECRET, now: () => h.clock.now });
    expect(await highlightsOf(await playerOn(h.app, 'demo01'))).toEqual(before);
  });
});
