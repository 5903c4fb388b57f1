// The tournament URL group as contract entries: the one source for the tournament routes and docs/API.md.
import type { z } from 'zod';
import type { CallSpec } from '../api/contract';
import * as s from './api';

const call = <Req extends z.ZodType, Res extends z.ZodType>(
  request: Req,
  response: Res,
): CallSpec<Req, Res, true> => ({
  group: 'tournament',
  request,
  response,
  session: true,
});

export const TOURNAMENT_CALLS = {
  roomlist: call(s.roomListRequest, s.roomListResponse),
  roomleaguelist: call(s.roomDayRequest, s.roomLeagueListResponse),
  roommatchlist: call(s.roomDayRequest, s.roomMatchListResponse),
  matchlookup: call(s.matchLookupRequest, s.matchLookupResponse),
  roomcreate: call(s.roomCreateRequest, s.roomResponse),
  vroomcreate: call(s.roomCreateRequest, s.roomResponse),
  roomjoin: call(s.roomJoinRequest, s.roomJoinResponse),
  vroomjoin: call(s.roomJoinRequest, s.roomJoinResponse),
  roomleave: call(s.roomRequest, s.roomLeaveResponse),
  roominfo: call(s.roomRequest, s.roomInfoResponse),
  roomrank: call(s.roomRequest, s.roomRankResponse),
  memberbetlist: call(s.roomRequest, s.memberBetListResponse),
  betresultlist: call(s.roomRequest, s.betResultListResponse),
  betresultfinal: call(s.roomRequest, s.betResultFinalResponse),
  bet: call(s.roomBetRequest, s.roomBetResponse),
  betplus: call(s.roomBetPlusRequest, s.roomBetResponse),
  membervalidatetournament: call(s.sessionOnly, s.validateTournamentResponse),
} as const satisfies Record<string, CallSpec>;
