// Real server processes for the restart and fail-over suites: `src/server/cli.ts serve` as an operator runs it,
// on a data folder or a PostgreSQL database, stopped with SIGTERM or killed with SIGKILL.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const CLI = fileURLToPath(new URL('../../src/server/cli.ts', import.meta.url));

export interface ServerProcess {
  api: string;
  child: ChildProcess;
  /** Everything the process wrote, for a failure message. */
  output(): string;
  post(
    path: string,
    body: Record<string, unknown>,
  ): Promise<Record<string, unknown> & { status: number; statusdesc: string }>;
  login(accountId: string): Promise<{ account_id: string; session_token: string }>;
  /** Sends the signal and resolves with the exit code once the process is gone. */
  stop(signal: 'SIGTERM' | 'SIGKILL'): Promise<number | null>;
}

/** Starts the CLI server with `env` (DATA_DIR or DATABASE_URL, SIM_*, ...) on a free port and waits until it listens. */
export async function startServerProcess(
  env: Record<string, string>,
  timeoutMs = 90_000,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, 'serve'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', SIM_CONTROL: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const api = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server did not start in ${timeoutMs} ms:\n${log}`)),
      timeoutMs,
    );
    child.stdout?.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      const found = /API base (\S+);/.exec(log);
      if (found) {
        clearTimeout(timer);
        resolve(found[1]!);
      }
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening:\n${log}`));
    });
  });
  const post = async (path: string, body: Record<string, unknown>) => {
    const res = await fetch(`${api}/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return (await res.json()) as Record<string, unknown> & { status: number; statusdesc: string };
  };
  return {
    api,
    child,
    output: () => log,
    post,
    async login(accountId) {
      const body = await post('userlogin', { account_id: accountId, password: 'Pass1234' });
      const profile = body.member_profile as { player_info: { session_token: string }[] } | undefined;
      if (!profile) throw new Error(`login ${accountId} failed: ${body.statusdesc}`);
      return { account_id: accountId, session_token: profile.player_info[0]!.session_token };
    },
    async stop(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Polls `read` until `ok` holds or `timeoutMs` passes; returns the last value read. */
export async function eventually<T>(
  read: () => Promise<T>,
  ok: (value: T) => boolean,
  timeoutMs = 20_000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
