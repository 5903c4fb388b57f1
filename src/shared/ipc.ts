// IPC channel names, one allow-list shared by preload and main. Kept free of zod so the sandboxed
// preload bundle stays a few hundred bytes of invoke calls.

export const IPC = {
  config: 'app:config',
  sessionSave: 'session:save',
  sessionLoad: 'session:load',
  sessionClear: 'session:clear',
  windowsOpen: 'windows:open',
  windowsCloseAll: 'windows:close-all',
} as const;
export type IpcChannel = (typeof IPC)[keyof typeof IPC];
export const IPC_CHANNELS: readonly IpcChannel[] = Object.values(IPC);

export function isIpcChannel(value: unknown): value is IpcChannel {
  return typeof value === 'string' && (IPC_CHANNELS as readonly string[]).includes(value);
}
