// Media and result calls of the account group as contract entries (POST {apiBaseUrl}/{name}).
import type { z } from 'zod';
import { sessionRequest } from '../api/account';
import type { CallSpec } from '../api/contract';
import * as m from './media';

const media = <Q extends z.ZodType, R extends z.ZodType>(request: Q, response: R): CallSpec<Q, R, true> => ({
  group: 'account',
  request,
  response,
  session: true,
});

export const MEDIA_CALLS = {
  livematchlist: media(m.liveListRequest, m.liveMatchListResponse),
  livetvlist: media(m.liveListRequest, m.liveTvListResponse),
  livetv2: media(m.matchIdRequest, m.liveTv2Response),
  apitv: media(m.matchIdRequest, m.apiTvResponse),
  radarlist: media(m.matchIdRequest.partial({ match_id: true }), m.radarListResponse.or(m.radarResponse)),
  highlightleague: media(sessionRequest, m.highlightLeagueResponse),
  highlightlist: media(m.highlightListRequest, m.highlightListResponse),
  eventlist: media(sessionRequest, m.eventListResponse),
  standinglist: media(m.eventRequest, m.standingListResponse),
  standingresult: media(m.eventRequest, m.standingResultResponse),
  bracketlist: media(m.eventRequest, m.bracketListResponse),
  efresult: media(m.resultListRequest, m.virtualResultListResponse),
  ngresult: media(m.resultListRequest, m.virtualResultListResponse),
} as const satisfies Record<string, CallSpec>;

export const ESPORTS_CALLS = {
  esportslist: {
    group: 'osg',
    request: sessionRequest,
    response: m.esportsListResponse,
    session: true,
  },
} as const satisfies Record<string, CallSpec>;
