import { describe, expect, it } from 'vitest';
import { StatisticsKeeper } from '../../src/server/db/statistics';

describe('StatisticsKeeper (ANALYZE while tables grow from empty)', () => {
  it('analyses after 32, 64, 128 ... writing calls, up to a fixed interval (PGlite, which has no autovacuum)', async () => {
    const runs: number[] = [];
    let writes = 0;
    const keeper = new StatisticsKeeper(async () => {
      runs.push(writes);
    }, 256);
    for (writes = 1; writes <= 1_000; writes++) {
      keeper.wrote();
      await keeper.idle();
    }
    expect(runs).toEqual([32, 96, 224, 480, 736, 992]);
  });

  it('stops after the ramp when autovacuum takes over (PostgreSQL)', async () => {
    const runs: number[] = [];
    let writes = 0;
    const keeper = new StatisticsKeeper(
      async () => {
        runs.push(writes);
      },
      256,
      true,
    );
    for (writes = 1; writes <= 2_000; writes++) {
      keeper.wrote();
      await keeper.idle();
    }
    expect(runs).toEqual([32, 96, 224, 480]);
  });

  it('never runs two at once, and a failed ANALYZE is only skipped', async () => {
    let release = (): void => undefined;
    let started = 0;
    const keeper = new StatisticsKeeper(() => {
      started += 1;
      return new Promise<void>((_, reject) => {
        release = () => reject(new Error('analyze failed'));
      });
    }, 32);
    for (let i = 0; i < 200; i++) keeper.wrote();
    expect(started).toBe(1);
    release();
    await keeper.idle();
    for (let i = 0; i < 32; i++) keeper.wrote();
    expect(started).toBe(2);
  });
});
