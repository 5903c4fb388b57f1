// One schema step. Migrations are TS modules, not .sql files, so the Electron main bundle carries them without file copies.
export interface Migration {
  version: number;
  name: string;
  /** One statement per entry: PGlite's extended protocol runs a single statement per query. */
  statements: readonly string[];
}
