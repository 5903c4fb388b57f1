import { isInMemory, pgliteDir } from '../data-dir';
import { migrate } from './migrate';
import { openPglite } from './pglite';
import type { Database } from './types';

export interface StorageOptions {
  /** Data folder (PGlite lives in its pglite/ subfolder); ':memory:' or undefined keeps everything in memory. */
  dataDir?: string;
  /** When set, PostgreSQL is used instead of PGlite. */
  databaseUrl?: string;
}

/** Opens the configured store and brings its schema up to date. */
export async function openDatabase(options: StorageOptions): Promise<Database> {
  if (options.databaseUrl) {
    const { openPostgres } = await import('./postgres');
    const db = await openPostgres(options.databaseUrl);
    return migrated(db);
  }
  return migrated(
    await openPglite(isInMemory(options.dataDir) ? undefined : pgliteDir(options.dataDir as string)),
  );
}

async function migrated(db: Database): Promise<Database> {
  try {
    await migrate(db);
    return db;
  } catch (error) {
    await db.close();
    throw error;
  }
}
