import { describe, expect, it } from 'vitest';
import { MemoryKeyValueStore, STORE_KEYS } from '../../src/main/kv-store';
import { clampSize, KeyValueBoundsStore, validateBounds } from '../../src/main/window-state';

const left = { x: 0, y: 0, width: 1920, height: 1040 };
const right = { x: 1920, y: 0, width: 2560, height: 1400 };

describe('bounds validation', () => {
  it('keeps bounds whose title strip is on a display', () => {
    const b = { x: 100, y: 100, width: 1000, height: 970 };
    expect(validateBounds(b, [left])).toEqual(b);
    expect(validateBounds({ x: 2000, y: 50, width: 1280, height: 720 }, [left, right])).toEqual({
      x: 2000,
      y: 50,
      width: 1280,
      height: 720,
    });
  });

  it('refuses bounds on an unplugged monitor, above the top, or barely peeking in', () => {
    expect(validateBounds({ x: 2000, y: 50, width: 1280, height: 720 }, [left])).toBeNull();
    expect(validateBounds({ x: 100, y: -500, width: 1000, height: 970 }, [left])).toBeNull();
    expect(validateBounds({ x: 1880, y: 100, width: 1000, height: 700 }, [left])).toBeNull();
    expect(validateBounds({ x: 100, y: 1020, width: 1000, height: 700 }, [left])).toBeNull();
  });

  it('refuses anything that is not a rectangle of integers', () => {
    expect(validateBounds(undefined, [left])).toBeNull();
    expect(validateBounds({ x: '1', y: 0, width: 100, height: 100 }, [left])).toBeNull();
    expect(validateBounds({ x: 0.5, y: 0, width: 1000, height: 800 }, [left])).toBeNull();
    expect(validateBounds({ x: 0, y: 0, width: 5, height: 5 }, [left])).toBeNull();
    expect(validateBounds({ x: 0, y: 0, width: 1000, height: 800 }, [])).toBeNull();
  });

  it('clamps a size to the largest display', () => {
    expect(clampSize({ width: 4000, height: 3000 }, [left, right])).toEqual({ width: 2560, height: 1400 });
    expect(clampSize({ width: 800, height: 600 }, [left])).toEqual({ width: 800, height: 600 });
  });

  it('persists per kind under one key and survives garbage in the file', () => {
    const kv = new MemoryKeyValueStore();
    const store = new KeyValueBoundsStore(kv);
    store.set('info', { x: 1, y: 2, width: 1000, height: 970 });
    store.set('game', { x: 3, y: 4, width: 1280, height: 720 });
    expect(store.get('info')).toEqual({ x: 1, y: 2, width: 1000, height: 970 });
    expect(kv.get(STORE_KEYS.bounds)).toHaveProperty('game');
    kv.set(STORE_KEYS.bounds, 'garbage');
    expect(store.get('info')).toBeUndefined();
  });
});
