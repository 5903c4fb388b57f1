// Placing and listing 4D bets. A slip of several bets is one transaction: one debit row per bet, all or none.
import {
  betCostMinor,
  betLines,
  checkBet,
  type LotteryBet,
  type LotteryBetType,
} from '../../shared/lottery/bets';
import type { LotteryBetRow } from '../../shared/lottery/api';
import { openDraw } from './schedule';
import { minorToDecimalString as dec } from '../../shared/money';
import type { AppContext } from '../context';
import { toSafeInt, toText, type Queryable } from '../db/types';
import { ApiError } from '../http/api-error';
import { transfer } from '../provider/transfer';

/** Per line; a box of 24 at the maximum costs 24 times this. */
const LOTTERY_MAX_UNIT_MINOR = 100_000;

export interface LotteryBetInput {
  bet_type: LotteryBetType;
  number: string;
  choice: string;
  /** Minor units per line, parsed by the request schema. */
  stake: number;
}

function parse(item: LotteryBetInput): LotteryBet {
  const unitStakeMinor = item.stake;
  const bet: LotteryBet = { type: item.bet_type, number: item.number, choice: item.choice, unitStakeMinor };
  const problem = checkBet(bet);
  if (problem) throw new ApiError(problem);
  if (unitStakeMinor > LOTTERY_MAX_UNIT_MINOR) throw new ApiError('betOverMax');
  return bet;
}

export async function placeLotteryBets(
  ctx: AppContext,
  accountId: string,
  slipId: string,
  items: readonly LotteryBetInput[],
  intervalMs: number,
): Promise<{ rows: LotteryBetRow[]; balanceMinor: number }> {
  const bets = items.map(parse);
  const now = ctx.now();
  const draw = openDraw(now, intervalMs);
  return ctx.db.transaction(async (tx) => {
    const dup = await tx.query('SELECT 1 FROM lottery_bets WHERE account_id = $1 AND slip_id = $2', [
      accountId,
      slipId,
    ]);
    if (dup.length) throw new ApiError('duplicate_debit_record');
    let balance = 0;
    const ids: number[] = [];
    for (const [i, bet] of bets.entries()) {
      const [seq] = await tx.query<{ id: unknown }>("SELECT nextval('lottery_bets_id_seq') AS id");
      const id = toSafeInt(seq?.id);
      const refNo = `L${id}`;
      const cost = betCostMinor(bet);
      const entry = await transfer(tx, {
        accountId,
        transferId: `lottery:${accountId}:${slipId}:${i}:debit`,
        direction: 'debit',
        amountMinor: cost,
        platform: 'lottery',
        ref: refNo,
        remark: `4D ${bet.type} ${bet.number || ''} ${bet.choice} draw #${draw.drawNo}`.replace(/\s+/g, ' '),
        atMs: now,
      });
      balance = entry.availableAfterMinor;
      await tx.query(
        `INSERT INTO lottery_bets (id, ref_no, account_id, slip_id, draw_no, bet_type, number, choice, unit_stake_minor, cost_minor, status, placed_ms)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'running', $11)`,
        [
          id,
          refNo,
          accountId,
          i === 0 ? slipId : `${slipId}#${i}`,
          draw.drawNo,
          bet.type,
          bet.number,
          bet.choice,
          bet.unitStakeMinor,
          cost,
          now,
        ],
      );
      ids.push(id);
    }
    const rows = await listBets(tx, accountId, 'all', 100, ids);
    return { rows, balanceMinor: balance };
  });
}

export async function listBets(
  q: Queryable,
  accountId: string,
  status: 'running' | 'settled' | 'all',
  limit: number,
  ids?: number[],
): Promise<LotteryBetRow[]> {
  const params: (string | number | readonly string[])[] = [accountId, limit];
  let where = 'account_id = $1';
  if (status !== 'all') {
    params.push(status);
    where += ` AND status = $${params.length}`;
  }
  if (ids) {
    params.push(ids.map(String));
    where += ` AND id = ANY($${params.length}::bigint[])`;
  }
  const rows = await q.query<Record<string, unknown>>(
    `SELECT * FROM lottery_bets WHERE ${where} ORDER BY id DESC LIMIT $2`,
    params,
  );
  return rows.map(toRow);
}

/** The shape the bet list shows; the adapter the bet list of the betting area can read (docs/GAMES.md). */
export function toRow(row: Record<string, unknown>): LotteryBetRow {
  const cost = toSafeInt(row.cost_minor);
  const ret =
    row.return_minor === null || row.return_minor === undefined ? null : toSafeInt(row.return_minor);
  const type = row.bet_type as LotteryBetType;
  const bet: LotteryBet = {
    type,
    number: String(row.number),
    choice: String(row.choice),
    unitStakeMinor: toSafeInt(row.unit_stake_minor),
  };
  return {
    ref_no: String(row.ref_no),
    draw_no: toSafeInt(row.draw_no),
    bet_type: type,
    number: bet.number,
    choice: bet.choice,
    unit_stake: dec(bet.unitStakeMinor),
    stake: dec(cost),
    lines: Math.max(1, betLines(bet).length),
    status: row.status as LotteryBetRow['status'],
    win_loss: ret === null ? null : dec(ret - cost),
    payout: ret === null ? null : dec(ret),
    wins: JSON.parse(toText(row.wins) || '[]') as LotteryBetRow['wins'],
    trans_time: new Date(toSafeInt(row.placed_ms)).toISOString(),
  };
}
