// Virtual sports calls of the extension group (POST {apiBaseUrl}/osg/{name}) as contract entries.
import { LEDGER_DEBIT_ERRORS, type CallSpec } from '../api/contract';
import {
  raceBetListRequest,
  raceBetListResponse,
  raceBetRequest,
  raceBetResponse,
  virtualScheduleRequest,
  virtualScheduleResponse,
} from './api';

export const VIRTUAL_CALLS = {
  virtualschedule: {
    group: 'osg',
    request: virtualScheduleRequest,
    response: virtualScheduleResponse,
    session: true,
    summary:
      'Open and running virtual games of sports 40-54: one per sport every 5 minutes, starting 0-4 minutes into its slot, 5 minutes long.',
    errors: [],
  },
  racebet: {
    group: 'osg',
    request: raceBetRequest,
    response: raceBetResponse,
    session: true,
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
    group: 'osg',
    request: raceBetListRequest,
    response: raceBetListResponse,
    session: true,
    summary: "The member's virtual bets, newest first, settled once their game has ended.",
    errors: [],
  },
} as const satisfies Record<string, CallSpec>;
