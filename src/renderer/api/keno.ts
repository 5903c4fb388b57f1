import {
  kenoBetListResponse,
  kenoBetResponse,
  kenoDrawResponse,
  type KenoBetResponse,
  type KenoDrawResponse,
} from '@shared/keno/api';
import type { KenoBetRow } from '@shared/keno/api';
import type { SessionCredentials } from './account';
import type { ApiClient } from './client';

/** Keno calls of the extension group. */
export interface KenoApi {
  draw(session: SessionCredentials): Promise<KenoDrawResponse>;
  bet(session: SessionCredentials, slipId: string, picks: number[], stake: string): Promise<KenoBetResponse>;
  list(session: SessionCredentials): Promise<{ bets: KenoBetRow[] }>;
}

export function createKenoApi(client: ApiClient): KenoApi {
  return {
    draw: (session) => client.post('osg', 'kenodraw', { ...session, limit: 10 }, kenoDrawResponse),
    bet: (session, slip_id, picks, stake) =>
      client.post('osg', 'kenobet', { ...session, slip_id, picks, stake }, kenoBetResponse),
    list: (session) =>
      client.post('osg', 'kenobetlist', { ...session, status: 'all', page_size: 30 }, kenoBetListResponse),
  };
}
