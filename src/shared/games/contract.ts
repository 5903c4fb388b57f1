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

export const PROVIDER_CALLS = {
  GameList: {
    group: 'provider',
    request: gameListRequest,
    response: gameListResponse,
    session: true,
  },
  LaunchGame: {
    group: 'provider',
    request: launchGameRequest,
    response: launchResponse,
    session: true,
  },
  launchslotgame: {
    group: 'provider',
    request: launchGameRequest,
    response: launchResponse,
    session: true,
  },
  launchgp: {
    group: 'provider',
    request: launchGpRequest,
    response: launchResponse,
    session: true,
  },
  LaunchLottery: {
    group: 'provider',
    request: launchLotteryRequest,
    response: launchResponse,
    session: true,
  },
} as const satisfies Record<string, CallSpec>;
