import type { KenoBetResponse, KenoBetRow, KenoDrawResponse } from '@shared/keno/api';
import { KENO_CALLS } from '@shared/keno/contract';
import type { ApiClient } from '../api/client';

/** Keno calls of the extension group. */
export interface KenoApi {
  draw(): Promise<KenoDrawResponse>;
  bet(slipId: string, picks: number[], stake: string): Promise<KenoBetResponse>;
  list(): Promise<{ bets: KenoBetRow[] }>;
}

export function createKenoApi(client: ApiClient): KenoApi {
  return {
    draw: () => client.call(KENO_CALLS, 'kenodraw', { limit: 10 }),
    bet: (slip_id, picks, stake) => client.call(KENO_CALLS, 'kenobet', { slip_id, picks, stake }),
    list: () => client.call(KENO_CALLS, 'kenobetlist', { status: 'all', page_size: 30 }),
  };
}
