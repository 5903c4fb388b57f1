import { uxmarketResponse, uxmatch2Response, uxmatchResponse, uxmenuResponse } from '@shared/feed/schemas';
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
    menu: () => client.post('odds', 'uxmenu', {}, uxmenuResponse),
    market: (sport_id, market, version, mmo) =>
      client.post('odds', 'uxmarket', { sport_id, market, version, mmo }, uxmarketResponse),
    match: (match_id) => client.post('odds', 'uxmatch', { match_id }, uxmatchResponse),
    matches: (match_ids) => client.post('odds', 'uxmatch2', { match_ids }, uxmatch2Response),
  };
}
