import { IPC } from '@shared/bridge';
import type { RendererConfig, SessionStorageMode, StoredSession } from '@shared/bridge';
import type { PopupKind } from '@shared/windows';
import type { ValidatedIpcMain } from './ipc';

// The bridge's main-process side: each channel delegates to one service. Validation and sender checks
// already happened in ValidatedIpcMain.

export interface IpcServices {
  rendererConfig(): RendererConfig;
  session: {
    save(session: StoredSession): Promise<SessionStorageMode>;
    load(): Promise<StoredSession | null>;
    clear(): Promise<void>;
  };
  windows: {
    open(kind: PopupKind, target: string): unknown;
    closeAll(): void;
  };
}

export function registerIpcHandlers(ipc: ValidatedIpcMain, services: IpcServices): void {
  ipc.handle(IPC.config, () => services.rendererConfig());
  ipc.handle(IPC.sessionSave, ([session]) => services.session.save(session));
  ipc.handle(IPC.sessionLoad, () => services.session.load());
  ipc.handle(IPC.sessionClear, () => services.session.clear());
  ipc.handle(IPC.windowsOpen, ([args]) => {
    services.windows.open(args.kind, args.target);
  });
  ipc.handle(IPC.windowsCloseAll, () => services.windows.closeAll());
}
