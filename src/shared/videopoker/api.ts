// Video poker calls (extension group: POST {apiBaseUrl}/osg/{name}).
import { z } from 'zod';
import { sessionRequest } from '../api/account';
import { amountSchema, slipIdSchema } from '../api/envelope';
import { HAND_RANKS } from './rules';

const card = z.number().int().min(0).max(51);

const videoPokerRound = z.object({
  ref_no: z.string(),
  round_id: z.string(),
  stake: amountSchema,
  state: z.enum(['dealt', 'done']),
  /** The five cards dealt (0-51: rank = card % 13 from the two, suit = floor(card / 13)). */
  dealt: z.array(card),
  held: z.array(z.boolean()).nullable(),
  final: z.array(card).nullable(),
  hand: z.enum(HAND_RANKS).nullable(),
  payout: amountSchema.nullable(),
  /** The round's deck seed, published once the round is done (docs/GAMES.md gives the derivation). */
  seed: z.string().nullable(),
});
export type VideoPokerRound = z.infer<typeof videoPokerRound>;

export const videoPokerDealRequest = sessionRequest.extend({
  /** One id per round, chosen by the client: sending it again answers the round it dealt and debits nothing. */
  round_id: slipIdSchema,
  /** Whole units, 1.00 to 1000.00. */
  stake: amountSchema,
});
export const videoPokerDrawRequest = sessionRequest.extend({
  round_id: slipIdSchema,
  /** Which of the five dealt cards to keep. */
  held: z.array(z.boolean()).length(5),
});
export const videoPokerResponse = z.object({
  round: videoPokerRound,
  replay: z.boolean(),
  balance: amountSchema,
});
export type VideoPokerResponse = z.infer<typeof videoPokerResponse>;
