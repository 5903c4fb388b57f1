// Video poker rounds: the deal debits the stake once (idempotent per round id) and stores the round's seed; the draw
// replaces the cards not held from the same seeded deck, pays the final hand with one credit row and publishes the
// seed, so the player can re-derive the deck. A round is one row; its state moves dealt -> done exactly once.
import type { VideoPokerRound } from '../../shared/videopoker/api';
import {
  finalHand,
  HAND_RANKS,
  videoPokerReturnMinor,
  evaluateHand,
  type HandRank,
} from '../../shared/videopoker/rules';
import { checkStake } from '../../shared/keno/rules';
import { minorToDecimalString as dec, toMinor } from '../../shared/money';
import type { AppContext } from '../context';
import { toSafeInt, toText, type Queryable } from '../db/types';
import { ApiError } from '../http/api-error';
import { newDrawSeed, seededSample } from '../keno/draw-source';
import { transfer } from '../provider/transfer';

/** The ten cards a round can use: the five dealt, then the replacements in order. */
export function roundDeck(seed: string): number[] {
  return seededSample(seed, 52, 10);
}

export interface VideoPokerAnswer {
  round: VideoPokerRound;
  replay: boolean;
  balanceMinor: number;
}

const cards = (text: unknown): number[] | null =>
  text === null || text === undefined ? null : toText(text).split(',').map(Number);

/** The wire view of a round row (the page's answers and the bet lists). */
export function toRound(row: Record<string, unknown>): VideoPokerRound {
  const done = row.state === 'done';
  return {
    ref_no: String(row.ref_no),
    round_id: String(row.round_id),
    stake: dec(toSafeInt(row.stake_minor)),
    state: done ? 'done' : 'dealt',
    dealt: cards(row.dealt) ?? [],
    held:
      row.held === null || row.held === undefined
        ? null
        : toText(row.held)
            .split('')
            .map((c) => c === '1'),
    final: cards(row.final_hand),
    hand: done && HAND_RANKS.includes(row.hand_rank as HandRank) ? (row.hand_rank as HandRank) : null,
    payout: done ? dec(toSafeInt(row.return_minor)) : null,
    seed: done ? String(row.seed) : null,
  };
}

async function balanceOf(q: Queryable, accountId: string): Promise<number> {
  const [row] = await q.query<{ b: unknown }>(
    'SELECT balance_minor AS b FROM wallets WHERE account_id = $1',
    [accountId],
  );
  return toSafeInt(row?.b);
}

async function findRound(
  q: Queryable,
  accountId: string,
  roundId: string,
  lock = false,
): Promise<Record<string, unknown> | undefined> {
  const [row] = await q.query<Record<string, unknown>>(
    `SELECT * FROM video_poker_rounds WHERE account_id = $1 AND round_id = $2${lock ? ' FOR UPDATE' : ''}`,
    [accountId, roundId],
  );
  return row;
}

/** True when the member has this round: dealt (any state), or finished when `done` is asked. */
export async function roundExists(
  q: Queryable,
  accountId: string,
  roundId: string,
  done = false,
): Promise<boolean> {
  const row = await findRound(q, accountId, roundId);
  return row !== undefined && (!done || row.state === 'done');
}

export async function dealRound(
  ctx: AppContext,
  accountId: string,
  roundId: string,
  stake: string | number,
): Promise<VideoPokerAnswer> {
  const existing = await findRound(ctx.db, accountId, roundId);
  if (existing)
    return { round: toRound(existing), replay: true, balanceMinor: await balanceOf(ctx.db, accountId) };
  let stakeMinor: number;
  try {
    stakeMinor = toMinor(stake);
  } catch {
    throw new ApiError('invalidBetAmount');
  }
  const problem = checkStake(stakeMinor);
  if (problem) throw new ApiError(problem);
  const seed = newDrawSeed();
  const dealt = roundDeck(seed).slice(0, 5);
  try {
    return await ctx.db.transaction(async (tx) => {
      const [seq] = await tx.query<{ id: unknown }>("SELECT nextval('video_poker_rounds_id_seq') AS id");
      const id = toSafeInt(seq?.id);
      const refNo = `P${id}`;
      const entry = await transfer(tx, {
        accountId,
        transferId: `vpoker:${accountId}:${roundId}:debit`,
        direction: 'debit',
        amountMinor: stakeMinor,
        platform: 'mini_game',
        ref: refNo,
        remark: 'Video poker deal',
        atMs: ctx.now(),
      });
      const [row] = await tx.query<Record<string, unknown>>(
        `INSERT INTO video_poker_rounds (id, ref_no, account_id, round_id, seed, stake_minor, state, dealt, created_ms)
         VALUES ($1, $2, $3, $4, $5, $6, 'dealt', $7, $8) RETURNING *`,
        [id, refNo, accountId, roundId, seed, stakeMinor, dealt.join(','), ctx.now()],
      );
      return {
        round: toRound(row as Record<string, unknown>),
        replay: false,
        balanceMinor: entry.balanceAfterMinor,
      };
    });
  } catch (error) {
    // A concurrent deal of the same round committed first: answer it as a replay.
    const raced = await findRound(ctx.db, accountId, roundId);
    if (raced)
      return { round: toRound(raced), replay: true, balanceMinor: await balanceOf(ctx.db, accountId) };
    throw error;
  }
}

export async function drawRound(
  ctx: AppContext,
  accountId: string,
  roundId: string,
  held: readonly boolean[],
): Promise<VideoPokerAnswer> {
  return ctx.db.transaction(async (tx) => {
    const row = await findRound(tx, accountId, roundId, true);
    if (!row) throw new ApiError('betNotExists');
    if (row.state === 'done')
      return { round: toRound(row), replay: true, balanceMinor: await balanceOf(tx, accountId) };
    const final = finalHand(roundDeck(String(row.seed)), held);
    const stakeMinor = toSafeInt(row.stake_minor);
    const returnMinor = videoPokerReturnMinor(stakeMinor, final);
    const rank = evaluateHand(final);
    if (returnMinor > 0) {
      await transfer(tx, {
        accountId,
        transferId: `vpoker:${String(row.id)}:credit`,
        direction: 'credit',
        amountMinor: returnMinor,
        platform: 'mini_game',
        ref: String(row.ref_no),
        remark: `Video poker ${rank ?? ''}`.trim(),
      });
    }
    const [done] = await tx.query<Record<string, unknown>>(
      `UPDATE video_poker_rounds SET state = 'done', held = $2, final_hand = $3, hand_rank = $4, return_minor = $5, finished_ms = $6
       WHERE id = $1 RETURNING *`,
      [
        row.id as number,
        held.map((h) => (h ? '1' : '0')).join(''),
        final.join(','),
        rank,
        returnMinor,
        ctx.now(),
      ],
    );
    return {
      round: toRound(done as Record<string, unknown>),
      replay: false,
      balanceMinor: await balanceOf(tx, accountId),
    };
  });
}
