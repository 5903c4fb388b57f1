import type { Migration } from './migration';

// Games, 4D lottery and virtual racing. Launch tokens are stored hashed and used once; a game session is what
// the provider's page holds instead. Every round, 4D bet and race bet keeps its ledger idempotency keys
// (`game:<round>:debit|credit`, `lottery:<bet>:...`, `race:<bet>:...`) so a money movement can never repeat.
export const games: Migration = {
  version: 12,
  name: 'game launch tokens, game sessions and rounds, 4D draws and bets, virtual race bets',
  statements: [
    `CREATE TABLE game_launch_tokens (
      token_hash TEXT PRIMARY KEY,
      account_id TEXT NOT NULL REFERENCES members(account_id),
      game_id TEXT NOT NULL,
      created_ms BIGINT NOT NULL,
      expires_ms BIGINT NOT NULL,
      used_ms BIGINT
    )`,
    `CREATE TABLE game_sessions (
      id BIGSERIAL PRIMARY KEY,
      token_hash TEXT NOT NULL UNIQUE,
      account_id TEXT NOT NULL REFERENCES members(account_id),
      game_id TEXT NOT NULL,
      created_ms BIGINT NOT NULL,
      expires_ms BIGINT NOT NULL
    )`,
    `CREATE TABLE game_rounds (
      id BIGSERIAL PRIMARY KEY,
      ref_no TEXT NOT NULL UNIQUE,
      account_id TEXT NOT NULL REFERENCES members(account_id),
      game_id TEXT NOT NULL,
      engine TEXT NOT NULL,
      platform TEXT NOT NULL,
      stake_minor BIGINT NOT NULL CHECK (stake_minor > 0),
      return_minor BIGINT NOT NULL CHECK (return_minor >= 0),
      outcome JSONB NOT NULL,
      created_at TIMESTAMPTZ NOT NULL DEFAULT clock_timestamp()
    )`,
    `CREATE INDEX game_rounds_account_idx ON game_rounds (account_id, created_at)`,
    `CREATE TABLE lottery_draws (
      draw_no BIGINT PRIMARY KEY,
      draw_at_ms BIGINT NOT NULL,
      first TEXT NOT NULL,
      second TEXT NOT NULL,
      third TEXT NOT NULL,
      special TEXT NOT NULL,
      consolation TEXT NOT NULL,
      settled BOOLEAN NOT NULL DEFAULT false
    )`,
    `CREATE TABLE lottery_bets (
      id BIGSERIAL PRIMARY KEY,
      ref_no TEXT NOT NULL UNIQUE,
      account_id TEXT NOT NULL REFERENCES members(account_id),
      slip_id TEXT NOT NULL,
      draw_no BIGINT NOT NULL,
      bet_type TEXT NOT NULL,
      number TEXT NOT NULL,
      choice TEXT NOT NULL,
      unit_stake_minor BIGINT NOT NULL CHECK (unit_stake_minor > 0),
      cost_minor BIGINT NOT NULL CHECK (cost_minor > 0),
      status TEXT NOT NULL CHECK (status IN ('running', 'settled', 'void')),
      return_minor BIGINT,
      wins TEXT NOT NULL DEFAULT '[]',
      placed_ms BIGINT NOT NULL,
      settled_ms BIGINT,
      UNIQUE (account_id, slip_id)
    )`,
    `CREATE INDEX lottery_bets_draw_idx ON lottery_bets (draw_no) WHERE status = 'running'`,
    `CREATE INDEX lottery_bets_account_idx ON lottery_bets (account_id, id)`,
    `CREATE TABLE race_bets (
      id BIGSERIAL PRIMARY KEY,
      ref_no TEXT NOT NULL UNIQUE,
      account_id TEXT NOT NULL REFERENCES members(account_id),
      slip_id TEXT NOT NULL,
      event_id TEXT NOT NULL,
      sport_id INTEGER NOT NULL,
      bet_type TEXT NOT NULL,
      runner INTEGER NOT NULL,
      runner_name TEXT NOT NULL,
      legs TEXT NOT NULL,
      stake_minor BIGINT NOT NULL CHECK (stake_minor > 0),
      cost_minor BIGINT NOT NULL CHECK (cost_minor > 0),
      status TEXT NOT NULL CHECK (status IN ('running', 'settled', 'void')),
      outcome TEXT,
      return_minor BIGINT,
      starts_ms BIGINT NOT NULL,
      ends_ms BIGINT NOT NULL,
      placed_ms BIGINT NOT NULL,
      UNIQUE (account_id, slip_id)
    )`,
    `CREATE INDEX race_bets_running_idx ON race_bets (ends_ms) WHERE status = 'running'`,
    `CREATE INDEX race_bets_account_idx ON race_bets (account_id, id)`,
  ],
};
