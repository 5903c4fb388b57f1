// Placing and listing roulette slips. A slip (one or more bets on one spin) is one debit row of its total; its slip
// id makes it idempotent (lottery/slip-bets.ts).
import type { RouletteBetRow } from '../../shared/roulette/api';
import { checkLines, lineReturnMinor, type RouletteLine } from '../../shared/roulette/rules';
import { openDraw } from '../lottery/schedule';
import { minorToDecimalString as dec, toMinor } from '../../shared/money';
import type { AppContext } from '../context';
import { toSafeInt, type Queryable } from '../db/types';
import { ApiError } from '../http/api-error';
import { listSlipBets, placeSlipOnce, slipBetExists, type SlipPlaced } from '../lottery/slip-bets';
import { transfer } from '../provider/transfer';
import { parseLines } from './spins';

/** Bets for a spin close this long before it. */
export const ROULETTE_CLOSE_BEFORE_MS = 5_000;

export type RoulettePlaced = SlipPlaced<RouletteBetRow>;

function toLines(bets: readonly { bet: string; stake: string | number }[]): RouletteLine[] {
  return bets.map(({ bet, stake }) => {
    try {
      return { bet, stakeMinor: toMinor(stake) };
    } catch {
      throw new ApiError('invalidBetAmount');
    }
  });
}

/** True when the member already placed this slip. */
export function rouletteBetExists(q: Queryable, accountId: string, slipId: string): Promise<boolean> {
  return slipBetExists(q, 'roulette_bets', accountId, slipId);
}

export async function placeRouletteBet(
  ctx: AppContext,
  accountId: string,
  slipId: string,
  bets: readonly { bet: string; stake: string | number }[],
  intervalMs: number,
): Promise<RoulettePlaced> {
  return placeSlipOnce(ctx.db, 'roulette_bets', accountId, slipId, toRouletteRow, () => {
    const lines = toLines(bets);
    const problem = checkLines(lines);
    if (problem) throw new ApiError(problem);
    const totalMinor = lines.reduce((sum, l) => sum + l.stakeMinor, 0);
    const now = ctx.now();
    const spin = openDraw(now, intervalMs, ROULETTE_CLOSE_BEFORE_MS);
    return ctx.db.transaction(async (tx) => {
      const [seq] = await tx.query<{ id: unknown }>("SELECT nextval('roulette_bets_id_seq') AS id");
      const id = toSafeInt(seq?.id);
      const refNo = `R${id}`;
      const entry = await transfer(tx, {
        accountId,
        transferId: `roulette:${accountId}:${slipId}:debit`,
        direction: 'debit',
        amountMinor: totalMinor,
        platform: 'virtual',
        ref: refNo,
        remark: `Roulette spin #${spin.drawNo}: ${lines.map((l) => `${l.bet} ${dec(l.stakeMinor)}`).join(', ')}`,
        atMs: now,
      });
      const [row] = await tx.query<Record<string, unknown>>(
        `INSERT INTO roulette_bets (id, ref_no, account_id, slip_id, draw_no, lines, stake_minor, status, placed_ms)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 'running', $8) RETURNING *`,
        [
          id,
          refNo,
          accountId,
          slipId,
          spin.drawNo,
          JSON.stringify(lines.map((l) => ({ bet: l.bet, stake_minor: l.stakeMinor }))),
          totalMinor,
          now,
        ],
      );
      return {
        bet: toRouletteRow(row as Record<string, unknown>),
        replay: false,
        balanceMinor: entry.balanceAfterMinor,
      };
    });
  });
}

export async function listRouletteBets(
  q: Queryable,
  accountId: string,
  status: 'running' | 'settled' | 'all',
  limit: number,
): Promise<RouletteBetRow[]> {
  const rows = await listSlipBets(q, 'roulette_bets', accountId, status, limit);
  return rows.map(toRouletteRow);
}

/** The shape the roulette bet list shows; the shared bet lists read roulette slips through it too (betting/game-bets.ts). */
export function toRouletteRow(row: Record<string, unknown>): RouletteBetRow {
  const stake = toSafeInt(row.stake_minor);
  const settled = row.status === 'settled';
  const number = settled ? toSafeInt(row.number) : null;
  const ret = settled ? toSafeInt(row.return_minor) : null;
  return {
    ref_no: String(row.ref_no),
    spin_no: toSafeInt(row.draw_no),
    bets: parseLines(row.lines).map((l) => ({
      bet: l.bet,
      stake: dec(l.stakeMinor),
      payout: number === null ? null : dec(lineReturnMinor(l, number)),
    })),
    stake: dec(stake),
    status: settled ? 'settled' : 'running',
    number,
    payout: ret === null ? null : dec(ret),
    win_loss: ret === null ? null : dec(ret - stake),
    trans_time: new Date(toSafeInt(row.placed_ms)).toISOString(),
  };
}
