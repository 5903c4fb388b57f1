// Mini casino and mini slots: quick-play versions of the house games, played in a panel beside the sportsbook
// instead of the 1280x720 game window. Each title plays one of the existing engines with its exact rules and RTP
// (docs/GAMES.md), and its money moves through the same round service as the full games.
import { z } from 'zod';
import { sessionRequest } from '../api/account';
import { amountSchema } from '../api/envelope';
import { roundRequest } from './api';
import { BACCARAT_SIDES } from './baccarat';
import { DICE_SIDES } from './dice';
import { SLOT_SYMBOLS } from './slot';

/** The two switchable products of the panel (shared/api/account PRODUCT_KEYS). */
export const MINI_PRODUCTS = ['mini_casino', 'mini_slots'] as const;
export type MiniProduct = (typeof MINI_PRODUCTS)[number];

export interface MiniGame {
  id: string;
  /** A title's proper name, shown as is in every language, as the full games' names are. */
  name: string;
  engine: 'baccarat' | 'dice' | 'slot';
  product: MiniProduct;
  /**
   * Ledger platform: the mini casino counts with the house table games (live_casino), the mini slots with the slots,
   * so the statement, platformwinlose and the game results list them where the full versions are.
   */
  platform: 'live_casino' | 'slots';
}

export const MINI_GAMES: readonly MiniGame[] = [
  {
    id: 'mini-quick-baccarat',
    name: 'Quick Baccarat',
    engine: 'baccarat',
    product: 'mini_casino',
    platform: 'live_casino',
  },
  {
    id: 'mini-quick-sic-bo',
    name: 'Quick Sic Bo',
    engine: 'dice',
    product: 'mini_casino',
    platform: 'live_casino',
  },
  {
    id: 'mini-lucky-sevens',
    name: 'Lucky Sevens',
    engine: 'slot',
    product: 'mini_slots',
    platform: 'slots',
  },
  {
    id: 'mini-cherry-pop',
    name: 'Cherry Pop',
    engine: 'slot',
    product: 'mini_slots',
    platform: 'slots',
  },
  {
    id: 'mini-star-bells',
    name: 'Star Bells',
    engine: 'slot',
    product: 'mini_slots',
    platform: 'slots',
  },
];

const MINI_GAME_IDS = MINI_GAMES.map((g) => g.id) as [string, ...string[]];

export function findMiniGame(id: string): MiniGame | undefined {
  return MINI_GAMES.find((g) => g.id === id);
}

/**
 * A mini round: the provider round's body (round_id, stake, side, bets) with the player's session instead of a game
 * session, and the title played. `round_id` is the idempotency key, as on the provider path.
 */
export const miniRoundRequest = sessionRequest
  .extend(roundRequest.omit({ game_session: true, fish: true }).shape)
  .extend({ game_id: z.enum(MINI_GAME_IDS) });
export type MiniRoundRequest = z.infer<typeof miniRoundRequest>;

const card = z.number().int().min(0).max(51);
const sideAmounts = z.partialRecord(z.enum(BACCARAT_SIDES), z.number().int());

const miniSlotOutcome = z.object({
  stops: z.array(z.number().int()),
  line: z.array(z.enum(SLOT_SYMBOLS)),
  multiplier: z.number().int(),
  window: z.array(z.array(z.enum(SLOT_SYMBOLS))),
});
const miniBaccaratOutcome = z.object({
  player: z.array(card),
  banker: z.array(card),
  playerTotal: z.number().int(),
  bankerTotal: z.number().int(),
  winner: z.enum(BACCARAT_SIDES),
  /** Minor units per side. */
  stakes: sideAmounts,
  returns: sideAmounts,
});
const miniDiceOutcome = z.object({
  dice: z.array(z.number().int().min(1).max(6)),
  result: z.enum([...DICE_SIDES, 'triple']),
  side: z.enum(DICE_SIDES),
});

export const miniRoundResponse = z.object({
  game_id: z.string(),
  ref_no: z.string(),
  stake: amountSchema,
  payout: amountSchema,
  win_loss: amountSchema,
  /** The player's available balance once the round is paid. */
  balance: amountSchema,
  outcome: z.union([miniSlotOutcome, miniBaccaratOutcome, miniDiceOutcome]),
});
export type MiniRoundResponse = z.infer<typeof miniRoundResponse>;
export type MiniSlotOutcome = z.infer<typeof miniSlotOutcome>;
export type MiniBaccaratOutcome = z.infer<typeof miniBaccaratOutcome>;
export type MiniDiceOutcome = z.infer<typeof miniDiceOutcome>;
