import type { Migration } from './migration';

// Odds boosts: an operator's better price on one selection, with a per-player stake limit and a budget (the total
// stake the boost accepts). `version` moves on every change, so a slip holding an older version is refused as an odds
// change. Each accepted bet is one `boost_bets` row written in the placement's transaction, which is what the player's
// limit and the budget are summed from; the bet itself is an ordinary sportsbook single at the boosted price.
export const oddsBoosts: Migration = {
  version: 53,
  name: 'odds boosts and the bets they took',
  statements: [
    `CREATE TABLE odds_boosts (
      id BIGSERIAL PRIMARY KEY,
      match_id BIGINT NOT NULL,
      market TEXT NOT NULL,
      period SMALLINT NOT NULL,
      choice TEXT NOT NULL,
      line INTEGER,
      boosted_price BIGINT NOT NULL CHECK (boosted_price > 0),
      max_stake_minor BIGINT NOT NULL CHECK (max_stake_minor > 0),
      budget_minor BIGINT NOT NULL CHECK (budget_minor > 0),
      used_minor BIGINT NOT NULL DEFAULT 0 CHECK (used_minor >= 0 AND used_minor <= budget_minor),
      status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'withdrawn')),
      version INTEGER NOT NULL DEFAULT 1,
      source TEXT NOT NULL DEFAULT 'operator' CHECK (source IN ('operator', 'simulator')),
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )`,
    `CREATE UNIQUE INDEX odds_boosts_one_active ON odds_boosts (match_id, market, period, choice) WHERE status = 'active'`,
    `CREATE TABLE boost_bets (
      bet_id BIGINT PRIMARY KEY REFERENCES bets(id),
      boost_id BIGINT NOT NULL REFERENCES odds_boosts(id),
      boost_version INTEGER NOT NULL,
      account_id TEXT NOT NULL,
      stake_minor BIGINT NOT NULL CHECK (stake_minor > 0)
    )`,
    `CREATE INDEX boost_bets_player ON boost_bets (boost_id, account_id)`,
  ],
};
