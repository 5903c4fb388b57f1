import type { RouletteBetResponse, RouletteBetRow, RouletteSpinResponse } from '@shared/roulette/api';
import { ROULETTE_CALLS } from '@shared/roulette/contract';
import type { ApiClient } from '../api/client';

/** Virtual roulette calls of the extension group. */
export interface RouletteApi {
  spin(): Promise<RouletteSpinResponse>;
  bet(slipId: string, bets: { bet: string; stake: string }[]): Promise<RouletteBetResponse>;
  list(): Promise<{ bets: RouletteBetRow[] }>;
}

export function createRouletteApi(client: ApiClient): RouletteApi {
  return {
    spin: () => client.call(ROULETTE_CALLS, 'roulettespin', { limit: 12 }),
    bet: (slip_id, bets) => client.call(ROULETTE_CALLS, 'roulettebet', { slip_id, bets }),
    list: () => client.call(ROULETTE_CALLS, 'roulettebetlist', { status: 'all', page_size: 30 }),
  };
}
