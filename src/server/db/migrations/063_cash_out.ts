import type { Migration } from './migration';

/**
 * Cash out (RULES.md section 12). A bet cashed out in full ends as `cashed_out`, final like a settled bet: settlement
 * and re-settlement read only running, settled and void bets. Every cash out, full or partial, is one `bet_cash_outs`
 * row written in the transaction of its ledger credit; `request_id` is the player's key, so a request sent twice
 * cashes out once. A partial cash out leaves the bet running with the smaller stake, risk, win and max payout of its
 * remainder, and its row keeps the stake and risk the part took. The switch is per account here and per operator in
 * `operator_disabled_products`; the margin is `cash_out_margin_bp` in app_meta.
 */
export const cashOut: Migration = {
  version: 63,
  name: 'cash out: the cashed_out bet status, cash out records and the per-account switch',
  statements: [
    `ALTER TABLE bets DROP CONSTRAINT bets_status_check`,
    `ALTER TABLE bets ADD CONSTRAINT bets_status_check
       CHECK (status IN ('waiting', 'running', 'rejected', 'settled', 'void', 'cashed_out'))`,
    `CREATE TABLE bet_cash_outs (
      id BIGSERIAL PRIMARY KEY,
      bet_id BIGINT NOT NULL REFERENCES bets(id),
      account_id TEXT NOT NULL,
      request_id TEXT NOT NULL,
      full_cash_out BOOLEAN NOT NULL,
      stake_minor BIGINT NOT NULL CHECK (stake_minor > 0),
      risk_minor BIGINT NOT NULL CHECK (risk_minor > 0),
      value_minor BIGINT NOT NULL CHECK (value_minor > 0),
      created_at TIMESTAMPTZ NOT NULL DEFAULT clock_timestamp(),
      UNIQUE (account_id, request_id)
    )`,
    `CREATE INDEX bet_cash_outs_bet_idx ON bet_cash_outs (bet_id)`,
    // At most one full cash out per bet, whatever the code above it does.
    `CREATE UNIQUE INDEX bet_cash_outs_one_full ON bet_cash_outs (bet_id) WHERE full_cash_out`,
    `ALTER TABLE members ADD COLUMN cash_out_disabled BOOLEAN NOT NULL DEFAULT false`,
  ],
};
