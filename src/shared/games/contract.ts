// The provider group as contract entries: the one source for the provider routes and docs/GAMES.md.
import type { CallSpec } from '../api/contract';
import {
  gameListRequest,
  gameListResponse,
  launchGameRequest,
  launchGpRequest,
  launchLotteryRequest,
  launchResponse,
} from './api';

const SWITCH_CODES = ['liveCasinoDisabled', 'MiniGameDisabled', 'lotteryDisabled'];

export const PROVIDER_CALLS = {
  GameList: {
    group: 'provider',
    request: gameListRequest,
    response: gameListResponse,
    session: true,
    summary:
      'Games of the demo provider by category, provider and name search, with generated images and published RTP.',
    errors: [],
  },
  LaunchGame: {
    group: 'provider',
    request: launchGameRequest,
    response: launchResponse,
    session: true,
    summary:
      'Any game of the list: answers the URL of its page, in the language `lang` names, with a one-time launch token (5 minutes).',
    errors: ['gameNotExists', 'langInvalid', ...SWITCH_CODES, 'viewOnly', 'accountFrozen'],
  },
  launchslotgame: {
    group: 'provider',
    request: launchGameRequest,
    response: launchResponse,
    session: true,
    summary: 'As LaunchGame, slots only.',
    errors: ['gameNotExists', 'langInvalid', 'viewOnly', 'accountFrozen'],
  },
  launchgp: {
    group: 'provider',
    request: launchGpRequest,
    response: launchResponse,
    session: true,
    summary: 'Live casino: a table by game_id, or the first table when none is given.',
    errors: ['gameNotExists', 'langInvalid', 'liveCasinoDisabled', 'viewOnly', 'accountFrozen'],
  },
  LaunchLottery: {
    group: 'provider',
    request: launchLotteryRequest,
    response: launchResponse,
    session: true,
    summary: "The provider's 4D results board for the open draw.",
    errors: ['langInvalid', 'lotteryDisabled'],
  },
} as const satisfies Record<string, CallSpec>;
