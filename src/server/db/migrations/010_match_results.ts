import type { Migration } from './migration';

// Results of simulated matches, written when a match ends, read by settlement.
// sim_runs gives every server start its own match-id range, so ids never repeat across restarts.
export const matchResults: Migration = {
  version: 10,
  name: 'odds simulator runs and match results',
  statements: [
    `CREATE TABLE sim_runs (
      run_id SERIAL PRIMARY KEY,
      seed BIGINT NOT NULL,
      started_at BIGINT NOT NULL
    )`,
    `CREATE TABLE match_results (
      match_id BIGINT PRIMARY KEY,
      parent_id BIGINT,
      sport_id INTEGER NOT NULL,
      league_id INTEGER NOT NULL,
      status SMALLINT NOT NULL CHECK (status IN (1, 2)),
      score_home INTEGER NOT NULL,
      score_away INTEGER NOT NULL,
      ht_home INTEGER,
      ht_away INTEGER,
      first_goal TEXT CHECK (first_goal IN ('h', 'a')),
      last_goal TEXT CHECK (last_goal IN ('h', 'a')),
      goals TEXT NOT NULL DEFAULT '[]',
      placings TEXT NOT NULL DEFAULT '[]',
      finished_at BIGINT NOT NULL
    )`,
    `CREATE INDEX match_results_finished_idx ON match_results (finished_at)`,
  ],
};
