import { videoPokerResponse, type VideoPokerResponse } from '@shared/videopoker/api';
import type { SessionCredentials } from './account';
import type { ApiClient } from './client';

/** Video poker calls of the extension group. */
export interface VideoPokerApi {
  deal(session: SessionCredentials, roundId: string, stake: string): Promise<VideoPokerResponse>;
  draw(session: SessionCredentials, roundId: string, held: boolean[]): Promise<VideoPokerResponse>;
}

export function createVideoPokerApi(client: ApiClient): VideoPokerApi {
  return {
    deal: (session, round_id, stake) =>
      client.post('osg', 'vpdeal', { ...session, round_id, stake }, videoPokerResponse),
    draw: (session, round_id, held) =>
      client.post('osg', 'vpdraw', { ...session, round_id, held }, videoPokerResponse),
  };
}
