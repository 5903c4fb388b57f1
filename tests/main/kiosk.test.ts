import { describe, expect, it, vi } from 'vitest';
import { IdleLogout, isBlockedKioskInput } from '../../src/main/kiosk';
import type { InputLike } from '../../src/main/window-types';

const key = (k: string, mods: Partial<InputLike> = {}): InputLike => ({
  type: 'keyDown',
  key: k,
  control: false,
  meta: false,
  shift: false,
  alt: false,
  ...mods,
});

describe('kiosk shortcut blocking', () => {
  it.each([
    ['F5', {}],
    ['r', { control: true }],
    ['R', { control: true, shift: true }],
    ['r', { meta: true }],
    ['F12', {}],
    ['I', { control: true, shift: true }],
    ['i', { meta: true, alt: true }],
    ['J', { control: true, shift: true }],
    ['0', { control: true }],
    ['=', { control: true }],
    ['-', { meta: true }],
    ['p', { control: true }],
    ['w', { control: true }],
    ['q', { meta: true }],
    ['F11', {}],
    ['F4', { alt: true }],
  ])('blocks %s %j', (k, mods) => {
    expect(isBlockedKioskInput(key(k, mods))).toBe(true);
  });

  it.each([
    ['a', {}],
    ['5', {}],
    ['Enter', {}],
    ['Backspace', {}],
    ['c', { control: true }],
    ['v', { control: true }],
    ['x', { meta: true }],
    ['a', { control: true }],
    ['z', { control: true }],
    ['i', { control: true }],
    ['r', {}],
  ])('lets %s %j through (typing a stake, copy and paste)', (k, mods) => {
    expect(isBlockedKioskInput(key(k, mods))).toBe(false);
  });
});

describe('IdleLogout', () => {
  function setup(idleMinutes = 10) {
    let idle = 0;
    let tick: (() => void) | null = null;
    const onIdle = vi.fn();
    const cleared = vi.fn();
    const monitor = new IdleLogout({
      idleMinutes,
      getIdleSeconds: () => idle,
      onIdle,
      timers: {
        setInterval: (fn) => {
          tick = fn;
          return 1;
        },
        clearInterval: cleared,
      },
    });
    return { monitor, onIdle, cleared, setIdle: (s: number) => (idle = s), tick: () => tick?.() };
  }

  it('logs out once after the idle time and re-arms after input', () => {
    const t = setup(10);
    t.monitor.start();
    t.setIdle(9 * 60);
    t.tick();
    expect(t.onIdle).not.toHaveBeenCalled();
    t.setIdle(10 * 60);
    t.tick();
    t.setIdle(11 * 60);
    t.tick();
    expect(t.onIdle).toHaveBeenCalledTimes(1);
    t.setIdle(3);
    t.tick();
    t.setIdle(10 * 60 + 1);
    t.tick();
    expect(t.onIdle).toHaveBeenCalledTimes(2);
  });

  it('stop clears the timer', () => {
    const t = setup();
    t.monitor.start();
    t.monitor.stop();
    expect(t.cleared).toHaveBeenCalledTimes(1);
  });
});
