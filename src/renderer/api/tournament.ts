import type { z } from 'zod';
import * as s from '@shared/tournament/api';
import type { SessionCredentials } from './account';
import type { ApiClient } from './client';

type Out<T extends z.ZodType> = z.infer<T>;

export interface CreateRoomBody {
  room_id: string;
  room_type: 1 | 2 | 3;
  match_date: string;
  matches: number[];
  room_limit: number;
  room_rate: string;
  room_password?: string;
}

/** The tournament URL group (POST {api}/tournament/{name}) as the tournament store uses it. */
export interface TournamentApi {
  validate(session: SessionCredentials): Promise<Out<typeof s.validateTournamentResponse>>;
  rooms(
    session: SessionCredentials,
    filter: { room_type: string; status: string; room_id?: string; mine?: boolean },
  ): Promise<Out<typeof s.roomListResponse>>;
  leagues(session: SessionCredentials, matchDate: string): Promise<Out<typeof s.roomLeagueListResponse>>;
  matches(
    session: SessionCredentials,
    matchDate: string,
    leagueId?: number,
  ): Promise<Out<typeof s.roomMatchListResponse>>;
  create(session: SessionCredentials, body: CreateRoomBody): Promise<Out<typeof s.roomResponse>>;
  join(session: SessionCredentials, roomId: string, pin?: string): Promise<Out<typeof s.roomJoinResponse>>;
  leave(session: SessionCredentials, roomId: string): Promise<Out<typeof s.roomLeaveResponse>>;
  info(session: SessionCredentials, roomId: string): Promise<Out<typeof s.roomInfoResponse>>;
  rank(session: SessionCredentials, roomId: string): Promise<Out<typeof s.roomRankResponse>>;
  bets(session: SessionCredentials, roomId: string): Promise<Out<typeof s.memberBetListResponse>>;
  bet(
    session: SessionCredentials,
    body: {
      room_id: string;
      match_id: number;
      market: string;
      choice: string;
      line: number | null;
      points: number;
      price: number;
    },
  ): Promise<Out<typeof s.roomBetResponse>>;
}

export function createTournamentApi(client: ApiClient): TournamentApi {
  const post = <T extends z.ZodType>(name: string, body: object, schema: T) =>
    client.post('tournament', name, body, schema);
  return {
    validate: (session) => post('membervalidatetournament', session, s.validateTournamentResponse),
    rooms: (session, filter) => post('roomlist', { ...session, ...filter }, s.roomListResponse),
    leagues: (session, match_date) =>
      post('roomleaguelist', { ...session, match_date }, s.roomLeagueListResponse),
    matches: (session, match_date, league_id) =>
      post('roommatchlist', { ...session, match_date, league_id }, s.roomMatchListResponse),
    create: (session, body) => post('roomcreate', { ...session, ...body }, s.roomResponse),
    join: (session, room_id, room_password) =>
      post('roomjoin', { ...session, room_id, room_password }, s.roomJoinResponse),
    leave: (session, room_id) => post('roomleave', { ...session, room_id }, s.roomLeaveResponse),
    info: (session, room_id) => post('roominfo', { ...session, room_id }, s.roomInfoResponse),
    rank: (session, room_id) => post('roomrank', { ...session, room_id }, s.roomRankResponse),
    bets: (session, room_id) => post('memberbetlist', { ...session, room_id }, s.memberBetListResponse),
    bet: (session, body) => post('bet', { ...session, ...body }, s.roomBetResponse),
  };
}
