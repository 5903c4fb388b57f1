import type { Migration } from './migration';

// A corners or bookings line is a match of its own in the feed with the teams, market keys and lines of its parent:
// only its label tells a corners handicap from the match handicap, so each leg keeps it and every list and ticket
// can name the bet as it was picked. write_bet_batch (migration 021) writes it too, otherwise unchanged.
export const betLegChildLabel: Migration = {
  version: 59,
  name: 'bet legs keep the child line label (corners, bookings)',
  statements: [
    `ALTER TABLE bet_legs ADD COLUMN child_label TEXT`,
    `CREATE OR REPLACE FUNCTION write_bet_batch(p_bets JSONB, p_debits JSONB, p_legs JSONB)
     RETURNS JSON LANGUAGE plpgsql AS $fn$
     DECLARE
       v_debited BIGINT;
       v_bets JSON;
     BEGIN
       WITH d AS (
         SELECT * FROM jsonb_to_recordset(p_bets) AS d(ord INTEGER, account_id TEXT, slip_id TEXT, kind TEXT, virtual BOOLEAN,
           status TEXT, odds_type SMALLINT, odds_units INTEGER, stake_minor BIGINT, risk_minor BIGINT, win_minor BIGINT,
           max_payout_minor BIGINT, ticket_count INTEGER, sizes TEXT, accept_at_ms BIGINT, placed_ms BIGINT, before BIGINT,
           after BIGINT, idempotency_key TEXT)
       ), w AS (
         UPDATE wallets SET balance_minor = balance_minor - t.total, outstanding_minor = outstanding_minor + t.total,
           updated_at = now()
         FROM jsonb_to_recordset(p_debits) AS t(account_id TEXT, before BIGINT, total BIGINT)
         WHERE wallets.account_id = t.account_id AND wallets.balance_minor = t.before
         RETURNING wallets.account_id
       ), b AS (
         INSERT INTO bets (id, ref_no, account_id, slip_id, kind, virtual, status, odds_type, odds_units, stake_minor, risk_minor,
           win_minor, max_payout_minor, ticket_count, sizes, accept_at_ms, placed_ms)
         SELECT n.id, 'SB' || lpad(n.id::text, 9, '0'), n.account_id, n.slip_id, n.kind, n.virtual, n.status, n.odds_type,
           n.odds_units, n.stake_minor, n.risk_minor, n.win_minor, n.max_payout_minor, n.ticket_count, n.sizes, n.accept_at_ms,
           n.placed_ms
         FROM (SELECT nextval('bets_id_seq'::regclass) AS id, o.*
               FROM (SELECT * FROM d ORDER BY d.ord) o) n
         RETURNING id, ref_no, account_id, slip_id
       ), lg AS (
         INSERT INTO bet_legs (bet_id, account_id, leg_no, match_id, match_key, sport_id, league_name, home, away, market, period, choice, line,
           price, odds_units, mmo_body, mmo_pct, mmo_giver, score_home, score_away, live, reds_at_bet, child_label)
         SELECT b.id, b.account_id, x.leg_no, x.match_id, x.match_key, x.sport_id, x.league_name, x.home, x.away, x.market, x.period, x.choice,
           x.line, x.price, x.odds_units, x.mmo_body, x.mmo_pct, x.mmo_giver, x.score_home, x.score_away, x.live, x.reds_at_bet,
           x.child_label
         FROM jsonb_to_recordset(p_legs) AS x(account_id TEXT, slip_id TEXT, leg_no SMALLINT, match_id BIGINT,
           match_key BIGINT, sport_id INTEGER, league_name TEXT, home TEXT, away TEXT, market TEXT, period SMALLINT, choice TEXT,
           line INTEGER, price BIGINT, odds_units INTEGER, mmo_body INTEGER, mmo_pct INTEGER, mmo_giver SMALLINT,
           score_home INTEGER, score_away INTEGER, live BOOLEAN, reds_at_bet INTEGER, child_label TEXT)
         JOIN b ON b.account_id = x.account_id AND b.slip_id = x.slip_id
       ), le AS (
         INSERT INTO ledger (account_id, type, amount_minor, balance_before_minor, balance_after_minor, ref, remark,
           idempotency_key, platform, created_at)
         SELECT o.account_id, 'bet', -o.risk_minor, o.before, o.after, o.ref_no, 'bet ' || o.ref_no, o.idempotency_key,
           'sportsbook', clock_timestamp()
         FROM (SELECT d.*, b.ref_no FROM d JOIN b ON b.account_id = d.account_id AND b.slip_id = d.slip_id ORDER BY d.ord) o
       ), mt AS (
         UPDATE members SET last_transaction_at = now() WHERE account_id IN (SELECT account_id FROM w)
       )
       SELECT (SELECT count(*) FROM w), (SELECT json_agg(json_build_array(account_id, slip_id, id, ref_no)) FROM b)
       INTO v_debited, v_bets;
       RETURN json_build_object('debited', v_debited, 'bets', COALESCE(v_bets, '[]'::json));
     END
     $fn$`,
  ],
};
