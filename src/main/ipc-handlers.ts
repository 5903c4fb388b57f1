import { IPC } from '@shared/bridge';
import type {
  LaunchRequest,
  LayoutPrefs,
  RendererConfig,
  SessionStorageMode,
  StoredSession,
  TicketPrintArgs,
  TicketPrintResult,
  UpdateStatus,
} from '@shared/bridge';
import type { PopupKind } from '@shared/windows';
import type { ValidatedIpcMain } from './ipc';

// The bridge's main-process side: each channel delegates to one service. Validation and sender checks
// already happened in ValidatedIpcMain.

export interface IpcServices {
  /** The configuration for the window that asks (`sender`, Electron's WebContents). */
  rendererConfig(sender: unknown): RendererConfig;
  openExternal(url: string): boolean | Promise<boolean>;
  session: {
    save(session: StoredSession): Promise<SessionStorageMode>;
    load(): Promise<StoredSession | null>;
    clear(): Promise<void>;
    takeInsecureWarning(): Promise<boolean>;
  };
  prefs: {
    load(): LayoutPrefs | null;
    save(prefs: LayoutPrefs): void;
  };
  windows: {
    open(kind: PopupKind, target: string): unknown;
    /** Logout: closes every pop-up (and wipes the provider sessions). */
    closeAll(): void | Promise<void>;
  };
  launch: { take(): LaunchRequest | null };
  updates: {
    status(): UpdateStatus;
    restart(): boolean;
    setBetSlipOpen(open: boolean): void;
  };
  tickets: {
    /** Prints the ticket laid out in the calling window (`sender`, Electron's WebContents). */
    print(sender: unknown, args: TicketPrintArgs): Promise<TicketPrintResult>;
  };
}

export function registerIpcHandlers(ipc: ValidatedIpcMain, services: IpcServices): void {
  ipc.handle(IPC.config, (_args, event) => services.rendererConfig(event.sender));
  ipc.handle(IPC.openExternal, ([url]) => services.openExternal(url));
  ipc.handle(IPC.sessionSave, ([session]) => services.session.save(session));
  ipc.handle(IPC.sessionLoad, () => services.session.load());
  ipc.handle(IPC.sessionClear, () => services.session.clear());
  ipc.handle(IPC.sessionInsecureWarning, () => services.session.takeInsecureWarning());
  ipc.handle(IPC.prefsLoad, () => services.prefs.load());
  ipc.handle(IPC.prefsSave, ([prefs]) => services.prefs.save(prefs));
  ipc.handle(IPC.windowsOpen, ([args]) => {
    services.windows.open(args.kind, args.target);
  });
  ipc.handle(IPC.windowsCloseAll, async () => {
    await services.windows.closeAll();
  });
  ipc.handle(IPC.launchTake, () => services.launch.take());
  ipc.handle(IPC.updatesStatus, () => services.updates.status());
  ipc.handle(IPC.updatesRestart, () => services.updates.restart());
  ipc.handle(IPC.updatesBetSlipOpen, ([open]) => services.updates.setBetSlipOpen(open));
  ipc.handle(IPC.ticketPrint, ([args], event) => services.tickets.print(event.sender, args));
}
