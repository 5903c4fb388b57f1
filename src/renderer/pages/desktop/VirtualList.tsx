import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';

export interface VirtualItem {
  key: string;
  height: number;
}

/** Rows rendered beyond the viewport on each side, so fast scrolling shows no gaps. */
const OVERSCAN = 10;

/**
 * Fixed-height windowing: only the rows in view (plus OVERSCAN each side) are in the DOM. Heights are
 * known per row kind, so offsets are prefix sums and the first visible row is a binary search.
 */
export function VirtualList<T extends VirtualItem>({
  items,
  renderItem,
  label,
  id,
  resetKey,
}: {
  items: readonly T[];
  renderItem: (item: T) => ReactNode;
  label: string;
  /** The element id a skip link targets. */
  id?: string;
  /** Scroll back to the top when this changes (new sport, market or page). */
  resetKey: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [viewport, setViewport] = useState(600);

  const offsets = useMemo(() => {
    const out = new Array<number>(items.length + 1);
    out[0] = 0;
    for (let i = 0; i < items.length; i++) out[i + 1] = (out[i] as number) + (items[i] as T).height;
    return out;
  }, [items]);

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    setViewport(el.clientHeight);
    const observer = new ResizeObserver(() => setViewport(el.clientHeight));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (ref.current) ref.current.scrollTop = 0;
    setScrollTop(0);
  }, [resetKey]);

  const onScroll = useCallback(() => setScrollTop(ref.current?.scrollTop ?? 0), []);

  const first = Math.max(0, findIndex(offsets, scrollTop) - OVERSCAN);
  const last = Math.min(items.length, findIndex(offsets, scrollTop + viewport) + 1 + OVERSCAN);
  const total = offsets[items.length] ?? 0;
  const visible = items.slice(first, last);

  return (
    <div
      ref={ref}
      id={id}
      className="virtual-list"
      onScroll={onScroll}
      role="region"
      aria-label={label}
      tabIndex={0}
    >
      <div style={{ height: total, position: 'relative' }}>
        <div style={{ transform: `translateY(${offsets[first] ?? 0}px)` }}>
          {visible.map((item) => (
            <div key={item.key} style={{ height: item.height }} className="virtual-row">
              {renderItem(item)}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

/** Index of the row containing pixel offset y. */
function findIndex(offsets: readonly number[], y: number): number {
  let lo = 0;
  let hi = offsets.length - 2;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((offsets[mid] as number) <= y) lo = mid;
    else hi = mid - 1;
  }
  return Math.max(0, lo);
}
