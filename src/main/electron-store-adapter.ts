import Store from 'electron-store';
import type { KeyValueStore } from './kv-store';

// The only import of electron-store (ESM, needs Electron's Node): kept out of everything vitest loads.

export function createElectronKeyValueStore(name: string): KeyValueStore {
  // Values are validated by their readers (store.ts, prefs.ts, window bounds), so no schema here.
  const store = new Store<Record<string, unknown>>({ name, clearInvalidConfig: true });
  return {
    get: (key) => store.get(key),
    set: (key, value) => store.set(key, value),
    delete: (key) => store.delete(key),
  };
}
