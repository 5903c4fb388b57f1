import type { WindowKind } from '@shared/windows';
import type { InputLike } from './window-types';

// Kiosk mode for shared betting-shop terminals: shortcuts that reload, open devtools, zoom, print, close
// or leave full screen are swallowed in before-input-event; idle sessions log out. OS-level shortcuts
// (Ctrl+Alt+Del, Alt+Tab, the Windows key) never reach the app: see docs/DESKTOP.md.

const RELOAD_KEYS = new Set(['r', 'f5']);
const DEVTOOLS_KEYS = new Set(['i', 'j', 'c']);
const ZOOM_KEYS = new Set(['0', '=', '+', '-', '_']);
/** With the platform modifier: print, view source, save, open, new window, close tab/window, quit, find. */
const MOD_KEYS = new Set(['p', 'u', 's', 'o', 'n', 'w', 'q', 'm', 'h']);
/** On their own: reload, devtools, full screen, caret browsing. */
const BARE_KEYS = new Set(['f5', 'f12', 'f11', 'f7', 'browserrefresh']);

export function isBlockedKioskInput(input: InputLike): boolean {
  const key = input.key.toLowerCase();
  const mod = input.control || input.meta;
  if (BARE_KEYS.has(key)) return true;
  if (input.alt && key === 'f4') return true;
  if (!mod) return false;
  if (RELOAD_KEYS.has(key)) return true;
  if ((input.shift || input.alt) && DEVTOOLS_KEYS.has(key)) return true;
  if (ZOOM_KEYS.has(key)) return true;
  return MOD_KEYS.has(key);
}

export interface IdleLogoutOptions {
  idleMinutes: number;
  /** Seconds since the last keyboard, mouse or touch input on this machine (powerMonitor.getSystemIdleTime). */
  getIdleSeconds(): number;
  onIdle(): void;
  checkEverySeconds?: number;
  timers?: { setInterval(fn: () => void, ms: number): unknown; clearInterval(handle: unknown): void };
}

/** Logs the player out once per idle period; the next input re-arms it. */
export class IdleLogout {
  private handle: unknown = null;
  private fired = false;

  constructor(private readonly options: IdleLogoutOptions) {}

  start(): void {
    if (this.handle !== null) return;
    const timers = this.options.timers ?? {
      setInterval,
      clearInterval: (h: unknown) => clearInterval(h as NodeJS.Timeout),
    };
    this.handle = timers.setInterval(() => this.check(), (this.options.checkEverySeconds ?? 15) * 1000);
  }

  stop(): void {
    if (this.handle === null) return;
    const timers = this.options.timers ?? {
      setInterval,
      clearInterval: (h: unknown) => clearInterval(h as NodeJS.Timeout),
    };
    timers.clearInterval(this.handle);
    this.handle = null;
  }

  check(): void {
    const idle = this.options.getIdleSeconds() >= this.options.idleMinutes * 60;
    if (!idle) {
      this.fired = false;
      return;
    }
    if (this.fired) return;
    this.fired = true;
    this.options.onIdle();
  }
}

/** Input event types (Electron's `input-event`) that mean a player is at the terminal; key-ups and the like do not. */
const ACTIVITY_INPUT = new Set([
  'rawKeyDown',
  'keyDown',
  'char',
  'mouseDown',
  'mouseMove',
  'mouseWheel',
  'touchStart',
  'touchMove',
  'gestureTap',
  'gestureScrollUpdate',
]);

export function isActivityInput(type: string): boolean {
  return ACTIVITY_INPUT.has(type);
}

export interface KioskActivityRelayOptions {
  /** Tells the main window's renderer (IPC_EVENTS.kioskActivity). */
  notifyMain(): void;
  now?: () => number;
  /** At most one notice this often: a mouse move sends dozens of events a second, the countdown needs one. */
  everyMs?: number;
}

/**
 * Kiosk: the main window's renderer runs the idle countdown, but sees only its own input. Input in any other
 * window of the registry (game and info pop-ups, provider pages included) is relayed to it, so playing a game
 * in a pop-up is never taken for an idle terminal.
 */
export class KioskActivityRelay {
  private last = Number.NEGATIVE_INFINITY;

  constructor(private readonly options: KioskActivityRelayOptions) {}

  report(kind: WindowKind): void {
    // The main window counts its own input.
    if (kind === 'main') return;
    const now = (this.options.now ?? Date.now)();
    if (now - this.last < (this.options.everyMs ?? 1_000)) return;
    this.last = now;
    this.options.notifyMain();
  }
}
