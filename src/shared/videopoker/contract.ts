// Video poker calls of the extension group (POST {apiBaseUrl}/osg/{name}) as contract entries.
import { STAKE_DEBIT_ERRORS, type CallSpec } from '../api/contract';
import { videoPokerDealRequest, videoPokerDrawRequest, videoPokerResponse } from './api';

export const VIDEO_POKER_CALLS = {
  vpdeal: {
    group: 'osg',
    request: videoPokerDealRequest,
    response: videoPokerResponse,
    session: true,
    summary:
      'Starts a Jacks or Better round: one debit row for the stake and five cards dealt from a deck derived from the round seed. The same round_id again answers that round with replay true and debits nothing.',
    errors: ['MiniGameDisabled', ...STAKE_DEBIT_ERRORS],
  },
  vpdraw: {
    group: 'osg',
    request: videoPokerDrawRequest,
    response: videoPokerResponse,
    session: true,
    summary:
      'Replaces the cards not held, pays the final hand by the 9/6 table (one credit row when it returns anything) and publishes the seed. Drawing a finished round again answers its result with replay true and pays nothing.',
    errors: ['MiniGameDisabled', 'betNotExists', 'viewOnly', 'accountFrozen'],
  },
} as const satisfies Record<string, CallSpec>;
