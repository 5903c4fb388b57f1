import type { MiniRoundResponse } from '@shared/games/mini';
import type { MINI_GAME_CALLS } from '@shared/games/mini-contract';
import type { ApiClient, CallBody } from '../api/client';

/** One mini round as the panel sends it (the session is added by the client). */
export type MiniRoundBody = CallBody<typeof MINI_GAME_CALLS.miniround>;

/** The mini games call of the extension group (osg/miniround). */
export interface MiniGamesApi {
  /**
   * Plays one round. The call's contract table is the caller's to pass: its answer's schema loads with the mini
   * panel, and the first load has no room for it.
   */
  round(body: MiniRoundBody, calls: typeof MINI_GAME_CALLS): Promise<MiniRoundResponse>;
}

export function createMiniGamesApi(client: ApiClient): MiniGamesApi {
  return {
    round: (body, calls) => client.call(calls, 'miniround', body),
  };
}
