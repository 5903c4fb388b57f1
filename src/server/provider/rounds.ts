// A game round (a full game's page, or the sportsbook's mini panel): one debit of the stake, the server's outcome, one credit of the return when there is one,
// all in one transaction so a round is never half paid.
import { randomInt } from 'node:crypto';
import { minorToDecimalString as dec } from '../../shared/money';
import type { ProductKey } from '../../shared/api/account';
import { CATEGORY_PLATFORM, CATEGORY_PRODUCT, findGame, type GameEngine } from '../../shared/games/catalog';
import type { RoundRequest } from '../../shared/games/api';
import type { SlotMachine } from '../../shared/games/slot-machines';
import {
  findMiniGame,
  miniRoundResponse,
  type MiniRoundRequest,
  type MiniRoundResponse,
} from '../../shared/games/mini';
import type { AppContext } from '../context';
import { toSafeInt, toText } from '../db/types';
import { ApiError } from '../http/api-error';
import { gameSession } from './launch';
import { playOutcome, type RandomSource } from './outcomes';
import { assertProductEnabled } from './switches';
import { assertMemberMayPlay, transfer, transferDone, type TransferPlatform } from './transfer';
import { availableMinor } from '../wallet/wallet';

const cryptoRandom: RandomSource = { int: (n) => randomInt(n) };

export interface RoundResult {
  ref_no: string;
  stake: string;
  payout: string;
  win_loss: string;
  balance: string;
  outcome: Record<string, unknown>;
}

export async function playRound(
  ctx: AppContext,
  body: RoundRequest,
  random: RandomSource = cryptoRandom,
): Promise<RoundResult> {
  const session = await gameSession(ctx, body.game_session);
  const game = findGame(session.gameId);
  return settleRound(
    ctx,
    session.accountId,
    game && {
      ...game,
      platform: CATEGORY_PLATFORM[game.category],
      product: CATEGORY_PRODUCT[game.category],
    },
    body,
    random,
  );
}

/**
 * A mini casino or mini slots round from the sportsbook's panel (shared/games/mini.ts): the player's session
 * instead of a game session, and the same round service, so its money moves exactly as a full game's does.
 */
export async function playMiniRound(
  ctx: AppContext,
  accountId: string,
  body: MiniRoundRequest,
  random: RandomSource = cryptoRandom,
): Promise<MiniRoundResponse> {
  const game = findMiniGame(body.game_id);
  const result = await settleRound(ctx, accountId, game, body, random);
  // The engines' outcomes are plain records; the shared schema gives the panel their typed shape.
  return { ...result, game_id: body.game_id, outcome: miniRoundResponse.shape.outcome.parse(result.outcome) };
}

/** The round key of a member's round id: its debit and credit transfers are `{key}:debit` and `{key}:credit`. */
export function roundKey(accountId: string, roundId: string): string {
  return `game:${accountId}:${roundId}`;
}

interface RoundGame {
  id: string;
  name: string;
  engine: GameEngine;
  platform: TransferPlatform;
  /** The product switch that closes the game; null: always open. */
  product: ProductKey | null;
  /** A slot title's own machine (pay table, reels, lines); the classic machine when absent. */
  machine?: SlotMachine;
}

async function settleRound(
  ctx: AppContext,
  accountId: string,
  game: RoundGame | undefined,
  body: Omit<RoundRequest, 'game_session'>,
  random: RandomSource,
): Promise<RoundResult> {
  const key = roundKey(accountId, body.round_id);
  // A round the wallet already took answers as a replay before any rule that may have changed since (stake limits,
  // balance, the product switch, the account's state): the player's round stands.
  if (await transferDone(ctx.db, `${key}:debit`)) throw new ApiError('duplicate_debit_record');
  if (!game) throw new ApiError('gameNotExists');
  const played = playOutcome(game.engine, body, random, game.machine);
  const platform = game.platform;
  return ctx.db.transaction(async (tx) => {
    await assertMemberMayPlay(tx, accountId);
    await assertProductEnabled(tx, accountId, game.product);
    const [row] = await tx.query<{ id: unknown }>("SELECT nextval('game_rounds_id_seq') AS id");
    const refNo = `G${toSafeInt(row?.id)}`;
    let after = await transfer(tx, {
      accountId,
      transferId: `${key}:debit`,
      direction: 'debit',
      amountMinor: played.stakeMinor,
      platform,
      ref: refNo,
      remark: `${game.name} bet`,
      atMs: ctx.now(),
    });
    if (played.returnMinor > 0) {
      after = await transfer(tx, {
        accountId,
        transferId: `${key}:credit`,
        direction: 'credit',
        amountMinor: played.returnMinor,
        platform,
        ref: refNo,
        remark: `${game.name} win`,
      });
    }
    await tx.query(
      `INSERT INTO game_rounds (id, ref_no, account_id, game_id, engine, platform, stake_minor, return_minor, outcome)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        toSafeInt(row?.id),
        refNo,
        accountId,
        game.id,
        game.engine,
        platform,
        played.stakeMinor,
        played.returnMinor,
        JSON.stringify(played.outcome),
      ],
    );
    return {
      ref_no: refNo,
      stake: dec(played.stakeMinor),
      payout: dec(played.returnMinor),
      win_loss: dec(played.returnMinor - played.stakeMinor),
      balance: dec(after.availableAfterMinor),
      outcome: played.outcome,
    };
  });
}

/** What a game page shows of the member's wallet: the balance it may stake and the currency it is in. */
export async function memberWallet(
  ctx: AppContext,
  accountId: string,
): Promise<{ balance: string; currency: string }> {
  const rows = await ctx.db.query<{ balance_minor: unknown; frozen_minor: unknown; currency: unknown }>(
    `SELECT w.balance_minor, w.frozen_minor, m.currency
       FROM members m LEFT JOIN wallets w ON w.account_id = m.account_id
      WHERE m.account_id = $1`,
    [accountId],
  );
  return {
    balance: dec(
      availableMinor({
        balanceMinor: toSafeInt(rows[0]?.balance_minor ?? 0),
        frozenMinor: toSafeInt(rows[0]?.frozen_minor ?? 0),
      }),
    ),
    currency: toText(rows[0]?.currency ?? ''),
  };
}
