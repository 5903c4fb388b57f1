// Virtual sports calls of the extension group (POST {apiBaseUrl}/osg/{name}) as contract entries.
import type { CallSpec } from '../api/contract';
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
  },
  racebet: {
    group: 'osg',
    request: raceBetRequest,
    response: raceBetResponse,
    session: true,
  },
  racebetlist: {
    group: 'osg',
    request: raceBetListRequest,
    response: raceBetListResponse,
    session: true,
  },
} as const satisfies Record<string, CallSpec>;
