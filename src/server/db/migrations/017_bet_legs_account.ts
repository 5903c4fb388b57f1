import type { Migration } from './migration';

// The per-match limit sums the stake a member already has open on a match and market. Found through the
// legs of the match (bet_legs_match_key_idx), that sum reads every member's legs on a popular match for
// each bet placed; with the member's id on the leg (a bet never changes hands, so the copy cannot go
// stale) it reads only that member's own legs on the match.
export const betLegsAccount: Migration = {
  version: 17,
  name: 'bet legs carry their member for the per-match limit',
  statements: [
    `ALTER TABLE bet_legs ADD COLUMN account_id TEXT`,
    `UPDATE bet_legs SET account_id = b.account_id FROM bets b WHERE b.id = bet_legs.bet_id`,
    `ALTER TABLE bet_legs ALTER COLUMN account_id SET NOT NULL`,
    `CREATE INDEX bet_legs_exposure_idx ON bet_legs (account_id, match_key, market)`,
  ],
};
