import { contextBridge, ipcRenderer } from 'electron';
import type { IpcRendererEvent } from 'electron';
import { IPC, IPC_EVENTS } from '@shared/ipc';
import type { IpcEvent } from '@shared/ipc';
import type { DesktopBridge, IpcEventPayloads } from '@shared/bridge';

// contextBridge only: every bridge function is one ipcRenderer.invoke on an allow-listed channel, or a
// subscription to an allow-listed main -> renderer event. No logic lives here; main validates the
// sender and the arguments. Typed as DesktopBridge so the compiler refuses a missing or extra function.

/** Listeners never see the IpcRendererEvent: its `sender` would hand the page ipcRenderer itself. */
function subscribe<E extends IpcEvent>(
  channel: E,
  listener: (...args: IpcEventPayloads[E]) => void,
): () => void {
  const wrapped = (_event: IpcRendererEvent, ...args: unknown[]): void =>
    listener(...(args as IpcEventPayloads[E]));
  ipcRenderer.on(channel, wrapped);
  return () => {
    ipcRenderer.removeListener(channel, wrapped);
  };
}

const bridge: DesktopBridge = {
  kind: 'electron',
  config: () => ipcRenderer.invoke(IPC.config),
  openExternal: (url) => ipcRenderer.invoke(IPC.openExternal, url),
  session: {
    save: (session) => ipcRenderer.invoke(IPC.sessionSave, session),
    load: () => ipcRenderer.invoke(IPC.sessionLoad),
    clear: () => ipcRenderer.invoke(IPC.sessionClear),
    insecureStorageWarning: () => ipcRenderer.invoke(IPC.sessionInsecureWarning),
  },
  prefs: {
    load: () => ipcRenderer.invoke(IPC.prefsLoad),
    save: (prefs) => ipcRenderer.invoke(IPC.prefsSave, prefs),
  },
  windows: {
    open: (args) => ipcRenderer.invoke(IPC.windowsOpen, args),
    closeAll: () => ipcRenderer.invoke(IPC.windowsCloseAll),
  },
  launch: {
    take: () => ipcRenderer.invoke(IPC.launchTake),
    onPending: (listener) => subscribe(IPC_EVENTS.launchPending, listener),
  },
  updates: {
    status: () => ipcRenderer.invoke(IPC.updatesStatus),
    onStatus: (listener) => subscribe(IPC_EVENTS.updateStatus, listener),
    restart: () => ipcRenderer.invoke(IPC.updatesRestart),
    setBetSlipOpen: (open) => ipcRenderer.invoke(IPC.updatesBetSlipOpen, open),
  },
  kiosk: {
    onIdleLogout: (listener) => subscribe(IPC_EVENTS.kioskIdleLogout, listener),
    onActivity: (listener) => subscribe(IPC_EVENTS.kioskActivity, listener),
  },
  tickets: {
    print: (args) => ipcRenderer.invoke(IPC.ticketPrint, args),
  },
};

contextBridge.exposeInMainWorld('desktop', bridge);
