// Group commit for placements. While one placement batch runs, the bets that arrive queue up; the next batch
// takes them all and writes them with two statements (a read of the wallets, limits, open stakes and slips
// involved, then one write of every accepted bet) instead of one transaction each. Each bet is still decided by
// the same rules in the order it arrived, debited once, and written with its ledger row by the statement that
// debits it. The write goes ahead only if no wallet of the batch changed since the read (migration 020), so
// the two statements need no transaction around them. A batch that fails for any reason other than a rule
// writes nothing, and its bets are placed one at a time instead, each answering for itself; a batch cut off by the
// database going away answers unavailable for all of its bets, never a success.
import { findLimit, stakeViolation, type StakeLimit } from '../../shared/betting/limits';
import { StoreUnavailableError, toSafeInt, type Database, type Queryable } from '../db/types';
import { ApiError } from '../http/api-error';
import { accountsWithPlayLimits, assertStakeWithinPlayLimits } from '../responsible-gaming/play-limits';
import type { ServerMetrics } from '../infra/metrics';
import { availableMinor, isUniqueViolation } from '../wallet/wallet';
import { betRow, insertPlacedBet, legRows, type NewBet } from './bet-store';

/** A bet ready to place (built by place.ts from the resolved legs): its row and what its limits are checked against. */
export interface PlacementItem {
  bet: NewBet;
  /** The bet_limits key the bet is checked against (falling back to `default`). */
  key: string;
  /** What the limits are compared with: the stake, or a system parlay's total. */
  checkedStake: number;
  /** A system parlay's stake per ticket, which must itself reach the minimum. */
  ticketStake: number | null;
}

export interface Placed {
  id: number;
  refNo: string;
  balanceAfterMinor: number;
  frozenMinor: number;
}

const idempotencyKey = (b: NewBet): string => `bet:${b.accountId}:${b.slipId}`;
const isSingle = (b: NewBet): boolean => b.kind === 'single' || b.kind === 'mmo_single';

function needLimit(limits: ReadonlyMap<string, StakeLimit>, key: string): StakeLimit {
  const limit = findLimit(limits, key);
  if (!limit) throw new ApiError('betOverLimit');
  return limit;
}

/** The rules that need the database, in the order the single path applies them; throws the first refusal. */
function checkRules(
  item: PlacementItem,
  limits: ReadonlyMap<string, StakeLimit>,
  openOnMatchMinor: number,
): void {
  const limit = needLimit(limits, item.key);
  if (item.ticketStake !== null && item.ticketStake < limit.minMinor) throw new ApiError('betLowerMin');
  const violation = stakeViolation(item.checkedStake, item.bet.winMinor, limit, openOnMatchMinor);
  if (violation) throw new ApiError(violation);
}

/**
 * One bet in its own transaction: one statement writes it and reads what the rules need (bet-store.ts).
 * `alsoWrite` runs in the same transaction once the bet is written (an odds boost's own rules and row); a refusal
 * it throws rolls the bet back with it.
 */
export async function placeOne(
  db: Database,
  item: PlacementItem,
  alsoWrite?: (tx: Queryable, placed: Placed) => Promise<void>,
): Promise<Placed> {
  const { bet } = item;
  try {
    return await db.transaction(async (tx) => {
      // Locking the wallet row first serialises one member's placements on PostgreSQL, so the per-match
      // sum read by the next statement (a new snapshot, taken after the lock) is exact; PGlite runs one
      // transaction at a time anyway.
      if (db.kind === 'postgres')
        await tx.query('SELECT 1 FROM wallets WHERE account_id = $1 FOR UPDATE', [bet.accountId]);
      // The member's own stake and loss limits, counted from the ledger under that lock.
      await assertStakeWithinPlayLimits(tx, bet.accountId, bet.riskMinor, bet.placedMs);
      // A refusal below throws, which rolls the statement's writes back.
      const row = await insertPlacedBet(tx, bet, item.key, idempotencyKey(bet));
      checkRules(item, row.limits, row.openOnMatchMinor);
      if (!row.placed)
        throw new ApiError(row.hasWallet ? 'insufficient_balance' : 'member_wallet_not_exists');
      await alsoWrite?.(tx, row.placed);
      return row.placed;
    });
  } catch (error) {
    // Two submits of one slip: the unique (account_id, slip_id) index or the ledger's idempotency key answers.
    if (isUniqueViolation(error)) throw new ApiError('duplicate_debit_record');
    throw error;
  }
}

const jsonRows = (value: unknown): unknown[][] =>
  (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as unknown[][];
const openKey = (account: string, matchKey: unknown, market: unknown): string =>
  `${account}\u0000${String(matchKey)}\u0000${String(market)}`;
const slipKey = (account: string, slip: string): string => `${account}\u0000${slip}`;

interface BatchState {
  /** version: the wallet row's xmin when read; the write checks it is still the same. */
  wallets: Map<string, { balance: number; frozen: number; version: string }>;
  limits: Map<string, Map<string, StakeLimit>>;
  open: Map<string, number>;
  slips: Set<string>;
}

/** Everything the rules read for a batch, in one statement with one snapshot. */
async function readBatchState(tx: Queryable, items: PlacementItem[]): Promise<BatchState> {
  const accounts = [...new Set(items.map((i) => i.bet.accountId))];
  const keys = [...new Set(items.map((i) => i.key)), 'default'];
  const openWanted = items
    .filter((i) => isSingle(i.bet) && i.bet.legs[0])
    .map((i) => ({
      account_id: i.bet.accountId,
      match_key: i.bet.legs[0]?.r.matchKey,
      market: i.bet.legs[0]?.r.leg.market,
    }));
  // read_bet_batch (migration 019): wallets, limits, open stakes and existing slips as one JSON object.
  const [result] = await tx.query<{ state: unknown }>('SELECT read_bet_batch($1, $2, $3, $4, $5) AS state', [
    accounts,
    keys,
    JSON.stringify(openWanted),
    items.map((i) => i.bet.accountId),
    items.map((i) => i.bet.slipId),
  ]);
  const row = (typeof result?.state === 'string' ? JSON.parse(result.state) : result?.state) as
    { wallets: unknown; limits: unknown; open: unknown; slips: unknown } | undefined;
  const state: BatchState = { wallets: new Map(), limits: new Map(), open: new Map(), slips: new Set() };
  for (const [account, balance, frozen, version] of jsonRows(row?.wallets))
    state.wallets.set(String(account), {
      balance: toSafeInt(balance),
      frozen: toSafeInt(frozen),
      version: String(version),
    });
  for (const [account, key, min, max, payout] of jsonRows(row?.limits)) {
    const byKey = state.limits.get(String(account)) ?? new Map<string, StakeLimit>();
    byKey.set(String(key), {
      minMinor: toSafeInt(min),
      maxMinor: toSafeInt(max),
      maxPayoutMinor: toSafeInt(payout),
    });
    state.limits.set(String(account), byKey);
  }
  for (const [account, matchKey, market, stake] of jsonRows(row?.open))
    state.open.set(openKey(String(account), matchKey, market), toSafeInt(stake));
  for (const [account, slip] of jsonRows(row?.slips)) state.slips.add(slipKey(String(account), String(slip)));
  return state;
}

interface Accepted {
  ord: number;
  item: PlacementItem;
  before: number;
  after: number;
}

/** The bets of one batch: each entry is what the bet answers, a placement or the refusal of its rule. */
async function placeBatch(db: Database, items: PlacementItem[]): Promise<(Placed | ApiError)[]> {
  const state = await readBatchState(db, items);

  // Each bet in arrival order, seeing the bets accepted before it as if they were already written.
  const outcomes: (Placed | ApiError | null)[] = [];
  const accepted: Accepted[] = [];
  const running = new Map([...state.wallets].map(([a, w]) => [a, w.balance]));
  const opening = new Map(running);
  for (const [ord, item] of items.entries()) {
    const { bet } = item;
    try {
      if (state.slips.has(slipKey(bet.accountId, bet.slipId))) throw new ApiError('duplicate_debit_record');
      const first = bet.legs[0];
      const open =
        isSingle(bet) && first ? openKey(bet.accountId, first.r.matchKey, first.r.leg.market) : null;
      checkRules(item, state.limits.get(bet.accountId) ?? new Map(), open ? (state.open.get(open) ?? 0) : 0);
      const balance = running.get(bet.accountId);
      if (balance === undefined) throw new ApiError('member_wallet_not_exists');
      const frozenMinor = state.wallets.get(bet.accountId)?.frozen ?? 0;
      if (availableMinor({ balanceMinor: balance, frozenMinor }) - bet.riskMinor < 0)
        throw new ApiError('insufficient_balance');
      running.set(bet.accountId, balance - bet.riskMinor);
      if (open) state.open.set(open, (state.open.get(open) ?? 0) + bet.stakeMinor);
      state.slips.add(slipKey(bet.accountId, bet.slipId));
      accepted.push({ ord, item, before: balance, after: balance - bet.riskMinor });
      outcomes.push(null);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      outcomes.push(error);
    }
  }
  if (accepted.length === 0) return outcomes as (Placed | ApiError)[];

  const debits = [...new Set(accepted.map((a) => a.item.bet.accountId))].map((account) => ({
    account_id: account,
    version: state.wallets.get(account)?.version,
    before: opening.get(account),
    total: (opening.get(account) ?? 0) - (running.get(account) ?? 0),
  }));
  const written = await writeBatch(db, accepted, debits);
  for (const a of accepted) {
    const { bet } = a.item;
    const ids = written.get(slipKey(bet.accountId, bet.slipId));
    if (!ids) throw new Error(`batch placement lost the bet of slip ${bet.slipId}`);
    outcomes[a.ord] = {
      ...ids,
      balanceAfterMinor: a.after,
      frozenMinor: state.wallets.get(bet.accountId)?.frozen ?? 0,
    };
  }
  return outcomes as (Placed | ApiError)[];
}

/**
 * One statement writes every accepted bet: wallet debits, bets, legs, ledger. It fails whole, writing nothing,
 * if any wallet is no longer the version read (write_bet_batch_checked, migration 020).
 */
async function writeBatch(
  db: Queryable,
  accepted: Accepted[],
  debits: { account_id: string; version: string | undefined; before: number | undefined; total: number }[],
): Promise<Map<string, { id: number; refNo: string }>> {
  const bets = accepted.map(({ ord, item: { bet }, before, after }) => ({
    ord,
    account_id: bet.accountId,
    slip_id: bet.slipId,
    ...betRow(bet),
    accept_at_ms: bet.acceptAtMs,
    placed_ms: bet.placedMs,
    before,
    after,
    idempotency_key: idempotencyKey(bet),
  }));
  const legs = accepted.flatMap(({ item: { bet } }) =>
    legRows(bet).map((l) => ({ ...l, account_id: bet.accountId, slip_id: bet.slipId })),
  );
  // write_bet_batch_checked (migration 020) locks and checks the wallets, then write_bet_batch (019) writes
  // the debits, bets, legs, ledger rows and last_transaction_at; answers each bet's id.
  const [result] = await db.query<{ out: unknown }>('SELECT write_bet_batch_checked($1, $2, $3) AS out', [
    JSON.stringify(bets),
    JSON.stringify(debits),
    JSON.stringify(legs),
  ]);
  const row = (typeof result?.out === 'string' ? JSON.parse(result.out) : result?.out) as
    { debited: unknown; bets: unknown } | undefined;
  // The function raises when a wallet moved; this only guards against a function that forgot to.
  if (toSafeInt(row?.debited) !== debits.length) throw new Error('a wallet changed under a batch placement');
  const out = new Map<string, { id: number; refNo: string }>();
  for (const [account, slip, id, refNo] of jsonRows(row?.bets))
    out.set(slipKey(String(account), String(slip)), { id: toSafeInt(id), refNo: String(refNo) });
  return out;
}

interface Job {
  item: PlacementItem;
  resolve(placed: Placed): void;
  reject(error: unknown): void;
}

/**
 * Runs placements as they arrive: one at a time through `placeOne` when nothing else is waiting, in batches
 * (group commit) when bets arrive faster than the store commits them.
 */
export class PlacementQueue {
  private pending: Job[] = [];
  private inFlight = 0;
  private scheduled = false;
  /** How the bets went in so far: in batches, and batches rolled back and placed one by one. */
  readonly stats = { batches: 0, batchedBets: 0, fallbacks: 0 };

  constructor(
    private readonly db: Database,
    /** Hears the size of each group of placements taken together. */
    private readonly metrics: Pick<ServerMetrics, 'placementBatch'>,
    private readonly maxBatch = 64,
    /**
     * Batches running side by side. One is best on PGlite (one connection) and, measured, on PostgreSQL on the
     * 2-CPU build machine too (1,362 bets/s with one, 1,249 with two). Two batches over the same members
     * would also refuse each other: each write checks the wallet versions its own read saw.
     */
    private readonly maxInFlight = 1,
  ) {}

  submit(item: PlacementItem): Promise<Placed> {
    return new Promise<Placed>((resolve, reject) => {
      this.pending.push({ item, resolve, reject });
      // PGlite runs a whole transaction without giving the event loop a turn, so requests that arrived
      // together would otherwise each see an idle queue. Waiting for the end of this loop iteration lets
      // every request already read from the sockets join the same batch; it costs no time when idle.
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => {
          this.scheduled = false;
          this.pump();
        });
      }
    });
  }

  private pump(): void {
    while (this.inFlight < this.maxInFlight && this.pending.length > 0) {
      const jobs = this.pending.splice(0, this.maxBatch);
      this.metrics.placementBatch(jobs.length);
      this.inFlight += 1;
      void this.run(jobs).finally(() => {
        this.inFlight -= 1;
        this.pump();
      });
    }
  }

  private async run(all: Job[]): Promise<void> {
    // Bets of members with play limits are placed one at a time: placeOne counts their period's stakes and
    // losses from the ledger under the wallet lock, which a batch read cannot do for bets in the same batch.
    let limited = new Set<string>();
    if (all.length > 1) {
      try {
        limited = await accountsWithPlayLimits(this.db, [...new Set(all.map((j) => j.item.bet.accountId))]);
      } catch (error) {
        for (const job of all) job.reject(error);
        return;
      }
    }
    const jobs = all.filter((j) => !limited.has(j.item.bet.accountId));
    const alone = all.filter((j) => limited.has(j.item.bet.accountId));
    await this.runUnlimited(jobs);
    for (const job of alone) {
      try {
        job.resolve(await placeOne(this.db, job.item));
      } catch (error) {
        job.reject(error);
      }
    }
  }

  private async runUnlimited(jobs: Job[]): Promise<void> {
    if (jobs.length > 1) {
      let outcomes: (Placed | ApiError)[] | null = null;
      try {
        outcomes = await placeBatch(
          this.db,
          jobs.map((j) => j.item),
        );
      } catch (error) {
        // The database went away mid-batch: if the cut came after the write committed, placing the bets again
        // would answer them as duplicates; every bet of the batch answers unavailable, and the player's bet
        // list shows what was written.
        if (error instanceof StoreUnavailableError) {
          for (const job of jobs) job.reject(error);
          return;
        }
        outcomes = null; // rolled back whole: each bet is placed on its own below
        this.stats.fallbacks += 1;
      }
      if (outcomes) {
        this.stats.batches += 1;
        this.stats.batchedBets += jobs.length;
        for (const [i, job] of jobs.entries()) {
          const outcome = outcomes[i];
          if (outcome instanceof ApiError) job.reject(outcome);
          else if (outcome) job.resolve(outcome);
          else job.reject(new Error('batch placement gave no answer'));
        }
        return;
      }
    }
    for (const job of jobs) {
      try {
        job.resolve(await placeOne(this.db, job.item));
      } catch (error) {
        job.reject(error);
      }
    }
  }
}
