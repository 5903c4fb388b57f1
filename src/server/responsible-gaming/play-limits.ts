// Responsible gaming on the server: the limits a player set on their own stakes and losses, the reality check and
// time-out / self-exclusion (rules in shared/responsible-gaming/rules.ts). `assertStakeWithinPlayLimits` is the one
// check every stake runs before it is debited (wallet/wallet.ts applyLedgerEntry for game transfers, 4D, keno,
// virtual sports, video poker and tournament fees; betting/placement-queue.ts for sportsbook bets of every kind).
// What a period has used is read from the ledger, never kept in a counter of its own.
import { minorToDecimalString as dec } from '../../shared/money';
import type { PlayLimitEntry, PlayLimitsResponse } from '../../shared/responsible-gaming/api';
import {
  EXCLUDED_CODE,
  EXCLUSION_MS,
  PLAY_LIMIT_INVALID_CODE,
  PLAY_LIMIT_KINDS,
  PLAY_LIMIT_PERIODS,
  REALITY_CHECK_INVALID_CODE,
  REALITY_CHECK_MAX_MINUTES,
  REALITY_CHECK_MIN_MINUTES,
  changeLimit,
  limitKey,
  periodStartMs,
  resolveLimit,
  stakeRefusal,
  type ExclusionDuration,
  type LimitKey,
  type LimitState,
  type PeriodUsage,
  type PlayLimitKind,
  type PlayLimitPeriod,
} from '../../shared/responsible-gaming/rules';
import { toSafeInt, type Database, type Queryable } from '../db/types';
import { ApiError } from '../http/api-error';
import { revokeSessions } from '../security/sessions';

interface LimitRow {
  kind: PlayLimitKind;
  period: PlayLimitPeriod;
  limit_minor: unknown;
  pending_set: boolean;
  pending_minor: unknown;
  applies_ms: unknown;
}

const nullableInt = (v: unknown): number | null => (v === null || v === undefined ? null : toSafeInt(v));

function stateOf(row: LimitRow): LimitState {
  return {
    limitMinor: nullableInt(row.limit_minor),
    pending: row.pending_set
      ? { amountMinor: nullableInt(row.pending_minor), appliesAtMs: toSafeInt(row.applies_ms) }
      : null,
  };
}

/** The member's limit rows that say anything (a limit or a waiting change), as they stand at `nowMs`. */
async function readLimits(
  q: Queryable,
  accountId: string,
  nowMs: number,
): Promise<Map<LimitKey, LimitState>> {
  const rows = await q.query<LimitRow>(
    `SELECT kind, period, limit_minor, pending_set, pending_minor, applies_ms FROM play_limits
     WHERE account_id = $1 AND (limit_minor IS NOT NULL OR pending_set)`,
    [accountId],
  );
  return new Map(rows.map((r) => [limitKey(r.kind, r.period), resolveLimit(stateOf(r), nowMs)]));
}

/**
 * Each period's stakes (bet debits less refunds) and net loss (minus the sum of bets, returns and refunds) from
 * the ledger rows written since the period began. Commission is not play, so it counts in neither.
 */
async function readUsage(
  q: Queryable,
  accountId: string,
  nowMs: number,
): Promise<Record<PlayLimitPeriod, PeriodUsage>> {
  const starts = PLAY_LIMIT_PERIODS.map((p) => new Date(periodStartMs(p, nowMs)).toISOString());
  const earliest = starts.reduce((a, b) => (a < b ? a : b));
  const [row] = await q.query<Record<string, unknown>>(
    `SELECT ${PLAY_LIMIT_PERIODS.map(
      (
        p,
        i,
      ) => `COALESCE(SUM(-amount_minor) FILTER (WHERE type IN ('bet', 'refund') AND created_at >= $${i + 2}::timestamptz), 0) AS staked_${p},
         COALESCE(SUM(-amount_minor) FILTER (WHERE created_at >= $${i + 2}::timestamptz), 0) AS lost_${p}`,
    ).join(', ')}
     FROM ledger WHERE account_id = $1 AND created_at >= $5::timestamptz AND type IN ('bet', 'settle', 'refund')`,
    [accountId, ...starts, earliest],
  );
  const usage = {} as Record<PlayLimitPeriod, PeriodUsage>;
  for (const p of PLAY_LIMIT_PERIODS)
    usage[p] = {
      stakedMinor: toSafeInt(row?.[`staked_${p}`] ?? 0),
      lostMinor: toSafeInt(row?.[`lost_${p}`] ?? 0),
    };
  return usage;
}

/**
 * Refuses a stake of `stakeMinor` that one of the member's limits does not allow (`stakeLimitReached`,
 * `lossLimitReached`), inside the transaction that will debit it. A member without limits costs one read. With
 * limits, the wallet row is locked first, so two stakes of one member are counted one after the other.
 */
export async function assertStakeWithinPlayLimits(
  q: Queryable,
  accountId: string,
  stakeMinor: number,
  nowMs: number,
): Promise<void> {
  const limits = await readLimits(q, accountId, nowMs);
  const caps = new Map<LimitKey, number>();
  for (const [key, state] of limits) if (state.limitMinor !== null) caps.set(key, state.limitMinor);
  if (caps.size === 0) return;
  await q.query('SELECT 1 FROM wallets WHERE account_id = $1 FOR UPDATE', [accountId]);
  const refusal = stakeRefusal(caps, await readUsage(q, accountId, nowMs), stakeMinor);
  if (refusal) throw new ApiError(refusal);
}

/** Of `accountIds`, those with any limit row (the placement queue places their bets one at a time). */
export async function accountsWithPlayLimits(
  q: Queryable,
  accountIds: readonly string[],
): Promise<Set<string>> {
  const rows = await q.query<{ account_id: string }>(
    'SELECT DISTINCT account_id FROM play_limits WHERE account_id = ANY($1) AND (limit_minor IS NOT NULL OR pending_set)',
    [accountIds],
  );
  return new Set(rows.map((r) => r.account_id));
}

const iso = (ms: number): string => new Date(ms).toISOString();

/** The member's limits, reality check, exclusion and the current login's start and net result. */
export async function playLimitsOf(
  q: Queryable,
  accountId: string,
  sessionId: number,
  nowMs: number,
): Promise<PlayLimitsResponse> {
  const limits = await readLimits(q, accountId, nowMs);
  const usage = await readUsage(q, accountId, nowMs);
  const entries: PlayLimitEntry[] = [];
  for (const kind of PLAY_LIMIT_KINDS)
    for (const period of PLAY_LIMIT_PERIODS) {
      const state = limits.get(limitKey(kind, period));
      entries.push({
        kind,
        period,
        limit: state === undefined || state.limitMinor === null ? null : dec(state.limitMinor),
        pending: state?.pending
          ? {
              amount: state.pending.amountMinor === null ? null : dec(state.pending.amountMinor),
              applies_at: iso(state.pending.appliesAtMs),
            }
          : null,
        used: dec(kind === 'stake' ? usage[period].stakedMinor : usage[period].lostMinor),
      });
    }
  const settings = await readSettings(q, accountId);
  const [session] = await q.query<{ created_ms: unknown }>('SELECT created_ms FROM sessions WHERE id = $1', [
    sessionId,
  ]);
  const startedMs = toSafeInt(session?.created_ms ?? nowMs);
  const [net] = await q.query<{ net: unknown }>(
    `SELECT COALESCE(SUM(amount_minor), 0) AS net FROM ledger
     WHERE account_id = $1 AND created_at >= $2::timestamptz AND type IN ('bet', 'settle', 'refund')`,
    [accountId, iso(startedMs)],
  );
  return {
    limits: entries,
    reality_check_minutes: settings.realityCheckMinutes,
    excluded_until:
      settings.excludedUntilMs !== null && settings.excludedUntilMs > nowMs
        ? iso(settings.excludedUntilMs)
        : null,
    session: { started_at: iso(startedMs), net_result: dec(toSafeInt(net?.net ?? 0)) },
  };
}

/** A player's change to one limit: lowering applies now, raising or removing after the waiting time. */
export async function setPlayLimit(
  db: Database,
  accountId: string,
  kind: PlayLimitKind,
  period: PlayLimitPeriod,
  amountMinor: number | null,
  nowMs: number,
): Promise<void> {
  if (amountMinor !== null && (!Number.isSafeInteger(amountMinor) || amountMinor < 0))
    throw new ApiError(PLAY_LIMIT_INVALID_CODE);
  await db.transaction(async (tx) => {
    const [row] = await tx.query<LimitRow>(
      `SELECT kind, period, limit_minor, pending_set, pending_minor, applies_ms FROM play_limits
       WHERE account_id = $1 AND kind = $2 AND period = $3 FOR UPDATE`,
      [accountId, kind, period],
    );
    const next = changeLimit(row ? stateOf(row) : { limitMinor: null, pending: null }, amountMinor, nowMs);
    await tx.query(
      `INSERT INTO play_limits (account_id, kind, period, limit_minor, pending_set, pending_minor, applies_ms)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (account_id, kind, period) DO UPDATE SET limit_minor = $4, pending_set = $5, pending_minor = $6, applies_ms = $7`,
      [
        accountId,
        kind,
        period,
        next.limitMinor,
        next.pending !== null,
        next.pending?.amountMinor ?? null,
        next.pending?.appliesAtMs ?? null,
      ],
    );
  });
}

interface PlaySettings {
  realityCheckMinutes: number | null;
  excludedUntilMs: number | null;
  excludedAtMs: number | null;
}

async function readSettings(q: Queryable, accountId: string): Promise<PlaySettings> {
  const [row] = await q.query<{
    reality_check_minutes: unknown;
    excluded_until_ms: unknown;
    excluded_at_ms: unknown;
  }>(
    'SELECT reality_check_minutes, excluded_until_ms, excluded_at_ms FROM play_settings WHERE account_id = $1',
    [accountId],
  );
  return {
    realityCheckMinutes: nullableInt(row?.reality_check_minutes),
    excludedUntilMs: nullableInt(row?.excluded_until_ms),
    excludedAtMs: nullableInt(row?.excluded_at_ms),
  };
}

/** Sets (or, with null, turns off) the reality check; the interval is whole minutes within the product's range. */
export async function setRealityCheck(
  db: Database,
  accountId: string,
  minutes: number | null,
): Promise<void> {
  if (
    minutes !== null &&
    (!Number.isInteger(minutes) || minutes < REALITY_CHECK_MIN_MINUTES || minutes > REALITY_CHECK_MAX_MINUTES)
  )
    throw new ApiError(REALITY_CHECK_INVALID_CODE);
  await db.query(
    `INSERT INTO play_settings (account_id, reality_check_minutes) VALUES ($1, $2)
     ON CONFLICT (account_id) DO UPDATE SET reality_check_minutes = $2`,
    [accountId, minutes],
  );
}

/**
 * Starts a time-out or self-exclusion: every session of the member ends now and logins are refused until the
 * end. A second exclusion can only move the end later; no player call shortens it (the operator's admin command
 * `clear-play-limits --exclusion` can).
 */
export async function selfExclude(
  db: Database,
  accountId: string,
  duration: ExclusionDuration,
  nowMs: number,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ excluded_until_ms: unknown }>(
      `INSERT INTO play_settings (account_id, excluded_until_ms, excluded_at_ms) VALUES ($1, $2, $3)
       ON CONFLICT (account_id) DO UPDATE SET
         excluded_until_ms = GREATEST(COALESCE(play_settings.excluded_until_ms, 0), $2),
         excluded_at_ms = CASE WHEN COALESCE(play_settings.excluded_until_ms, 0) < $2 THEN $3 ELSE play_settings.excluded_at_ms END
       RETURNING excluded_until_ms`,
      [accountId, nowMs + EXCLUSION_MS[duration], nowMs],
    );
    await revokeSessions(tx, accountId, 'excluded', nowMs);
    return toSafeInt(row?.excluded_until_ms);
  });
}

/** Refuses a login (password or operator token) while a time-out or self-exclusion runs, saying until when. */
export async function assertNotExcluded(q: Queryable, accountId: string, nowMs: number): Promise<void> {
  const { excludedUntilMs } = await readSettings(q, accountId);
  if (excludedUntilMs !== null && excludedUntilMs > nowMs)
    throw new ApiError(EXCLUDED_CODE, 200, { until: iso(excludedUntilMs) });
}

/** What the operator sees of a member (admin command `play-limits`). */
export async function describePlayLimits(q: Queryable, accountId: string, nowMs: number): Promise<string> {
  const [member] = await q.query('SELECT 1 FROM members WHERE account_id = $1', [accountId]);
  if (!member) throw new ApiError('account_not_exists');
  const limits = await readLimits(q, accountId, nowMs);
  const usage = await readUsage(q, accountId, nowMs);
  const settings = await readSettings(q, accountId);
  const lines = [`play limits of ${accountId} (periods in GMT+8):`];
  for (const kind of PLAY_LIMIT_KINDS)
    for (const period of PLAY_LIMIT_PERIODS) {
      const state = limits.get(limitKey(kind, period));
      if (!state) continue;
      const used = kind === 'stake' ? usage[period].stakedMinor : usage[period].lostMinor;
      const pending = state.pending
        ? `, ${state.pending.amountMinor === null ? 'removal' : `raise to ${dec(state.pending.amountMinor)}`} from ${iso(state.pending.appliesAtMs)}`
        : '';
      lines.push(
        `  ${kind} ${period}: ${state.limitMinor === null ? 'none' : dec(state.limitMinor)} (used ${dec(used)}${pending})`,
      );
    }
  if (lines.length === 1) lines.push('  no stake or loss limits');
  lines.push(
    `  reality check: ${settings.realityCheckMinutes === null ? 'off' : `every ${settings.realityCheckMinutes} min`}`,
  );
  const excluded = settings.excludedUntilMs !== null && settings.excludedUntilMs > nowMs;
  lines.push(
    excluded
      ? `  excluded from ${iso(settings.excludedAtMs ?? nowMs)} until ${iso(settings.excludedUntilMs ?? nowMs)}`
      : '  not excluded',
  );
  return lines.join('\n');
}

/** The operator's reset: removes the member's limits at once and, with `exclusion`, ends an exclusion. */
export async function clearPlayLimits(
  db: Database,
  accountId: string,
  what: { limits: boolean; exclusion: boolean },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [member] = await tx.query('SELECT 1 FROM members WHERE account_id = $1', [accountId]);
    if (!member) throw new ApiError('account_not_exists');
    if (what.limits) await tx.query('DELETE FROM play_limits WHERE account_id = $1', [accountId]);
    if (what.exclusion)
      await tx.query(
        'UPDATE play_settings SET excluded_until_ms = NULL, excluded_at_ms = NULL WHERE account_id = $1',
        [accountId],
      );
  });
}
