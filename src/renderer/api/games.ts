import type { Language } from '@shared/constants';
import type { GameCategory } from '@shared/games/catalog';
import type { GameListResponse, LaunchResponse } from '@shared/games/api';
import { PROVIDER_CALLS } from '@shared/games/contract';
import type { ApiClient } from './client';

export type LaunchCall = 'LaunchGame' | 'launchslotgame' | 'launchgp';

/** The provider URL group (API.md: POST {providerBaseUrl}/{name}). */
export interface GamesApi {
  list(query: { category?: GameCategory; provider?: string; search?: string }): Promise<GameListResponse>;
  /** The game page opens in `lang`, the player's display language. */
  launch(call: LaunchCall, gameId: string, lang: Language): Promise<LaunchResponse>;
  launchLottery(lang: Language): Promise<LaunchResponse>;
}

export function createGamesApi(client: ApiClient): GamesApi {
  return {
    list: (query) => client.call(PROVIDER_CALLS, 'GameList', query),
    launch: (call, game_id, lang) => client.call(PROVIDER_CALLS, call, { game_id, lang }),
    launchLottery: (lang) => client.call(PROVIDER_CALLS, 'LaunchLottery', { lang }),
  };
}
