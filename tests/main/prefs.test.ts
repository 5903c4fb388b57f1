import { describe, expect, it } from 'vitest';
import { MemoryKeyValueStore, STORE_KEYS } from '../../src/main/kv-store';
import { PrefsStore } from '../../src/main/prefs';

describe('PrefsStore', () => {
  it('saves and loads layout preferences', () => {
    const kv = new MemoryKeyValueStore();
    const prefs = new PrefsStore(kv);
    expect(prefs.load()).toBeNull();
    prefs.save({ pageDisplay: { language: 'en', pageSize: 10 }, theme: 'color2' });
    expect(new PrefsStore(kv).load()).toEqual({
      pageDisplay: { language: 'en', pageSize: 10 },
      theme: 'color2',
    });
  });
  it('ignores a corrupted value and refuses oversized ones', () => {
    const kv = new MemoryKeyValueStore();
    kv.set(STORE_KEYS.prefs, ['not', 'an', 'object']);
    const prefs = new PrefsStore(kv);
    expect(prefs.load()).toBeNull();
    expect(() => prefs.save({ big: 'x'.repeat(65 * 1024) })).toThrow();
  });
});
