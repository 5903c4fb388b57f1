import type { Migration } from './migration';

/**
 * Each new version of the stored odds world is announced on `odds_world` (the version as payload), so a follower
 * reads it as soon as the leader has written it instead of at its next poll, and its players' push streams carry
 * the version a moment after the leader's do.
 */
export const oddsWorldNotifications: Migration = {
  version: 61,
  name: 'odds_world notifications for new feed versions',
  statements: [
    `CREATE FUNCTION notify_odds_world() RETURNS trigger LANGUAGE plpgsql AS $fn$
     BEGIN
       PERFORM pg_notify('odds_world', NEW.version::text);
       RETURN NULL;
     END
     $fn$`,
    `CREATE TRIGGER odds_world_version AFTER INSERT OR UPDATE OF version ON odds_world
     FOR EACH ROW EXECUTE FUNCTION notify_odds_world()`,
  ],
};
