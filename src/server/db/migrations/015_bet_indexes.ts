import type { Migration } from './migration';

// Placement sums the stake a member already has open on a match and market (the per-match limit); without
// an index on the legs' match key that sum reads every open bet of the member. Settling a match rewrites
// the status of every bet, and each rewritten row gets an entry in every index that covers it: the
// member's open bets are indexed only while open, and lists of settled bets use (account_id, created_at).
export const betIndexes: Migration = {
  version: 15,
  name: 'bet legs by match key and market; open bets by member',
  statements: [
    `CREATE INDEX bet_legs_match_key_idx ON bet_legs (match_key, market)`,
    `DROP INDEX bets_account_idx`,
    `CREATE INDEX bets_open_idx ON bets (account_id, id) WHERE status IN ('waiting', 'running')`,
  ],
};
