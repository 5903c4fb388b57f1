import type { Migration } from './migration';

// Responsible gaming (responsible-gaming/play-limits.ts): the limits each player set on their own stakes and losses, with a
// raise or removal waiting for its time, and per player the reality-check interval and the end of a time-out or
// self-exclusion. Times are the server clock's epoch milliseconds, as sessions keep them.
export const playLimits: Migration = {
  version: 50,
  name: 'player-set stake and loss limits, reality check and self-exclusion',
  statements: [
    `CREATE TABLE play_limits (
      account_id TEXT NOT NULL REFERENCES members(account_id),
      kind TEXT NOT NULL CHECK (kind IN ('stake', 'loss')),
      period TEXT NOT NULL CHECK (period IN ('day', 'week', 'month')),
      limit_minor BIGINT CHECK (limit_minor >= 0),
      pending_set BOOLEAN NOT NULL DEFAULT false,
      pending_minor BIGINT CHECK (pending_minor >= 0),
      applies_ms BIGINT,
      PRIMARY KEY (account_id, kind, period)
    )`,
    `CREATE TABLE play_settings (
      account_id TEXT PRIMARY KEY REFERENCES members(account_id),
      reality_check_minutes INTEGER,
      excluded_until_ms BIGINT,
      excluded_at_ms BIGINT
    )`,
  ],
};
