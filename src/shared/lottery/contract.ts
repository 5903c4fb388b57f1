// 4D calls of the extension group (POST {apiBaseUrl}/osg/{name}) as contract entries.
import type { CallSpec } from '../api/contract';
import {
  lotteryBetListRequest,
  lotteryBetListResponse,
  lotteryBetRequest,
  lotteryBetResponse,
  lotteryDrawRequest,
  lotteryDrawResponse,
} from './api';

export const LOTTERY_CALLS = {
  lotterydraw: {
    group: 'osg',
    request: lotteryDrawRequest,
    response: lotteryDrawResponse,
    session: true,
  },
  lotterybet: {
    group: 'osg',
    request: lotteryBetRequest,
    response: lotteryBetResponse,
    session: true,
  },
  lotterybetlist: {
    group: 'osg',
    request: lotteryBetListRequest,
    response: lotteryBetListResponse,
    session: true,
  },
} as const satisfies Record<string, CallSpec>;
