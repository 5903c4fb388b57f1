import { describe, expect, it, vi } from 'vitest';
import { WINDOW_SIZES } from '@shared/windows';
import { RefusedTargetError, WindowManager } from '../../src/main/window-manager';
import type { WindowInfo } from '../../src/main/window-manager';
import { UrlPolicy } from '../../src/main/url-policy';
import { MemoryBoundsStore } from '../../src/main/window-state';
import type { Rect } from '../../src/main/window-types';
import { FakeWindowFactory } from './fakes';
import type { FakeWindow } from './fakes';

const APP = 'app://bundle/';
const SCREEN: Rect = { x: 0, y: 0, width: 1920, height: 1040 };

function setup(options: { areas?: Rect[]; kiosk?: boolean } = {}) {
  const factory = new FakeWindowFactory();
  const bounds = new MemoryBoundsStore();
  const hooked: { win: FakeWindow; info: WindowInfo }[] = [];
  const onMainClosed = vi.fn();
  const manager = new WindowManager({
    factory,
    policy: new UrlPolicy({ appBaseUrl: APP, providerHosts: ['games.example.com'] }),
    bounds,
    displays: { workAreas: () => options.areas ?? [SCREEN] },
    popupsAsChildren: options.kiosk ?? false,
    handleCommonWindowEvents: (win, info) => hooked.push({ win: win as FakeWindow, info }),
    onMainClosed,
  });
  return { factory, bounds, hooked, manager, onMainClosed };
}

describe('WindowManager', () => {
  it('creates each pop-up kind at its RULES.md size, hidden until ready-to-show', () => {
    const { factory, manager } = setup();
    manager.open('info', '/info/betlist');
    manager.open('game', '/casino');
    manager.open('livetv', '/livetv');
    const [info] = factory.ofKind('info');
    const [game] = factory.ofKind('game');
    const [livetv] = factory.ofKind('livetv');
    expect(info?.options).toMatchObject({ width: 1000, height: 970, show: false });
    expect(game?.options).toMatchObject({ width: 1280, height: 720, show: false });
    expect(livetv?.options).toMatchObject({
      width: WINDOW_SIZES.livetv.width,
      height: WINDOW_SIZES.livetv.height,
    });
    expect(info?.visible).toBe(false);
    info?.emitReadyToShow();
    expect(info?.visible).toBe(true);
    expect(info?.loaded).toEqual(['app://bundle/info/betlist']);
  });

  it('re-opening an open kind focuses and re-targets it instead of creating a second window', () => {
    const { factory, manager } = setup();
    const first = manager.open('info', '/info/betlist');
    (first as FakeWindow).minimized = true;
    const again = manager.open('info', '/info/statement');
    expect(again).toBe(first);
    expect(factory.ofKind('info')).toHaveLength(1);
    const win = first as FakeWindow;
    expect(win.loaded).toEqual(['app://bundle/info/betlist', 'app://bundle/info/statement']);
    expect(win.focused).toBe(1);
    expect(win.minimized).toBe(false);
  });

  it('closeAll closes every pop-up and keeps the main window', () => {
    const { factory, manager } = setup();
    const main = manager.openMain();
    manager.open('info', '/info/settings');
    manager.open('game', 'https://games.example.com/launch?token=secret');
    manager.open('livetv', '/livetv');
    manager.closeAll();
    for (const w of factory.created) expect(w.destroyed).toBe(w === main ? false : true);
    expect(manager.openKinds()).toEqual(['main']);
    // After closeAll a kind is created afresh.
    manager.open('info', '/info/settings');
    expect(factory.ofKind('info')).toHaveLength(2);
  });

  it('forgets a window the user closed, so the next open creates a new one', () => {
    const { factory, manager } = setup();
    const first = manager.open('livetv', '/livetv') as FakeWindow;
    first.close();
    expect(manager.get('livetv')).toBeNull();
    const second = manager.open('livetv', '/livetv');
    expect(second).not.toBe(first);
    expect(factory.ofKind('livetv')).toHaveLength(2);
  });

  it('passes every window, main included, through the common-events hook', () => {
    const { factory, hooked, manager } = setup();
    manager.openMain();
    manager.open('info', '/info/rules');
    manager.open('game', 'https://games.example.com/slot');
    expect(hooked.map((h) => h.win)).toEqual(factory.created);
    expect(hooked.map((h) => h.info)).toEqual([
      { kind: 'main', content: 'app' },
      { kind: 'info', content: 'app' },
      { kind: 'game', content: 'provider' },
    ]);
  });

  it('refuses foreign URLs and provider URLs outside the game and live TV kinds', () => {
    const { factory, manager } = setup();
    expect(() => manager.open('game', 'https://evil.example.net/x')).toThrow(RefusedTargetError);
    expect(() => manager.open('game', 'http://games.example.com/x')).toThrow(RefusedTargetError);
    expect(() => manager.open('info', 'https://games.example.com/x')).toThrow(RefusedTargetError);
    expect(() => manager.open('info', '//evil.example.net/info')).toThrow(RefusedTargetError);
    expect(factory.created).toHaveLength(0);
  });

  it('never puts a provider URL token in the refusal message', () => {
    const { manager } = setup();
    expect(() => manager.open('game', 'https://evil.example.net/launch?token=s3cret')).toThrow(
      /^(?!.*s3cret)/,
    );
  });

  it('replaces the window when a kind switches between app route and provider page', () => {
    const { factory, manager } = setup();
    const app = manager.open('game', '/casino') as FakeWindow;
    const provider = manager.open('game', 'https://games.example.com/table') as FakeWindow;
    expect(provider).not.toBe(app);
    expect(app.destroyed).toBe(true);
    expect(provider.options.content).toBe('provider');
    // The old window's 'closed' must not unregister its successor.
    expect(manager.get('game')).toBe(provider);
    expect(factory.ofKind('game')).toHaveLength(2);
  });

  it('closing the main window closes the pop-ups and reports it', () => {
    const { manager, onMainClosed } = setup();
    const main = manager.openMain() as FakeWindow;
    const info = manager.open('info', '/info/betlist') as FakeWindow;
    main.close();
    expect(info.destroyed).toBe(true);
    expect(onMainClosed).toHaveBeenCalledTimes(1);
  });

  it('remembers bounds per kind on close and restores them when still on a display', () => {
    const { bounds, factory, manager } = setup();
    const info = manager.open('info', '/info/betlist') as FakeWindow;
    info.bounds = { x: 300, y: 50, width: 1000, height: 970 };
    info.close();
    expect(bounds.get('info')).toEqual({ x: 300, y: 50, width: 1000, height: 970 });
    manager.open('info', '/info/betlist');
    expect(factory.ofKind('info')[1]?.options).toMatchObject({ x: 300, y: 50, width: 1000, height: 970 });
  });

  it('ignores remembered bounds that are off every display (the OS centres the window)', () => {
    const { bounds, factory, manager } = setup();
    bounds.set('info', { x: 5000, y: 200, width: 1000, height: 970 });
    manager.open('info', '/info/betlist');
    const opts = factory.ofKind('info')[0]?.options;
    expect(opts?.x).toBeUndefined();
    expect(opts?.y).toBeUndefined();
  });

  it('keeps pop-up sizes fixed but restores and clamps the main window size', () => {
    const { bounds, factory, manager } = setup({ areas: [{ x: 0, y: 0, width: 1280, height: 800 }] });
    bounds.set('info', { x: 10, y: 10, width: 400, height: 300 });
    bounds.set('main', { x: 0, y: 0, width: 2560, height: 1400 });
    manager.open('info', '/info/betlist');
    manager.openMain();
    expect(factory.ofKind('info')[0]?.options).toMatchObject({ width: 1000, height: 970 });
    expect(factory.ofKind('main')[0]?.options).toMatchObject({ width: 1280, height: 800 });
  });

  it('kiosk: pop-ups are children of the full-screen main window, which stays managed', () => {
    const kiosk = setup({ kiosk: true });
    const main = kiosk.manager.openMain();
    kiosk.manager.open('info', '/info/betlist');
    expect(kiosk.factory.ofKind('info')[0]?.options.parent).toBe(main);
    expect(kiosk.factory.ofKind('main')[0]?.options.parent).toBeUndefined();
    const desktop = setup();
    desktop.manager.openMain();
    desktop.manager.open('info', '/info/betlist');
    expect(desktop.factory.ofKind('info')[0]?.options.parent).toBeUndefined();
  });
});
