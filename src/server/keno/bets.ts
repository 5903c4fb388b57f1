// Placing and listing keno bets. A bet is one debit row; its slip id makes it idempotent (lottery/slip-bets.ts).
import type { KenoBetRow } from '../../shared/keno/api';
import { checkPicks, checkStake } from '../../shared/keno/rules';
import { openDraw } from '../lottery/schedule';
import { minorToDecimalString as dec, toMinor } from '../../shared/money';
import type { AppContext } from '../context';
import { toSafeInt, type Queryable } from '../db/types';
import { ApiError } from '../http/api-error';
import { listSlipBets, placeSlipOnce, slipBetExists, type SlipPlaced } from '../lottery/slip-bets';
import { transfer } from '../provider/transfer';

/** Bets for a keno draw close this long before it. */
export const KENO_CLOSE_BEFORE_MS = 10_000;

export type KenoPlaced = SlipPlaced<KenoBetRow>;

function parseStake(stake: string | number): number {
  let minor: number;
  try {
    minor = toMinor(stake);
  } catch {
    throw new ApiError('invalidBetAmount');
  }
  const problem = checkStake(minor);
  if (problem) throw new ApiError(problem);
  return minor;
}

/** True when the member already placed this slip. */
export function kenoBetExists(q: Queryable, accountId: string, slipId: string): Promise<boolean> {
  return slipBetExists(q, 'keno_bets', accountId, slipId);
}

export async function placeKenoBet(
  ctx: AppContext,
  accountId: string,
  slipId: string,
  picks: readonly number[],
  stake: string | number,
  intervalMs: number,
): Promise<KenoPlaced> {
  return placeSlipOnce(ctx.db, 'keno_bets', accountId, slipId, toKenoRow, () => {
    const problem = checkPicks(picks);
    if (problem) throw new ApiError(problem);
    const stakeMinor = parseStake(stake);
    const now = ctx.now();
    const draw = openDraw(now, intervalMs, KENO_CLOSE_BEFORE_MS);
    return ctx.db.transaction(async (tx) => {
      const [seq] = await tx.query<{ id: unknown }>("SELECT nextval('keno_bets_id_seq') AS id");
      const id = toSafeInt(seq?.id);
      const refNo = `K${id}`;
      const entry = await transfer(tx, {
        accountId,
        transferId: `keno:${accountId}:${slipId}:debit`,
        direction: 'debit',
        amountMinor: stakeMinor,
        platform: 'lottery',
        ref: refNo,
        remark: `Keno draw #${draw.drawNo} pick ${picks.length}: ${picks.join(' ')}`,
        atMs: now,
      });
      const [row] = await tx.query<Record<string, unknown>>(
        `INSERT INTO keno_bets (id, ref_no, account_id, slip_id, draw_no, picks, stake_minor, status, placed_ms)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 'running', $8) RETURNING *`,
        [id, refNo, accountId, slipId, draw.drawNo, picks.join(','), stakeMinor, now],
      );
      return {
        bet: toKenoRow(row as Record<string, unknown>),
        replay: false,
        balanceMinor: entry.balanceAfterMinor,
      };
    });
  });
}

export async function listKenoBets(
  q: Queryable,
  accountId: string,
  status: 'running' | 'settled' | 'all',
  limit: number,
): Promise<KenoBetRow[]> {
  const rows = await listSlipBets(q, 'keno_bets', accountId, status, limit);
  return rows.map(toKenoRow);
}

/** The shape the keno bet list shows; the shared bet lists read keno bets through it too (betting/game-bets.ts). */
export function toKenoRow(row: Record<string, unknown>): KenoBetRow {
  const stake = toSafeInt(row.stake_minor);
  const settled = row.status === 'settled';
  const ret = settled ? toSafeInt(row.return_minor) : null;
  return {
    ref_no: String(row.ref_no),
    draw_no: toSafeInt(row.draw_no),
    picks: String(row.picks).split(',').map(Number),
    stake: dec(stake),
    status: settled ? 'settled' : 'running',
    hits: settled ? toSafeInt(row.hits) : null,
    payout: ret === null ? null : dec(ret),
    win_loss: ret === null ? null : dec(ret - stake),
    trans_time: new Date(toSafeInt(row.placed_ms)).toISOString(),
  };
}
