import {
  rouletteBetListResponse,
  rouletteBetResponse,
  rouletteSpinResponse,
  type RouletteBetResponse,
  type RouletteBetRow,
  type RouletteSpinResponse,
} from '@shared/roulette/api';
import type { SessionCredentials } from './account';
import type { ApiClient } from './client';

/** Virtual roulette calls of the extension group. */
export interface RouletteApi {
  spin(session: SessionCredentials): Promise<RouletteSpinResponse>;
  bet(
    session: SessionCredentials,
    slipId: string,
    bets: { bet: string; stake: string }[],
  ): Promise<RouletteBetResponse>;
  list(session: SessionCredentials): Promise<{ bets: RouletteBetRow[] }>;
}

export function createRouletteApi(client: ApiClient): RouletteApi {
  return {
    spin: (session) => client.post('osg', 'roulettespin', { ...session, limit: 12 }, rouletteSpinResponse),
    bet: (session, slip_id, bets) =>
      client.post('osg', 'roulettebet', { ...session, slip_id, bets }, rouletteBetResponse),
    list: (session) =>
      client.post(
        'osg',
        'roulettebetlist',
        { ...session, status: 'all', page_size: 30 },
        rouletteBetListResponse,
      ),
  };
}
