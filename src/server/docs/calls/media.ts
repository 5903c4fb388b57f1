import { type CallDocs } from './codes';
import type { MEDIA_CALLS, ESPORTS_CALLS } from '../../../shared/games/media-contract';

export const MEDIA_CALL_DOCS = {
  livematchlist: {
    summary: 'Live matches with score, clock, red cards and goals (from the odds simulator).',
    errors: [],
  },
  livetvlist: {
    summary: 'Live matches that have a stream, with their channel.',
    errors: [],
  },
  livetv2: {
    summary: "One live stream's match and score (the TV window polls it).",
    errors: ['matchNotActive'],
  },
  apitv: {
    summary: 'How to render the stream of a match: a generated animated pitch driven by the live score.',
    errors: ['matchNotActive'],
  },
  radarlist: {
    summary:
      'Match tracker: with match_id its possession, attack zone, shots and corners; without, the live matches that have a tracker.',
    errors: ['matchNotActive'],
  },
  highlightleague: {
    summary: 'Leagues with highlights and how many.',
    errors: [],
  },
  highlightlist: {
    summary: 'Finished matches with their goals, newest first, optionally of one league.',
    errors: [],
  },
  eventlist: {
    summary: 'Event themes: Euro, Copa, Olympic, World Cup.',
    errors: [],
  },
  standinglist: {
    summary: 'Group tables of an event.',
    errors: [],
  },
  standingresult: {
    summary: 'Group-stage results of an event.',
    errors: [],
  },
  bracketlist: {
    summary: 'Knockout bracket of an event (penalties where a tie was level).',
    errors: [],
  },
  efresult: {
    summary: 'Finished e-fight games (ids 41-44, 47, 52, 53), newest first.',
    errors: [],
  },
  ngresult: {
    summary: 'Finished virtual games and races (ids 40, 45, 46, 48-51, 54), newest first.',
    errors: [],
  },
} as const satisfies CallDocs<typeof MEDIA_CALLS>;

export const ESPORTS_CALL_DOCS = {
  esportslist: {
    summary:
      'E-sports series (sport 40), live and upcoming: maps won, the map being played and its minute, and the markets bettable in place (match winner, map handicap, total maps) with the prices betcheck and placebet take.',
    errors: ['EsportsDisabled'],
  },
} as const satisfies CallDocs<typeof ESPORTS_CALLS>;
