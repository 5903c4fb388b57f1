// Virtual roulette calls of the extension group (POST {apiBaseUrl}/osg/{name}) as contract entries.
import { STAKE_DEBIT_ERRORS, type CallSpec } from '../api/contract';
import {
  rouletteBetListRequest,
  rouletteBetListResponse,
  rouletteBetRequest,
  rouletteBetResponse,
  rouletteSpinRequest,
  rouletteSpinResponse,
} from './api';

export const ROULETTE_CALLS = {
  roulettespin: {
    group: 'osg',
    request: rouletteSpinRequest,
    response: rouletteSpinResponse,
    session: true,
    summary:
      'The roulette spin open for bets (closes 5 s before the wheel spins), the server clock, and the latest spins with their seeds, newest first.',
    errors: ['virtualGamesDisabled'],
  },
  roulettebet: {
    group: 'osg',
    request: rouletteBetRequest,
    response: rouletteBetResponse,
    session: true,
    summary:
      'Places one roulette slip (1 to 20 different bets of the layout, each a whole-unit stake) on the open spin: one debit row of the slip total. The same slip_id again answers the slip it placed with replay true and debits nothing.',
    errors: ['virtualGamesDisabled', 'invalidBet', ...STAKE_DEBIT_ERRORS],
  },
  roulettebetlist: {
    group: 'osg',
    request: rouletteBetListRequest,
    response: rouletteBetListResponse,
    session: true,
    summary: "The member's roulette slips (running, settled or all), newest first, with each bet's payout.",
    errors: ['virtualGamesDisabled'],
  },
} as const satisfies Record<string, CallSpec>;
