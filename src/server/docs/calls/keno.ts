import { STAKE_DEBIT_ERRORS, type CallDocs } from './codes';
import type { KENO_CALLS } from '../../../shared/keno/contract';

export const KENO_CALL_DOCS = {
  kenodraw: {
    summary:
      'The keno draw open for bets (closes 10 s before it is drawn) and the latest draws with their seeds, newest first.',
    errors: ['lotteryDisabled'],
  },
  kenobet: {
    summary:
      'Buys one keno bet (1 to 10 distinct numbers of 1-80, a whole-unit stake) for the open draw: one debit row. The same slip_id again answers the bet it placed with replay true and debits nothing.',
    errors: ['lotteryDisabled', 'invalidBet', ...STAKE_DEBIT_ERRORS],
  },
  kenobetlist: {
    summary: "The member's keno bets (running, settled or all), newest first, with their hits and payouts.",
    errors: ['lotteryDisabled'],
  },
} as const satisfies CallDocs<typeof KENO_CALLS>;
