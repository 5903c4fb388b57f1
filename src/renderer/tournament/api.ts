import { TOURNAMENT_CALLS } from '@shared/tournament/contract';
import type { ApiClient, CallAnswer, CallBody } from '../api/client';

type Body<N extends keyof typeof TOURNAMENT_CALLS> = CallBody<(typeof TOURNAMENT_CALLS)[N]>;

type Answer<N extends keyof typeof TOURNAMENT_CALLS> = Promise<CallAnswer<(typeof TOURNAMENT_CALLS)[N]>>;

export type CreateRoomBody = Body<'roomcreate'>;

/** The tournament URL group (POST {api}/tournament/{name}) as the tournament store uses it. */
export interface TournamentApi {
  validate(): Answer<'membervalidatetournament'>;
  rooms(filter: Body<'roomlist'>): Answer<'roomlist'>;
  leagues(matchDate: string): Answer<'roomleaguelist'>;
  matches(matchDate: string, leagueId?: number): Answer<'roommatchlist'>;
  create(body: CreateRoomBody): Answer<'roomcreate'>;
  join(roomId: string, pin?: string): Answer<'roomjoin'>;
  leave(roomId: string): Answer<'roomleave'>;
  info(roomId: string): Answer<'roominfo'>;
  rank(roomId: string): Answer<'roomrank'>;
  bets(roomId: string): Answer<'memberbetlist'>;
  bet(body: Body<'bet'>): Answer<'bet'>;
}

export function createTournamentApi(client: ApiClient): TournamentApi {
  return {
    validate: () => client.call(TOURNAMENT_CALLS, 'membervalidatetournament', {}),
    rooms: (filter) => client.call(TOURNAMENT_CALLS, 'roomlist', filter),
    leagues: (match_date) => client.call(TOURNAMENT_CALLS, 'roomleaguelist', { match_date }),
    matches: (match_date, league_id) =>
      client.call(TOURNAMENT_CALLS, 'roommatchlist', { match_date, league_id }),
    create: (body) => client.call(TOURNAMENT_CALLS, 'roomcreate', body),
    join: (room_id, room_password) => client.call(TOURNAMENT_CALLS, 'roomjoin', { room_id, room_password }),
    leave: (room_id) => client.call(TOURNAMENT_CALLS, 'roomleave', { room_id }),
    info: (room_id) => client.call(TOURNAMENT_CALLS, 'roominfo', { room_id }),
    rank: (room_id) => client.call(TOURNAMENT_CALLS, 'roomrank', { room_id }),
    bets: (room_id) => client.call(TOURNAMENT_CALLS, 'memberbetlist', { room_id }),
    bet: (body) => client.call(TOURNAMENT_CALLS, 'bet', body),
  };
}
