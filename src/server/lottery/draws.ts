// 4D draws on a fixed grid: each due slot is drawn once (crypto random, 23 distinct numbers), then the running
// bets of that draw are settled, each in its own transaction with one credit row when it wins.
import { randomInt } from 'node:crypto';
import { drawNumbers } from './draw';
import { dueDraws } from './schedule';
import { settleLotteryBet, type DrawNumbers, type LotteryBetType } from '../../shared/lottery/bets';
import type { DrawRecord } from '../../shared/lottery/api';
import { minorToDecimalString as dec } from '../../shared/money';
import type { Queryable } from '../db/types';
import { toSafeInt } from '../db/types';
import {
  creditBetReturn,
  drawOfBet,
  latestDrawRows,
  missingDraws,
  settleDueBets,
  type Settler,
} from './scheduled-draws';

/** Draws kept visible on the results page when the server starts with none. */
const BACKFILL = 8;

export async function ensureDraws(
  db: Queryable,
  now: number,
  intervalMs: number,
  random: (n: number) => number = randomInt,
): Promise<number> {
  let created = 0;
  // A draw another pass (or server) stores meanwhile wins: ON CONFLICT keeps the first row and its numbers.
  for (const drawNo of await missingDraws(db, 'lottery_draws', dueDraws(now, intervalMs, BACKFILL))) {
    const d = drawNumbers(random);
    const rows = await db.query(
      `INSERT INTO lottery_draws (draw_no, draw_at_ms, first, second, third, special, consolation)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (draw_no) DO NOTHING RETURNING draw_no`,
      [drawNo, drawNo * intervalMs, d.first, d.second, d.third, d.special.join(','), d.consolation.join(',')],
    );
    created += rows.length;
  }
  return created;
}

interface DrawRow {
  draw_no: unknown;
  draw_at_ms: unknown;
  first: string;
  second: string;
  third: string;
  special: string;
  consolation: string;
}

function toDrawRecord(row: DrawRow): DrawRecord {
  return {
    draw_no: toSafeInt(row.draw_no),
    draw_at: toSafeInt(row.draw_at_ms),
    first: row.first,
    second: row.second,
    third: row.third,
    special: row.special.split(','),
    consolation: row.consolation.split(','),
  };
}

export async function latestDraws(db: Queryable, limit: number): Promise<DrawRecord[]> {
  return (await latestDrawRows<DrawRow>(db, 'lottery_draws', limit)).map(toDrawRecord);
}

/** Settles every running bet whose draw has happened. Safe to run twice at once: a bet is claimed by its status. */
export async function settleDrawn(db: Settler): Promise<number> {
  return settleDueBets(db, { bets: 'lottery_bets', draws: 'lottery_draws' }, settleBet);
}

async function settleBet(tx: Queryable, bet: Record<string, unknown>): Promise<void> {
  const id = toSafeInt(bet.id);
  const record = toDrawRecord(await drawOfBet<DrawRow>(tx, 'lottery_draws', bet, 'draw'));
  const numbers: DrawNumbers = record;
  const result = settleLotteryBet(
    {
      type: bet.bet_type as LotteryBetType,
      number: String(bet.number),
      choice: String(bet.choice),
      unitStakeMinor: toSafeInt(bet.unit_stake_minor),
    },
    numbers,
  );
  await creditBetReturn(tx, bet, {
    product: 'lottery',
    platform: 'lottery',
    amountMinor: result.returnMinor,
    remark: `4D draw #${record.draw_no} win`,
  });
  await tx.query('UPDATE lottery_bets SET return_minor = $2, wins = $3, settled_ms = $4 WHERE id = $1', [
    id,
    result.returnMinor,
    JSON.stringify(
      result.wins.map((w) => ({ number: w.number, prize: w.prize, amount: dec(w.returnMinor) })),
    ),
    record.draw_at,
  ]);
}
