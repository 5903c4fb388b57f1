// The draws of the seeded products (keno, virtual roulette): each due slot of the grid is drawn once from a fresh
// seed stored beside its outcome, so anyone can recompute the outcome from the published seed (docs/GAMES.md).
import { dueDraws } from './schedule';
import type { Queryable } from '../db/types';
import { newDrawSeed } from '../keno/draw-source';
import {
  drawOfBet,
  latestDrawRows,
  missingDraws,
  settleDueBets,
  type DrawGrid,
  type Settler,
} from './scheduled-draws';

/** Draws a seeded product keeps visible in its results when the server starts with none. */
const BACKFILL = 10;

/** A stored seeded draw: the columns every seeded product has, and its outcome column. */
interface SeededDrawRow extends Record<string, unknown> {
  draw_no: unknown;
  draw_at_ms: unknown;
  seed: string;
}

export interface SeededDrawTable<DrawRecord> {
  table: 'keno_draws' | 'roulette_spins';
  /** Names a draw in errors ("keno draw", "roulette spin"). */
  label: string;
  outcomeColumn: 'numbers' | 'number';
  /** The outcome a seed gives, as stored. */
  outcomeOf: (seed: string) => string | number;
  toRecord: (row: SeededDrawRow) => DrawRecord;
  bets: 'keno_bets' | 'roulette_bets';
  /** Pays one claimed bet of a draw that has been made (inside the bet's transaction). */
  settleBet: (tx: Queryable, bet: Record<string, unknown>) => Promise<void>;
}

/** One seeded product's draws: making the due ones, settling their bets, and reading them back as its records. */
export class SeededDraws<DrawRecord> implements DrawGrid {
  constructor(private readonly draws: SeededDrawTable<DrawRecord>) {}

  /** Stores each draw due by `now` still missing, each from a fresh seed. Answers how many this pass stored. */
  async makeDue(db: Queryable, now: number, intervalMs: number): Promise<number> {
    const { table, outcomeColumn, outcomeOf } = this.draws;
    let created = 0;
    // A draw another pass (or server) stores meanwhile wins: ON CONFLICT keeps the first row, its seed and outcome.
    for (const drawNo of await missingDraws(db, table, dueDraws(now, intervalMs, BACKFILL))) {
      const seed = newDrawSeed();
      const rows = await db.query(
        `INSERT INTO ${table} (draw_no, draw_at_ms, seed, ${outcomeColumn}) VALUES ($1, $2, $3, $4) ON CONFLICT (draw_no) DO NOTHING RETURNING draw_no`,
        [drawNo, drawNo * intervalMs, seed, outcomeOf(seed)],
      );
      created += rows.length;
    }
    return created;
  }

  /** Settles every running bet whose draw has been made. Safe to run twice at once: a bet is claimed by its status. */
  settle(db: Settler): Promise<number> {
    return settleDueBets(db, { bets: this.draws.bets, draws: this.draws.table }, this.draws.settleBet);
  }

  /** The newest `limit` draws, newest first. */
  async latest(db: Queryable, limit: number): Promise<DrawRecord[]> {
    return (await latestDrawRows<SeededDrawRow>(db, this.draws.table, limit)).map(this.draws.toRecord);
  }

  /** The draw a bet being settled was placed on. */
  async ofBet(tx: Queryable, bet: Record<string, unknown>): Promise<DrawRecord> {
    return this.draws.toRecord(await drawOfBet<SeededDrawRow>(tx, this.draws.table, bet, this.draws.label));
  }
}
