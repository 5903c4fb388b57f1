import { MIGRATIONS, type Migration } from './migrations/index';
import type { Database, Queryable } from './types';

// Any fixed number: two servers starting against one PostgreSQL take turns instead of racing.
const MIGRATION_LOCK_ID = 7_204_117;

/** Applies every migration not yet recorded in schema_migrations, each in its own transaction. */
export async function migrate(
  db: Database,
  migrations: readonly Migration[] = MIGRATIONS,
): Promise<number[]> {
  await db.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TIMESTAMPTZ NOT NULL DEFAULT now()
  )`);
  const applied: number[] = [];
  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
    const done = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
      const rows = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [migration.version]);
      if (rows.length > 0) return false;
      for (const statement of migration.statements) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      return true;
    });
    if (done) applied.push(migration.version);
  }
  return applied;
}

/** How many of the known migrations the database has not recorded: 0 once `migrate` has run to the end. */
export async function missingMigrations(
  db: Queryable,
  migrations: readonly Migration[] = MIGRATIONS,
): Promise<number> {
  const rows = await db.query<{ version: unknown }>('SELECT version FROM schema_migrations');
  const applied = new Set(rows.map((r) => Number(r.version)));
  return migrations.filter((m) => !applied.has(m.version)).length;
}
