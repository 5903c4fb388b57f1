import type { Migration } from './migration';

// Virtual roulette: spins keep the seed their pocket was derived from, so every spin can be re-checked. A slip's
// debit and credit are ledger rows keyed `transfer:roulette:{account}:{slip}:debit` and
// `transfer:roulette:{bet}:credit`; the (account, slip) key makes a re-sent slip find its bet instead of buying
// another. `lines` holds the slip's bets as JSON ([{ bet, stake_minor }]).
//
// Two more product switches come with it: virtual games (roulette) and the sportsbook's odds booster; and a boosted
// bet keeps the selection's feed price at placement, so its lists can show the price it beat.
export const virtualRoulette: Migration = {
  version: 55,
  name: 'virtual roulette spins and bets; virtual games and odds booster switches; boosted bets keep the feed price',
  statements: [
    `CREATE TABLE roulette_spins (
      draw_no BIGINT PRIMARY KEY,
      draw_at_ms BIGINT NOT NULL,
      seed TEXT NOT NULL,
      number INTEGER NOT NULL CHECK (number BETWEEN 0 AND 36)
    )`,
    `CREATE TABLE roulette_bets (
      id BIGSERIAL PRIMARY KEY,
      ref_no TEXT NOT NULL UNIQUE,
      account_id TEXT NOT NULL REFERENCES members(account_id),
      slip_id TEXT NOT NULL,
      draw_no BIGINT NOT NULL,
      lines TEXT NOT NULL,
      stake_minor BIGINT NOT NULL CHECK (stake_minor > 0),
      status TEXT NOT NULL CHECK (status IN ('running', 'settled')),
      number INTEGER,
      return_minor BIGINT,
      placed_ms BIGINT NOT NULL,
      settled_ms BIGINT,
      UNIQUE (account_id, slip_id)
    )`,
    `CREATE INDEX roulette_bets_draw_idx ON roulette_bets (draw_no) WHERE status = 'running'`,
    `CREATE INDEX roulette_bets_account_idx ON roulette_bets (account_id, id)`,
    `ALTER TABLE members ADD COLUMN virtual_games_disabled BOOLEAN NOT NULL DEFAULT false`,
    `ALTER TABLE members ADD COLUMN odds_booster_disabled BOOLEAN NOT NULL DEFAULT false`,
    `ALTER TABLE boost_bets ADD COLUMN feed_price BIGINT`,
  ],
};
