import type { z } from 'zod';
import type { GameResultRequest, gameResultResponse } from '../../shared/api/reports';
import { minorToDecimalString as dec } from '../../shared/money';
import { toSafeInt, type Queryable } from '../db/types';
import { reportWindow, type ReportWindow } from './report-range';

type Answer = z.input<typeof gameResultResponse>;
type Row = Answer['results'][number];

const int = (value: unknown): number => toSafeInt(value ?? 0);
const iso = (value: Date | string | number): string => new Date(value).toISOString();

interface Page {
  rows: Row[];
  total: number;
}

/** Rounds of the demo provider's games in one ledger platform (slots and fishing, or live casino tables). */
async function providerRounds(
  q: Queryable,
  accountId: string,
  platform: string,
  w: ReportWindow,
): Promise<Page> {
  const rows = await q.query<{
    ref_no: string;
    game_id: string;
    created_at: Date | string;
    stake_minor: unknown;
    return_minor: unknown;
  }>(
    `SELECT ref_no, game_id, created_at, stake_minor, return_minor FROM game_rounds
     WHERE account_id = $1 AND platform = $2 AND created_at >= $3 AND created_at < $4
     ORDER BY id DESC LIMIT $5 OFFSET $6`,
    [accountId, platform, w.from, w.to, w.limit, w.offset],
  );
  const count = await q.query<{ n: unknown }>(
    `SELECT count(*) AS n FROM game_rounds WHERE account_id = $1 AND platform = $2 AND created_at >= $3 AND created_at < $4`,
    [accountId, platform, w.from, w.to],
  );
  return {
    rows: rows.map((row) => ({
      ref_no: row.ref_no,
      trans_time: iso(row.created_at),
      description: row.game_id,
      stake: dec(int(row.stake_minor)),
      win_loss: dec(int(row.return_minor) - int(row.stake_minor)),
      status: 'settled',
    })),
    total: int(count[0]?.n),
  };
}

/** 4D bets placed in the window; running ones have no win/loss yet. */
async function lotteryBets(q: Queryable, accountId: string, w: ReportWindow): Promise<Page> {
  const from = Date.parse(w.from);
  const to = Date.parse(w.to);
  const rows = await q.query<{
    ref_no: string;
    draw_no: unknown;
    bet_type: string;
    number: string;
    choice: string;
    cost_minor: unknown;
    return_minor: unknown;
    status: string;
    placed_ms: unknown;
  }>(
    `SELECT ref_no, draw_no, bet_type, number, choice, cost_minor, return_minor, status, placed_ms FROM lottery_bets
     WHERE account_id = $1 AND placed_ms >= $2 AND placed_ms < $3 ORDER BY id DESC LIMIT $4 OFFSET $5`,
    [accountId, from, to, w.limit, w.offset],
  );
  const count = await q.query<{ n: unknown }>(
    `SELECT count(*) AS n FROM lottery_bets WHERE account_id = $1 AND placed_ms >= $2 AND placed_ms < $3`,
    [accountId, from, to],
  );
  return {
    rows: rows.map((row) => ({
      ref_no: row.ref_no,
      trans_time: iso(int(row.placed_ms)),
      description: `4D #${int(row.draw_no)} ${row.bet_type} ${row.number} ${row.choice}`,
      stake: dec(int(row.cost_minor)),
      win_loss: row.status === 'running' ? '0.00' : dec(int(row.return_minor) - int(row.cost_minor)),
      status: row.status,
    })),
    total: int(count[0]?.n),
  };
}

/** Ledger rows of one platform: tournament entry fees and prizes, or tournament refunds. */
async function ledgerRows(
  q: Queryable,
  accountId: string,
  platform: string,
  types: string[],
  w: ReportWindow,
): Promise<Page> {
  const rows = await q.query<{
    id: unknown;
    created_at: Date | string;
    ref: string | null;
    remark: string | null;
    type: string;
    amount_minor: unknown;
  }>(
    `SELECT id, created_at, ref, remark, type, amount_minor FROM ledger
     WHERE account_id = $1 AND platform = $2 AND type = ANY($3) AND created_at >= $4 AND created_at < $5
     ORDER BY id DESC LIMIT $6 OFFSET $7`,
    [accountId, platform, types, w.from, w.to, w.limit, w.offset],
  );
  const count = await q.query<{ n: unknown }>(
    `SELECT count(*) AS n FROM ledger
     WHERE account_id = $1 AND platform = $2 AND type = ANY($3) AND created_at >= $4 AND created_at < $5`,
    [accountId, platform, types, w.from, w.to],
  );
  return {
    rows: rows.map((row) => {
      const amount = int(row.amount_minor);
      return {
        ref_no: row.ref ?? `L${int(row.id)}`,
        trans_time: iso(row.created_at),
        description: row.remark ?? row.type,
        stake: dec(row.type === 'bet' ? -amount : 0),
        win_loss: dec(amount),
        status: 'settled',
      };
    }),
    total: int(count[0]?.n),
  };
}

/**
 * The game-result kinds answered from the product tables; null for kinds the caller answers itself
 * (adjustment) or whose area keeps no per-round records here.
 */
export async function productGameResults(
  q: Queryable,
  accountId: string,
  body: GameResultRequest,
): Promise<Answer | null> {
  const w = reportWindow(body);
  let page: Page | null = null;
  if (body.kind === 'slots') page = await providerRounds(q, accountId, 'slots', w);
  else if (body.kind === 'livecasino') page = await providerRounds(q, accountId, 'live_casino', w);
  else if (body.kind === 'lottery') page = await lotteryBets(q, accountId, w);
  else if (body.kind === 'tournament')
    page = await ledgerRows(q, accountId, 'tournament', ['bet', 'settle'], w);
  else if (body.kind === 'tournament_refund')
    page = await ledgerRows(q, accountId, 'tournament', ['refund'], w);
  return page ? { kind: body.kind, results: page.rows, total_count: page.total } : null;
}
