// Video poker calls of the extension group (POST {apiBaseUrl}/osg/{name}) as contract entries.
import type { CallSpec } from '../api/contract';
import { videoPokerDealRequest, videoPokerDrawRequest, videoPokerResponse } from './api';

export const VIDEO_POKER_CALLS = {
  vpdeal: {
    group: 'osg',
    request: videoPokerDealRequest,
    response: videoPokerResponse,
    session: true,
  },
  vpdraw: {
    group: 'osg',
    request: videoPokerDrawRequest,
    response: videoPokerResponse,
    session: true,
  },
} as const satisfies Record<string, CallSpec>;
