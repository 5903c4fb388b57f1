import type { Migration } from './migration';

// Wrong PINs of private rooms, one row each, so that the limit on guessing (server/tournament/rooms.ts) holds
// across logins and across server processes sharing the database. Rows older than the window are deleted as new
// failures of the same member and room are written.
export const roomPinFailures: Migration = {
  version: 24,
  name: 'wrong private-room PINs per member and room',
  statements: [
    `CREATE TABLE room_pin_failures (
      room_id TEXT NOT NULL REFERENCES tournament_rooms(room_id),
      account_id TEXT NOT NULL REFERENCES members(account_id),
      failed_ms BIGINT NOT NULL
    )`,
    `CREATE INDEX room_pin_failures_idx ON room_pin_failures (room_id, account_id, failed_ms)`,
  ],
};
