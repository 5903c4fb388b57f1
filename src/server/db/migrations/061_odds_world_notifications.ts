import type { Migration } from './migration';

/**
 * Each new version of the stored odds world is announced on `account_changed` as `o:<version>`, so a follower reads
 * it as soon as the leader has written it instead of at its next poll, and its players' push streams carry the
 * version a moment after the leader's do. The channel every server already listens on carries it: no connection
 * more per server.
 */
export const oddsWorldNotifications: Migration = {
  version: 61,
  name: 'account_changed notifications for new odds world versions',
  statements: [
    `CREATE FUNCTION notify_odds_world() RETURNS trigger LANGUAGE plpgsql AS $fn$
     BEGIN
       PERFORM pg_notify('account_changed', 'o:' || NEW.version::text);
       RETURN NULL;
     END
     $fn$`,
    `CREATE TRIGGER odds_world_version AFTER INSERT OR UPDATE OF version ON odds_world
     FOR EACH ROW EXECUTE FUNCTION notify_odds_world()`,
  ],
};
