import type { MiniRoundResponse, miniRoundResponse } from '@shared/games/mini';
import type { SessionCredentials } from './account';
import type { ApiClient } from './client';

/** One mini round as the panel sends it (the session is added here). */
export interface MiniRoundBody {
  game_id: string;
  round_id: string;
  stake: string;
  side?: 'big' | 'small';
  bets?: Partial<Record<'player' | 'banker' | 'tie', string>>;
}

/** The mini games call of the extension group (osg/miniround). */
export interface MiniGamesApi {
  /**
   * Plays one round. The answer's schema is the caller's to pass: it loads with the mini panel, and the first load
   * has no room for it.
   */
  round(
    session: SessionCredentials,
    body: MiniRoundBody,
    schema: typeof miniRoundResponse,
  ): Promise<MiniRoundResponse>;
}

export function createMiniGamesApi(client: ApiClient): MiniGamesApi {
  return {
    round: (session, body, schema) => client.post('osg', 'miniround', { ...session, ...body }, schema),
  };
}
