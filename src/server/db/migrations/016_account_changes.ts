import type { Migration } from './migration';

/**
 * The server keeps a per-process copy of what the session check reads (infra/session-cache.ts). These
 * triggers announce every change to those rows on the `account_changed` channel: `s:<account>` for a session
 * or for the member columns the check reads, `w:<account>` for the wallet. A member's last_transaction_at,
 * written by every bet, is not among the watched columns. Notifications go out at commit only, and a rolled
 * back transaction sends none.
 */
export const accountChanges: Migration = {
  version: 16,
  name: 'account_changed notifications for the session cache',
  statements: [
    `CREATE FUNCTION notify_account_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
     DECLARE
       prefix TEXT := CASE WHEN TG_TABLE_NAME = 'wallets' THEN 'w:' ELSE 's:' END;
     BEGIN
       IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('account_changed', prefix || OLD.account_id); END IF;
       IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('account_changed', prefix || NEW.account_id); END IF;
       RETURN NULL;
     END
     $fn$`,
    `CREATE TRIGGER sessions_account_changed AFTER INSERT OR UPDATE OR DELETE ON sessions
     FOR EACH ROW EXECUTE FUNCTION notify_account_changed()`,
    `CREATE TRIGGER members_account_changed
     AFTER INSERT OR DELETE OR UPDATE OF account_id, state, operator_type, parent_id, currency, profile_version ON members
     FOR EACH ROW EXECUTE FUNCTION notify_account_changed()`,
    `CREATE TRIGGER wallets_account_changed AFTER INSERT OR UPDATE OR DELETE ON wallets
     FOR EACH ROW EXECUTE FUNCTION notify_account_changed()`,
  ],
};
