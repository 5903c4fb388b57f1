import { describe, expect, it } from 'vitest';
import { STORE_KEYS, MemoryKeyValueStore } from '../../src/main/kv-store';
import { TokenStore } from '../../src/main/store';
import type { SafeStorageLike } from '../../src/main/store';

// A reversible fake cipher: enough to tell ciphertext from plain text on "disk".
class FakeSafeStorage implements SafeStorageLike {
  constructor(
    public available = true,
    public backend = 'gnome_libsecret',
  ) {}
  isEncryptionAvailable(): boolean {
    return this.available;
  }
  encryptString(plain: string): Buffer {
    return Buffer.from(`enc:${Buffer.from(plain).toString('hex')}`);
  }
  decryptString(encrypted: Buffer): string {
    const text = encrypted.toString();
    if (!text.startsWith('enc:')) throw new Error('bad ciphertext');
    return Buffer.from(text.slice(4), 'hex').toString();
  }
  getSelectedStorageBackend(): string {
    return this.backend;
  }
}

const session = { account_id: 'demo01', session_token: 'tok-SECRET-123' };

function setup(options: { available?: boolean; backend?: string; platform?: NodeJS.Platform } = {}) {
  const safeStorage = new FakeSafeStorage(options.available ?? true, options.backend ?? 'gnome_libsecret');
  const kv = new MemoryKeyValueStore();
  let readyCalls = 0;
  const store = new TokenStore({
    safeStorage,
    store: kv,
    whenReady: async () => {
      readyCalls += 1;
    },
    platform: options.platform ?? 'linux',
  });
  return { safeStorage, kv, store, readyCalls: () => readyCalls };
}

describe('TokenStore', () => {
  it('encrypts the session before it reaches the store and decrypts it on load', async () => {
    const { kv, store, readyCalls } = setup();
    await expect(store.save(session)).resolves.toBe('encrypted');
    const onDisk = JSON.stringify(kv.get(STORE_KEYS.session));
    expect(onDisk).not.toContain('tok-SECRET-123');
    expect(onDisk).not.toContain('demo01');
    expect(kv.get(STORE_KEYS.session)).toMatchObject({ backend: 'gnome_libsecret' });
    await expect(store.load()).resolves.toEqual(session);
    expect(readyCalls()).toBeGreaterThan(0);
  });

  it('survives a restart: a new store over the same file loads the session', async () => {
    const first = setup({ platform: 'win32' });
    await first.store.save(session);
    const second = new TokenStore({
      safeStorage: first.safeStorage,
      store: first.kv,
      whenReady: async () => {},
      platform: 'win32',
    });
    await expect(second.load()).resolves.toEqual(session);
  });

  it('keeps the session in memory only when encryption is unavailable', async () => {
    const { kv, store } = setup({ available: false, platform: 'darwin' });
    await expect(store.save(session)).resolves.toBe('memory');
    expect(kv.data.size).toBe(0);
    await expect(store.load()).resolves.toEqual(session);
    // A restart (new store) finds nothing: nothing was written.
    const restarted = new TokenStore({
      safeStorage: new FakeSafeStorage(false),
      store: kv,
      whenReady: async () => {},
      platform: 'darwin',
    });
    await expect(restarted.load()).resolves.toBeNull();
  });

  it('treats the Linux basic_text backend as unavailable', async () => {
    const { kv, store } = setup({ backend: 'basic_text' });
    await expect(store.mode()).resolves.toBe('memory');
    await expect(store.save(session)).resolves.toBe('memory');
    expect(kv.data.size).toBe(0);
  });

  it('basic_text only matters on Linux', async () => {
    const { store } = setup({ backend: 'basic_text', platform: 'win32' });
    await expect(store.mode()).resolves.toBe('encrypted');
  });

  it('warns once per run, and only when storage is insecure', async () => {
    const insecure = setup({ backend: 'basic_text' });
    await expect(insecure.store.takeInsecureWarning()).resolves.toBe(true);
    await expect(insecure.store.takeInsecureWarning()).resolves.toBe(false);
    const secure = setup();
    await expect(secure.store.takeInsecureWarning()).resolves.toBe(false);
  });

  it('clear (logout) removes the session from disk and memory', async () => {
    const encrypted = setup();
    await encrypted.store.save(session);
    await encrypted.store.clear();
    expect(encrypted.kv.get(STORE_KEYS.session)).toBeUndefined();
    await expect(encrypted.store.load()).resolves.toBeNull();
    const memory = setup({ available: false });
    await memory.store.save(session);
    await memory.store.clear();
    await expect(memory.store.load()).resolves.toBeNull();
  });

  it('drops a record written by another key store backend, or one that does not decrypt', async () => {
    const { kv, safeStorage, store } = setup();
    await store.save(session);
    safeStorage.backend = 'kwallet5';
    await expect(store.load()).resolves.toBeNull();
    expect(kv.get(STORE_KEYS.session)).toBeUndefined();
    safeStorage.backend = 'gnome_libsecret';
    kv.set(STORE_KEYS.session, {
      backend: 'gnome_libsecret',
      data: Buffer.from('garbage').toString('base64'),
    });
    await expect(store.load()).resolves.toBeNull();
    kv.set(STORE_KEYS.session, 'plain text someone wrote');
    await expect(store.load()).resolves.toBeNull();
  });

  it('refuses to save something that is not a session', async () => {
    const { store } = setup();
    await expect(store.save({ account_id: '', session_token: 'x' })).rejects.toThrow();
  });
});
