import { LEDGER_DEBIT_ERRORS, type CallDocs } from './codes';
import type { VIRTUAL_CALLS } from '../../../shared/racing/contract';

export const VIRTUAL_CALL_DOCS = {
  virtualschedule: {
    summary:
      'Open and running virtual games of sports 40-54: one per sport every 5 minutes, starting 0-4 minutes into its slot, 5 minutes long.',
    errors: [],
  },
  racebet: {
    summary:
      'WIN / PLACE / SHOW / PLACE_SHOW (two stakes) on a virtual game before it starts; one debit row, odds fixed at placement.',
    errors: [
      'matchNotActive',
      'matchNotAllowBet',
      'invalidBetTeam',
      'invalidBetType',
      'betLowerMin',
      'betOverMax',
      'invalidBetAmount',
      ...LEDGER_DEBIT_ERRORS,
    ],
  },
  racebetlist: {
    summary: "The member's virtual bets, newest first, settled once their game has ended.",
    errors: [],
  },
} as const satisfies CallDocs<typeof VIRTUAL_CALLS>;
