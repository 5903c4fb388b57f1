import { makeAutoObservable } from 'mobx';

/** How long before the idle logout the player is warned, with a countdown any input cancels. */
const IDLE_WARNING_MS = 30_000;
const TICK_MS = 1_000;

/** The input that counts as the player being there (on a touch kiosk a tap is a pointerdown). */
const ACTIVITY_EVENTS = ['keydown', 'pointerdown', 'pointermove', 'wheel', 'touchstart'] as const;

export interface ActivityEvents {
  addEventListener(
    type: string,
    listener: () => void,
    options?: { passive?: boolean; capture?: boolean },
  ): void;
  removeEventListener(type: string, listener: () => void, options?: { capture?: boolean }): void;
}

export interface KioskIdleWatchOptions {
  idleMs: number;
  /** Runs when the idle time is up: the kiosk's logout. */
  onIdle: () => void;
  now?: () => number;
}

/**
 * The kiosk's idle time as the player sees it: from 30 s before the logout a countdown, cancelled by any
 * input, then the logout. The shell's own idle logout (system idle time, main process) stays as the backstop;
 * this one is what warns, and what logs out a browser kiosk, which has no shell.
 */
export class KioskIdleWatch {
  /** Whole seconds left before the logout while the warning shows, else null. */
  secondsLeft: number | null = null;
  private deadline = 0;
  private timer: ReturnType<typeof setInterval> | null = null;
  private unlisten: (() => void) | null = null;
  private readonly now: () => number;

  constructor(private readonly options: KioskIdleWatchOptions) {
    this.now = options.now ?? (() => Date.now());
    makeAutoObservable<this, 'deadline' | 'timer' | 'unlisten' | 'now' | 'options'>(this, {
      deadline: false,
      timer: false,
      unlisten: false,
      now: false,
      options: false,
    });
  }

  get warning(): boolean {
    return this.secondsLeft !== null;
  }

  /** Starts counting from now, listening for input on `events` (the window). */
  start(events: ActivityEvents): void {
    this.stop();
    const onActivity = () => this.activity();
    for (const type of ACTIVITY_EVENTS)
      events.addEventListener(type, onActivity, { passive: true, capture: true });
    this.unlisten = () => {
      for (const type of ACTIVITY_EVENTS) events.removeEventListener(type, onActivity, { capture: true });
    };
    this.activity();
    this.timer = setInterval(() => this.tick(), TICK_MS);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.unlisten?.();
    this.unlisten = null;
    this.secondsLeft = null;
  }

  /** The player did something: the idle time starts again and a warning showing goes away. */
  activity(): void {
    this.deadline = this.now() + this.options.idleMs;
    if (this.secondsLeft !== null) this.secondsLeft = null;
  }

  tick(): void {
    const left = this.deadline - this.now();
    if (left <= 0) {
      this.stop();
      this.options.onIdle();
      return;
    }
    const seconds = left <= IDLE_WARNING_MS ? Math.ceil(left / 1000) : null;
    if (seconds !== this.secondsLeft) this.secondsLeft = seconds;
  }
}
