import { describe, expect, it } from 'vitest';
import { ScheduledDraws } from '../../src/server/lottery/scheduled-draws';

describe('ScheduledDraws.sync', () => {
  it('answers a caller only after a pass that started after its call, sharing that pass with later callers', async () => {
    const started: number[] = [];
    let clock = 0;
    let release: (() => void) | null = null;
    const draws = new ScheduledDraws('test', async () => {
      started.push(clock);
      await new Promise<void>((resolve) => {
        release = resolve;
      });
    });
    const first = draws.sync();
    // The draw time passes while the first pass (which read the clock at 0) is still running.
    clock = 1;
    const second = draws.sync();
    const third = draws.sync();
    expect(started).toEqual([0]);
    release!();
    await first;
    await Promise.resolve();
    await new Promise((r) => setTimeout(r, 0));
    expect(started).toEqual([0, 1]);
    release!();
    await Promise.all([second, third]);
    expect(started).toEqual([0, 1]);
  });
});
