import { LEDGER_DEBIT_ERRORS, type CallDocs } from './codes';
import type { LOTTERY_CALLS } from '../../../shared/lottery/contract';

export const LOTTERY_CALL_DOCS = {
  lotterydraw: {
    summary: 'The draw open for bets (closes 30 s before it is drawn) and the latest results, newest first.',
    errors: ['lotteryDisabled'],
  },
  lotterybet: {
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
    summary: "The member's 4D bets (running, settled or all), newest first, with their wins.",
    errors: [],
  },
} as const satisfies CallDocs<typeof LOTTERY_CALLS>;
