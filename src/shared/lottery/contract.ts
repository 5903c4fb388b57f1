// 4D calls of the extension group (POST {apiBaseUrl}/osg/{name}) as contract entries.
import { LEDGER_DEBIT_ERRORS, type CallSpec } from '../api/contract';
import {
  lotteryBetListRequest,
  lotteryBetListResponse,
  lotteryBetRequest,
  lotteryBetResponse,
  lotteryDrawRequest,
  lotteryDrawResponse,
} from './api';

export const LOTTERY_CALLS = {
  lotterydraw: {
    group: 'osg',
    request: lotteryDrawRequest,
    response: lotteryDrawResponse,
    session: true,
    summary: 'The draw open for bets (closes 30 s before it is drawn) and the latest results, newest first.',
    errors: ['lotteryDisabled'],
  },
  lotterybet: {
    group: 'osg',
    request: lotteryBetRequest,
    response: lotteryBetResponse,
    session: true,
    summary:
      'Buys 4D bets for the open draw: one debit row per bet, all or none. Stakes are whole units per line.',
    errors: [
      'lotteryDisabled',
      'invalidNumber',
      'invalidChoice',
      'invalidBetAmount',
      'betOverMax',
      ...LEDGER_DEBIT_ERRORS,
    ],
  },
  lotterybetlist: {
    group: 'osg',
    request: lotteryBetListRequest,
    response: lotteryBetListResponse,
    session: true,
    summary: "The member's 4D bets (running, settled or all), newest first, with their wins.",
    errors: [],
  },
} as const satisfies Record<string, CallSpec>;
