// Live TV, match tracker, highlights, event themes and virtual results (account group), and the e-sports list.
import type { FastifyInstance } from 'fastify';
import { ESPORTS_CALLS, MEDIA_CALLS } from '../../shared/games/media-contract';
import { standings } from '../media/standings';
import { THEMES, tournament } from '../media/tournaments';
import type { AppContext } from '../context';
import { ApiError } from '../http/api-error';
import { contractRoute, sessionRoute } from '../http/route';
import { HighlightStore } from '../media/highlights';
import { esportsMatch, ESPORTS_SPORT_ID } from '../media/esports';
import { liveChannels, liveMatch, liveMatches, radar } from '../media/live';
import { assertProductEnabled } from '../provider/switches';
import type { Engines } from '../engines';

/** A score pair of the answer: its own copy of the tournament's read-only pair. */
const scorePair = ([home, away]: readonly [number, number]): [number, number] => [home, away];

export function registerMediaRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  base: string,
  engines: Pick<Engines, 'odds' | 'virtuals'>,
): void {
  const { odds, virtuals } = engines;
  const highlights = new HighlightStore(ctx.db);
  const live = (id: number) => {
    const match = liveMatch(odds, id);
    if (!match || match.clock === '' || match.clock === 'FT') throw new ApiError('matchNotActive');
    return match;
  };

  sessionRoute(app, ctx, contractRoute(base, MEDIA_CALLS, 'livematchlist'), async (body) => ({
    matches: liveMatches(odds, body.sport_id),
  }));
  sessionRoute(app, ctx, contractRoute(base, MEDIA_CALLS, 'livetvlist'), async (body) => ({
    channels: liveChannels(odds, body.sport_id),
  }));
  sessionRoute(app, ctx, contractRoute(base, MEDIA_CALLS, 'livetv2'), async (body) => {
    const match = live(body.match_id);
    // A match without a stream (opened from its live centre) is watched on no channel.
    return {
      match,
      channel: liveChannels(odds).find((c) => c.match.match_id === match.match_id)?.channel ?? '',
    };
  });
  sessionRoute(app, ctx, contractRoute(base, MEDIA_CALLS, 'apitv'), async (body) => {
    const match = live(body.match_id);
    return {
      match_id: match.match_id,
      stream: {
        kind: 'generated-pitch' as const,
        width: 1280,
        height: 720,
        fps: 30,
        pitch: match.sport_id === 2 ? 'court' : 'pitch',
      },
    };
  });
  sessionRoute(app, ctx, contractRoute(base, MEDIA_CALLS, 'radarlist'), async (body) => {
    const id = body.match_id;
    if (id === undefined) return { matches: liveMatches(odds) };
    const match = live(id);
    // One tracker state per ten seconds of real time: stable between polls, moving during the match.
    return radar(match, Math.floor(ctx.now() / 10_000));
  });
  sessionRoute(app, ctx, contractRoute(base, MEDIA_CALLS, 'highlightleague'), async () => ({
    leagues: await highlights.leagues(),
  }));
  sessionRoute(app, ctx, contractRoute(base, MEDIA_CALLS, 'highlightlist'), async (body) => ({
    highlights: await highlights.list(body.league),
  }));
  sessionRoute(app, ctx, contractRoute(base, MEDIA_CALLS, 'eventlist'), async () => ({
    events: THEMES.map((t) => ({
      event_id: t.event_id,
      name: t.name,
      host: t.host,
      year: t.year,
      colors: t.colors,
      teams: t.teams.length,
    })),
  }));
  sessionRoute(app, ctx, contractRoute(base, MEDIA_CALLS, 'standinglist'), async (body) => {
    const tour = tournament(body.event_id);
    return { groups: tour.groups.map((g) => ({ group: g.group, table: standings(g.teams, g.matches) })) };
  });
  sessionRoute(app, ctx, contractRoute(base, MEDIA_CALLS, 'standingresult'), async (body) => ({
    groups: tournament(body.event_id).groups.map((g) => ({
      group: g.group,
      matches: g.matches.map((m) => ({
        home: m.home,
        away: m.away,
        score: scorePair(m.score),
        penalties: null,
      })),
    })),
  }));
  sessionRoute(app, ctx, contractRoute(base, MEDIA_CALLS, 'bracketlist'), async (body) => {
    const tour = tournament(body.event_id);
    return {
      rounds: tour.rounds.map((r) => ({
        round: r.round,
        matches: r.matches.map((m) => ({
          home: m.home,
          away: m.away,
          score: scorePair(m.score),
          penalties: m.penalties,
          winner: m.winner,
        })),
      })),
      champion: tour.champion,
    };
  });
  sessionRoute(app, ctx, contractRoute(base, MEDIA_CALLS, 'efresult'), async (body) => ({
    results: await virtuals.results('efight', body.limit),
  }));
  sessionRoute(app, ctx, contractRoute(base, MEDIA_CALLS, 'ngresult'), async (body) => {
    const limit = body.limit;
    const [racing, games] = await Promise.all([
      virtuals.results('racing', limit),
      virtuals.results('game', limit),
    ]);
    return { results: [...racing, ...games].sort((a, b) => b.ends_at - a.ends_at).slice(0, limit) };
  });

  sessionRoute(app, ctx, contractRoute(base, ESPORTS_CALLS, 'esportslist'), async (_body, session) => {
    await assertProductEnabled(ctx.db, session.accountId, 'esports');
    const sim = odds.sync();
    const matches = [...sim.matches.values()]
      .filter((m) => m.sport.id === ESPORTS_SPORT_ID && m.parentId === null)
      .filter((m) => m.state === 'live' || m.state === 'pre')
      .sort((a, b) => a.kickoff - b.kickoff)
      .slice(0, 30)
      .map((m) => esportsMatch(sim, m));
    return { version: sim.version, matches };
  });
}
