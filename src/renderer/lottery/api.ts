import type { LotteryDrawResponse } from '@shared/lottery/api';
import { LOTTERY_CALLS } from '@shared/lottery/contract';
import type { ApiClient, CallAnswer, CallBody } from '../api/client';

type Answer<N extends keyof typeof LOTTERY_CALLS> = Promise<CallAnswer<(typeof LOTTERY_CALLS)[N]>>;

type LotteryBetInput = CallBody<typeof LOTTERY_CALLS.lotterybet>['bets'][number];

/** 4D calls of the extension group. */
export interface LotteryApi {
  draw(): Promise<LotteryDrawResponse>;
  bet(slipId: string, bets: LotteryBetInput[]): Answer<'lotterybet'>;
  list(): Answer<'lotterybetlist'>;
}

export function createLotteryApi(client: ApiClient): LotteryApi {
  return {
    draw: () => client.call(LOTTERY_CALLS, 'lotterydraw', { limit: 6 }),
    bet: (slip_id, bets) => client.call(LOTTERY_CALLS, 'lotterybet', { slip_id, bets }),
    list: () => client.call(LOTTERY_CALLS, 'lotterybetlist', { status: 'all', page_size: 30 }),
  };
}
