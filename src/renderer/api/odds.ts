import { ODDS_CALLS } from '@shared/feed/contract';
import type {
  Market,
  UxmarketResponse,
  Uxmatch2Response,
  UxmatchResponse,
  UxmenuResponse,
} from '@shared/feed/schemas';
import type { ApiClient } from './client';

/** The odds cache calls (API.md: POST {oddsBaseUrl}/{name}); public prices, no session needed. */
export interface OddsApi {
  menu(): Promise<UxmenuResponse>;
  market(sportId: number, market: Market, version: number, mmo: boolean): Promise<UxmarketResponse>;
  match(matchId: number): Promise<UxmatchResponse>;
  matches(matchIds: number[]): Promise<Uxmatch2Response>;
}

export function createOddsApi(client: ApiClient): OddsApi {
  return {
    menu: () => client.call(ODDS_CALLS, 'uxmenu', {}),
    market: (sport_id, market, version, mmo) =>
      client.call(ODDS_CALLS, 'uxmarket', { sport_id, market, version, mmo }),
    match: (match_id) => client.call(ODDS_CALLS, 'uxmatch', { match_id }),
    matches: (match_ids) => client.call(ODDS_CALLS, 'uxmatch2', { match_ids }),
  };
}
