import { gameListResponse, launchResponse } from '@shared/games/api';
import type { Language } from '@shared/constants';
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
  /** The game page opens in `lang`, the player's display language. */
  launch(
    session: SessionCredentials,
    call: LaunchCall,
    gameId: string,
    lang: Language,
  ): Promise<LaunchResponse>;
  launchLottery(session: SessionCredentials, lang: Language): Promise<LaunchResponse>;
}

export function createGamesApi(client: ApiClient): GamesApi {
  return {
    list: (session, query) => client.post('provider', 'GameList', { ...session, ...query }, gameListResponse),
    launch: (session, call, game_id, lang) =>
      client.post('provider', call, { ...session, game_id, lang }, launchResponse),
    launchLottery: (session, lang) =>
      client.post('provider', 'LaunchLottery', { ...session, lang }, launchResponse),
  };
}
