import type { Migration } from './migration';

/**
 * A message written, changed or removed is announced on `account_changed`: `m:<account>` for a personal message,
 * `m:` (no account) for an announcement or the marquee, which every player sees. The push stream tells the players'
 * clients to read their messages and the marquee again; the session cache ignores these.
 */
export const messageNotifications: Migration = {
  version: 62,
  name: 'account_changed notifications for messages',
  statements: [
    `CREATE FUNCTION notify_message_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
     DECLARE
       row messages%ROWTYPE;
     BEGIN
       IF TG_OP = 'DELETE' THEN row := OLD; ELSE row := NEW; END IF;
       PERFORM pg_notify('account_changed', 'm:' || COALESCE(row.account_id, ''));
       RETURN NULL;
     END
     $fn$`,
    `CREATE TRIGGER messages_changed AFTER INSERT OR UPDATE OR DELETE ON messages
     FOR EACH ROW EXECUTE FUNCTION notify_message_changed()`,
  ],
};
