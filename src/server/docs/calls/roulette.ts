import { STAKE_DEBIT_ERRORS, type CallDocs } from './codes';
import type { ROULETTE_CALLS } from '../../../shared/roulette/contract';

export const ROULETTE_CALL_DOCS = {
  roulettespin: {
    summary:
      'The roulette spin open for bets (closes 5 s before the wheel spins), the server clock, and the latest spins with their seeds, newest first.',
    errors: ['virtualGamesDisabled'],
  },
  roulettebet: {
    summary:
      'Places one roulette slip (1 to 20 different bets of the layout, each a whole-unit stake) on the open spin: one debit row of the slip total. The same slip_id again answers the slip it placed with replay true and debits nothing.',
    errors: ['virtualGamesDisabled', 'invalidBet', ...STAKE_DEBIT_ERRORS],
  },
  roulettebetlist: {
    summary: "The member's roulette slips (running, settled or all), newest first, with each bet's payout.",
    errors: ['virtualGamesDisabled'],
  },
} as const satisfies CallDocs<typeof ROULETTE_CALLS>;
