// IPC channel names, one allow-list shared by preload and main. Kept free of zod so the sandboxed
// preload bundle stays a few hundred bytes of invoke calls.

/** renderer -> main calls (ipcRenderer.invoke / ipcMain.handle). */
export const IPC = {
  config: 'app:config',
  openExternal: 'app:open-external',
  sessionSave: 'session:save',
  sessionLoad: 'session:load',
  sessionClear: 'session:clear',
  sessionInsecureWarning: 'session:insecure-warning',
  prefsLoad: 'prefs:load',
  prefsSave: 'prefs:save',
  windowsOpen: 'windows:open',
  windowsCloseAll: 'windows:close-all',
  launchTake: 'launch:take',
  updatesStatus: 'updates:status',
  updatesRestart: 'updates:restart',
  updatesBetSlipOpen: 'updates:bet-slip-open',
  ticketPrint: 'ticket:print',
} as const;
export type IpcChannel = (typeof IPC)[keyof typeof IPC];
export const IPC_CHANNELS: readonly IpcChannel[] = Object.values(IPC);

export function isIpcChannel(value: unknown): value is IpcChannel {
  return typeof value === 'string' && (IPC_CHANNELS as readonly string[]).includes(value);
}

/**
 * main -> renderer notifications (webContents.send / ipcRenderer.on). They carry no secrets: a pending
 * launch token is fetched with launch:take, which goes through the sender check.
 */
export const IPC_EVENTS = {
  launchPending: 'launch:pending',
  updateStatus: 'updates:status-changed',
  kioskIdleLogout: 'kiosk:idle-logout',
  kioskActivity: 'kiosk:activity',
} as const;
export type IpcEvent = (typeof IPC_EVENTS)[keyof typeof IPC_EVENTS];
