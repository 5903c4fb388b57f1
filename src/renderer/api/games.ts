import { gameListResponse, launchResponse } from '@shared/games/api';
import type { GameCategory } from '@shared/games/catalog';
import type { GameListResponse, LaunchResponse } from '@shared/games/api';
import type { SessionCredentials } from './account';
import type { ApiClient } from './client';

export type LaunchCall = 'LaunchGame' | 'launchslotgame' | 'launchgp';

/** The provider URL group (API.md: POST {providerBaseUrl}/{name}). */
export interface GamesApi {
  list(
    session: SessionCredentials,
    query: { category?: GameCategory; provider?: string; search?: string },
  ): Promise<GameListResponse>;
  launch(session: SessionCredentials, call: LaunchCall, gameId: string): Promise<LaunchResponse>;
  launchLottery(session: SessionCredentials): Promise<LaunchResponse>;
}

export function createGamesApi(client: ApiClient): GamesApi {
  return {
    list: (session, query) => client.post('provider', 'GameList', { ...session, ...query }, gameListResponse),
    launch: (session, call, game_id) =>
      client.post('provider', call, { ...session, game_id }, launchResponse),
    launchLottery: (session) => client.post('provider', 'LaunchLottery', session, launchResponse),
  };
}
