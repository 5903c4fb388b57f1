import type { Migration } from './migration';

/**
 * Bet builder bets (RULES.md section 13): kind `builder`, one bet whose legs are the selections of one match (and
 * its Corners child line), struck at one price for all of them. Its legs are marked as their matches settle, as a
 * parlay's are; the bet pays its one price when every leg won.
 */
export const betBuilder: Migration = {
  version: 65,
  name: 'bet builder: the builder bet kind',
  statements: [
    `ALTER TABLE bets DROP CONSTRAINT bets_kind_check`,
    `ALTER TABLE bets ADD CONSTRAINT bets_kind_check
       CHECK (kind IN ('single', 'parlay', 'system', 'mmo_single', 'mmo_parlay', 'builder'))`,
  ],
};
