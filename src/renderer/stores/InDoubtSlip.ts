import type { SlipContents } from './BetSlipStore';

// A slip whose submit got no answer, kept in the renderer's storage so that a reload or a new login still asks the
// server (`betbyslip`) what its slip ids placed before anything can be sent again. It holds what the slip showed
// (the selections and stakes) and the slip ids: no session token, password or other secret.

interface InDoubtSlipRecord extends SlipContents {
  accountId: string;
  slipId: string;
  inDoubt: string[];
}

/** Where the record lives: one slip in doubt per terminal at most, as a frozen slip can send nothing else. */
export interface InDoubtStorage {
  load(): Promise<InDoubtSlipRecord | null>;
  save(record: InDoubtSlipRecord | null): void;
}

const KEY = 'sb.slipInDoubt';

/**
 * The record in a Web Storage (the renderer's localStorage, which a reload and a restart keep). A record that does
 * not parse is not a slip this app wrote: it is dropped rather than shown.
 */
export function webInDoubtStorage(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
): InDoubtStorage {
  return {
    async load() {
      let raw: unknown;
      try {
        raw = JSON.parse(storage.getItem(KEY) ?? 'null');
      } catch {
        raw = null;
      }
      if (raw === null) return null;
      const { inDoubtSlipRecord } = await import('./inDoubtRecord');
      const parsed = inDoubtSlipRecord.safeParse(raw);
      if (!parsed.success) {
        storage.removeItem(KEY);
        return null;
      }
      // The selection's codes were the app's own when it wrote them; the server re-checks every one on a new submit.
      return parsed.data as InDoubtSlipRecord;
    },
    save(record) {
      if (record) storage.setItem(KEY, JSON.stringify(record));
      else storage.removeItem(KEY);
    },
  };
}
