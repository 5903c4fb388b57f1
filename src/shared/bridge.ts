import { z } from 'zod';
import { POPUP_KINDS } from './windows';
import type { PopupKind } from './windows';
import { IPC } from './ipc';
import type { IpcChannel } from './ipc';

// The typed `desktop` bridge: the only surface the preload exposes to the renderer.
// The browser build implements the same type (renderer/platform).

export const storedSession = z.object({
  account_id: z.string().min(1).max(64),
  session_token: z.string().min(1).max(256),
});
export type StoredSession = z.infer<typeof storedSession>;

/** How a saved session is kept: encrypted on disk, or in memory only when the OS offers no encryption. */
export type SessionStorageMode = 'encrypted' | 'memory';

export const openWindowArgs = z.object({
  kind: z.enum(POPUP_KINDS as [PopupKind, ...PopupKind[]]),
  /** An in-app route ("/info/betlist") or, for games, an absolute provider URL. */
  target: z.string().min(1).max(2048),
});
export type OpenWindowArgs = z.infer<typeof openWindowArgs>;

export interface RendererConfig {
  apiBaseUrl: string;
  oddsBaseUrl?: string;
  providerBaseUrl?: string;
  brandName: string;
  whiteLabel: boolean;
  theme: string;
  kiosk: boolean;
  defaultLanguage: string;
}

export interface DesktopBridge {
  readonly kind: 'electron' | 'browser';
  config(): Promise<RendererConfig>;
  session: {
    save(session: StoredSession): Promise<SessionStorageMode>;
    load(): Promise<StoredSession | null>;
    clear(): Promise<void>;
  };
  windows: {
    open(args: OpenWindowArgs): Promise<void>;
    /** Logout: closes every pop-up. */
    closeAll(): Promise<void>;
  };
}

export { IPC, IPC_CHANNELS, isIpcChannel } from './ipc';
export type { IpcChannel } from './ipc';

/** Argument schemas per channel: main validates every invoke against these before any handler runs. */
export const IPC_ARGS = {
  [IPC.config]: z.tuple([]),
  [IPC.sessionSave]: z.tuple([storedSession]),
  [IPC.sessionLoad]: z.tuple([]),
  [IPC.sessionClear]: z.tuple([]),
  [IPC.windowsOpen]: z.tuple([openWindowArgs]),
  [IPC.windowsCloseAll]: z.tuple([]),
} satisfies Record<IpcChannel, z.ZodTuple>;
export type IpcArgs<C extends IpcChannel> = z.infer<(typeof IPC_ARGS)[C]>;

/** What each channel resolves to, tied to the bridge functions that invoke it. */
export interface IpcResults {
  [IPC.config]: RendererConfig;
  [IPC.sessionSave]: SessionStorageMode;
  [IPC.sessionLoad]: StoredSession | null;
  [IPC.sessionClear]: void;
  [IPC.windowsOpen]: void;
  [IPC.windowsCloseAll]: void;
}

/** Dotted paths of every function in T ("session.save"), so the runtime key list below is checked exhaustive. */
export type BridgeFunctionPath<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends (...args: never[]) => unknown
    ? `${P}${K}`
    : T[K] extends object
      ? BridgeFunctionPath<T[K], `${P}${K}.`>
      : never;
}[keyof T & string];

/**
 * The bridge contract at run time: every bridge function and the channel it invokes. The compiler
 * checks it names every function of DesktopBridge and no other; the preload test checks the
 * preload exposes exactly these.
 */
export const BRIDGE_INVOKE_CHANNELS = {
  config: IPC.config,
  'session.save': IPC.sessionSave,
  'session.load': IPC.sessionLoad,
  'session.clear': IPC.sessionClear,
  'windows.open': IPC.windowsOpen,
  'windows.closeAll': IPC.windowsCloseAll,
} as const satisfies Record<BridgeFunctionPath<DesktopBridge>, IpcChannel>;
