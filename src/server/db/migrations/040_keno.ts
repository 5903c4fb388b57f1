import type { Migration } from './migration';

// Keno draws keep the seed their numbers were derived from, so every draw can be re-checked. A bet's debit and
// credit are ledger rows keyed `transfer:keno:{account}:{slip}:debit` and `transfer:keno:{bet}:credit`; the
// (account, slip) key makes a re-sent slip find its bet instead of buying another.
export const keno: Migration = {
  version: 40,
  name: 'keno draws (with their seeds) and keno bets',
  statements: [
    `CREATE TABLE keno_draws (
      draw_no BIGINT PRIMARY KEY,
      draw_at_ms BIGINT NOT NULL,
      seed TEXT NOT NULL,
      numbers TEXT NOT NULL
    )`,
    `CREATE TABLE keno_bets (
      id BIGSERIAL PRIMARY KEY,
      ref_no TEXT NOT NULL UNIQUE,
      account_id TEXT NOT NULL REFERENCES members(account_id),
      slip_id TEXT NOT NULL,
      draw_no BIGINT NOT NULL,
      picks TEXT NOT NULL,
      stake_minor BIGINT NOT NULL CHECK (stake_minor > 0),
      status TEXT NOT NULL CHECK (status IN ('running', 'settled')),
      hits INTEGER,
      return_minor BIGINT,
      placed_ms BIGINT NOT NULL,
      settled_ms BIGINT,
      UNIQUE (account_id, slip_id)
    )`,
    `CREATE INDEX keno_bets_draw_idx ON keno_bets (draw_no) WHERE status = 'running'`,
    `CREATE INDEX keno_bets_account_idx ON keno_bets (account_id, id)`,
  ],
};
