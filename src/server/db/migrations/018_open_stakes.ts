import type { Migration } from './migration';

// The per-match limit compares a member's stake already open on a match and market with the cap. Summed
// from the member's legs, that read grows with every bet the member has on the match; this table keeps the
// sum. Statement triggers keep it in step with every write, whatever code path makes it: legs inserted for
// an open single add their bet's stake, and a bet whose status leaves or re-enters waiting/running (accepted,
// rejected, settled, voided, re-opened) or whose stake changes moves it by the difference. One aggregated
// upsert per statement: settling 100,000 bets touches a handful of rows here.
const OPEN = `('waiting', 'running')`;
const SINGLES = `('single', 'mmo_single')`;

export const openStakes: Migration = {
  version: 18,
  name: 'open stake per member, match and market for the per-match limit',
  statements: [
    `CREATE TABLE open_stakes (
       account_id TEXT NOT NULL,
       match_key BIGINT NOT NULL,
       market TEXT NOT NULL,
       -- No CHECK (stake_minor >= 0): PostgreSQL checks the row an upsert proposes, before it finds the row
       -- it will update, and a settlement proposes a negative difference. Tests compare the table with the sums.
       stake_minor BIGINT NOT NULL,
       PRIMARY KEY (account_id, match_key, market)
     )`,
    // Reads now use the table; the legs index of migration 017 would only cost every placement a write.
    `DROP INDEX bet_legs_exposure_idx`,
    `INSERT INTO open_stakes (account_id, match_key, market, stake_minor)
     SELECT l.account_id, l.match_key, l.market, SUM(b.stake_minor)
     FROM bet_legs l JOIN bets b ON b.id = l.bet_id
     WHERE b.status IN ${OPEN} AND b.kind IN ${SINGLES}
     GROUP BY l.account_id, l.match_key, l.market`,
    `CREATE FUNCTION open_stakes_after_legs() RETURNS trigger LANGUAGE plpgsql AS $fn$
     BEGIN
       INSERT INTO open_stakes AS o (account_id, match_key, market, stake_minor)
       SELECT n.account_id, n.match_key, n.market, SUM(b.stake_minor)
       FROM new_legs n
       -- OFFSET 0 keeps this a probe of each leg's bet by key: transition tables have no statistics, and
       -- as a join the planner may read all of bets for a batch of a few legs.
       CROSS JOIN LATERAL (SELECT stake_minor FROM bets
                           WHERE id = n.bet_id AND status IN ${OPEN} AND kind IN ${SINGLES} OFFSET 0) b
       GROUP BY n.account_id, n.match_key, n.market
       ON CONFLICT (account_id, match_key, market) DO UPDATE SET stake_minor = o.stake_minor + EXCLUDED.stake_minor;
       RETURN NULL;
     END
     $fn$`,
    `CREATE TRIGGER bet_legs_open_stakes AFTER INSERT ON bet_legs
     REFERENCING NEW TABLE AS new_legs FOR EACH STATEMENT EXECUTE FUNCTION open_stakes_after_legs()`,
    `CREATE FUNCTION open_stakes_after_bets() RETURNS trigger LANGUAGE plpgsql AS $fn$
     BEGIN
       INSERT INTO open_stakes AS o (account_id, match_key, market, stake_minor)
       SELECT l.account_id, l.match_key, l.market,
              SUM(CASE WHEN n.status IN ${OPEN} THEN n.stake_minor ELSE 0 END
                - CASE WHEN p.status IN ${OPEN} THEN p.stake_minor ELSE 0 END)
       FROM old_bets p JOIN new_bets n ON n.id = p.id
       -- A probe of the single's one leg by key (see above), never a read of every leg.
       CROSS JOIN LATERAL (SELECT account_id, match_key, market FROM bet_legs WHERE bet_id = n.id OFFSET 0) l
       WHERE n.kind IN ${SINGLES}
         AND ((p.status IN ${OPEN}) <> (n.status IN ${OPEN}) OR p.stake_minor <> n.stake_minor)
       GROUP BY l.account_id, l.match_key, l.market
       ON CONFLICT (account_id, match_key, market) DO UPDATE SET stake_minor = o.stake_minor + EXCLUDED.stake_minor;
       RETURN NULL;
     END
     $fn$`,
    `CREATE TRIGGER bets_open_stakes AFTER UPDATE ON bets
     REFERENCING OLD TABLE AS old_bets NEW TABLE AS new_bets FOR EACH STATEMENT EXECUTE FUNCTION open_stakes_after_bets()`,
  ],
};
