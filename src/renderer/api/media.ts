import type { z } from 'zod';
import * as m from '@shared/games/media';
import { raceBetListResponse, raceBetResponse, virtualScheduleResponse } from '@shared/racing/api';
import type { EventTheme } from '@shared/games/media';
import type { SessionCredentials } from './account';
import type { ApiClient } from './client';

type Out<S extends z.ZodType> = Promise<z.infer<S>>;

/** Live TV, tracker, highlights, events, results (account group) and virtual sports (extension group). */
export interface MediaApi {
  liveTvList(s: SessionCredentials): Out<typeof m.liveTvListResponse>;
  liveTv(s: SessionCredentials, matchId: number): Out<typeof m.liveTv2Response>;
  liveMatches(s: SessionCredentials): Out<typeof m.liveMatchListResponse>;
  radar(s: SessionCredentials, matchId: number): Out<typeof m.radarResponse>;
  highlightLeagues(s: SessionCredentials): Out<typeof m.highlightLeagueResponse>;
  highlights(s: SessionCredentials, league?: string): Out<typeof m.highlightListResponse>;
  events(s: SessionCredentials): Out<typeof m.eventListResponse>;
  standings(s: SessionCredentials, event: EventTheme): Out<typeof m.standingListResponse>;
  standingResults(s: SessionCredentials, event: EventTheme): Out<typeof m.standingResultResponse>;
  bracket(s: SessionCredentials, event: EventTheme): Out<typeof m.bracketListResponse>;
  results(s: SessionCredentials, kind: 'efresult' | 'ngresult'): Out<typeof m.virtualResultListResponse>;
  esports(s: SessionCredentials): Out<typeof m.esportsListResponse>;
  schedule(s: SessionCredentials): Out<typeof virtualScheduleResponse>;
  raceBet(
    s: SessionCredentials,
    bet: { slip_id: string; event_id: string; bet_type: string; runner: number; stake: string },
  ): Out<typeof raceBetResponse>;
  raceBets(s: SessionCredentials): Out<typeof raceBetListResponse>;
}

export function createMediaApi(client: ApiClient): MediaApi {
  return {
    liveTvList: (s) => client.post('account', 'livetvlist', s, m.liveTvListResponse),
    liveTv: (s, match_id) => client.post('account', 'livetv2', { ...s, match_id }, m.liveTv2Response),
    liveMatches: (s) => client.post('account', 'livematchlist', s, m.liveMatchListResponse),
    radar: (s, match_id) => client.post('account', 'radarlist', { ...s, match_id }, m.radarResponse),
    highlightLeagues: (s) => client.post('account', 'highlightleague', s, m.highlightLeagueResponse),
    highlights: (s, league) =>
      client.post(
        'account',
        'highlightlist',
        { ...s, ...(league ? { league } : {}) },
        m.highlightListResponse,
      ),
    events: (s) => client.post('account', 'eventlist', s, m.eventListResponse),
    standings: (s, event_id) =>
      client.post('account', 'standinglist', { ...s, event_id }, m.standingListResponse),
    standingResults: (s, event_id) =>
      client.post('account', 'standingresult', { ...s, event_id }, m.standingResultResponse),
    bracket: (s, event_id) =>
      client.post('account', 'bracketlist', { ...s, event_id }, m.bracketListResponse),
    results: (s, kind) => client.post('account', kind, { ...s, limit: 40 }, m.virtualResultListResponse),
    esports: (s) => client.post('osg', 'esportslist', s, m.esportsListResponse),
    schedule: (s) => client.post('osg', 'virtualschedule', s, virtualScheduleResponse),
    raceBet: (s, bet) => client.post('osg', 'racebet', { ...s, ...bet }, raceBetResponse),
    raceBets: (s) => client.post('osg', 'racebetlist', { ...s, page_size: 30 }, raceBetListResponse),
  };
}
