// The simulator's matches as rooms see them: which a room may take on a date, their main-line odds, and
// a stored fallback once the simulator has purged a finished match.
import { LINE_STATE } from '../../shared/feed/layout';
import { ODDS_TYPES } from '../../shared/constants';
import { displayUnits, formatUnits } from '../../shared/odds/price';
import type { LookedUpMatch, RoomOdds } from '../../shared/tournament/api';
import type { CandidateMatch } from '../../shared/tournament/create-rules';
import { ROOM_BET_MARKETS, type RoomBetMarket } from '../../shared/tournament/types';
import { isVirtualSport } from '../../shared/constants';
import type { OddsService } from '../odds/service';
import type { MatchResult, SimMatch } from '../odds/types';
import { loadResult } from '../odds/results-store';
import type { Queryable } from '../db/types';

const GMT8_MS = 8 * 3600_000;

/** The GMT+8 calendar date of an instant (RULES.md section 9: times shown in GMT+8). */
export function gmt8Date(ms: number): string {
  return new Date(ms + GMT8_MS).toISOString().slice(0, 10);
}

const CHOICES: Record<RoomBetMarket, readonly string[]> = {
  hdp: ['h', 'a'],
  ou: ['o', 'u'],
  oxt: ['1', 'x', '2'],
  ml: ['h', 'a'],
};

/** A fixture with main lines: not an outright, a race, a child line, or the wrong kind of room. */
export function isRoomEligible(m: SimMatch, virtual: boolean): boolean {
  if (m.type !== 1 || m.parentId !== null || m.runners.length > 0) return false;
  return isVirtualSport(m.sport.id) === virtual;
}

export function candidateOf(odds: OddsService, matchId: number, virtual: boolean): CandidateMatch {
  const m = odds.getMatch(matchId);
  if (!m) return { matchId, state: 'missing', kickoffMs: 0, date: '', eligible: false };
  return {
    matchId,
    state: m.state,
    kickoffMs: m.kickoff,
    date: gmt8Date(m.kickoff),
    eligible: isRoomEligible(m, virtual),
  };
}

/** Running full-time main lines a room bet can take, with their HK odds (room bets pay at HK odds). */
function roomOddsOf(m: SimMatch): RoomOdds[] {
  if (m.state !== 'pre') return [];
  const out: RoomOdds[] = [];
  for (const [market, period, line, p0, p1, p2, state] of m.lines) {
    if (
      period !== 0 ||
      state !== LINE_STATE.RUNNING ||
      !(ROOM_BET_MARKETS as readonly string[]).includes(market)
    )
      continue;
    const prices = [p0, p1, p2];
    CHOICES[market as RoomBetMarket].forEach((choice, i) => {
      const price = prices[i] ?? 0;
      if (price <= 0) return;
      const hasLine = market === 'hdp' || market === 'ou';
      out.push({
        market: market as RoomBetMarket,
        choice,
        line: hasLine ? line : null,
        price,
        odds: formatUnits(displayUnits(price, ODDS_TYPES.HK)),
      });
    });
  }
  return out;
}

export function leagueNameOf(odds: OddsService, m: SimMatch): string {
  return odds.world().leagues.get(m.leagueId)?.name ?? '';
}

export interface StoredMatch {
  match_id: number;
  sport_id: number;
  league_name: string;
  home: string;
  away: string;
  kickoff_ms: number;
}

/** A match's result from the simulator's memory, else from what it persisted (after a restart or purge). */
export async function resultOf(
  q: Queryable,
  odds: OddsService,
  matchId: number,
): Promise<MatchResult | null> {
  return odds.world().results.get(matchId) ?? (await loadResult(q, matchId));
}

export async function lookUp(
  q: Queryable,
  odds: OddsService,
  matchId: number,
  stored?: StoredMatch,
): Promise<LookedUpMatch | null> {
  const m = odds.getMatch(matchId);
  if (m) {
    const scored = m.state === 'live' || m.state === 'ended';
    return {
      match_id: m.id,
      league_name: leagueNameOf(odds, m),
      sport_id: m.sport.id,
      home: m.home,
      away: m.away,
      kickoff: new Date(m.kickoff).toISOString(),
      state: m.state,
      score: scored ? `${m.scoreHome}-${m.scoreAway}` : null,
      odds: roomOddsOf(m),
    };
  }
  if (!stored) return null;
  const result = await resultOf(q, odds, matchId);
  return {
    match_id: stored.match_id,
    league_name: stored.league_name,
    sport_id: stored.sport_id,
    home: stored.home,
    away: stored.away,
    kickoff: new Date(stored.kickoff_ms).toISOString(),
    state: result ? (result.status === 2 ? 'cancelled' : 'ended') : 'unknown',
    score: result && result.status === 1 ? `${result.scoreHome}-${result.scoreAway}` : null,
    odds: [],
  };
}
