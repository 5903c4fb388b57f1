import { STAKE_DEBIT_ERRORS, type CallDocs } from './codes';
import type { VIDEO_POKER_CALLS } from '../../../shared/videopoker/contract';

export const VIDEO_POKER_CALL_DOCS = {
  vpdeal: {
    summary:
      'Starts a Jacks or Better round: one debit row for the stake and five cards dealt from a deck derived from the round seed. The same round_id again answers that round with replay true and debits nothing.',
    errors: ['MiniGameDisabled', ...STAKE_DEBIT_ERRORS],
  },
  vpdraw: {
    summary:
      'Replaces the cards not held, pays the final hand by the 9/6 table (one credit row when it returns anything) and publishes the seed. Drawing a finished round again answers its result with replay true and pays nothing.',
    errors: ['MiniGameDisabled', 'betNotExists', 'viewOnly', 'accountFrozen'],
  },
} as const satisfies CallDocs<typeof VIDEO_POKER_CALLS>;
