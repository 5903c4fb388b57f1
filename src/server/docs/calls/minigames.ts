import { LEDGER_DEBIT_ERRORS, type CallDocs } from './codes';
import type { MINI_GAME_CALLS } from '../../../shared/games/mini-contract';

export const MINI_GAME_CALL_DOCS = {
  miniround: {
    summary:
      "Plays one round of a mini casino or mini slots title from the sportsbook's panel: one debit row for the stake, the server's outcome, one credit row when the round returns anything, all in one transaction. A round_id the wallet already took answers duplicate_debit_record and moves nothing.",
    errors: [
      'MiniCasinoDisabled',
      'MiniSlotsDisabled',
      'betLowerMin',
      'betOverMax',
      'invalidBetAmount',
      'sideInvalid',
      ...LEDGER_DEBIT_ERRORS,
    ],
  },
} as const satisfies CallDocs<typeof MINI_GAME_CALLS>;
