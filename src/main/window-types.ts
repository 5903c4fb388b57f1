import type { WindowKind } from '@shared/windows';

// The few BrowserWindow / webContents capabilities the main process uses, as its own interfaces,
// so the window logic runs against a fake in tests (the Electron runtime is not available there).

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What a window shows: our own renderer bundle, or a third-party provider page (games, live TV). */
export type WindowContent = 'app' | 'provider';

export interface InputLike {
  type: string;
  key: string;
  code?: string;
  control: boolean;
  meta: boolean;
  shift: boolean;
  alt: boolean;
}

export interface PreventableEvent {
  preventDefault(): void;
}

export type WindowOpenDecision = { action: 'deny' } | { action: 'allow' };

export interface GuardedWebContents {
  on(
    event: 'will-navigate' | 'will-redirect',
    listener: (event: PreventableEvent, url: string) => void,
  ): void;
  on(event: 'before-input-event', listener: (event: PreventableEvent, input: InputLike) => void): void;
  on(event: 'will-attach-webview', listener: (event: PreventableEvent) => void): void;
  /** Every input event sent to the page: keys, mouse, wheel, touch and gestures (`type` names which). */
  on(event: 'input-event', listener: (event: unknown, input: { type: string }) => void): void;
  setWindowOpenHandler(handler: (details: { url: string }) => WindowOpenDecision): void;
  /** main -> renderer notification on an allow-listed event channel (see shared/ipc.ts IPC_EVENTS). */
  send(channel: string, ...args: unknown[]): void;
}

export interface ManagedWindow {
  readonly webContents: GuardedWebContents;
  loadURL(url: string): Promise<void>;
  show(): void;
  focus(): void;
  close(): void;
  restore(): void;
  isDestroyed(): boolean;
  isMinimized(): boolean;
  getBounds(): Rect;
  once(event: 'ready-to-show', listener: () => void): void;
  on(event: 'close' | 'closed', listener: () => void): void;
}

export interface WindowCreateOptions {
  kind: WindowKind;
  content: WindowContent;
  width: number;
  height: number;
  /** Omitted when no remembered position is valid on the current displays: the OS centres the window. */
  x?: number;
  y?: number;
  /** Always false: a window is shown on ready-to-show, never as a blank frame. */
  show: false;
  /** Kiosk: pop-ups are children of the full-screen main window so they stay above it. */
  parent?: ManagedWindow;
}

export interface WindowFactory {
  create(options: WindowCreateOptions): ManagedWindow;
}
