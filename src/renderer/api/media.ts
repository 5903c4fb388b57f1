import { ESPORTS_CALLS, MEDIA_CALLS } from '@shared/games/media-contract';
import { VIRTUAL_CALLS } from '@shared/racing/contract';
import type { z } from 'zod';
import type { EventTheme, radarResponse } from '@shared/games/media';
import { ApiCallError, type ApiClient, type CallAnswer, type CallBody } from './client';

type Media<N extends keyof typeof MEDIA_CALLS> = Promise<CallAnswer<(typeof MEDIA_CALLS)[N]>>;
type Virtual<N extends keyof typeof VIRTUAL_CALLS> = Promise<CallAnswer<(typeof VIRTUAL_CALLS)[N]>>;

/** Live TV, tracker, highlights, events, results (account group) and virtual sports (extension group). */
export interface MediaApi {
  liveTvList(): Media<'livetvlist'>;
  liveTv(matchId: number): Media<'livetv2'>;
  liveMatches(): Media<'livematchlist'>;
  radar(matchId: number): Promise<z.output<typeof radarResponse>>;
  highlightLeagues(): Media<'highlightleague'>;
  highlights(league?: string): Media<'highlightlist'>;
  events(): Media<'eventlist'>;
  standings(event: EventTheme): Media<'standinglist'>;
  standingResults(event: EventTheme): Media<'standingresult'>;
  bracket(event: EventTheme): Media<'bracketlist'>;
  results(kind: 'efresult' | 'ngresult'): Media<'efresult'>;
  esports(): Promise<CallAnswer<typeof ESPORTS_CALLS.esportslist>>;
  schedule(): Virtual<'virtualschedule'>;
  raceBet(bet: CallBody<typeof VIRTUAL_CALLS.racebet>): Virtual<'racebet'>;
  raceBets(): Virtual<'racebetlist'>;
}

export function createMediaApi(client: ApiClient): MediaApi {
  return {
    liveTvList: () => client.call(MEDIA_CALLS, 'livetvlist', {}),
    liveTv: (match_id) => client.call(MEDIA_CALLS, 'livetv2', { match_id }),
    liveMatches: () => client.call(MEDIA_CALLS, 'livematchlist', {}),
    radar: async (match_id) => {
      // With a match id the call answers that match's tracker, never the list of matches that have one.
      const answer = await client.call(MEDIA_CALLS, 'radarlist', { match_id });
      if ('matches' in answer) throw new ApiCallError('incompletedRequest', 'invalidResponse');
      return answer;
    },
    highlightLeagues: () => client.call(MEDIA_CALLS, 'highlightleague', {}),
    highlights: (league) => client.call(MEDIA_CALLS, 'highlightlist', league ? { league } : {}),
    events: () => client.call(MEDIA_CALLS, 'eventlist', {}),
    standings: (event_id) => client.call(MEDIA_CALLS, 'standinglist', { event_id }),
    standingResults: (event_id) => client.call(MEDIA_CALLS, 'standingresult', { event_id }),
    bracket: (event_id) => client.call(MEDIA_CALLS, 'bracketlist', { event_id }),
    results: (kind) => client.call(MEDIA_CALLS, kind, { limit: 40 }),
    esports: () => client.call(ESPORTS_CALLS, 'esportslist', {}),
    schedule: () => client.call(VIRTUAL_CALLS, 'virtualschedule', {}),
    raceBet: (bet) => client.call(VIRTUAL_CALLS, 'racebet', bet),
    raceBets: () => client.call(VIRTUAL_CALLS, 'racebetlist', { page_size: 30 }),
  };
}
