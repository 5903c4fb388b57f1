// The persistence seam: electron-store in the app (electron-store-adapter.ts), a Map in tests.
// Values read back are untrusted (the file is user-writable), so every reader validates them.

export interface KeyValueStore {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
  delete(key: string): void;
}

export class MemoryKeyValueStore implements KeyValueStore {
  readonly data = new Map<string, unknown>();
  get(key: string): unknown {
    return this.data.get(key);
  }
  set(key: string, value: unknown): void {
    this.data.set(key, structuredClone(value));
  }
  delete(key: string): void {
    this.data.delete(key);
  }
}

/** Store keys, in one place so two features never share one by accident. */
export const STORE_KEYS = {
  session: 'safeStorage.session',
  prefs: 'prefs.layout',
  bounds: 'windowBounds',
} as const;
