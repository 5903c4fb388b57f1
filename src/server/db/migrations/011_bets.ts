import type { Migration } from './migration';

// Bets and their legs (a single is a bet with one leg, so settlement reads one shape). Money is BIGINT minor
// units; the factor columns (win_bp/lose_bp) keep exactly what settlement applied, so a re-settlement can
// reverse it. slip_id is the per-slip idempotency key: a second submit of one slip is refused.
export const bets: Migration = {
  version: 11,
  name: 'bets, bet legs, settled results and result names',
  statements: [
    `CREATE TABLE bets (
      id BIGSERIAL PRIMARY KEY,
      ref_no TEXT NOT NULL UNIQUE,
      account_id TEXT NOT NULL REFERENCES members(account_id),
      slip_id TEXT NOT NULL,
      kind TEXT NOT NULL CHECK (kind IN ('single', 'parlay', 'system', 'mmo_single', 'mmo_parlay')),
      virtual BOOLEAN NOT NULL DEFAULT false,
      status TEXT NOT NULL CHECK (status IN ('waiting', 'running', 'rejected', 'settled', 'void')),
      outcome TEXT,
      reject_reason TEXT,
      odds_type SMALLINT NOT NULL,
      odds_units INTEGER NOT NULL,
      stake_minor BIGINT NOT NULL CHECK (stake_minor > 0),
      risk_minor BIGINT NOT NULL CHECK (risk_minor > 0),
      win_minor BIGINT NOT NULL CHECK (win_minor >= 0),
      max_payout_minor BIGINT NOT NULL,
      return_minor BIGINT,
      valid_turnover_minor BIGINT NOT NULL DEFAULT 0,
      commission_minor BIGINT NOT NULL DEFAULT 0,
      win_bp INTEGER,
      lose_bp INTEGER,
      ticket_count INTEGER NOT NULL DEFAULT 1,
      sizes TEXT NOT NULL DEFAULT '[]',
      accept_at_ms BIGINT,
      placed_ms BIGINT NOT NULL,
      settle_count INTEGER NOT NULL DEFAULT 0,
      created_at TIMESTAMPTZ NOT NULL DEFAULT clock_timestamp(),
      settled_at TIMESTAMPTZ,
      UNIQUE (account_id, slip_id),
      CHECK (return_minor IS NULL OR (return_minor >= 0 AND return_minor <= max_payout_minor))
    )`,
    `CREATE INDEX bets_account_idx ON bets (account_id, status, id)`,
    `CREATE INDEX bets_account_created_idx ON bets (account_id, created_at)`,
    `CREATE INDEX bets_waiting_idx ON bets (accept_at_ms) WHERE status = 'waiting'`,
    `CREATE TABLE bet_legs (
      bet_id BIGINT NOT NULL REFERENCES bets(id),
      leg_no SMALLINT NOT NULL,
      match_id BIGINT NOT NULL,
      match_key BIGINT NOT NULL,
      sport_id INTEGER NOT NULL,
      league_name TEXT NOT NULL,
      home TEXT NOT NULL,
      away TEXT NOT NULL,
      market TEXT NOT NULL,
      period SMALLINT NOT NULL,
      choice TEXT NOT NULL,
      line INTEGER,
      price BIGINT NOT NULL,
      odds_units INTEGER NOT NULL,
      mmo_body INTEGER,
      mmo_pct INTEGER,
      mmo_giver SMALLINT,
      score_home INTEGER,
      score_away INTEGER,
      live BOOLEAN NOT NULL,
      reds_at_bet INTEGER NOT NULL DEFAULT 0,
      outcome TEXT,
      win_bp INTEGER,
      lose_bp INTEGER,
      PRIMARY KEY (bet_id, leg_no)
    )`,
    `CREATE INDEX bet_legs_match_idx ON bet_legs (match_id)`,
    // What each match was settled against (the simulator's result, or a correction): re-settlement replaces it.
    `CREATE TABLE settled_results (
      match_id BIGINT PRIMARY KEY,
      status TEXT NOT NULL,
      outcome TEXT NOT NULL,
      version INTEGER NOT NULL DEFAULT 1,
      updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )`,
    // Names for the results page: match_results keeps ids only.
    `CREATE TABLE result_names (
      match_id BIGINT PRIMARY KEY,
      league_name TEXT NOT NULL,
      home TEXT NOT NULL,
      away TEXT NOT NULL,
      kickoff_ms BIGINT NOT NULL
    )`,
  ],
};
