import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KioskIdleWatch } from '../../src/renderer/stores/KioskIdleWatch';

/** A window stand-in that delivers input events to whoever listens. */
function inputs() {
  const listeners = new Map<string, Set<() => void>>();
  return {
    addEventListener: (type: string, l: () => void) =>
      listeners.set(type, (listeners.get(type) ?? new Set()).add(l)),
    removeEventListener: (type: string, l: () => void) => listeners.get(type)?.delete(l),
    fire: (type: string) => listeners.get(type)?.forEach((l) => l()),
    count: () => [...listeners.values()].reduce((n, s) => n + s.size, 0),
  };
}

describe('KioskIdleWatch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts down from 30 s before the idle time, any input cancels, and the idle time logs out once', () => {
    let loggedOut = 0;
    const events = inputs();
    const watch = new KioskIdleWatch({ idleMs: 60_000, onIdle: () => loggedOut++ });
    watch.start(events);
    vi.advanceTimersByTime(29_000);
    expect(watch.secondsLeft).toBeNull();
    vi.advanceTimersByTime(2_000);
    expect(watch.secondsLeft).toBe(29);
    events.fire('keydown');
    expect(watch.secondsLeft).toBeNull();
    vi.advanceTimersByTime(45_000);
    expect(watch.secondsLeft).toBe(15);
    events.fire('pointerdown');
    vi.advanceTimersByTime(59_000);
    expect(loggedOut).toBe(0);
    vi.advanceTimersByTime(1_000);
    expect(loggedOut).toBe(1);
    expect(watch.secondsLeft).toBeNull();
    // Stopped: no more listeners, no second logout.
    expect(events.count()).toBe(0);
    vi.advanceTimersByTime(120_000);
    expect(loggedOut).toBe(1);
  });
});
