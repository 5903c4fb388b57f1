// The mini games call of the extension group (POST {apiBaseUrl}/osg/{name}) as a contract entry.
import { LEDGER_DEBIT_ERRORS, type CallSpec } from '../api/contract';
import { miniRoundRequest, miniRoundResponse } from './mini';

export const MINI_GAME_CALLS = {
  miniround: {
    group: 'osg',
    request: miniRoundRequest,
    response: miniRoundResponse,
    session: true,
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
} as const satisfies Record<string, CallSpec>;
