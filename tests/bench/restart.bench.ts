// Restart of the embedded default with about 3,000 matches: how long the first start takes to build and store the
// world, and how long a restart takes to read it back, catch up and answer the feed, with the feed it answers
// compared to the one before. PGlite in memory; also PostgreSQL when DATABASE_URL is set
// (tests/server/with-postgres.sh npx tsx tests/bench/restart.bench.ts). Prints, asserts nothing.
import { buildApp } from '../../src/server/app';
import { openDatabase } from '../../src/server/db/open';
import type { Database } from '../../src/server/db/types';
import { oddsEnv } from '../../src/server/odds/service';
import { seedDemoData } from '../../src/server/seed/index';
import { withScratchDatabase } from './bench-processes';

const PER_LEAGUE = Number(process.env.BENCH_PER_LEAGUE ?? 135);

async function feedIds(app: Awaited<ReturnType<typeof buildApp>>): Promise<{ ms: number; ids: string }> {
  const t = performance.now();
  const ids: number[] = [];
  for (const market of ['early', 'today', 'live']) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/cache/uxmarket',
      payload: { sport_id: 0, market, version: 0 },
    });
    ids.push(...(res.json().matches as unknown[][]).map((row) => row[0] as number));
  }
  return { ms: performance.now() - t, ids: ids.sort((a, b) => a - b).join(',') };
}

async function run(label: string, db: Database): Promise<void> {
  await seedDemoData(db);
  const engines = { odds: { ...oddsEnv(), perLeague: PER_LEAGUE } };
  let t = performance.now();
  const first = await buildApp({ db, engines });
  const built = performance.now() - t;
  const matches = first.odds.world().matches.size;
  const before = await feedIds(first);
  await first.close();

  t = performance.now();
  const again = await buildApp({ db, engines });
  const resumed = performance.now() - t;
  const after = await feedIds(again);
  const [row] = await db.query<{ bytes: unknown }>('SELECT sum(length(body)) AS bytes FROM odds_matches');
  console.log(
    `${label}: ${matches} matches (${(Number(row?.bytes) / 1048576).toFixed(1)} MiB of rows); first start builds and stores the world in ${built.toFixed(0)} ms; ` +
      `a restart resumes it in ${resumed.toFixed(0)} ms and answers the three full feeds in ${after.ms.toFixed(0)} ms (before: ${before.ms.toFixed(0)} ms); ` +
      `same match ids offered: ${after.ids === before.ids}`,
  );
  await again.close();
}

const pglite = await openDatabase({ dataDir: ':memory:' });
await run('PGlite', pglite);
await pglite.close();
if (process.env.DATABASE_URL) {
  await withScratchDatabase(async (url) => {
    const db = await openDatabase({ databaseUrl: url });
    await run('PostgreSQL', db);
    await db.close();
  });
}
