import type { Migration } from './migration';

// Money columns are BIGINT minor units; session and throttle times are epoch milliseconds so an injected clock drives them.
export const initial: Migration = {
  version: 1,
  name: 'initial schema: uplines, members, wallets, ledger, sessions, bet limits',
  statements: [
    `CREATE TABLE app_meta (
      key TEXT PRIMARY KEY,
      value TEXT NOT NULL
    )`,
    `CREATE TABLE uplines (
      id TEXT PRIMARY KEY,
      role TEXT NOT NULL CHECK (role IN ('shareholder', 'super_senior', 'senior', 'master', 'agent')),
      parent_id TEXT REFERENCES uplines(id),
      commission_bp INTEGER NOT NULL CHECK (commission_bp BETWEEN 0 AND 10000),
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      CHECK ((role = 'shareholder') = (parent_id IS NULL))
    )`,
    `CREATE TABLE members (
      account_id TEXT PRIMARY KEY CHECK (account_id = lower(account_id)),
      password_hash TEXT NOT NULL,
      currency TEXT NOT NULL,
      state TEXT NOT NULL DEFAULT 'OK' CHECK (state IN ('OK', 'BLOCK', 'CLOSE', 'FREEZE', 'SUSPEND', 'INACTIVE')),
      operator_type INTEGER NOT NULL DEFAULT 1 CHECK (operator_type IN (1, 2)),
      parent_id TEXT NOT NULL REFERENCES uplines(id),
      comm_type TEXT NOT NULL DEFAULT 'A',
      commission_bp INTEGER NOT NULL DEFAULT 0 CHECK (commission_bp BETWEEN 0 AND 10000),
      nickname TEXT,
      live_casino_disabled BOOLEAN NOT NULL DEFAULT false,
      lottery_disabled BOOLEAN NOT NULL DEFAULT false,
      mini_game_disabled BOOLEAN NOT NULL DEFAULT false,
      esports_disabled BOOLEAN NOT NULL DEFAULT false,
      tournament_disabled BOOLEAN NOT NULL DEFAULT false,
      settings JSONB NOT NULL DEFAULT '{}'::jsonb,
      profile_version INTEGER NOT NULL DEFAULT 1,
      last_login_at TIMESTAMPTZ,
      last_transaction_at TIMESTAMPTZ,
      password_changed_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )`,
    // A nickname is a second login name, so it may not collide with another nickname in any letter case.
    `CREATE UNIQUE INDEX members_nickname_key ON members (lower(nickname)) WHERE nickname IS NOT NULL`,
    `CREATE INDEX members_parent_idx ON members (parent_id)`,
    `CREATE TABLE wallets (
      account_id TEXT PRIMARY KEY REFERENCES members(account_id),
      balance_minor BIGINT NOT NULL DEFAULT 0 CHECK (balance_minor >= 0),
      frozen_minor BIGINT NOT NULL DEFAULT 0 CHECK (frozen_minor >= 0),
      outstanding_minor BIGINT NOT NULL DEFAULT 0 CHECK (outstanding_minor >= 0),
      given_credit_minor BIGINT NOT NULL DEFAULT 0 CHECK (given_credit_minor >= 0),
      updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )`,
    `CREATE TABLE ledger (
      id BIGSERIAL PRIMARY KEY,
      account_id TEXT NOT NULL REFERENCES members(account_id),
      type TEXT NOT NULL CHECK (type IN ('deposit', 'withdrawal', 'adjustment', 'bet', 'settle', 'refund', 'commission')),
      amount_minor BIGINT NOT NULL,
      balance_before_minor BIGINT NOT NULL,
      balance_after_minor BIGINT NOT NULL CHECK (balance_after_minor >= 0),
      ref TEXT,
      remark TEXT,
      idempotency_key TEXT UNIQUE,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      CHECK (balance_after_minor = balance_before_minor + amount_minor)
    )`,
    `CREATE INDEX ledger_account_idx ON ledger (account_id, created_at, id)`,
    `CREATE TABLE sessions (
      id BIGSERIAL PRIMARY KEY,
      account_id TEXT NOT NULL REFERENCES members(account_id),
      token_hash TEXT NOT NULL UNIQUE,
      profile_version INTEGER NOT NULL,
      client_ip TEXT,
      created_ms BIGINT NOT NULL,
      last_seen_ms BIGINT NOT NULL,
      expires_ms BIGINT NOT NULL,
      revoked_ms BIGINT,
      revoked_reason TEXT
    )`,
    `CREATE INDEX sessions_account_idx ON sessions (account_id) WHERE revoked_ms IS NULL`,
    `CREATE TABLE bet_limits (
      account_id TEXT NOT NULL REFERENCES members(account_id),
      key TEXT NOT NULL,
      min_bet_minor BIGINT NOT NULL CHECK (min_bet_minor > 0),
      max_bet_minor BIGINT NOT NULL,
      max_payout_minor BIGINT NOT NULL,
      PRIMARY KEY (account_id, key),
      CHECK (max_bet_minor >= min_bet_minor),
      CHECK (max_payout_minor >= max_bet_minor)
    )`,
  ],
};
