import type { Migration } from './migration';

// A game window holds a game session (4 hours) or an unused launch token (5 minutes) of its own, apart from the
// member's session. Both are ended with it: on logout, a new login, a password change, and when the operator
// suspends, freezes, blocks or closes the account (security/sessions.ts `revokeGameAccess`).
export const gameAccessRevocation: Migration = {
  version: 23,
  name: 'game sessions and launch tokens can be revoked',
  statements: [
    `ALTER TABLE game_sessions ADD COLUMN revoked_ms BIGINT`,
    `ALTER TABLE game_launch_tokens ADD COLUMN revoked_ms BIGINT`,
    `CREATE INDEX game_sessions_live_idx ON game_sessions (account_id) WHERE revoked_ms IS NULL`,
    `CREATE INDEX game_launch_tokens_unused_idx ON game_launch_tokens (account_id) WHERE used_ms IS NULL AND revoked_ms IS NULL`,
  ],
};
