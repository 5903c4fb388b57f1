import type { Migration } from './migration';

// A video poker round keeps the seed its deck is derived from (published once the round is done). Its debit and
// credit are ledger rows keyed `transfer:vpoker:{account}:{round}:debit` and `transfer:vpoker:{row id}:credit`.
export const videoPoker: Migration = {
  version: 41,
  name: 'video poker rounds with their deck seeds',
  statements: [
    `CREATE TABLE video_poker_rounds (
      id BIGSERIAL PRIMARY KEY,
      ref_no TEXT NOT NULL UNIQUE,
      account_id TEXT NOT NULL REFERENCES members(account_id),
      round_id TEXT NOT NULL,
      seed TEXT NOT NULL,
      stake_minor BIGINT NOT NULL CHECK (stake_minor > 0),
      state TEXT NOT NULL CHECK (state IN ('dealt', 'done')),
      dealt TEXT NOT NULL,
      held TEXT,
      final_hand TEXT,
      hand_rank TEXT,
      return_minor BIGINT,
      created_ms BIGINT NOT NULL,
      finished_ms BIGINT,
      UNIQUE (account_id, round_id)
    )`,
  ],
};
