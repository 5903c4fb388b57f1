import type { Migration } from './migration';

// The login attempt and per-session request limits are counted here, not in each process's memory, so every API
// server on one PostgreSQL enforces the same limit (security/rate-limit.ts).
export const sharedRateLimits: Migration = {
  version: 58,
  name: 'login attempts and session request budgets shared by every server',
  statements: [
    `CREATE TABLE login_attempts (
       key TEXT PRIMARY KEY,
       window_start_ms BIGINT NOT NULL,
       attempts INTEGER NOT NULL,
       locked_until_ms BIGINT NOT NULL
     )`,
    `CREATE TABLE session_request_budgets (
       session_id BIGINT PRIMARY KEY,
       window_start_ms BIGINT NOT NULL,
       granted INTEGER NOT NULL
     )`,
  ],
};
