// The wallet transfer contract between a game provider and the operator (docs/GAMES.md): a debit when a bet
// is made and a credit when it wins, each one ledger row with the provider's transfer id as idempotency key,
// so a retried transfer answers duplicate_debit_record and never moves money twice.
import type { Queryable } from '../db/types';
import { ApiError } from '../http/api-error';
import { applyLedgerEntry, type LedgerEntryResult } from '../wallet/wallet';

export type TransferPlatform = 'slots' | 'live_casino' | 'mini_game' | 'lottery' | 'virtual';

export interface Transfer {
  accountId: string;
  /** Unique per movement: `game:<round>:debit`, `lottery:<slip>:<n>:debit`, ... */
  transferId: string;
  direction: 'debit' | 'credit' | 'refund';
  /** Positive minor units. */
  amountMinor: number;
  platform: TransferPlatform;
  ref: string;
  remark: string;
  /** The server clock (epoch ms) of a debit: the time its play limits are counted at (responsible-gaming/play-limits.ts). */
  atMs?: number;
}

const ledgerKey = (transferId: string): string => `transfer:${transferId}`;

/** Whether a transfer of this id already moved money (a retried round, a replayed slip). */
export async function transferDone(q: Queryable, transferId: string): Promise<boolean> {
  return (
    (await q.query('SELECT 1 FROM ledger WHERE idempotency_key = $1', [ledgerKey(transferId)])).length > 0
  );
}

export async function transfer(tx: Queryable, t: Transfer): Promise<LedgerEntryResult> {
  if (!Number.isSafeInteger(t.amountMinor) || t.amountMinor <= 0) throw new ApiError('invalidAmount');
  return applyLedgerEntry(tx, {
    accountId: t.accountId,
    type: t.direction === 'debit' ? 'bet' : t.direction === 'credit' ? 'settle' : 'refund',
    amountMinor: t.direction === 'debit' ? -t.amountMinor : t.amountMinor,
    ref: t.ref,
    remark: t.remark,
    idempotencyKey: ledgerKey(t.transferId),
    platform: t.platform,
    stakeAtMs: t.atMs,
  });
}

/** Only an OK account moves money in games; SUSPEND is view only and FREEZE holds the wallet. */
export async function assertMemberMayPlay(tx: Queryable, accountId: string): Promise<void> {
  const rows = await tx.query<{ state: string }>('SELECT state FROM members WHERE account_id = $1', [
    accountId,
  ]);
  const state = rows[0]?.state;
  if (state === 'OK') return;
  if (state === 'SUSPEND') throw new ApiError('viewOnly');
  if (state === 'FREEZE') throw new ApiError('accountFrozen');
  if (state === 'BLOCK' || state === 'CLOSE') throw new ApiError(state);
  throw new ApiError('account_inactive');
}
