// The client's copy of one sport/market feed: keyed lists, child/parent maps, deltas applied in place.
import { MATCH_TYPE } from './layout';
import { groupMatches } from './group';
import type { GroupedFeed } from './group';
import { readHead, readLeague, readMatch, readPair } from './rows';
import type { FeedHead, FeedLeague, FeedMatch } from './rows';
import type { UxmarketResponse } from './schemas';

export interface SkippedCounts {
  leagues: number;
  matches: number;
  pairs: number;
  heads: number;
}

export interface ApplyResult {
  /** Ids of matches whose row (or inherited clock) changed, including added ones. */
  changed: number[];
  removed: number[];
  /** True when membership, a sort key or a group changed, so the grouping must be rebuilt. */
  structural: boolean;
  skipped: SkippedCounts;
}

/** Decoder options echoed in the decoded result (RULES.md: by market, by time, type, bypass). */
export interface DecodeOptions {
  byMarket: string;
  byTime: boolean;
  type: number;
  /** Skip the time filter (e.g. search results). */
  bypass: boolean;
}

export interface DecodedFeed extends GroupedFeed {
  options: DecodeOptions;
  version: number;
  leagueNames: Map<number, string>;
  leagues: Map<number, FeedLeague>;
  matches: Map<number, FeedMatch>;
  /** parent id -> child ids */
  child: Map<number, number[]>;
  /** child id -> parent id */
  parent: Map<number, number>;
  head: Map<number, FeedHead>;
  skipped: SkippedCounts;
}

export class FeedCache {
  version = 0;
  readonly leagues = new Map<number, FeedLeague>();
  readonly matches = new Map<number, FeedMatch>();
  readonly child = new Map<number, number[]>();
  readonly parent = new Map<number, number>();
  readonly head = new Map<number, FeedHead>();
  readonly skippedTotal: SkippedCounts = { leagues: 0, matches: 0, pairs: 0, heads: 0 };

  /** Applies a full feed or a delta; malformed rows are skipped and counted, never thrown. */
  apply(feed: UxmarketResponse): ApplyResult {
    const skipped: SkippedCounts = { leagues: 0, matches: 0, pairs: 0, heads: 0 };
    const changed = new Set<number>();
    let structural = feed.full === 1;
    const removed: number[] = [];
    if (feed.full === 1) this.clear();
    for (const row of feed.leagues) {
      const league = readLeague(row);
      if (league) this.leagues.set(league.id, league);
      else skipped.leagues++;
    }
    for (const id of feed.removed) {
      if (this.remove(id)) removed.push(id);
    }
    if (removed.length) structural = true;
    for (const row of feed.pairs) {
      const pair = readPair(row);
      if (!pair) {
        skipped.pairs++;
        continue;
      }
      this.link(pair[0], pair[1]);
      structural = true;
    }
    for (const row of feed.heads) {
      const head = readHead(row);
      if (!head) {
        skipped.heads++;
        continue;
      }
      const before = this.head.get(head.id);
      if (!before || before.group !== head.group) structural = true;
      this.head.set(head.id, head);
      changed.add(head.id);
    }
    for (const row of feed.matches) {
      const match = readMatch(row);
      if (!match) {
        skipped.matches++;
        continue;
      }
      const before = this.matches.get(match.id);
      if (
        !before ||
        before.kickoff !== match.kickoff ||
        before.rank !== match.rank ||
        before.leagueId !== match.leagueId
      ) {
        structural = true;
      }
      this.matches.set(match.id, match);
      changed.add(match.id);
    }
    this.inheritClocks(changed);
    this.version = feed.version;
    for (const key of Object.keys(skipped) as (keyof SkippedCounts)[]) this.skippedTotal[key] += skipped[key];
    return { changed: [...changed], removed, structural, skipped };
  }

  group(timeSort: boolean): GroupedFeed {
    const { early, today, live } = groupMatches(this.matches.values(), this.head, this.parent, timeSort);
    return { early, today, live };
  }

  /** Children of a parent that are present, in id order. */
  childrenOf(parentId: number): FeedMatch[] {
    const ids = this.child.get(parentId) ?? [];
    const out: FeedMatch[] = [];
    for (const id of ids) {
      const match = this.matches.get(id);
      if (match) out.push(match);
    }
    return out;
  }

  private link(childId: number, parentId: number): void {
    const previous = this.parent.get(childId);
    if (previous === parentId) return;
    if (previous !== undefined) this.unlinkChild(childId);
    this.parent.set(childId, parentId);
    const list = this.child.get(parentId) ?? [];
    list.push(childId);
    list.sort((a, b) => a - b);
    this.child.set(parentId, list);
  }

  private unlinkChild(childId: number): void {
    const parentId = this.parent.get(childId);
    if (parentId === undefined) return;
    this.parent.delete(childId);
    const list = this.child.get(parentId)?.filter((id) => id !== childId) ?? [];
    if (list.length) this.child.set(parentId, list);
    else this.child.delete(parentId);
  }

  private remove(id: number): boolean {
    const existed = this.matches.delete(id) || this.head.delete(id);
    this.head.delete(id);
    this.unlinkChild(id);
    for (const childId of this.child.get(id) ?? []) this.parent.delete(childId);
    this.child.delete(id);
    return existed;
  }

  /** A type-3 child line shows its parent's field 12 (the live clock), whichever side changed. */
  private inheritClocks(changed: Set<number>): void {
    for (const id of [...changed]) {
      const match = this.matches.get(id);
      if (!match) continue;
      const parentId = this.parent.get(id);
      if (match.type === MATCH_TYPE.CHILD_LINE && parentId !== undefined) {
        const parent = this.matches.get(parentId);
        if (parent) match.clock = parent.clock;
      }
      for (const childId of this.child.get(id) ?? []) {
        const childMatch = this.matches.get(childId);
        if (childMatch && childMatch.type === MATCH_TYPE.CHILD_LINE && childMatch.clock !== match.clock) {
          childMatch.clock = match.clock;
          changed.add(childId);
        }
      }
    }
  }

  private clear(): void {
    this.leagues.clear();
    this.matches.clear();
    this.child.clear();
    this.parent.clear();
    this.head.clear();
  }
}

/** One-shot decode of a full feed into the decoded result of RULES.md section 3. */
export function decodeMarketFeed(feed: UxmarketResponse, options: DecodeOptions): DecodedFeed {
  const cache = new FeedCache();
  const result = cache.apply(feed);
  const leagueNames = new Map<number, string>();
  for (const league of cache.leagues.values()) leagueNames.set(league.id, league.name);
  return {
    options,
    version: cache.version,
    leagueNames,
    leagues: cache.leagues,
    matches: cache.matches,
    child: cache.child,
    parent: cache.parent,
    head: cache.head,
    skipped: result.skipped,
    ...cache.group(options.byTime),
  };
}
