import type { Migration } from './migration';

// A fight ends by knockout, stoppage or on points in a given round: the results page shows how, beside the winner.
export const fightFinish: Migration = {
  version: 56,
  name: 'how and in which round a fight was won',
  statements: [
    `ALTER TABLE match_results ADD COLUMN fight_method TEXT CHECK (fight_method IN ('ko', 'tko', 'points'))`,
    `ALTER TABLE match_results ADD COLUMN fight_round INT CHECK (fight_round BETWEEN 1 AND 12)`,
  ],
};
