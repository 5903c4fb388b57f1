// Live matches as the TV window and the match tracker see them, read from the odds world (the same
// world the sportsbook shows, so the score on TV is the score on the odds page).
import { MATCH_FLAG } from '../../shared/feed/layout';
import type { LiveMatch } from '../../shared/games/media';
import { clockText, playMinutes } from '../odds/clock';
import type { OddsService } from '../odds/service';
import type { OddsWorld } from '../odds/world-view';
import type { SimMatch } from '../odds/types';
import { createRng } from '../odds/rng';

export function toLiveMatch(sim: OddsWorld, m: SimMatch): LiveMatch {
  const league = sim.leagues.get(m.leagueId);
  const [period = '', minute = ''] = clockText(m, sim.now).split('|');
  return {
    match_id: m.id,
    sport_id: m.sport.id,
    league: league?.name ?? '',
    home: m.home,
    away: m.away,
    score: [m.scoreHome, m.scoreAway],
    clock:
      m.state === 'live'
        ? period === 'HT'
          ? 'HT'
          : `${period} ${minute}'`
        : m.state === 'ended'
          ? 'FT'
          : '',
    minute: m.state === 'live' ? Math.floor(playMinutes(m, sim.now)) : 0,
    has_stream: (m.flags & MATCH_FLAG.LIVE_TV) !== 0,
    red: [m.redHome, m.redAway],
    goals: m.goals.map((g) => ({ minute: g.minute, side: g.side })),
  };
}

/** Main live matches (no child lines, outrights or races), soccer first, then by league and id. */
export function liveMatches(odds: OddsService, sportId?: number): LiveMatch[] {
  const sim = odds.sync();
  return [...sim.matches.values()]
    .filter(
      (m) =>
        m.state === 'live' &&
        m.type === 1 &&
        m.parentId === null &&
        !m.runners.length &&
        (!sportId || m.sport.id === sportId),
    )
    .sort((a, b) => a.sport.id - b.sport.id || a.leagueId - b.leagueId || a.id - b.id)
    .map((m) => toLiveMatch(sim, m));
}

/**
 * The live TV channels: every live match with a stream gets the channel numbered by its place in the list
 * (soccer first, then by league and match), so no two channels share a name; a match keeps its channel while
 * the matches before it play on.
 */
export function liveChannels(odds: OddsService, sportId?: number): { channel: string; match: LiveMatch }[] {
  return liveMatches(odds)
    .filter((m) => m.has_stream)
    .map((match, i) => ({ channel: `SBTV ${i + 1}`, match }))
    .filter((c) => !sportId || c.match.sport_id === sportId);
}

export function liveMatch(odds: OddsService, id: number): LiveMatch | null {
  const sim = odds.sync();
  const m = sim.getMatch(id);
  if (!m || m.parentId !== null || m.runners.length) return null;
  return toLiveMatch(sim, m);
}

/**
 * Match tracker figures. The simulator models goals only, so possession, shots and the ball's zone are derived
 * from the score and a per-minute seed: consistent within a minute, moving as the match goes on.
 */
export function radar(match: LiveMatch, tick: number) {
  const rng = createRng(match.match_id * 7919 + tick);
  const [h, a] = match.score;
  const lead = Math.max(-2, Math.min(2, a - h));
  const homePoss = Math.max(30, Math.min(70, 50 + lead * 4 + rng.int(-6, 6)));
  const side = rng.next() * 100 < homePoss ? ('h' as const) : ('a' as const);
  const zone = rng.int(0, 2);
  const minute = Math.max(1, match.minute);
  return {
    match,
    possession: [homePoss, 100 - homePoss] as [number, number],
    attack: {
      side,
      zone,
      kind: zone === 2 ? ('danger' as const) : zone === 1 ? ('attack' as const) : ('safe' as const),
    },
    shots: [h * 3 + Math.floor(minute / 12), a * 3 + Math.floor(minute / 14)] as [number, number],
    corners: [Math.floor(minute / 15) + (h % 2), Math.floor(minute / 18) + (a % 2)] as [number, number],
  };
}
