import { IPC_ARGS, isIpcChannel } from '@shared/bridge';
import type { IpcArgs, IpcChannel, IpcResults } from '@shared/bridge';

// VS Code's validatedIpcMain: the one way to register an IPC handler. It refuses channels outside the
// shared allow-list, calls from any origin but the app's, calls from sub-frames, and arguments that do
// not match the shared schemas, before any handler runs, so no handler can forget a check.

export interface IpcFrameLike {
  readonly url: string;
  readonly parent: IpcFrameLike | null;
}

export interface IpcInvokeEventLike {
  /** Null when the frame navigated away or was destroyed before the call arrived. */
  readonly senderFrame: IpcFrameLike | null;
  /** The calling window's contents (Electron's WebContents): what a ticket print prints. */
  readonly sender?: unknown;
}

export interface IpcMainLike {
  handle(channel: string, listener: (event: IpcInvokeEventLike, ...args: unknown[]) => unknown): void;
  removeHandler(channel: string): void;
}

class IpcRefusedError extends Error {
  constructor(channel: string, reason: string) {
    super(`ipc ${channel} refused: ${reason}`);
    this.name = 'IpcRefusedError';
  }
}

/** Why a call must be refused, or null when its sender is our app's main frame. */
export function senderProblem(event: IpcInvokeEventLike, isAppUrl: (url: string) => boolean): string | null {
  const frame = event.senderFrame;
  if (!frame) return 'sender frame gone';
  if (frame.parent !== null) return 'sub-frame';
  if (!isAppUrl(frame.url)) return 'foreign origin';
  return null;
}

export type IpcHandler<C extends IpcChannel> = (
  args: IpcArgs<C>,
  event: IpcInvokeEventLike,
) => IpcResults[C] | Promise<IpcResults[C]>;

export class ValidatedIpcMain {
  private readonly registered = new Set<string>();

  constructor(
    private readonly ipcMain: IpcMainLike,
    private readonly isAppUrl: (url: string) => boolean,
    private readonly log: (message: string) => void = () => {},
  ) {}

  handle<C extends IpcChannel>(channel: C, handler: IpcHandler<C>): void {
    if (!isIpcChannel(channel)) throw new Error(`ipc channel not in the allow-list: ${String(channel)}`);
    if (this.registered.has(channel)) throw new Error(`ipc channel registered twice: ${channel}`);
    this.registered.add(channel);
    const schema = IPC_ARGS[channel];
    this.ipcMain.handle(channel, async (event, ...rawArgs) => {
      const problem = senderProblem(event, this.isAppUrl);
      if (problem) {
        this.log(`ipc ${channel} refused: ${problem}`);
        throw new IpcRefusedError(channel, problem);
      }
      const parsed = schema.safeParse(rawArgs);
      if (!parsed.success) {
        // Paths only: argument values may hold a session token.
        const fields = parsed.error.issues.map((i) => i.path.join('.') || '(arguments)').join(', ');
        this.log(`ipc ${channel} refused: invalid arguments at ${fields}`);
        throw new IpcRefusedError(channel, `invalid arguments at ${fields}`);
      }
      return handler(parsed.data as IpcArgs<C>, event);
    });
  }

  dispose(): void {
    for (const channel of this.registered) this.ipcMain.removeHandler(channel);
    this.registered.clear();
  }
}
