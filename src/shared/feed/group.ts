// Grouping order of RULES.md section 3: three sort rules, then runs sharing the first field (the league).
import { MARKET_GROUP } from './layout';
import type { MarketGroup } from './layout';
import type { FeedHead, FeedMatch } from './rows';

/** Consecutive matches of one league, in display order. */
export interface LeagueRun {
  leagueId: number;
  matchIds: number[];
}

export interface GroupedFeed {
  early: LeagueRun[];
  today: LeagueRun[];
  live: LeagueRun[];
}

type Compare = (a: FeedMatch, b: FeedMatch) => number;

/** Time sort on: kick-off date, then id, then field 3. */
const byTime: Compare = (a, b) => a.kickoff - b.kickoff || a.id - b.id || a.rank - b.rank;
/** Live group (3): field 3, then id. */
const byRankThenId: Compare = (a, b) => a.rank - b.rank || a.id - b.id;
/** Otherwise: field 1 (league), id, field 3. */
const byLeagueThenId: Compare = (a, b) => a.leagueId - b.leagueId || a.id - b.id || a.rank - b.rank;

/** The sort rule for a group; the rules are tried in the spec's order, time sort first. */
function compareFor(group: MarketGroup, timeSort: boolean): Compare {
  if (timeSort) return byTime;
  if (group === MARKET_GROUP.LIVE) return byRankThenId;
  return byLeagueThenId;
}

/** Splits sorted matches into runs sharing field 1 (a league may recur when sorted by time). */
function splitRuns(sorted: readonly FeedMatch[]): LeagueRun[] {
  const runs: LeagueRun[] = [];
  let current: LeagueRun | null = null;
  for (const match of sorted) {
    if (!current || current.leagueId !== match.leagueId) {
      current = { leagueId: match.leagueId, matchIds: [] };
      runs.push(current);
    }
    current.matchIds.push(match.id);
  }
  return runs;
}

/**
 * Buckets top-level matches (children render under their parent) by the head row's market group code,
 * sorts each bucket and splits it into league runs. Matches without a head row have no group and are
 * counted in `ungrouped`.
 */
export function groupMatches(
  matches: Iterable<FeedMatch>,
  heads: ReadonlyMap<number, FeedHead>,
  parent: ReadonlyMap<number, number>,
  timeSort: boolean,
): GroupedFeed & { ungrouped: number } {
  const buckets: Record<MarketGroup, FeedMatch[]> = { 1: [], 2: [], 3: [] };
  let ungrouped = 0;
  for (const match of matches) {
    if (parent.has(match.id)) continue;
    const head = heads.get(match.id);
    if (!head) {
      ungrouped++;
      continue;
    }
    buckets[head.group].push(match);
  }
  const runsOf = (group: MarketGroup) => splitRuns(buckets[group].sort(compareFor(group, timeSort)));
  return {
    early: runsOf(MARKET_GROUP.EARLY),
    today: runsOf(MARKET_GROUP.TODAY),
    live: runsOf(MARKET_GROUP.LIVE),
    ungrouped,
  };
}
