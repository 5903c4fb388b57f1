// Live TV, match tracker, highlights, event themes, standings and results calls (account group:
// POST {apiBaseUrl}/{name}). The demo stream is drawn by the client from this data, not a video file.
import { z } from 'zod';
import { sessionRequest } from '../api/account';
import { virtualEvent } from '../racing/api';

/** What names a match and its score, in a live list and in a highlight alike. */
const matchScore = z.object({
  match_id: z.number().int(),
  sport_id: z.number().int(),
  league: z.string(),
  home: z.string(),
  away: z.string(),
  score: z.tuple([z.number().int(), z.number().int()]),
});

const liveMatch = matchScore.extend({
  /** Period and minute, e.g. "2H 67'". */
  clock: z.string(),
  minute: z.number(),
  has_stream: z.boolean(),
  red: z.tuple([z.number().int(), z.number().int()]),
  goals: z.array(z.object({ minute: z.number().int(), side: z.enum(['h', 'a']) })),
});
export type LiveMatch = z.infer<typeof liveMatch>;

export const matchIdRequest = sessionRequest.extend({ match_id: z.number().int().positive() });
export const liveListRequest = sessionRequest.extend({
  sport_id: z.number().int().min(0).max(99).optional(),
});

export const liveMatchListResponse = z.object({ matches: z.array(liveMatch) });
export const liveTvListResponse = z.object({
  channels: z.array(z.object({ channel: z.string(), match: liveMatch })),
});
export const liveTv2Response = z.object({ match: liveMatch, channel: z.string() });
export const apiTvResponse = z.object({
  match_id: z.number().int(),
  /** How the client renders the stream: a generated pitch animation driven by the live score. */
  stream: z.object({
    kind: z.literal('generated-pitch'),
    width: z.number().int(),
    height: z.number().int(),
    fps: z.number().int(),
    pitch: z.string(),
  }),
});

/** Match tracker: the ball's zone (0 defending home third .. 2 attacking third) and recent events. */
export const radarResponse = z.object({
  match: liveMatch,
  possession: z.tuple([z.number().int(), z.number().int()]),
  attack: z.object({
    side: z.enum(['h', 'a']),
    zone: z.number().int().min(0).max(2),
    kind: z.enum(['safe', 'attack', 'danger']),
  }),
  shots: z.tuple([z.number().int(), z.number().int()]),
  corners: z.tuple([z.number().int(), z.number().int()]),
});
export const radarListResponse = z.object({ matches: z.array(liveMatch) });

export const highlightLeagueResponse = z.object({
  leagues: z.array(z.object({ league: z.string(), sport_id: z.number().int(), count: z.number().int() })),
});
export const highlightListRequest = sessionRequest.extend({ league: z.string().max(120).optional() });
export const highlightEntry = matchScore.extend({
  finished_at: z.number().int(),
  goals: z.array(z.object({ minute: z.number().int(), side: z.enum(['h', 'a']) })),
});
export const highlightListResponse = z.object({ highlights: z.array(highlightEntry) });

const EVENT_THEMES = ['euro', 'copa', 'olympic', 'worldcup'] as const;
export type EventTheme = (typeof EVENT_THEMES)[number];

export const eventListResponse = z.object({
  events: z.array(
    z.object({
      event_id: z.enum(EVENT_THEMES),
      name: z.string(),
      host: z.string(),
      year: z.number().int(),
      colors: z.tuple([z.string(), z.string()]),
      teams: z.number().int(),
    }),
  ),
});
export const eventRequest = sessionRequest.extend({ event_id: z.enum(EVENT_THEMES) });

const standingRow = z.object({
  team: z.string(),
  played: z.number().int(),
  won: z.number().int(),
  drawn: z.number().int(),
  lost: z.number().int(),
  gf: z.number().int(),
  ga: z.number().int(),
  points: z.number().int(),
});
export type StandingRow = z.infer<typeof standingRow>;
const fixture = z.object({
  home: z.string(),
  away: z.string(),
  score: z.tuple([z.number().int(), z.number().int()]),
  penalties: z.tuple([z.number().int(), z.number().int()]).nullable(),
});
export const standingListResponse = z.object({
  groups: z.array(z.object({ group: z.string(), table: z.array(standingRow) })),
});
export const standingResultResponse = z.object({
  groups: z.array(z.object({ group: z.string(), matches: z.array(fixture) })),
});
/** The knockout stages, as codes: the client names them in the player's language. */
const KNOCKOUT_ROUNDS = ['quarter_final', 'semi_final', 'final'] as const;
export type KnockoutRound = (typeof KNOCKOUT_ROUNDS)[number];
export const bracketListResponse = z.object({
  rounds: z.array(
    z.object({ round: z.enum(KNOCKOUT_ROUNDS), matches: z.array(fixture.extend({ winner: z.string() })) }),
  ),
  champion: z.string(),
});

export const resultListRequest = sessionRequest.extend({
  limit: z.number().int().min(1).max(100).default(30),
});
export const virtualResultListResponse = z.object({ results: z.array(virtualEvent) });

/**
 * One market of an e-sports series, bettable in place through the sportsbook's own calls (betcheck, placebet): match
 * winner (`ml`), map handicap (`hdp`, hundredths from the home side) and total maps (`ou`, hundredths), full series.
 * Prices are canonical (HK x 1,000,000; 0 while hidden), home or over first; `state` is a feed line state.
 */
const esportsMarket = z.object({
  market: z.enum(['ml', 'hdp', 'ou']),
  line: z.number().int(),
  prices: z.tuple([z.number().int().nonnegative(), z.number().int().nonnegative()]),
  state: z.number().int(),
});
export type EsportsMarket = z.infer<typeof esportsMarket>;

const esportsMatch = liveMatch.extend({
  kickoff: z.number().int(),
  live: z.boolean(),
  league_id: z.number().int(),
  /** Feed market group: 1 early, 2 today, 3 live (what a pick's slip records). */
  group: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  parlay: z.boolean(),
  /** The series: maps in it, and while live the map being played (maps won + 1) and the minute inside it. */
  series: z.object({
    best_of: z.number().int().positive(),
    map: z.number().int().positive().nullable(),
    map_minute: z.number().int().nonnegative().nullable(),
  }),
  markets: z.array(esportsMarket),
});
export type EsportsMatch = z.infer<typeof esportsMatch>;

export const esportsListResponse = z.object({
  /** Feed version the prices were read at. */
  version: z.number().int(),
  matches: z.array(esportsMatch),
});
