import { describe, expect, it } from 'vitest';
import { kenoIntervalMs } from '../../src/server/keno/service';
import { ScheduledDraws } from '../../src/server/lottery/scheduled-draws';
import { lotteryIntervalMs } from '../../src/server/lottery/service';
import { rouletteIntervalMs } from '../../src/server/roulette/service';

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

describe('draw intervals from the environment', () => {
  it('reads each product its own variable and unit, with its default when unset', () => {
    expect(kenoIntervalMs({})).toBe(120_000);
    expect(kenoIntervalMs({ KENO_DRAW_SECONDS: '15' })).toBe(15_000);
    expect(rouletteIntervalMs({})).toBe(60_000);
    expect(rouletteIntervalMs({ ROULETTE_SPIN_SECONDS: '90' })).toBe(90_000);
    expect(lotteryIntervalMs({})).toBe(300_000);
    expect(lotteryIntervalMs({ LOTTERY_DRAW_MINUTES: '0.5' })).toBe(30_000);
  });

  it('refuses a grid too short to bet on, or no number, saying the rule and the value given', () => {
    expect(() => kenoIntervalMs({ KENO_DRAW_SECONDS: '14' })).toThrow(
      'KENO_DRAW_SECONDS must be at least 15, got 14',
    );
    expect(() => rouletteIntervalMs({ ROULETTE_SPIN_SECONDS: 'soon' })).toThrow(
      'ROULETTE_SPIN_SECONDS must be at least 15, got soon',
    );
    expect(() => lotteryIntervalMs({ LOTTERY_DRAW_MINUTES: '0' })).toThrow(
      'LOTTERY_DRAW_MINUTES must be positive, got 0',
    );
    expect(() => lotteryIntervalMs({ LOTTERY_DRAW_MINUTES: 'Infinity' })).toThrow(
      'LOTTERY_DRAW_MINUTES must be positive, got Infinity',
    );
  });
});
