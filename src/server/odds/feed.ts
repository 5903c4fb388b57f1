// Turns the odds world (the producer's, or a replica of its rows) into the positional feed of docs/FEED.md: full lists, or only what changed
// since the client's version, for one sport and market.
import { HEAD_COUNT_KEYS, HEAD_ROW_LENGTH, H, MATCH_STATUS } from '../../shared/feed/layout';
import type { HeadRow, LeagueRow, MatchRow, PairRow } from '../../shared/feed/layout';
import type { Market, UxmarketResponse } from '../../shared/feed/schemas';
import { EXCLUDED_SPORTS } from '../../shared/constants';
import { clockText } from './clock';
import { moreOdds } from './more-odds';
import type { Group } from './simulator';
import type { OddsWorld } from './world-view';
import type { SimMatch } from './types';

const STATUS: Record<SimMatch['state'], number> = {
  pre: MATCH_STATUS.OPEN,
  live: MATCH_STATUS.OPEN,
  ended: MATCH_STATUS.COMPLETED,
  cancelled: MATCH_STATUS.CANCELLED,
};

function inMarket(m: SimMatch, g: Group, sportId: number, market: Market): boolean {
  if (g === 0 || EXCLUDED_SPORTS.includes(m.sport.id)) return false;
  if (sportId !== 0 && m.sport.id !== sportId) return false;
  switch (market) {
    case 'early':
      return g === 1 && m.type !== 2;
    case 'today':
      return g === 2;
    case 'live':
      return g === 3;
    case 'parlay':
      return m.parlay;
    case 'outright':
      return m.type === 2;
  }
}

/** The group a match had at feed version v (0 when it did not exist yet). */
export function groupAt(m: SimMatch, v: number): Group {
  let g: Group = 0;
  for (const entry of m.groupLog) {
    if (entry.v > v) break;
    g = entry.g;
  }
  return g;
}

function matchRow(sim: OddsWorld, m: SimMatch, mmo: boolean): MatchRow {
  const league = sim.leagues.get(m.leagueId);
  const owner = m.parentId !== null ? (sim.getMatch(m.parentId) ?? m) : m;
  return [
    m.id,
    m.leagueId,
    m.sport.id,
    league?.rank ?? 0,
    m.home,
    m.away,
    m.type,
    m.label,
    STATUS[m.state],
    m.kickoff,
    m.scoreHome,
    m.scoreAway,
    // A type-3 child line is sent without a clock: the decoder copies the parent's (RULES.md section 3).
    m.type === 3 ? '' : clockText(owner, sim.now),
    m.flags,
    m.redHome,
    m.redAway,
    m.lines,
    mmo && m.mmo.length ? m.mmo : null,
    m.outright,
  ];
}

function headRow(m: SimMatch, g: Group): HeadRow {
  const row = new Array<number>(HEAD_ROW_LENGTH).fill(0);
  const counts: Record<string, number> = {};
  for (const line of m.lines) counts[line[0]] = (counts[line[0]] ?? 0) + 1;
  // Extra markets are counted, not sent: uxmatch prices them on demand.
  const extra = m.sport.id === 1 && m.type === 1 ? ['tw', 'cs', 'dc', 'fglg', 'htft', 'tg', 'orz'] : [];
  for (const key of extra) counts[key] = 1;
  const more = m.sport.id === 1 && m.type === 1 ? 20 : 0;
  row[H.ID] = m.id;
  row[H.SPORT] = m.sport.id;
  row[H.GROUP] = g;
  row[H.LEAGUE] = m.leagueId;
  row[H.TOTAL] = m.lines.length + more + (m.outright?.length ?? 0);
  row[H.PARLAY] = m.parlay ? 1 : 0;
  row[H.LIVE] = g === 3 ? 1 : 0;
  row[H.MORE] = more;
  HEAD_COUNT_KEYS.forEach((key, i) => {
    row[H.COUNTS + i] = counts[key] ?? 0;
  });
  return row;
}

export interface MarketQuery {
  sportId: number;
  market: Market;
  version: number;
  mmo: boolean;
}

/** The uxmarket answer: a delta when the client's version can be served, else the full lists. */
export function buildMarketFeed(sim: OddsWorld, q: MarketQuery): Omit<UxmarketResponse, never> {
  const full = q.version <= 0 || q.version < sim.deltaFloor || q.version > sim.version;
  const leagues = new Map<number, LeagueRow>();
  const matches: MatchRow[] = [];
  const pairs: PairRow[] = [];
  const heads: HeadRow[] = [];
  const removed: number[] = [];
  for (const m of sim.matches.values()) {
    const gNow = sim.groupOf(m);
    const nowIn = inMarket(m, gNow, q.sportId, q.market);
    const wasIn = !full && inMarket(m, groupAt(m, q.version), q.sportId, q.market);
    if (!nowIn) {
      if (wasIn) removed.push(m.id);
      continue;
    }
    if (!full && wasIn && m.changedAt <= q.version) continue;
    matches.push(matchRow(sim, m, q.mmo));
    heads.push(headRow(m, gNow));
    if (m.parentId !== null) pairs.push([m.id, m.parentId]);
    if (full || !wasIn) {
      const l = sim.leagues.get(m.leagueId);
      if (l && !leagues.has(l.id)) leagues.set(l.id, [l.id, l.sportId, l.name, l.rank, l.region]);
    }
  }
  return {
    version: sim.version,
    full: full ? 1 : 0,
    leagues: [...leagues.values()],
    matches,
    pairs,
    heads,
    removed,
  };
}

/**
 * uxmarket answers of the current version, keyed by query: every client polling a sport and market at the same
 * version gets one build. A row only changes with the version (a clock minute, a price, a group move each raise
 * it), so an answer stays right until the version moves; the answers are dropped then.
 */
export class MarketFeedCache {
  private world: OddsWorld | null = null;
  private version = -1;
  private readonly answers = new Map<string, UxmarketResponse>();

  constructor(private readonly maxEntries = 256) {}

  get(world: OddsWorld, q: MarketQuery): UxmarketResponse {
    if (world !== this.world || world.version !== this.version) {
      this.answers.clear();
      this.world = world;
      this.version = world.version;
    }
    const key = `${q.sportId}|${q.market}|${q.version}|${q.mmo ? 1 : 0}`;
    let answer = this.answers.get(key);
    if (!answer) {
      answer = buildMarketFeed(world, q);
      if (this.answers.size < this.maxEntries) this.answers.set(key, answer);
    }
    return answer;
  }
}

/** Menu counts: [sportId, early, today, live, parlay, outright] of top-level matches per sport. */
export function buildMenu(sim: OddsWorld): number[][] {
  const bySport = new Map<number, number[]>();
  const markets: Market[] = ['early', 'today', 'live', 'parlay', 'outright'];
  for (const m of sim.matches.values()) {
    if (m.parentId !== null) continue;
    const g = sim.groupOf(m);
    const row = bySport.get(m.sport.id) ?? [m.sport.id, 0, 0, 0, 0, 0];
    markets.forEach((market, i) => {
      if (inMarket(m, g, 0, market)) row[i + 1]!++;
    });
    bySport.set(m.sport.id, row);
  }
  return [...bySport.values()]
    .filter((row) => !EXCLUDED_SPORTS.includes(row[0]!))
    .sort((a, b) => a[0]! - b[0]!);
}

export function buildMoreOdds(sim: OddsWorld, id: number) {
  const m = sim.getMatch(id);
  return m ? moreOdds(m, sim.now) : null;
}
