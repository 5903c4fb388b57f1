/**
 * Counters in process memory. With several server processes on one PostgreSQL each keeps its own
 * counts, so the effective limit is per process; the reference deployment runs one.
 */
export class FailureThrottle {
  private readonly failures = new Map<string, number[]>();
  private readonly lockedUntil = new Map<string, number>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs: number,
    private readonly lockMs: number,
  ) {}

  isLocked(key: string, now: number): boolean {
    const until = this.lockedUntil.get(key);
    if (until === undefined) return false;
    if (until > now) return true;
    this.lockedUntil.delete(key);
    return false;
  }

  recordFailure(key: string, now: number): void {
    const recent = (this.failures.get(key) ?? []).filter((t) => now - t < this.windowMs);
    recent.push(now);
    if (recent.length >= this.maxFailures) {
      this.lockedUntil.set(key, now + this.lockMs);
      this.failures.delete(key);
    } else {
      this.failures.set(key, recent);
    }
    this.prune(now);
  }

  reset(key: string): void {
    this.failures.delete(key);
  }

  private prune(now: number): void {
    if (this.failures.size + this.lockedUntil.size < 10_000) return;
    for (const [key, times] of this.failures)
      if (times.every((t) => now - t >= this.windowMs)) this.failures.delete(key);
    for (const [key, until] of this.lockedUntil) if (until <= now) this.lockedUntil.delete(key);
  }
}

/** Fixed-window counter per key (a session): cheap enough to run on every authenticated call. */
export class RequestCounter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** Counts one request; false when the key is over its budget for the current window. */
  allow(key: string, now: number): boolean {
    const current = this.windows.get(key);
    if (!current || now - current.start >= this.windowMs) {
      if (this.windows.size >= 50_000) this.pruneOlderThan(now);
      this.windows.set(key, { start: now, count: 1 });
      return true;
    }
    current.count += 1;
    return current.count <= this.max;
  }

  private pruneOlderThan(now: number): void {
    for (const [key, window] of this.windows)
      if (now - window.start >= this.windowMs) this.windows.delete(key);
  }
}
