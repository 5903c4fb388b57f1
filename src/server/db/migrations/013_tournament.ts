import type { Migration } from './migration';

// Tournament rooms, their matches, seats and points bets. `players` and `pool_minor` live on the room row
// so a join is one guarded UPDATE (players < room_limit): racing joins for the last seat cannot overfill.
// Money columns are minor units of the room's one currency (migration 022 records it; only members of that
// currency may join).
export const tournament: Migration = {
  version: 13,
  name: 'tournament rooms, room matches, seats and points bets',
  statements: [
    `CREATE TABLE tournament_rooms (
      room_id TEXT PRIMARY KEY,
      room_type SMALLINT NOT NULL CHECK (room_type IN (1, 2, 3)),
      virtual BOOLEAN NOT NULL DEFAULT false,
      owner_id TEXT NOT NULL REFERENCES members(account_id),
      pin TEXT,
      fee_minor BIGINT NOT NULL CHECK (fee_minor >= 0),
      room_limit INTEGER NOT NULL CHECK (room_limit BETWEEN 3 AND 30),
      match_date TEXT NOT NULL,
      split_bp TEXT NOT NULL,
      start_points INTEGER NOT NULL CHECK (start_points > 0),
      last_join_ms BIGINT NOT NULL,
      last_bet_ms BIGINT NOT NULL,
      players INTEGER NOT NULL DEFAULT 0 CHECK (players >= 0 AND players <= room_limit),
      pool_minor BIGINT NOT NULL DEFAULT 0 CHECK (pool_minor >= 0),
      outcome TEXT CHECK (outcome IN ('ended', 'cancelled')),
      cancel_reason TEXT,
      finished_ms BIGINT,
      created_ms BIGINT NOT NULL,
      CHECK ((room_type = 2) = (pin IS NOT NULL)),
      CHECK (room_type <> 3 OR fee_minor = 0)
    )`,
    // RULES.md section 5: one private room per member; the index makes two racing creates fail as one.
    `CREATE UNIQUE INDEX tournament_private_room_per_owner ON tournament_rooms (owner_id) WHERE room_type = 2 AND outcome IS NULL`,
    `CREATE INDEX tournament_rooms_running_idx ON tournament_rooms (last_join_ms) WHERE outcome IS NULL`,
    `CREATE TABLE tournament_room_matches (
      room_id TEXT NOT NULL REFERENCES tournament_rooms(room_id),
      match_id BIGINT NOT NULL,
      sport_id INTEGER NOT NULL,
      league_name TEXT NOT NULL,
      home TEXT NOT NULL,
      away TEXT NOT NULL,
      kickoff_ms BIGINT NOT NULL,
      PRIMARY KEY (room_id, match_id)
    )`,
    `CREATE INDEX tournament_room_matches_match_idx ON tournament_room_matches (match_id)`,
    `CREATE SEQUENCE tournament_join_seq`,
    `CREATE TABLE tournament_players (
      room_id TEXT NOT NULL REFERENCES tournament_rooms(room_id),
      account_id TEXT NOT NULL REFERENCES members(account_id),
      active BOOLEAN NOT NULL,
      join_count INTEGER NOT NULL CHECK (join_count > 0),
      join_seq BIGINT NOT NULL,
      fee_paid_minor BIGINT NOT NULL CHECK (fee_paid_minor >= 0),
      client_ip TEXT,
      points INTEGER NOT NULL CHECK (points >= 0),
      rank INTEGER,
      prize_minor BIGINT,
      joined_ms BIGINT NOT NULL,
      PRIMARY KEY (room_id, account_id)
    )`,
    `CREATE INDEX tournament_players_account_idx ON tournament_players (account_id)`,
    `CREATE TABLE tournament_bets (
      id BIGSERIAL PRIMARY KEY,
      room_id TEXT NOT NULL REFERENCES tournament_rooms(room_id),
      account_id TEXT NOT NULL REFERENCES members(account_id),
      match_id BIGINT NOT NULL,
      market TEXT NOT NULL,
      choice TEXT NOT NULL,
      line INTEGER,
      price BIGINT NOT NULL,
      stake INTEGER NOT NULL CHECK (stake > 0),
      win INTEGER NOT NULL CHECK (win >= 0),
      status TEXT NOT NULL CHECK (status IN ('running', 'settled')),
      outcome TEXT,
      return_points INTEGER CHECK (return_points IS NULL OR return_points >= 0),
      placed_ms BIGINT NOT NULL,
      settled_ms BIGINT
    )`,
    // One bet per selection and player; betplus adds to it. COALESCE: a NULL line would never collide.
    `CREATE UNIQUE INDEX tournament_bets_selection_key ON tournament_bets (room_id, account_id, match_id, market, choice, COALESCE(line, -1000000))`,
    `CREATE INDEX tournament_bets_match_idx ON tournament_bets (match_id) WHERE status = 'running'`,
  ],
};
