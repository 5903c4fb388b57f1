import type { Migration } from './migration';

/**
 * Every authenticated call starts with this three-table lookup. As a plain query it is planned on
 * each call, which costs more than running it on PGlite; PL/pgSQL caches the plan per connection.
 */
export const sessionLookup: Migration = {
  version: 3,
  name: 'session_lookup function for the per-request session check',
  statements: [
    `CREATE FUNCTION session_lookup(p_token_hash TEXT)
     RETURNS TABLE (
       id BIGINT, account_id TEXT, profile_version INTEGER, last_seen_ms BIGINT, expires_ms BIGINT, revoked_ms BIGINT,
       state TEXT, operator_type INTEGER, parent_id TEXT, currency TEXT, member_profile_version INTEGER,
       balance_minor BIGINT, frozen_minor BIGINT, outstanding_minor BIGINT
     )
     LANGUAGE plpgsql STABLE AS $fn$
     BEGIN
       RETURN QUERY
       SELECT s.id, s.account_id, s.profile_version, s.last_seen_ms, s.expires_ms, s.revoked_ms,
              m.state, m.operator_type, m.parent_id, m.currency, m.profile_version,
              w.balance_minor, w.frozen_minor, w.outstanding_minor
       FROM sessions s
       JOIN members m ON m.account_id = s.account_id
       JOIN wallets w ON w.account_id = s.account_id
       WHERE s.token_hash = p_token_hash;
     END
     $fn$`,
  ],
};
