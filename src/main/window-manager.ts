import { WINDOW_SIZES } from '@shared/windows';
import type { PopupKind, WindowKind } from '@shared/windows';
import { clampSize, validateBounds } from './window-state';
import type { BoundsStore, DisplayProvider } from './window-state';
import { isSafeRoute, redactUrl } from './url-policy';
import type { UrlPolicy } from './url-policy';
import type { ManagedWindow, WindowContent, WindowCreateOptions, WindowFactory } from './window-types';

// The window registry (Signal's show-or-create, VS Code's windows service): one window per kind,
// re-opening a kind focuses and re-targets it, every window passes through one common-events hook.

export interface WindowInfo {
  kind: WindowKind;
  content: WindowContent;
}

export interface WindowManagerDeps {
  factory: WindowFactory;
  policy: UrlPolicy;
  bounds: BoundsStore;
  displays: DisplayProvider;
  /** Runs for every window this registry creates: navigation, window-open and input guards. */
  handleCommonWindowEvents(win: ManagedWindow, info: WindowInfo): void;
  /** Kiosk: open pop-ups as children of the main window (a full-screen kiosk window would cover them). */
  popupsAsChildren?: boolean;
  /** After the main window closed (its pop-ups are already closed): the app decides whether to quit. */
  onMainClosed?(): void;
  log?(message: string): void;
}

export class RefusedTargetError extends Error {
  constructor(kind: WindowKind, target: string) {
    super(
      `refused target for ${kind} window: ${isSafeRoute(target) ? target.split('?')[0] : redactUrl(target)}`,
    );
    this.name = 'RefusedTargetError';
  }
}

interface Entry {
  win: ManagedWindow;
  content: WindowContent;
}

export class WindowManager {
  private readonly windows = new Map<WindowKind, Entry>();

  constructor(private readonly deps: WindowManagerDeps) {}

  /** The main window at the given in-app route (home by default); focuses it when it is already open. */
  openMain(route = '/'): ManagedWindow {
    return this.showOrCreate('main', route);
  }

  /** Show-or-create a pop-up: an in-app route, or for games and live TV an allow-listed provider URL. */
  open(kind: PopupKind, target: string): ManagedWindow {
    return this.showOrCreate(kind, target);
  }

  get(kind: WindowKind): ManagedWindow | null {
    const entry = this.windows.get(kind);
    return entry && !entry.win.isDestroyed() ? entry.win : null;
  }

  /** Which registered window this is, e.g. to tell whether an IPC call came from the main window. */
  infoOf(win: ManagedWindow): WindowInfo | null {
    for (const [kind, entry] of this.windows) if (entry.win === win) return { kind, content: entry.content };
    return null;
  }

  openKinds(): WindowKind[] {
    return [...this.windows.entries()].filter(([, e]) => !e.win.isDestroyed()).map(([kind]) => kind);
  }

  /** Logout (and main-window close): every pop-up closes; the main window stays. */
  closeAll(): void {
    for (const [kind, entry] of [...this.windows]) {
      if (kind === 'main') continue;
      this.windows.delete(kind);
      if (!entry.win.isDestroyed()) entry.win.close();
    }
  }

  private resolve(kind: WindowKind, target: string): { content: WindowContent; url: string } {
    if (isSafeRoute(target)) {
      const url = this.deps.policy.appUrl(target);
      if (url) return { content: 'app', url };
    } else if ((kind === 'game' || kind === 'livetv') && this.deps.policy.isProviderUrl(target)) {
      return { content: 'provider', url: target };
    }
    throw new RefusedTargetError(kind, target);
  }

  private showOrCreate(kind: WindowKind, target: string): ManagedWindow {
    const { content, url } = this.resolve(kind, target);
    const existing = this.windows.get(kind);
    if (existing && !existing.win.isDestroyed()) {
      if (existing.content === content) {
        this.load(existing.win, url);
        if (existing.win.isMinimized()) existing.win.restore();
        existing.win.focus();
        return existing.win;
      }
      // App and provider pages differ in preload and session partition, fixed at creation: replace the window.
      this.windows.delete(kind);
      existing.win.close();
    }
    return this.create(kind, content, url);
  }

  private create(kind: WindowKind, content: WindowContent, url: string): ManagedWindow {
    const areas = this.deps.displays.workAreas();
    const saved = validateBounds(this.deps.bounds.get(kind), areas);
    // Pop-ups have the fixed sizes of RULES.md; only the main window keeps a remembered size.
    const size = kind === 'main' && saved ? clampSize(saved, areas) : WINDOW_SIZES[kind];
    const options: WindowCreateOptions = {
      kind,
      content,
      width: size.width,
      height: size.height,
      show: false,
    };
    if (saved) {
      options.x = saved.x;
      options.y = saved.y;
    }
    const main = this.get('main');
    if (kind !== 'main' && this.deps.popupsAsChildren && main) options.parent = main;
    const win = this.deps.factory.create(options);
    this.windows.set(kind, { win, content });
    this.deps.handleCommonWindowEvents(win, { kind, content });

    win.once('ready-to-show', () => {
      if (!win.isDestroyed()) win.show();
    });
    win.on('close', () => {
      if (!win.isDestroyed()) this.deps.bounds.set(kind, win.getBounds());
    });
    win.on('closed', () => {
      // A replaced window closes after its successor registered: forget only the entry that is still this one.
      if (this.windows.get(kind)?.win === win) this.windows.delete(kind);
      if (kind === 'main') {
        this.closeAll();
        this.deps.onMainClosed?.();
      }
    });
    this.load(win, url);
    return win;
  }

  private load(win: ManagedWindow, url: string): void {
    win.loadURL(url).catch((err: unknown) => {
      // Re-targeting aborts the previous load (ERR_ABORTED); log the origin only, never the query.
      this.deps.log?.(
        `window load failed for ${redactUrl(url)}: ${err instanceof Error ? err.message : String(err)}`,
      );
    });
  }
}
