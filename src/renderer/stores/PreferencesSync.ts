import { compareStructural, reaction } from 'mobx';
import type { LayoutPrefs } from '@shared/bridge';
import type { PreferencesStore } from './PreferencesStore';

export interface PreferencesServer {
  load(): Promise<Record<string, unknown>>;
  save(settings: LayoutPrefs): Promise<unknown>;
}

/**
 * Preferences follow the player to any machine: on login the server's copy (usersettings) wins over the
 * local one; afterwards every change is saved locally (PreferencesStore) and to the server at once.
 * A setting the player changes while the server's copy is still on its way is the newer choice: it is kept
 * over that copy and sent to the server, so a language picked just after login is neither undone on screen
 * nor left different from what the server holds. So is the language picked on the login page: the player
 * chose it for this session, and the account keeps it from now on.
 * A failed save is not retried behind the player's back; the next change sends everything again.
 */
export function syncPreferences(
  prefs: PreferencesStore,
  /** The logged-in player's account id (null: logged out). */
  accountId: () => string | null,
  server: PreferencesServer,
  onError: (error: unknown) => void = () => undefined,
): () => void {
  let applying = false;
  const load = async (accountId: string | null): Promise<void> => {
    if (!accountId) return;
    const before = prefs.snapshot;
    const picked = prefs.takeLoginLanguage();
    try {
      const stored = await server.load();
      applying = true;
      if (Object.keys(stored).length > 0) {
        const during = changedSince(before, prefs.snapshot);
        const chosen: Partial<LayoutPrefs> = picked === null ? during : { language: picked, ...during };
        prefs.apply({ ...stored, ...chosen });
        if (!sameValues(stored, chosen)) await server.save(prefs.snapshot);
      } else await server.save(prefs.snapshot); // first login anywhere: seed the server copy
    } catch (error) {
      onError(error);
    } finally {
      applying = false;
    }
  };
  // load() reports its own failures through onError.
  const loadOnLogin = reaction(accountId, (accountId) => void load(accountId), { fireImmediately: true });
  const saveOnChange = reaction(
    () => prefs.snapshot,
    (snapshot) => {
      const loggedIn = accountId() !== null;
      // A change applied from another window was already sent to the server by that window.
      if (applying || prefs.fromOtherWindow || !loggedIn) return;
      server.save(snapshot).catch(onError);
    },
  );
  return () => {
    loadOnLogin();
    saveOnChange();
  };
}

/** The settings whose value in `now` differs from `before`, with their values in `now`. */
function changedSince(before: LayoutPrefs, now: LayoutPrefs): Partial<LayoutPrefs> {
  const changed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(now))
    if (!compareStructural(value, (before as Record<string, unknown>)[key])) changed[key] = value;
  return changed;
}

/** Whether every setting of `chosen` already has that value in `stored` (nothing new to tell the server). */
function sameValues(stored: Record<string, unknown>, chosen: Partial<LayoutPrefs>): boolean {
  return Object.entries(chosen).every(([key, value]) => compareStructural(value, stored[key]));
}
