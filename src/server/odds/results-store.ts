// Persists match results for settlement and reads them back; one row per finished or cancelled match.
import type { Queryable } from '../db/types';
import { toSafeInt } from '../db/types';
import type { FightFinish, MatchResult } from './types';

export async function saveResult(db: Queryable, r: MatchResult): Promise<void> {
  await db.query(
    `INSERT INTO match_results (match_id, parent_id, sport_id, league_id, status, score_home, score_away,
       ht_home, ht_away, first_goal, last_goal, goals, placings, finished_at, fight_method, fight_round)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
     ON CONFLICT (match_id) DO NOTHING`,
    [
      r.matchId,
      r.parentId,
      r.sportId,
      r.leagueId,
      r.status,
      r.scoreHome,
      r.scoreAway,
      r.htHome,
      r.htAway,
      r.firstGoal,
      r.lastGoal,
      JSON.stringify(r.goals),
      JSON.stringify(r.placings),
      r.finishedAt,
      r.fightFinish?.method ?? null,
      r.fightFinish?.round ?? null,
    ],
  );
}

export async function loadResult(db: Queryable, matchId: number): Promise<MatchResult | null> {
  const [row] = await db.query<Record<string, unknown>>('SELECT * FROM match_results WHERE match_id = $1', [
    matchId,
  ]);
  if (!row) return null;
  const nullableInt = (v: unknown) => (v === null ? null : toSafeInt(v));
  return {
    matchId: toSafeInt(row.match_id),
    parentId: nullableInt(row.parent_id),
    sportId: toSafeInt(row.sport_id),
    leagueId: toSafeInt(row.league_id),
    status: toSafeInt(row.status) as 1 | 2,
    scoreHome: toSafeInt(row.score_home),
    scoreAway: toSafeInt(row.score_away),
    htHome: nullableInt(row.ht_home),
    htAway: nullableInt(row.ht_away),
    firstGoal: (row.first_goal as 'h' | 'a' | null) ?? null,
    lastGoal: (row.last_goal as 'h' | 'a' | null) ?? null,
    goals: JSON.parse(String(row.goals)) as MatchResult['goals'],
    placings: JSON.parse(String(row.placings)) as string[],
    fightFinish: row.fight_method
      ? { method: row.fight_method as FightFinish['method'], round: toSafeInt(row.fight_round) }
      : null,
    finishedAt: toSafeInt(row.finished_at),
  };
}

/** A new run id: match ids of this run start at runId x 1,000,000. */
export async function startRun(db: Queryable, seed: number, startedAt: number): Promise<number> {
  const [row] = await db.query<{ run_id: unknown }>(
    'INSERT INTO sim_runs (seed, started_at) VALUES ($1, $2) RETURNING run_id',
    [seed, startedAt],
  );
  return toSafeInt(row?.run_id);
}
