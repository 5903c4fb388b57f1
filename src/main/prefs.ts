import { layoutPrefs } from '@shared/bridge';
import type { LayoutPrefs } from '@shared/bridge';
import { STORE_KEYS } from './kv-store';
import type { KeyValueStore } from './kv-store';

// Layout preferences (RULES.md section 3) persist in electron-store beside the encrypted session. They are
// not secret; the renderer owns their shape, main only keeps a bounded JSON object.

export class PrefsStore {
  constructor(private readonly kv: KeyValueStore) {}

  load(): LayoutPrefs | null {
    const parsed = layoutPrefs.safeParse(this.kv.get(STORE_KEYS.prefs));
    return parsed.success ? parsed.data : null;
  }

  save(prefs: LayoutPrefs): void {
    this.kv.set(STORE_KEYS.prefs, layoutPrefs.parse(prefs));
  }
}
