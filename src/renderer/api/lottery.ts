import { lotteryBetListResponse, lotteryBetResponse, lotteryDrawResponse } from '@shared/lottery/api';
import type { LotteryDrawResponse } from '@shared/lottery/api';
import type { z } from 'zod';
import type { SessionCredentials } from './account';
import type { ApiClient } from './client';

interface LotteryBetInput {
  bet_type: string;
  number: string;
  choice: string;
  stake: string;
}

/** 4D calls of the extension group. */
export interface LotteryApi {
  draw(session: SessionCredentials): Promise<LotteryDrawResponse>;
  bet(
    session: SessionCredentials,
    slipId: string,
    bets: LotteryBetInput[],
  ): Promise<z.infer<typeof lotteryBetResponse>>;
  list(session: SessionCredentials): Promise<z.infer<typeof lotteryBetListResponse>>;
}

export function createLotteryApi(client: ApiClient): LotteryApi {
  return {
    draw: (session) => client.post('osg', 'lotterydraw', { ...session, limit: 6 }, lotteryDrawResponse),
    bet: (session, slip_id, bets) =>
      client.post('osg', 'lotterybet', { ...session, slip_id, bets }, lotteryBetResponse),
    list: (session) =>
      client.post(
        'osg',
        'lotterybetlist',
        { ...session, status: 'all', page_size: 30 },
        lotteryBetListResponse,
      ),
  };
}
