import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

// Layout of DATA_DIR: pglite/ (the database), operator-secret (token HMAC key), server.pid (single-writer lock).

export function isInMemory(dataDir: string | undefined): boolean {
  return dataDir === undefined || dataDir === '' || dataDir === ':memory:';
}

export function pgliteDir(dataDir: string): string {
  return join(dataDir, 'pglite');
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid of a live process holding the folder, or null. */
function dataDirHolder(dataDir: string): number | null {
  try {
    const pid = Number(readFileSync(join(dataDir, 'server.pid'), 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid) ? pid : null;
  } catch {
    return null;
  }
}

/**
 * PGlite is one process's database: a second process opening the same folder would corrupt it.
 * The pid file makes a second server or an admin command refuse instead.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const key = resolve(dataDir);
  const holder = heldHere.has(key) ? process.pid : dataDirHolder(dataDir);
  if (holder !== null)
    throw new Error(`${dataDir} is in use by process ${holder}; stop it first (PGlite allows one process)`);
  const file = join(dataDir, 'server.pid');
  writeFileSync(file, `${process.pid}\n`);
  heldHere.add(key);
  return () => {
    heldHere.delete(key);
    rmSync(file, { force: true });
  };
}

/** Folders this process holds: the pid file alone cannot tell a second open from the same process. */
const heldHere = new Set<string>();
