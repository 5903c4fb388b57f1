import { contextBridge, ipcRenderer } from 'electron';
import { IPC } from '@shared/ipc';
import type { DesktopBridge } from '@shared/bridge';

// contextBridge only: every bridge function is one ipcRenderer.invoke on an allow-listed channel.
// No logic lives here; main validates the sender and the arguments. Typed as DesktopBridge so the
// compiler refuses a missing or an extra function.

const bridge: DesktopBridge = {
  kind: 'electron',
  config: () => ipcRenderer.invoke(IPC.config),
  session: {
    save: (session) => ipcRenderer.invoke(IPC.sessionSave, session),
    load: () => ipcRenderer.invoke(IPC.sessionLoad),
    clear: () => ipcRenderer.invoke(IPC.sessionClear),
  },
  windows: {
    open: (args) => ipcRenderer.invoke(IPC.windowsOpen, args),
    closeAll: () => ipcRenderer.invoke(IPC.windowsCloseAll),
  },
};

contextBridge.exposeInMainWorld('desktop', bridge);
