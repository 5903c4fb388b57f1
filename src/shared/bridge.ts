import { z } from 'zod';
import { POPUP_KINDS } from './windows';
import type { PopupKind } from './windows';
import { IPC, IPC_EVENTS } from './ipc';
import type { IpcChannel, IpcEvent } from './ipc';
import type { OperatorSupport, OperatorThemeColors, TicketPaperWidth } from './operator-config';

// The typed `desktop` bridge: the only surface the preload exposes to the renderer.
// The browser build implements the same type (renderer/platform).

export const storedSession = z.object({
  account_id: z.string().min(1).max(64),
  session_token: z.string().min(1).max(256),
});
export type StoredSession = z.infer<typeof storedSession>;

/** How a saved session is kept: encrypted on disk, or in memory only when the OS offers no encryption. */
export type SessionStorageMode = 'encrypted' | 'memory';

const openWindowArgs = z.object({
  kind: z.enum(POPUP_KINDS as [PopupKind, ...PopupKind[]]),
  /** An in-app route ("/info/betlist") or, for games, an absolute provider URL. */
  target: z.string().min(1).max(2048),
});
export type OpenWindowArgs = z.infer<typeof openWindowArgs>;

/** What the renderer needs to lay out and print a bet ticket; the printer's name stays in main. */
export interface TicketSettings {
  terminalId: string;
  paperWidthMm: TicketPaperWidth;
  /** Print by itself once a bet is accepted (kiosk terminals). */
  autoPrint: boolean;
}

/**
 * A bet ticket the renderer has laid out in its print view. The ref no names the print job; the height is the
 * laid-out ticket's, so a roll printer cuts after the ticket instead of feeding a whole page.
 */
const ticketPrintArgs = z
  .object({
    refNo: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/),
    heightMm: z.number().int().min(20).max(2000),
  })
  .strict();
export type TicketPrintArgs = z.infer<typeof ticketPrintArgs>;

/** `printed`, or why not: no printer of that name, the printer refused or failed, or the job was cancelled. */
export type TicketPrintResult = { ok: true } | { ok: false; reason: 'noPrinter' | 'failed' | 'cancelled' };

export interface RendererConfig {
  apiBaseUrl: string;
  oddsBaseUrl?: string;
  providerBaseUrl?: string;
  brandName: string;
  whiteLabel: boolean;
  theme: string;
  /** The operator's own colours over `theme` (white-label). */
  themeColors?: OperatorThemeColors;
  kiosk: boolean;
  /** Kiosk idle logout after this many minutes without input (the renderer warns 30 s before). */
  kioskIdleMinutes?: number;
  defaultLanguage: string;
  /** The operator's contact channels for "Contact us"; empty when it lists none. */
  support?: OperatorSupport;
  tickets?: TicketSettings;
}

/** Layout preferences (RULES.md section 3): the renderer owns their shape; main only persists a bounded JSON object. */
const MAX_PREFS_BYTES = 64 * 1024;
export const layoutPrefs = z
  .record(z.string(), z.unknown())
  .refine((value) => JSON.stringify(value).length <= MAX_PREFS_BYTES, {
    message: `larger than ${MAX_PREFS_BYTES} bytes`,
  });
export type LayoutPrefs = Record<string, unknown>;

/** A login handed over by the operator through a deep link (RULES.md section 7: authlogin / switchlogin). */
export interface LaunchRequest {
  kind: 'launch' | 'switch';
  token: string;
}

export type UpdateStatus =
  | { state: 'disabled' }
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'downloading'; version: string; percent: number }
  /** Downloaded; `canRestart` is false while a bet slip is open, so the offer never interrupts a bet. */
  | { state: 'ready'; version: string; canRestart: boolean }
  | { state: 'error'; message: string };

const externalUrl = z.string().min(1).max(2048);

export interface DesktopBridge {
  readonly kind: 'electron' | 'browser';
  config(): Promise<RendererConfig>;
  /** Opens an allow-listed http(s) URL in the system browser; false when refused. */
  openExternal(url: string): Promise<boolean>;
  session: {
    save(session: StoredSession): Promise<SessionStorageMode>;
    load(): Promise<StoredSession | null>;
    clear(): Promise<void>;
    /** True once per run when this device cannot store the session securely (the UI says so once). */
    insecureStorageWarning(): Promise<boolean>;
  };
  prefs: {
    load(): Promise<LayoutPrefs | null>;
    save(prefs: LayoutPrefs): Promise<void>;
  };
  windows: {
    open(args: OpenWindowArgs): Promise<void>;
    /** Logout: closes every pop-up. */
    closeAll(): Promise<void>;
  };
  launch: {
    /** The pending deep-link login, handed over once (null when none). */
    take(): Promise<LaunchRequest | null>;
    /** Called when a deep link arrives while the app runs; then call take(). Returns an unsubscribe. */
    onPending(listener: () => void): () => void;
  };
  updates: {
    status(): Promise<UpdateStatus>;
    onStatus(listener: (status: UpdateStatus) => void): () => void;
    /** Restarts into a downloaded update; refused (false) while a bet slip is open. */
    restart(): Promise<boolean>;
    /** The renderer tells main whether a bet slip is open, so no update interrupts a bet. */
    setBetSlipOpen(open: boolean): Promise<void>;
  };
  kiosk: {
    /** Kiosk terminals: main logged the player out after the idle time; the renderer clears its state. */
    onIdleLogout(listener: () => void): () => void;
    /**
     * Kiosk terminals: the player used another window of the app (a game or info pop-up), which counts as being
     * there for the main window's idle countdown.
     */
    onActivity(listener: () => void): () => void;
  };
  tickets: {
    /**
     * Prints the ticket laid out in the calling window's print view: silently to the configured receipt
     * printer in the desktop app, through the browser's print dialog in the browser build.
     */
    print(args: TicketPrintArgs): Promise<TicketPrintResult>;
  };
}

export { IPC, IPC_CHANNELS, IPC_EVENTS, isIpcChannel } from './ipc';
export type { IpcChannel, IpcEvent } from './ipc';

/** Argument schemas per channel: main validates every invoke against these before any handler runs. */
export const IPC_ARGS = {
  [IPC.config]: z.tuple([]),
  [IPC.openExternal]: z.tuple([externalUrl]),
  [IPC.sessionSave]: z.tuple([storedSession]),
  [IPC.sessionLoad]: z.tuple([]),
  [IPC.sessionClear]: z.tuple([]),
  [IPC.sessionInsecureWarning]: z.tuple([]),
  [IPC.prefsLoad]: z.tuple([]),
  [IPC.prefsSave]: z.tuple([layoutPrefs]),
  [IPC.windowsOpen]: z.tuple([openWindowArgs]),
  [IPC.windowsCloseAll]: z.tuple([]),
  [IPC.launchTake]: z.tuple([]),
  [IPC.updatesStatus]: z.tuple([]),
  [IPC.updatesRestart]: z.tuple([]),
  [IPC.updatesBetSlipOpen]: z.tuple([z.boolean()]),
  [IPC.ticketPrint]: z.tuple([ticketPrintArgs]),
} satisfies Record<IpcChannel, z.ZodTuple>;
export type IpcArgs<C extends IpcChannel> = z.infer<(typeof IPC_ARGS)[C]>;

/** What each channel resolves to, tied to the bridge functions that invoke it. */
export interface IpcResults {
  [IPC.config]: RendererConfig;
  [IPC.openExternal]: boolean;
  [IPC.sessionSave]: SessionStorageMode;
  [IPC.sessionLoad]: StoredSession | null;
  [IPC.sessionClear]: void;
  [IPC.sessionInsecureWarning]: boolean;
  [IPC.prefsLoad]: LayoutPrefs | null;
  [IPC.prefsSave]: void;
  [IPC.windowsOpen]: void;
  [IPC.windowsCloseAll]: void;
  [IPC.launchTake]: LaunchRequest | null;
  [IPC.updatesStatus]: UpdateStatus;
  [IPC.updatesRestart]: boolean;
  [IPC.updatesBetSlipOpen]: void;
  [IPC.ticketPrint]: TicketPrintResult;
}

/** Payload of each main -> renderer event. */
export interface IpcEventPayloads {
  [IPC_EVENTS.launchPending]: [];
  [IPC_EVENTS.updateStatus]: [UpdateStatus];
  [IPC_EVENTS.kioskIdleLogout]: [];
  [IPC_EVENTS.kioskActivity]: [];
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
 * The bridge contract at run time: every bridge function and the channel behind it (an invoke, or a
 * subscription to a main -> renderer event). The compiler checks it names every function of
 * DesktopBridge and no other; the preload test checks the preload exposes exactly these.
 */
export const BRIDGE_CHANNELS = {
  config: { invoke: IPC.config },
  openExternal: { invoke: IPC.openExternal },
  'session.save': { invoke: IPC.sessionSave },
  'session.load': { invoke: IPC.sessionLoad },
  'session.clear': { invoke: IPC.sessionClear },
  'session.insecureStorageWarning': { invoke: IPC.sessionInsecureWarning },
  'prefs.load': { invoke: IPC.prefsLoad },
  'prefs.save': { invoke: IPC.prefsSave },
  'windows.open': { invoke: IPC.windowsOpen },
  'windows.closeAll': { invoke: IPC.windowsCloseAll },
  'launch.take': { invoke: IPC.launchTake },
  'launch.onPending': { event: IPC_EVENTS.launchPending },
  'updates.status': { invoke: IPC.updatesStatus },
  'updates.onStatus': { event: IPC_EVENTS.updateStatus },
  'updates.restart': { invoke: IPC.updatesRestart },
  'updates.setBetSlipOpen': { invoke: IPC.updatesBetSlipOpen },
  'kiosk.onIdleLogout': { event: IPC_EVENTS.kioskIdleLogout },
  'kiosk.onActivity': { event: IPC_EVENTS.kioskActivity },
  'tickets.print': { invoke: IPC.ticketPrint },
} as const satisfies Record<BridgeFunctionPath<DesktopBridge>, { invoke: IpcChannel } | { event: IpcEvent }>;
