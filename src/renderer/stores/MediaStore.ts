import { makeAutoObservable, runInAction } from 'mobx';
import type { z } from 'zod';
import type * as m from '@shared/games/media';
import type { EventTheme, LiveMatch } from '@shared/games/media';
import type { VirtualEvent } from '@shared/racing/api';
import type { GamesContext } from './GamesContext';
import { attempt } from './storeHelpers';

type Out<S extends z.ZodType> = z.infer<S>;

/** Live TV, match tracker, highlights, event themes, e-sports and virtual results. */
export class MediaStore {
  channels: { channel: string; match: LiveMatch }[] = [];
  watching: LiveMatch | null = null;
  liveMatches: LiveMatch[] = [];
  radar: Out<typeof m.radarResponse> | null = null;
  leagues: Out<typeof m.highlightLeagueResponse>['leagues'] = [];
  highlights: Out<typeof m.highlightListResponse>['highlights'] = [];
  league: string | null = null;
  events: Out<typeof m.eventListResponse>['events'] = [];
  standings: Out<typeof m.standingListResponse> | null = null;
  groupResults: Out<typeof m.standingResultResponse> | null = null;
  bracket: Out<typeof m.bracketListResponse> | null = null;
  results: VirtualEvent[] = [];
  esports: Out<typeof m.esportsListResponse>['matches'] = [];
  /** Feed version the e-sports prices were read at (a pick carries it to the slip). */
  esportsVersion = 0;
  error: string | null = null;

  constructor(private readonly ctx: GamesContext) {
    makeAutoObservable<this, 'ctx'>(this, { ctx: false });
  }

  private get api() {
    return this.ctx.apis().media;
  }

  async loadChannels(): Promise<void> {
    const res = await attempt(this.ctx, () => this.api.liveTvList());
    runInAction(() => {
      if (res.ok) this.channels = res.value.channels;
    });
  }

  /** Polled by the TV window: the score comes from the simulator, the same as the odds page. */
  async watch(matchId: number): Promise<void> {
    const res = await attempt(this.ctx, () => this.api.liveTv(matchId));
    runInAction(() => {
      if (res.ok) this.watching = res.value.match;
      else this.error = res.code;
    });
  }

  async loadLive(): Promise<void> {
    const res = await attempt(this.ctx, () => this.api.liveMatches());
    runInAction(() => {
      if (res.ok) this.liveMatches = res.value.matches;
    });
  }

  async loadRadar(matchId: number): Promise<void> {
    const res = await attempt(this.ctx, () => this.api.radar(matchId));
    runInAction(() => {
      if (res.ok) this.radar = res.value;
    });
  }

  openLiveTv(matchId: number): Promise<void> {
    return this.ctx.openWindow('livetv', `/livetv?match=${matchId}`);
  }

  async loadHighlights(league: string | null): Promise<void> {
    this.league = league;
    const [leagues, list] = await Promise.all([
      attempt(this.ctx, () => this.api.highlightLeagues()),
      attempt(this.ctx, () => this.api.highlights(league ?? undefined)),
    ]);
    runInAction(() => {
      if (leagues.ok) this.leagues = leagues.value.leagues;
      if (list.ok) this.highlights = list.value.highlights;
    });
  }

  async loadEvents(): Promise<void> {
    const res = await attempt(this.ctx, () => this.api.events());
    runInAction(() => {
      if (res.ok) this.events = res.value.events;
    });
  }

  async loadEvent(id: EventTheme): Promise<void> {
    const [standings, results, bracket] = await Promise.all([
      attempt(this.ctx, () => this.api.standings(id)),
      attempt(this.ctx, () => this.api.standingResults(id)),
      attempt(this.ctx, () => this.api.bracket(id)),
    ]);
    runInAction(() => {
      this.standings = standings.ok ? standings.value : null;
      this.groupResults = results.ok ? results.value : null;
      this.bracket = bracket.ok ? bracket.value : null;
    });
  }

  async loadResults(kind: 'efresult' | 'ngresult'): Promise<void> {
    const res = await attempt(this.ctx, () => this.api.results(kind));
    runInAction(() => {
      if (res.ok) this.results = res.value.results;
    });
  }

  get esportsDisabled(): boolean {
    return this.ctx.isDisabled('esports');
  }

  async loadEsports(): Promise<void> {
    const res = await attempt(this.ctx, () => this.api.esports());
    runInAction(() => {
      if (res.ok) {
        this.esports = res.value.matches;
        this.esportsVersion = res.value.version;
      } else this.error = res.code;
    });
  }
}
