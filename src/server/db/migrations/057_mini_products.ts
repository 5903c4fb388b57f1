import type { Migration } from './migration';

// Mini casino and mini slots (the sportsbook's quick-play panel) are products of their own: an account or an operator
// can switch each off apart from the full games.
export const miniProducts: Migration = {
  version: 57,
  name: 'per-account switches of the mini casino and mini slots',
  statements: [
    `ALTER TABLE members ADD COLUMN mini_casino_disabled BOOLEAN NOT NULL DEFAULT false`,
    `ALTER TABLE members ADD COLUMN mini_slots_disabled BOOLEAN NOT NULL DEFAULT false`,
  ],
};
