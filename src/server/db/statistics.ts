/**
 * ANALYZE of the tables of the current schema, the application's own. SKIP_LOCKED: the statement holds each table it
 * analysed until it ends, so waiting for the next one could close a cycle with a transaction that locks two of them
 * (a migration altering two tables deadlocked with it); a table locked now is analysed next time instead. A bare ANALYZE also samples the system
 * catalogs, which placing and settling bets do not change: on PGlite with 10,000 bets placed it took 190-250 ms
 * against 110-127 ms for the application's tables alone.
 */
export const ANALYZE_OWN_TABLES = `DO $analyze$
DECLARE
  own TEXT;
BEGIN
  SELECT string_agg(format('%I.%I', schemaname, tablename), ', ') INTO own FROM pg_tables WHERE schemaname = current_schema();
  IF own IS NOT NULL THEN
    EXECUTE 'ANALYZE (SKIP_LOCKED) ' || own;
  END IF;
END
$analyze$`;

/**
 * After the ramp, autovacuum's rule (its default thresholds): ANALYZE the schema's tables of which at least 50
 * rows plus a tenth of the table changed since their last ANALYZE. A table of a million bets is then analysed
 * after another 100,000, not every few thousand writes. `pg_stat_user_tables` counts the changes; PGlite's one
 * backend publishes its counts at most once a second, or at the end of the next statement after
 * FLUSH_CHANGE_COUNTS.
 */
export const FLUSH_CHANGE_COUNTS = 'SELECT pg_stat_force_next_flush()';
export const ANALYZE_CHANGED_TABLES = `DO $analyze$
DECLARE
  changed TEXT;
BEGIN
  SELECT string_agg(format('%I.%I', s.schemaname, s.relname), ', ') INTO changed
  FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
  WHERE s.schemaname = current_schema() AND s.n_mod_since_analyze >= 50 + 0.1 * GREATEST(c.reltuples, 0);
  IF changed IS NOT NULL THEN
    EXECUTE 'ANALYZE (SKIP_LOCKED) ' || changed;
  END IF;
END
$analyze$`;

/**
 * Keeps the planner's statistics in step with tables that grow from empty.
 *
 * PGlite runs no background workers, so without this its tables keep the estimates of empty tables and the
 * planner flips between plans as they grow (a placement read went from 5 ms to 200 ms and back while `bets`
 * grew to a few thousand rows). PostgreSQL's autovacuum does analyse, but only once a minute and after 50 rows
 * plus a tenth of the table changed; until then a pooled connection keeps the generic plans it built against
 * empty tables. Measured on a fresh database: the duplicate-slip probe of a placement batch scanned every bet
 * of the member through `bets_account_created_idx` instead of probing the `(account_id, slip_id)` key, and the
 * batch read grew from 1 ms to 20 ms within ten seconds.
 *
 * This runs ANALYZE after 32, 64, 128 ... writing calls up to `maxThreshold`. PostgreSQL stops there
 * (`rampOnly`) and leaves the rest to autovacuum. PGlite then looks again every `maxThreshold` writes and, as
 * autovacuum would, analyses only the tables of which 50 rows plus a tenth changed since their last ANALYZE.
 * ANALYZE samples at most 30,000 rows a table, so its cost stays bounded, and it blocks no reads or writes; but
 * PGlite runs it on the event loop, and the server answers nothing meanwhile, so it analyses only what changed.
 */
export class StatisticsKeeper {
  private writes = 0;
  private threshold = 32;
  private running: Promise<void> | null = null;
  private done = false;

  constructor(
    private readonly analyze: (sql: string) => Promise<void>,
    private readonly maxThreshold = 4_096,
    private readonly rampOnly = false,
  ) {}

  wrote(): void {
    if (this.done) return;
    this.writes += 1;
    if (this.writes < this.threshold || this.running) return;
    this.writes = 0;
    const ramp = this.threshold < this.maxThreshold;
    if (this.rampOnly && !ramp) this.done = true;
    this.threshold = Math.min(this.threshold * 2, this.maxThreshold);
    this.running = (
      ramp || this.rampOnly
        ? this.analyze(ANALYZE_OWN_TABLES)
        : this.analyze(FLUSH_CHANGE_COUNTS).then(() => this.analyze(ANALYZE_CHANGED_TABLES))
    )
      .catch(() => undefined) // statistics are an optimisation: a failed ANALYZE changes no data
      .finally(() => {
        this.running = null;
      });
  }

  /** Resolves when no ANALYZE is running (before closing the database). */
  async idle(): Promise<void> {
    await this.running;
  }
}
