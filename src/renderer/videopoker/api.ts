import type { VideoPokerResponse } from '@shared/videopoker/api';
import { VIDEO_POKER_CALLS } from '@shared/videopoker/contract';
import type { ApiClient } from '../api/client';

/** Video poker calls of the extension group. */
export interface VideoPokerApi {
  deal(roundId: string, stake: string): Promise<VideoPokerResponse>;
  draw(roundId: string, held: boolean[]): Promise<VideoPokerResponse>;
}

export function createVideoPokerApi(client: ApiClient): VideoPokerApi {
  return {
    deal: (round_id, stake) => client.call(VIDEO_POKER_CALLS, 'vpdeal', { round_id, stake }),
    draw: (round_id, held) => client.call(VIDEO_POKER_CALLS, 'vpdraw', { round_id, held }),
  };
}
