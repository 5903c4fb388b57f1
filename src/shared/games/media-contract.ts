// Media and result calls of the account group as contract entries (POST {apiBaseUrl}/{name}).
import type { z } from 'zod';
import { sessionRequest } from '../api/account';
import type { CallSpec } from '../api/contract';
import * as m from './media';

const media = <Q extends z.ZodType, R extends z.ZodType>(
  request: Q,
  response: R,
  summary: string,
  errors: readonly string[] = [],
) => ({
  group: 'account' as const,
  request,
  response,
  session: true,
  summary,
  errors,
});

export const MEDIA_CALLS = {
  livematchlist: media(
    m.liveListRequest,
    m.liveMatchListResponse,
    'Live matches with score, clock, red cards and goals (from the odds simulator).',
  ),
  livetvlist: media(
    m.liveListRequest,
    m.liveTvListResponse,
    'Live matches that have a stream, with their channel.',
  ),
  livetv2: media(
    m.matchIdRequest,
    m.liveTv2Response,
    "One live stream's match and score (the TV window polls it).",
    ['matchNotActive'],
  ),
  apitv: media(
    m.matchIdRequest,
    m.apiTvResponse,
    'How to render the stream of a match: a generated animated pitch driven by the live score.',
    ['matchNotActive'],
  ),
  radarlist: media(
    m.matchIdRequest.partial({ match_id: true }),
    m.radarListResponse.or(m.radarResponse),
    'Match tracker: with match_id its possession, attack zone, shots and corners; without, the live matches that have a tracker.',
    ['matchNotActive'],
  ),
  highlightleague: media(sessionRequest, m.highlightLeagueResponse, 'Leagues with highlights and how many.'),
  highlightlist: media(
    m.highlightListRequest,
    m.highlightListResponse,
    'Finished matches with their goals, newest first, optionally of one league.',
  ),
  eventlist: media(sessionRequest, m.eventListResponse, 'Event themes: Euro, Copa, Olympic, World Cup.'),
  standinglist: media(m.eventRequest, m.standingListResponse, 'Group tables of an event.'),
  standingresult: media(m.eventRequest, m.standingResultResponse, 'Group-stage results of an event.'),
  bracketlist: media(
    m.eventRequest,
    m.bracketListResponse,
    'Knockout bracket of an event (penalties where a tie was level).',
  ),
  efresult: media(
    m.resultListRequest,
    m.virtualResultListResponse,
    'Finished e-fight games (ids 41-44, 47, 52, 53), newest first.',
  ),
  ngresult: media(
    m.resultListRequest,
    m.virtualResultListResponse,
    'Finished virtual games and races (ids 40, 45, 46, 48-51, 54), newest first.',
  ),
} as const satisfies Record<string, CallSpec>;

export const ESPORTS_CALLS = {
  esportslist: {
    group: 'osg',
    request: sessionRequest,
    response: m.esportsListResponse,
    session: true,
    summary:
      'E-sports series (sport 40), live and upcoming: maps won, the map being played and its minute, and the markets bettable in place (match winner, map handicap, total maps) with the prices betcheck and placebet take.',
    errors: ['EsportsDisabled'],
  },
} as const satisfies Record<string, CallSpec>;
