// What every scheduled draw product (4D, keno, virtual roulette) shares: a pass that makes the due draws and settles their bets, run
// on a timer and before the product's calls, so that a call never answers from a pass that started before it; and
// the draw tables' reads, and the settlement loop that settles each due bet in its own
// transaction.
import type { AppContext } from '../context';
import { toSafeInt, type Queryable } from '../db/types';
import { ApiError } from '../http/api-error';
import { jobLog, SILENT_LOG, type ServerLog } from '../log';
import { transfer, type TransferPlatform } from '../provider/transfer';

/** The table of each scheduled draw product's draws, keyed by `draw_no` (a roulette spin is its draw). */
export type DrawTable = 'lottery_draws' | 'keno_draws' | 'roulette_spins';

export class ScheduledDraws {
  private timer: ReturnType<typeof setInterval> | null = null;
  private running: Promise<void> | null = null;
  private next: Promise<void> | null = null;
  private readonly log: ServerLog;

  /** `name`: the product; its timer's failures are logged as the job `<name>-draws`. */
  constructor(
    name: string,
    private readonly pass: () => Promise<void>,
    log: ServerLog = SILENT_LOG,
  ) {
    this.log = jobLog(log, `${name}-draws`);
  }

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
      this.sync().catch((error: unknown) => this.log.error({ err: error }, 'draw pass failed'));
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
 * A product's draw interval in milliseconds from its environment variable (keno's KENO_DRAW_SECONDS, 4D's
 * LOTTERY_DRAW_MINUTES): `unitMs` per unit, `fallback` units when unset. It must be at least `minimum` units, or
 * positive where the product sets no minimum; anything else stops the server at start-up.
 */
export function drawIntervalMs(
  env: NodeJS.ProcessEnv,
  variable: string,
  setting: { unitMs: number; fallback: number; minimum?: number },
): number {
  const raw = env[variable];
  const units = raw ? Number(raw) : setting.fallback;
  const { minimum } = setting;
  const allowed = minimum === undefined ? units > 0 : units >= minimum;
  if (!Number.isFinite(units) || !allowed)
    throw new Error(
      `${variable} must be ${minimum === undefined ? 'positive' : `at least ${minimum}`}, got ${raw}`,
    );
  return Math.round(units * setting.unitMs);
}

/** A product's draws: making the ones due by `now` on its grid, and settling the bets of those made. */
export interface DrawGrid {
  makeDue(db: Queryable, now: number, intervalMs: number): Promise<number>;
  settle(db: Settler): Promise<number>;
}

/** A scheduled draw product's service: its interval, and a pass that makes the due draws, then settles their bets. */
export class ScheduledDrawService extends ScheduledDraws {
  constructor(
    name: string,
    ctx: AppContext,
    readonly intervalMs: number,
    grid: DrawGrid,
    private readonly defaultTickMs: number,
  ) {
    super(
      name,
      async () => {
        await grid.makeDue(ctx.db, ctx.now(), intervalMs);
        await grid.settle(ctx.db);
      },
      ctx.log,
    );
  }

  override start(tickMs = this.defaultTickMs): void {
    super.start(tickMs);
  }
}

/**
 * The due draws (ascending) not stored yet. A pass runs every few seconds on the leader and before every call of the
 * product on any server, and in the steady state every due draw is already stored: one read answers that, where
 * trying to insert each of them (ON CONFLICT DO NOTHING) cost a statement per kept draw per pass.
 */
export async function missingDraws(
  db: Queryable,
  table: DrawTable,
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

/** The newest `limit` stored draws of a product, newest first, as stored. */
export function latestDrawRows<Row>(db: Queryable, table: DrawTable, limit: number): Promise<Row[]> {
  return db.query<Row>(`SELECT * FROM ${table} ORDER BY draw_no DESC LIMIT $1`, [limit]);
}

/**
 * The stored draw a bet being settled was placed on. Only bets whose draw is stored are settled, so a missing draw is
 * a fault that stops the pass (`what` names the draw in the error: "keno draw", "roulette spin").
 */
export async function drawOfBet<Row>(
  tx: Queryable,
  table: DrawTable,
  bet: Record<string, unknown>,
  what: string,
): Promise<Row> {
  const [draw] = await tx.query<Row>(`SELECT * FROM ${table} WHERE draw_no = $1`, [bet.draw_no as number]);
  if (!draw) throw new Error(`${what} ${String(bet.draw_no)} vanished`);
  return draw;
}

/**
 * Pays a settled bet's return to its member: one credit row keyed by the product and the bet (`keno:<id>:credit`), so
 * a second pass cannot pay it twice. A bet that returns nothing writes no row.
 */
export async function creditBetReturn(
  tx: Queryable,
  bet: Record<string, unknown>,
  credit: {
    product: 'lottery' | 'keno' | 'roulette';
    platform: TransferPlatform;
    amountMinor: number;
    remark: string;
  },
): Promise<void> {
  if (!(credit.amountMinor > 0)) return;
  await transfer(tx, {
    accountId: String(bet.account_id),
    transferId: `${credit.product}:${toSafeInt(bet.id)}:credit`,
    direction: 'credit',
    amountMinor: credit.amountMinor,
    platform: credit.platform,
    ref: String(bet.ref_no),
    remark: credit.remark,
  });
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
    draws: DrawTable;
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
