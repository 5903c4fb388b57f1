// Keno calls of the extension group (POST {apiBaseUrl}/osg/{name}) as contract entries.
import type { CallSpec } from '../api/contract';
import {
  kenoBetListRequest,
  kenoBetListResponse,
  kenoBetRequest,
  kenoBetResponse,
  kenoDrawRequest,
  kenoDrawResponse,
} from './api';

export const KENO_CALLS = {
  kenodraw: {
    group: 'osg',
    request: kenoDrawRequest,
    response: kenoDrawResponse,
    session: true,
  },
  kenobet: {
    group: 'osg',
    request: kenoBetRequest,
    response: kenoBetResponse,
    session: true,
  },
  kenobetlist: {
    group: 'osg',
    request: kenoBetListRequest,
    response: kenoBetListResponse,
    session: true,
  },
} as const satisfies Record<string, CallSpec>;
