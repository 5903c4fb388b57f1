import { describe, expect, it, vi } from 'vitest';
import { IPC_EVENTS } from '@shared/ipc';
import { IdleLogout, isBlockedKioskInput, KioskActivityRelay } from '../../src/main/kiosk';
import { UrlPolicy } from '../../src/main/url-policy';
import { handleCommonWindowEvents } from '../../src/main/webcontents-handler';
import { WindowManager } from '../../src/main/window-manager';
import { MemoryBoundsStore } from '../../src/main/window-state';
import type { InputLike } from '../../src/main/window-types';
import { FakeWindowFactory } from './fakes';

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

describe('kiosk activity in other windows', () => {
  /** The kiosk wiring of main/index.ts over fake windows: the registry's common hook relays pop-up input to main. */
  function kiosk() {
    let now = 1_000_000;
    const factory = new FakeWindowFactory();
    const policy = new UrlPolicy({ appBaseUrl: 'app://bundle/', providerHosts: ['games.example.com'] });
    const windows: WindowManager = new WindowManager({
      factory,
      policy,
      bounds: new MemoryBoundsStore(),
      displays: { workAreas: () => [{ x: 0, y: 0, width: 1920, height: 1080 }] },
      popupsAsChildren: true,
      handleCommonWindowEvents: (win, info) =>
        handleCommonWindowEvents(win, info, {
          policy,
          openPopup: (kind, target) => windows.open(kind, target),
          blockInput: isBlockedKioskInput,
          onActivity: (source) => relay.report(source.kind),
        }),
    });
    const relay = new KioskActivityRelay({
      notifyMain: () => windows.get('main')?.webContents.send(IPC_EVENTS.kioskActivity),
      now: () => now,
    });
    const main = windows.openMain('/desktop');
    const notices = () =>
      factory.ofKind('main')[0]!.webContents.sent.filter(([c]) => c === IPC_EVENTS.kioskActivity).length;
    return { factory, windows, main, notices, advance: (ms: number) => (now += ms) };
  }

  it('tells the main window when the player uses a game or info pop-up, provider pages included', () => {
    const k = kiosk();
    k.windows.open('info', '/info/betlist');
    const info = k.factory.ofKind('info')[0]!;
    k.windows.open('game', 'https://games.example.com/slots?t=1');
    const game = k.factory.ofKind('game')[0]!;
    expect(k.notices()).toBe(0);
    game.webContents.inputEvent('mouseMove');
    expect(k.notices()).toBe(1);
    k.advance(5_000);
    info.webContents.inputEvent('keyDown');
    expect(k.notices()).toBe(2);
    k.advance(5_000);
    game.webContents.inputEvent('touchStart');
    expect(k.notices()).toBe(3);
  });

  it("leaves the main window's own input to its renderer, and ignores what is not the player acting", () => {
    const k = kiosk();
    k.windows.open('info', '/info/betlist');
    const info = k.factory.ofKind('info')[0]!;
    k.factory.ofKind('main')[0]!.webContents.inputEvent('mouseDown');
    info.webContents.inputEvent('keyUp');
    info.webContents.inputEvent('mouseLeave');
    expect(k.notices()).toBe(0);
  });

  it('sends one notice a second however many events a mouse move makes', () => {
    const k = kiosk();
    k.windows.open('info', '/info/betlist');
    const info = k.factory.ofKind('info')[0]!;
    for (let i = 0; i < 50; i++) {
      info.webContents.inputEvent('mouseMove');
      k.advance(10);
    }
    expect(k.notices()).toBe(1);
    k.advance(1_000);
    info.webContents.inputEvent('mouseMove');
    expect(k.notices()).toBe(2);
  });
});
