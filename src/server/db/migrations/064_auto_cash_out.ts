import type { Migration } from './migration';

/**
 * Auto cash out (RULES.md section 12): the value at which the player asked a running bet to be cashed out without
 * them. One row per bet; the leader's job takes the bet when the offer reaches it and deletes the row in the cash
 * out's own transaction (so does any cash out the player takes), and drops the rows of bets that ended otherwise.
 * `bet_cash_outs.automatic` marks the cash out the job took, which the bet list and the player's notice name.
 */
export const autoCashOut: Migration = {
  version: 64,
  name: 'auto cash out: the value per running bet, and which cash outs were automatic',
  statements: [
    `CREATE TABLE auto_cash_outs (
      bet_id BIGINT PRIMARY KEY REFERENCES bets(id),
      account_id TEXT NOT NULL,
      value_minor BIGINT NOT NULL CHECK (value_minor > 0),
      set_at TIMESTAMPTZ NOT NULL DEFAULT clock_timestamp()
    )`,
    `ALTER TABLE bet_cash_outs ADD COLUMN automatic BOOLEAN NOT NULL DEFAULT false`,
  ],
};
