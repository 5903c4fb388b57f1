import type { Migration } from './migration';

// The odds world lives in the database, not in a process: the feed producer (the embedded simulator, or a
// real provider's adapter) writes every changed match and the world's checkpoint here after each step, and
// every API server builds its feed from these rows. A restart or a new leader resumes from them, so match
// ids, prices and clocks outlive any one process.
export const oddsWorld: Migration = {
  version: 25,
  name: 'odds world rows: matches and the producer checkpoint',
  statements: [
    // One row: the feed version the rows are at, and what the producer needs to continue (sim clock anchor,
    // random state, next match id). Each producer that takes the world over raises epoch; a write carries the
    // epoch its producer claimed and is refused once another has claimed it (a leader that lost its lock).
    `CREATE TABLE odds_world (
      id SMALLINT PRIMARY KEY CHECK (id = 1),
      epoch BIGINT NOT NULL,
      seed BIGINT NOT NULL,
      speed DOUBLE PRECISION NOT NULL,
      anchor_real BIGINT NOT NULL,
      anchor_sim BIGINT NOT NULL,
      version BIGINT NOT NULL,
      delta_floor BIGINT NOT NULL,
      sim_now BIGINT NOT NULL,
      rng_state BIGINT NOT NULL,
      next_id BIGINT NOT NULL,
      written_at BIGINT NOT NULL
    )`,
    // A match (or child line) with its lines, prices, score, clock facts and feed bookkeeping as JSON. A NULL
    // body is a tombstone: the match left the delta log at changed_at; rows below delta_floor are deleted.
    `CREATE TABLE odds_matches (
      match_id BIGINT PRIMARY KEY,
      changed_at BIGINT NOT NULL,
      body TEXT
    )`,
    `CREATE INDEX odds_matches_changed_idx ON odds_matches (changed_at)`,
  ],
};
