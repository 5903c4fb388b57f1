// The mini games call of the extension group (POST {apiBaseUrl}/osg/{name}) as a contract entry.
import type { CallSpec } from '../api/contract';
import { miniRoundRequest, miniRoundResponse } from './mini';

export const MINI_GAME_CALLS = {
  miniround: {
    group: 'osg',
    request: miniRoundRequest,
    response: miniRoundResponse,
    session: true,
  },
} as const satisfies Record<string, CallSpec>;
