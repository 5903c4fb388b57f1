import { createHash } from 'node:crypto';
import { isInMemory, pgliteDir } from '../data-dir';
import { migrate } from './migrate';
import { MIGRATIONS } from './migrations/index';
import { openInMemoryPglite, openPglite } from './pglite';
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
  if (!isInMemory(options.dataDir)) return migrated(await openPglite(pgliteDir(options.dataDir as string)));
  // `migrated` below then finds nothing left to run, and would still bring an image made by other migrations up to date.
  return migrated(await openInMemoryPglite(migratedRecipe(), (db) => migrate(db)));
}

/** The image of a migrated, empty database is named by the migrations it ran (computed once per process). */
let recipe: string | undefined;
function migratedRecipe(): string {
  recipe ??= `migrated-${createHash('sha256').update(JSON.stringify(MIGRATIONS)).digest('hex').slice(0, 16)}`;
  return recipe;
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
