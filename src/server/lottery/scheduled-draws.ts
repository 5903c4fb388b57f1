// What every scheduled draw product (4D, keno, virtual roulette) shares: a pass that makes the due draws and settles their bets, run
// on a timer and before the product's calls, so that a call never answers from a pass that started before it; and
// the settlement loop that settles each due bet in its own transaction.
import { toSafeInt, type Queryable } from '../db/types';
import { ApiError } from '../http/api-error';

export class ScheduledDraws {
  private timer: ReturnType<typeof setInterval> | null = null;
  private running: Promise<void> | null = null;
  private next: Promise<void> | null = null;

  constructor(
    private readonly name: string,
    private readonly pass: () => Promise<void>,
  ) {}

  /**
   * Makes the draws due by now and settles them. A pass already under way may have read the clock before this
   * call (and would answer without a draw that is due now), so one more pass follows it, shared by every caller
   * that arrives meanwhile.
   */
  sync(): Promise<void> {
    if (!this.running) {
      this.running = this.pass().finally(() => {
        this.running = null;
      });
      return this.running;
    }
    this.next ??= this.running
      .catch(() => undefined)
      .then(() => {
        this.next = null;
        return this.sync();
      });
    return this.next;
  }

  start(tickMs: number): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      this.sync().catch((error: unknown) => console.error(`${this.name} sync failed`, error));
    }, tickMs);
    this.timer.unref?.();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Resolves once no pass is under way, so the database can close under none. */
  async idle(): Promise<void> {
    await this.next?.catch(() => undefined);
    await this.running?.catch(() => undefined);
  }
}

/**
 * The due draws (ascending) not stored yet. A pass runs every few seconds on the leader and before every call of the
 * product on any server, and in the steady state every due draw is already stored: one read answers that, where
 * trying to insert each of them (ON CONFLICT DO NOTHING) cost a statement per kept draw per pass.
 */
export async function missingDraws(
  db: Queryable,
  table: 'lottery_draws' | 'keno_draws' | 'roulette_spins',
  due: readonly number[],
): Promise<number[]> {
  const first = due[0];
  const last = due.at(-1);
  if (first === undefined || last === undefined) return [];
  const rows = await db.query<{ draw_no: unknown }>(
    `SELECT draw_no FROM ${table} WHERE draw_no BETWEEN $1 AND $2`,
    [first, last],
  );
  const stored = new Set(rows.map((r) => toSafeInt(r.draw_no)));
  return due.filter((drawNo) => !stored.has(drawNo));
}

export interface Settler {
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  query: Queryable['query'];
}

/**
 * Settles every running bet of `tables.bets` whose draw is in `tables.draws`, each in its own transaction: the bet
 * is claimed by its status (so two passes at once settle it once), then `settle` pays it. A credit another pass
 * already wrote answers duplicate_debit_record: that bet is settled, so the loop goes on.
 */
export async function settleDueBets(
  db: Settler,
  tables: {
    bets: 'lottery_bets' | 'keno_bets' | 'roulette_bets';
    draws: 'lottery_draws' | 'keno_draws' | 'roulette_spins';
  },
  settle: (tx: Queryable, bet: Record<string, unknown>) => Promise<void>,
): Promise<number> {
  const due = await db.query<{ id: unknown }>(
    `SELECT b.id FROM ${tables.bets} b JOIN ${tables.draws} d ON d.draw_no = b.draw_no WHERE b.status = 'running' ORDER BY b.id LIMIT 500`,
  );
  let settled = 0;
  for (const { id } of due) {
    try {
      const claimed = await db.transaction(async (tx) => {
        const [bet] = await tx.query<Record<string, unknown>>(
          `UPDATE ${tables.bets} SET status = 'settled' WHERE id = $1 AND status = 'running' RETURNING *`,
          [toSafeInt(id)],
        );
        if (!bet) return false;
        await settle(tx, bet);
        return true;
      });
      if (claimed) settled++;
    } catch (error) {
      if (!(error instanceof ApiError && error.code === 'duplicate_debit_record')) throw error;
    }
  }
  return settled;
}
