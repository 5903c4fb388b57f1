// Keno calls of the extension group (POST {apiBaseUrl}/osg/{name}) as contract entries.
import { STAKE_DEBIT_ERRORS, type CallSpec } from '../api/contract';
import {
  kenoBetListRequest,
  kenoBetListResponse,
  kenoBetRequest,
  kenoBetResponse,
  kenoDrawRequest,
  kenoDrawResponse,
} from './api';

export const KENO_CALLS = {
  kenodraw: {
    group: 'osg',
    request: kenoDrawRequest,
    response: kenoDrawResponse,
    session: true,
    summary:
      'The keno draw open for bets (closes 10 s before it is drawn) and the latest draws with their seeds, newest first.',
    errors: ['lotteryDisabled'],
  },
  kenobet: {
    group: 'osg',
    request: kenoBetRequest,
    response: kenoBetResponse,
    session: true,
    summary:
      'Buys one keno bet (1 to 10 distinct numbers of 1-80, a whole-unit stake) for the open draw: one debit row. The same slip_id again answers the bet it placed with replay true and debits nothing.',
    errors: ['lotteryDisabled', 'invalidBet', ...STAKE_DEBIT_ERRORS],
  },
  kenobetlist: {
    group: 'osg',
    request: kenoBetListRequest,
    response: kenoBetListResponse,
    session: true,
    summary: "The member's keno bets (running, settled or all), newest first, with their hits and payouts.",
    errors: ['lotteryDisabled'],
  },
} as const satisfies Record<string, CallSpec>;
