import { z } from 'zod';
import type { WindowKind } from '@shared/windows';
import type { Rect } from './window-types';
import { STORE_KEYS } from './kv-store';
import type { KeyValueStore } from './kv-store';

// Remembered window bounds per kind, validated before use so a window never opens off-screen
// (a monitor was unplugged, the resolution changed, or the stored file was edited).

const rect = z.object({
  x: z.number().int().min(-100_000).max(100_000),
  y: z.number().int().min(-100_000).max(100_000),
  width: z.number().int().min(100).max(20_000),
  height: z.number().int().min(100).max(20_000),
});

/** How much of the window's top strip (where the title bar is) must lie on one display to be grabbable. */
const MIN_VISIBLE = { width: 100, height: 40 } as const;

export interface BoundsStore {
  get(kind: WindowKind): unknown;
  set(kind: WindowKind, bounds: Rect): void;
}

export interface DisplayProvider {
  /** Work areas of every connected display (without task bars and docks). */
  workAreas(): Rect[];
}

function overlap(a: Rect, b: Rect): { width: number; height: number } {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return { width: Math.max(0, width), height: Math.max(0, height) };
}

/**
 * The remembered bounds if their title strip is visible on a display, else null (the caller centres the
 * window). Works on unknown input: anything that fails the schema counts as nothing remembered.
 */
export function validateBounds(saved: unknown, workAreas: readonly Rect[]): Rect | null {
  const parsed = rect.safeParse(saved);
  if (!parsed.success) return null;
  const bounds = parsed.data;
  const titleStrip: Rect = { x: bounds.x, y: bounds.y, width: bounds.width, height: MIN_VISIBLE.height };
  const visible = workAreas.some((area) => {
    const o = overlap(titleStrip, area);
    return o.width >= MIN_VISIBLE.width && o.height >= MIN_VISIBLE.height;
  });
  return visible ? bounds : null;
}

/** Fits a size into the largest work area, so a remembered main-window size never exceeds the screen. */
export function clampSize(
  size: { width: number; height: number },
  workAreas: readonly Rect[],
): { width: number; height: number } {
  if (workAreas.length === 0) return size;
  const maxW = Math.max(...workAreas.map((a) => a.width));
  const maxH = Math.max(...workAreas.map((a) => a.height));
  return { width: Math.min(size.width, maxW), height: Math.min(size.height, maxH) };
}

/** An in-memory store: used in tests and when persistence is unavailable. */
export class MemoryBoundsStore implements BoundsStore {
  private readonly data = new Map<WindowKind, Rect>();
  get(kind: WindowKind): unknown {
    return this.data.get(kind);
  }
  set(kind: WindowKind, bounds: Rect): void {
    this.data.set(kind, bounds);
  }
}

/** Bounds of every kind under one store key; each entry is validated again when read (validateBounds). */
export class KeyValueBoundsStore implements BoundsStore {
  constructor(private readonly kv: KeyValueStore) {}
  private all(): Record<string, unknown> {
    const value = this.kv.get(STORE_KEYS.bounds);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  }
  get(kind: WindowKind): unknown {
    return this.all()[kind];
  }
  set(kind: WindowKind, bounds: Rect): void {
    this.kv.set(STORE_KEYS.bounds, { ...this.all(), [kind]: bounds });
  }
}
