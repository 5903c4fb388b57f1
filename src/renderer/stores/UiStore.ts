import { makeAutoObservable } from 'mobx';
import { presentError } from '@shared/errors/presentation';
import type { ErrorContext, ErrorPresentation, ErrorView } from '@shared/errors/presentation';
import type { Language } from '@shared/constants';
import type { NetworkState } from '../api/client';

export type NoticeView = Exclude<ErrorView, 'none'>;

/** One thing to tell the player: a dialog or a toast, worded from an error code (or the code itself). */
export interface Notice {
  id: number;
  view: NoticeView;
  code: string;
  /** The code is a server message with spaces: show it as it is. */
  verbatim: boolean;
}

export interface UiStoreOptions {
  /** How often the failed network is probed until it answers again. */
  probeIntervalMs?: number;
  log?: (message: string) => void;
}

/** Short enough that the shop sees betting come back within seconds of its line returning. */
const DEFAULT_PROBE_INTERVAL_MS = 2_000;

/** The part of `window` that says when the operating system loses or regains its network. */
export interface ConnectivityEvents {
  addEventListener(type: 'online' | 'offline', listener: () => void): void;
  removeEventListener(type: 'online' | 'offline', listener: () => void): void;
}

/**
 * UI-wide state: the network banner (which recovers by itself), and the queue of dialogs and toasts the
 * error catalogue asks for. Components render the queue (components/Notices); stores only report codes.
 */
export class UiStore {
  network: NetworkState = 'ok';
  notices: Notice[] = [];
  /** A display language chosen whose texts are still being fetched (the language picker shows it busy). */
  languagePending: Language | null = null;
  private nextId = 1;
  private probe: (() => Promise<unknown>) | null = null;
  private probeTimer: ReturnType<typeof setInterval> | null = null;
  private unwatchConnectivity: (() => void) | null = null;
  private readonly probeIntervalMs: number;
  private readonly log: (message: string) => void;

  constructor(options: UiStoreOptions = {}) {
    this.probeIntervalMs = options.probeIntervalMs ?? DEFAULT_PROBE_INTERVAL_MS;
    this.log = options.log ?? ((message) => console.warn(message));
    makeAutoObservable<
      this,
      'nextId' | 'probe' | 'probeTimer' | 'unwatchConnectivity' | 'probeIntervalMs' | 'log'
    >(this, {
      nextId: false,
      probe: false,
      probeTimer: false,
      unwatchConnectivity: false,
      probeIntervalMs: false,
      log: false,
    });
  }

  /**
   * The call used to find out that the network is back: a read that moves no money (`version`), so it may
   * be repeated freely. Its own answer sets the state back to ok through the api client.
   */
  setRecoveryProbe(probe: () => Promise<unknown>): void {
    this.probe = probe;
    if (this.network === 'failed') this.startProbing();
  }

  setLanguagePending(language: Language | null): void {
    this.languagePending = language;
  }

  /** False while the server cannot be reached: betting is paused and the banner shows. */
  get online(): boolean {
    return this.network === 'ok';
  }

  /**
   * Follows the system's own network events: a cable pulled or Wi-Fi lost is known at once, before any call
   * fails (a call on a dead line can hang until its time-out); a link coming back is probed at once.
   */
  watchConnectivity(events: ConnectivityEvents): void {
    this.unwatchConnectivity?.();
    const offline = () => this.setNetwork('failed');
    const online = () => void this.probe?.().catch(() => undefined);
    events.addEventListener('offline', offline);
    events.addEventListener('online', online);
    this.unwatchConnectivity = () => {
      events.removeEventListener('offline', offline);
      events.removeEventListener('online', online);
    };
  }

  setNetwork(state: NetworkState): void {
    if (this.network === state) return;
    this.network = state;
    if (state === 'failed') this.startProbing();
    else this.stopProbing();
  }

  /** Applies the catalogue's handling of a code (except logout, which the auth store does) and returns it. */
  reportError(code: string, context: ErrorContext): ErrorPresentation {
    const presentation = presentError(code, context);
    if (presentation.log) this.log(`[error] ${code} (${presentation.handling})`);
    if (presentation.networkFailed) this.setNetwork('failed');
    if (presentation.view !== 'none') this.show(presentation.view, code, presentation.verbatim);
    return presentation;
  }

  show(view: NoticeView, code: string, verbatim = false): void {
    // The same message twice in a row (a refresh failing every second) is shown once.
    if (this.notices.some((n) => n.code === code && n.view === view)) return;
    this.notices.push({ id: this.nextId++, view, code, verbatim });
  }

  dismiss(id: number): void {
    this.notices = this.notices.filter((n) => n.id !== id);
  }

  get dialog(): Notice | null {
    return this.notices.find((n) => n.view !== 'warning-toast') ?? null;
  }

  get toasts(): Notice[] {
    return this.notices.filter((n) => n.view === 'warning-toast');
  }

  dispose(): void {
    this.stopProbing();
    this.unwatchConnectivity?.();
    this.unwatchConnectivity = null;
  }

  private startProbing(): void {
    if (this.probeTimer || !this.probe) return;
    const probe = this.probe;
    this.probeTimer = setInterval(() => {
      // A failed probe leaves the state failed; the next tick tries again.
      probe().catch(() => undefined);
    }, this.probeIntervalMs);
  }

  private stopProbing(): void {
    if (this.probeTimer) clearInterval(this.probeTimer);
    this.probeTimer = null;
  }
}
