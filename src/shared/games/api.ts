// The provider URL group (API.md: POST {providerBaseUrl}/{name}) and the calls the provider's own game
// pages make. Launch calls answer an absolute URL carrying a one-time launch token.
import { z } from 'zod';
import { sessionRequest } from '../api/account';
import type { CallSpec } from '../api/contract';
import { LANGUAGES } from '../constants';
import { requestAmountSchema } from '../api/envelope';
import { BACCARAT_SIDES } from './baccarat';
import { GAME_CATEGORIES, GAME_ENGINES } from './catalog';
import { SLOT_VOLATILITIES } from './slot-machines';
import { DICE_SIDES } from './dice';

const gameId = z.string().trim().min(1).max(64);

export const gameListRequest = sessionRequest.extend({
  category: z.enum(GAME_CATEGORIES).optional(),
  provider: z.string().trim().max(8).optional(),
  search: z.string().max(64).optional(),
});

const gameEntry = z.object({
  game_id: z.string(),
  name: z.string(),
  engine: z.enum(GAME_ENGINES),
  category: z.enum(GAME_CATEGORIES),
  provider: z.string(),
  provider_name: z.string(),
  image_url: z.string(),
  /** Published return to player, percent with three decimals. */
  rtp: z.string(),
  tags: z.array(z.enum(['hot', 'new'])),
  dealer: z.string().optional(),
  /** Slot titles: how many pay lines the stake is split over. */
  lines: z.number().int().positive().optional(),
  /** Slot titles: low, medium or high, by the spread of one spin's return (docs/GAMES.md). */
  volatility: z.enum(SLOT_VOLATILITIES).optional(),
});
export type GameEntry = z.infer<typeof gameEntry>;

export const gameListResponse = z.object({
  games: z.array(gameEntry),
  providers: z.array(z.object({ code: z.string(), name: z.string(), path: z.string() })),
});
export type GameListResponse = z.infer<typeof gameListResponse>;

/** The language the game page shows (one of the app's nine codes); English when absent. */
const gameLanguage = z.enum(LANGUAGES).optional();

export const launchGameRequest = sessionRequest.extend({ game_id: gameId, lang: gameLanguage });
export const launchGpRequest = sessionRequest.extend({ game_id: gameId.optional(), lang: gameLanguage });
export const launchLotteryRequest = sessionRequest.extend({ lang: gameLanguage });

export const launchResponse = z.object({
  url: z.string(),
  game_id: z.string(),
  /** Epoch ms after which the launch token no longer opens the game. */
  expires_at: z.number().int(),
});
export type LaunchResponse = z.infer<typeof launchResponse>;

// ---- Calls of the provider's own game page (not the operator contract; documented in docs/GAMES.md) ----

export const openGameRequest = z.object({ launch_token: z.string().min(16).max(128) });
export const roundRequest = z.object({
  game_session: z.string().min(16).max(128),
  /** Client-made id: a retried round with the same id is refused with duplicate_debit_record, never paid twice. */
  round_id: z.string().trim().min(8).max(64),
  stake: requestAmountSchema,
  fish: z.string().max(16).optional(),
  side: z.enum([...BACCARAT_SIDES, ...DICE_SIDES]).optional(),
  /** Baccarat: stakes per side (player, banker, tie); `stake` is then their total. */
  bets: z.partialRecord(z.enum(BACCARAT_SIDES), requestAmountSchema).optional(),
});
export type RoundRequest = z.infer<typeof roundRequest>;

const gameWallet = { balance: z.string(), currency: z.string() };

/**
 * The provider page's own calls, below {providerBaseUrl}/game: the launch token opens a game session. None carries the
 * player's account session (`session: false`): the game session in the body is the page's own.
 */
export const GAME_PAGE_CALLS = {
  'game/open': {
    group: 'provider',
    session: false,
    request: openGameRequest,
    response: z.object({ game_session: z.string(), game_id: z.string(), ...gameWallet }),
  },
  'game/round': {
    group: 'provider',
    session: false,
    request: roundRequest,
    response: z.object({
      ref_no: z.string(),
      stake: z.string(),
      payout: z.string(),
      win_loss: z.string(),
      balance: z.string(),
      outcome: z.record(z.string(), z.unknown()),
    }),
  },
  'game/lotteryboard': {
    group: 'provider',
    session: false,
    request: roundRequest.pick({ game_session: true }),
    response: z.object({
      open_draw: z.object({ draw_no: z.number().int(), draw_at: z.number().int() }),
      results: z.array(z.unknown()),
    }),
  },
} as const satisfies Record<string, CallSpec>;
