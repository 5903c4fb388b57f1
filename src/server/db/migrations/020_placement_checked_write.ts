import type { Migration } from './migration';

// A placement batch without a transaction around it (betting/placement-queue.ts): one statement reads what
// the rules need, the bets are decided, and one statement writes them. The write checks that no wallet of the
// batch changed since the read (its row version, xmin) with the wallets locked, and fails whole otherwise;
// the batch is then placed one bet at a time. Two statements instead of five (BEGIN, the wallet locks, the
// read, the write, COMMIT): each was a round trip to PostgreSQL.
export const placementCheckedWrite: Migration = {
  version: 20,
  name: 'placement batch write checked against the wallet versions read',
  statements: [
    `CREATE OR REPLACE FUNCTION read_bet_batch(p_accounts TEXT[], p_keys TEXT[], p_open JSONB, p_slip_accounts TEXT[], p_slips TEXT[])
     RETURNS JSON LANGUAGE plpgsql STABLE AS $fn$
     BEGIN
       RETURN json_build_object(
         -- xmin names the version of the wallet row that was read (every UPDATE writes a new one): the write
         -- only goes ahead if each wallet is still that version.
         'wallets', (SELECT COALESCE(json_agg(json_build_array(account_id, balance_minor, frozen_minor, xmin::text)), '[]'::json)
                     FROM wallets WHERE account_id = ANY(p_accounts)),
         'limits', (SELECT COALESCE(json_agg(json_build_array(account_id, key, min_bet_minor, max_bet_minor, max_payout_minor)), '[]'::json)
                    FROM bet_limits WHERE account_id = ANY(p_accounts) AND key = ANY(p_keys)),
         -- The stake each member already has open on each match and market (kept by migration 018's
         -- triggers), and which slips exist. Scalar subqueries keep each an index probe whatever the
         -- planner's row estimates (PGlite's tables may not have been analysed yet).
         'open', (SELECT COALESCE(json_agg(json_build_array(q.account_id, q.match_key, q.market,
                    COALESCE((SELECT s.stake_minor FROM open_stakes s
                              WHERE s.account_id = q.account_id AND s.match_key = q.match_key AND s.market = q.market), 0))),
                    '[]'::json)
                  FROM (SELECT DISTINCT * FROM jsonb_to_recordset(p_open) AS q(account_id TEXT, match_key BIGINT, market TEXT)) q),
         'slips', (SELECT COALESCE(json_agg(json_build_array(q.account_id, q.slip_id)), '[]'::json)
                   FROM unnest(p_slip_accounts, p_slips) AS q(account_id, slip_id)
                   WHERE (SELECT 1 FROM bets b WHERE b.account_id = q.account_id AND b.slip_id = q.slip_id) IS NOT NULL));
     END
     $fn$`,
    // The name starts with write_: db/types.ts counts a top-level SELECT of a write_ function as a write.
    `CREATE FUNCTION write_bet_batch_checked(p_bets JSONB, p_debits JSONB, p_legs JSONB)
     RETURNS JSON LANGUAGE plpgsql AS $fn$
     DECLARE
       v_wallets INTEGER := jsonb_array_length(p_debits);
       v_out JSON;
     BEGIN
       -- Locks the wallets (in account order, so two writers never wait on each other in a circle) and keeps
       -- only those still at the version read. A wallet locked by another writer is checked again once that
       -- writer commits, against its new version.
       IF (SELECT count(*) FROM (
             SELECT 1 FROM wallets w
             JOIN jsonb_to_recordset(p_debits) AS t(account_id TEXT, version TEXT) ON t.account_id = w.account_id
             WHERE w.xmin = t.version::xid
             ORDER BY w.account_id
             FOR UPDATE OF w) locked) <> v_wallets THEN
         RAISE EXCEPTION 'a wallet changed since the batch was read' USING ERRCODE = '40001';
       END IF;
       v_out := write_bet_batch(p_bets, p_debits, p_legs);
       IF (v_out->>'debited')::INTEGER <> v_wallets THEN
         RAISE EXCEPTION 'a wallet changed since the batch was read' USING ERRCODE = '40001';
       END IF;
       RETURN v_out;
     END
     $fn$`,
  ],
};
