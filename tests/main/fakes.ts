import type { WindowKind } from '@shared/windows';
import type {
  GuardedWebContents,
  InputLike,
  ManagedWindow,
  PreventableEvent,
  Rect,
  WindowCreateOptions,
  WindowFactory,
  WindowOpenDecision,
} from '../../src/main/window-types';
import type { IpcFrameLike, IpcInvokeEventLike, IpcMainLike } from '../../src/main/ipc';

// Fakes of the few Electron APIs the main process uses, behind its own interfaces.

type Listener = (...args: never[]) => void;

class FakeEvent implements PreventableEvent {
  defaultPrevented = false;
  preventDefault(): void {
    this.defaultPrevented = true;
  }
}

class FakeWebContents implements GuardedWebContents {
  readonly listeners = new Map<string, Listener[]>();
  openHandler: ((details: { url: string }) => WindowOpenDecision) | null = null;
  readonly sent: [string, ...unknown[]][] = [];

  send(channel: string, ...args: unknown[]): void {
    this.sent.push([channel, ...args]);
  }

  on(event: string, listener: Listener): void {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
  }
  setWindowOpenHandler(handler: (details: { url: string }) => WindowOpenDecision): void {
    this.openHandler = handler;
  }
  /** Emits a navigation-style event and tells whether a guard prevented it. */
  navigate(event: 'will-navigate' | 'will-redirect', url: string): boolean {
    const e = new FakeEvent();
    for (const l of this.listeners.get(event) ?? []) (l as (e: FakeEvent, url: string) => void)(e, url);
    return e.defaultPrevented;
  }
  input(input: Partial<InputLike>): boolean {
    const e = new FakeEvent();
    const full: InputLike = {
      type: 'keyDown',
      key: '',
      control: false,
      meta: false,
      shift: false,
      alt: false,
      ...input,
    };
    for (const l of this.listeners.get('before-input-event') ?? [])
      (l as (e: FakeEvent, i: InputLike) => void)(e, full);
    return e.defaultPrevented;
  }
  /** An input event Electron sends to the page (`input-event`): 'mouseMove', 'keyDown', 'keyUp', ... */
  inputEvent(type: string): void {
    for (const l of this.listeners.get('input-event') ?? [])
      (l as (e: unknown, i: { type: string }) => void)(new FakeEvent(), { type });
  }
  windowOpen(url: string): WindowOpenDecision {
    if (!this.openHandler) throw new Error('no window open handler');
    return this.openHandler({ url });
  }
}

let nextId = 1;

export class FakeWindow implements ManagedWindow {
  readonly id = nextId++;
  readonly webContents = new FakeWebContents();
  readonly loaded: string[] = [];
  visible = false;
  focused = 0;
  minimized = false;
  destroyed = false;
  bounds: Rect;
  private readonly onceListeners = new Map<string, (() => void)[]>();
  private readonly listeners = new Map<string, (() => void)[]>();

  constructor(readonly options: WindowCreateOptions) {
    this.bounds = { x: options.x ?? 100, y: options.y ?? 100, width: options.width, height: options.height };
  }

  async loadURL(url: string): Promise<void> {
    this.loaded.push(url);
  }
  show(): void {
    this.visible = true;
  }
  focus(): void {
    this.focused += 1;
  }
  restore(): void {
    this.minimized = false;
  }
  isDestroyed(): boolean {
    return this.destroyed;
  }
  isMinimized(): boolean {
    return this.minimized;
  }
  getBounds(): Rect {
    return { ...this.bounds };
  }
  once(event: 'ready-to-show', listener: () => void): void {
    this.onceListeners.set(event, [...(this.onceListeners.get(event) ?? []), listener]);
  }
  on(event: 'close' | 'closed', listener: () => void): void {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
  }
  /** What Electron does when the page painted its first frame. */
  emitReadyToShow(): void {
    const ls = this.onceListeners.get('ready-to-show') ?? [];
    this.onceListeners.delete('ready-to-show');
    for (const l of ls) l();
  }
  /** Electron's order: 'close', then the window is destroyed, then 'closed'. */
  close(): void {
    if (this.destroyed) return;
    for (const l of this.listeners.get('close') ?? []) l();
    this.destroyed = true;
    this.visible = false;
    for (const l of this.listeners.get('closed') ?? []) l();
  }
}

export class FakeWindowFactory implements WindowFactory {
  readonly created: FakeWindow[] = [];
  create(options: WindowCreateOptions): FakeWindow {
    const win = new FakeWindow(options);
    this.created.push(win);
    return win;
  }
  ofKind(kind: WindowKind): FakeWindow[] {
    return this.created.filter((w) => w.options.kind === kind);
  }
}

export class FakeFrame implements IpcFrameLike {
  constructor(
    readonly url: string,
    readonly parent: FakeFrame | null = null,
  ) {}
}

type Handler = (event: IpcInvokeEventLike, ...args: unknown[]) => unknown;

export class FakeIpcMain implements IpcMainLike {
  readonly handlers = new Map<string, Handler>();
  handle(channel: string, listener: Handler): void {
    if (this.handlers.has(channel)) throw new Error(`second handler for ${channel}`);
    this.handlers.set(channel, listener);
  }
  removeHandler(channel: string): void {
    this.handlers.delete(channel);
  }
  /** What ipcRenderer.invoke does: Electron rejects channels without a handler. */
  async invoke(frame: IpcFrameLike | null, channel: string, ...args: unknown[]): Promise<unknown> {
    const handler = this.handlers.get(channel);
    if (!handler) throw new Error(`No handler registered for '${channel}'`);
    return handler({ senderFrame: frame }, ...args);
  }
  /** An invoke whose event also carries the calling window's contents (Electron's `event.sender`). */
  async invokeWithSender(
    frame: IpcFrameLike | null,
    sender: unknown,
    channel: string,
    ...args: unknown[]
  ): Promise<unknown> {
    const handler = this.handlers.get(channel);
    if (!handler) throw new Error(`No handler registered for '${channel}'`);
    return handler({ senderFrame: frame, sender }, ...args);
  }
}

/** Electron's WebContents as a ticket print sees it: the installed printers and print(options, callback). */
export class FakePrintableContents {
  readonly jobs: unknown[] = [];
  constructor(
    public printers: { name: string }[] = [{ name: 'EPSON TM-T82' }],
    /** What the print callback answers: success, or Electron's failure reason. */
    public answer: { success: boolean; failureReason: string } = { success: true, failureReason: '' },
  ) {}
  async getPrintersAsync(): Promise<{ name: string }[]> {
    return this.printers;
  }
  print(options: unknown, callback: (success: boolean, failureReason: string) => void): void {
    this.jobs.push(options);
    setTimeout(() => callback(this.answer.success, this.answer.failureReason), 0);
  }
}
