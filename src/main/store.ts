import { z } from 'zod';
import { storedSession } from '@shared/bridge';
import type { SessionStorageMode, StoredSession } from '@shared/bridge';
import { STORE_KEYS } from './kv-store';
import type { KeyValueStore } from './kv-store';

// The session token store (Element's SafeStorage store): the token and account id are encrypted with the
// OS key store (safeStorage) before they reach electron-store. Where the OS offers no real encryption
// (no key store, or Linux's basic_text fallback) the session lives in memory only and never touches disk.

export interface SafeStorageLike {
  isEncryptionAvailable(): boolean;
  encryptString(plainText: string): Buffer;
  decryptString(encrypted: Buffer): string;
  /** Linux only: which secret store backs safeStorage. */
  getSelectedStorageBackend?(): string;
}

export interface TokenStoreDeps {
  safeStorage: SafeStorageLike;
  store: KeyValueStore;
  /** safeStorage answers truthfully only after app ready. */
  whenReady(): Promise<void>;
  platform: NodeJS.Platform;
  log?(message: string): void;
}

/** Linux backends that do not protect the secret: basic_text is a hard-coded key, unknown is not decided yet. */
const INSECURE_LINUX_BACKENDS = new Set(['basic_text', 'unknown']);

const encryptedRecord = z.object({
  /** Which backend wrote the data: a different one cannot decrypt it (Element records it for the same reason). */
  backend: z.string().min(1),
  data: z.string().min(1),
});

export class TokenStore {
  private memory: StoredSession | null = null;
  private warned = false;

  constructor(private readonly deps: TokenStoreDeps) {}

  private backend(): string {
    if (this.deps.platform !== 'linux') return this.deps.platform;
    return this.deps.safeStorage.getSelectedStorageBackend?.() ?? 'unknown';
  }

  async mode(): Promise<SessionStorageMode> {
    await this.deps.whenReady();
    if (!this.deps.safeStorage.isEncryptionAvailable()) return 'memory';
    if (this.deps.platform === 'linux' && INSECURE_LINUX_BACKENDS.has(this.backend())) return 'memory';
    return 'encrypted';
  }

  async save(session: StoredSession): Promise<SessionStorageMode> {
    const valid = storedSession.parse(session);
    const mode = await this.mode();
    if (mode === 'memory') {
      this.memory = valid;
      // A record written earlier under a secure backend must not outlive a newer in-memory session.
      this.deps.store.delete(STORE_KEYS.session);
      return mode;
    }
    const data = this.deps.safeStorage.encryptString(JSON.stringify(valid)).toString('base64');
    this.deps.store.set(STORE_KEYS.session, { backend: this.backend(), data });
    this.memory = null;
    return mode;
  }

  async load(): Promise<StoredSession | null> {
    if (this.memory) return this.memory;
    if ((await this.mode()) === 'memory') return null;
    const record = encryptedRecord.safeParse(this.deps.store.get(STORE_KEYS.session));
    if (!record.success) return null;
    if (record.data.backend !== this.backend()) return this.discard('written by another key store');
    try {
      const plain = this.deps.safeStorage.decryptString(Buffer.from(record.data.data, 'base64'));
      const parsed = storedSession.safeParse(JSON.parse(plain));
      return parsed.success ? parsed.data : this.discard('unexpected content');
    } catch {
      return this.discard('cannot be decrypted');
    }
  }

  async clear(): Promise<void> {
    this.memory = null;
    this.deps.store.delete(STORE_KEYS.session);
  }

  /** True exactly once per run when sessions cannot be stored securely: the renderer says so once. */
  async takeInsecureWarning(): Promise<boolean> {
    if (this.warned || (await this.mode()) === 'encrypted') return false;
    this.warned = true;
    return true;
  }

  private discard(reason: string): null {
    this.deps.log?.(`stored session dropped: ${reason}`);
    this.deps.store.delete(STORE_KEYS.session);
    return null;
  }
}
