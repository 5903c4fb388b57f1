import type { Migration } from './migration';

/**
 * A sportsbook bet's state change (a live bet accepted or rejected, a bet settled, voided or re-settled) is announced
 * on the `account_changed` channel as `b:<account>`, so the push stream tells the player's client at once, from
 * whichever server wrote it. PostgreSQL sends one notification per distinct payload per transaction, so settling a
 * match sends each account one, however many of its bets it settles. The session cache ignores these.
 */
export const betStateNotifications: Migration = {
  version: 60,
  name: 'account_changed notifications for bet state changes',
  statements: [
    `CREATE FUNCTION notify_bet_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
     BEGIN
       PERFORM pg_notify('account_changed', 'b:' || NEW.account_id);
       RETURN NULL;
     END
     $fn$`,
    `CREATE TRIGGER bets_state_changed AFTER UPDATE OF status ON bets
     FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION notify_bet_changed()`,
  ],
};
