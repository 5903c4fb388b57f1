// Pure shaping of the grouped feed into the table's rows: filters, paging and the flat row list
// the virtual list renders. Kept free of MobX so it can be unit-tested with plain data.
import { MATCHES_PER_PAGE, RACING_SPORT_IDS } from '@shared/constants';
import type { LeagueRun } from '@shared/feed/group';
import { inTimeWindow } from '@shared/odds/time-filter';
import type { TimeWindow } from '@shared/odds/time-filter';

type RowKind = 'league' | 'match' | 'child' | 'more';

export interface RowItem {
  key: string;
  kind: RowKind;
  /** League id for league rows, match id otherwise. */
  id: number;
  height: number;
}

export interface RowMatch {
  id: number;
  home: string;
  away: string;
  kickoff: number;
  sportId: number;
  /** Outrights, races and fights list their selections and need a taller row. */
  outright: unknown[] | null;
}

/** Races are shown as a race card, a runner a line; outrights and fights as a list of contenders. */
export const isRaceSport = (sportId: number): boolean => RACING_SPORT_IDS.includes(sportId);

/** Contenders an outright list holds per line at the narrowest table (1366 px wide, beside the slip). */
const CONTENDERS_PER_LINE = 2;

/** The height of an outright list or a race card: every contender or runner in view, none cut off. */
function selectionsHeight(m: RowMatch): number {
  const count = m.outright?.length ?? 0;
  if (isRaceSport(m.sportId)) return ROW_HEIGHT.raceHead + count * ROW_HEIGHT.runner + 8;
  return Math.max(
    ROW_HEIGHT.outright,
    Math.ceil(count / CONTENDERS_PER_LINE) * ROW_HEIGHT.contenderLine + 16,
  );
}

export interface RowFilters {
  search: string;
  /** null = every league. */
  leagues: ReadonlySet<number> | null;
  favouritesOnly: boolean;
  favourites: ReadonlySet<number>;
  /** Applied only where the time filter applies (the caller decides, RULES.md section 4). */
  window: TimeWindow | null;
  sorting: 'normal' | 'time';
  /** Leagues per page for normal sorting; 0 = all. */
  pageSize: number;
  page: number;
  pageType: 1 | 2;
  expanded: ReadonlySet<number>;
  /** The extra market shown as the table's column (its choices wrap over several lines), or null. */
  extra?: 'cs' | 'htft' | 'tg' | null;
}

const ROW_HEIGHT = {
  league: 34,
  single: 40,
  double: 62,
  outright: 84,
  contenderLine: 32,
  raceHead: 30,
  runner: 30,
  more: 320,
  cs: 168,
  htft: 96,
  tg: 96,
} as const;

export interface ShapedRows {
  rows: RowItem[];
  pageCount: number;
  matchCount: number;
}

/** Filters runs: league choice, favourites, search (which bypasses the time filter), time window. */
function filterRuns(
  runs: readonly LeagueRun[],
  match: (id: number) => RowMatch | undefined,
  leagueName: (id: number) => string,
  f: RowFilters,
): LeagueRun[] {
  const needle = f.search.trim().toLowerCase();
  const out: LeagueRun[] = [];
  for (const run of runs) {
    if (f.leagues && !f.leagues.has(run.leagueId)) continue;
    const leagueHit = needle !== '' && leagueName(run.leagueId).toLowerCase().includes(needle);
    const ids = run.matchIds.filter((id) => {
      const m = match(id);
      if (!m) return false;
      if (f.favouritesOnly && !f.favourites.has(id)) return false;
      if (needle)
        return leagueHit || m.home.toLowerCase().includes(needle) || m.away.toLowerCase().includes(needle);
      return inTimeWindow(m.kickoff, f.window);
    });
    if (ids.length) out.push({ leagueId: run.leagueId, matchIds: ids });
  }
  return out;
}

/** Splits filtered runs into pages: by leagues (page size) or, sorted by time, 30 matches a page. */
export function paginate(
  runs: readonly LeagueRun[],
  f: Pick<RowFilters, 'sorting' | 'pageSize'>,
): LeagueRun[][] {
  if (f.sorting === 'time') {
    const pages: LeagueRun[][] = [];
    let page: LeagueRun[] = [];
    let count = 0;
    for (const run of runs) {
      let rest = run.matchIds;
      while (rest.length) {
        const take = rest.slice(0, MATCHES_PER_PAGE - count);
        page.push({ leagueId: run.leagueId, matchIds: take });
        count += take.length;
        rest = rest.slice(take.length);
        if (count === MATCHES_PER_PAGE) {
          pages.push(page);
          page = [];
          count = 0;
        }
      }
    }
    if (page.length) pages.push(page);
    return pages;
  }
  if (f.pageSize <= 0) return runs.length ? [[...runs]] : [];
  const pages: LeagueRun[][] = [];
  for (let i = 0; i < runs.length; i += f.pageSize) pages.push(runs.slice(i, i + f.pageSize));
  return pages;
}

/** The flat list of rows of one page: league header, matches, their child lines, open "more" panels. */
export function shapeRows(
  runs: readonly LeagueRun[],
  match: (id: number) => RowMatch | undefined,
  leagueName: (id: number) => string,
  children: (id: number) => readonly number[],
  f: RowFilters,
): ShapedRows {
  const filtered = filterRuns(runs, match, leagueName, f);
  const pages = paginate(filtered, f);
  const page = pages[Math.min(Math.max(f.page, 1), Math.max(pages.length, 1)) - 1] ?? [];
  const matchHeight = f.extra
    ? ROW_HEIGHT[f.extra]
    : f.pageType === 2
      ? ROW_HEIGHT.double
      : ROW_HEIGHT.single;
  const rows: RowItem[] = [];
  let matchCount = 0;
  page.forEach((run, i) => {
    rows.push({ key: `l${run.leagueId}-${i}`, kind: 'league', id: run.leagueId, height: ROW_HEIGHT.league });
    for (const id of run.matchIds) {
      matchCount++;
      const m = match(id);
      rows.push({
        key: `m${id}`,
        kind: 'match',
        id,
        height: m?.outright ? selectionsHeight(m) : matchHeight,
      });
      // Child lines (corners, bookings) carry main lines only: their rows keep the main-line height, and a
      // table of correct score, HT/FT or total goals lists none (it would show them as empty rows).
      const childHeight = f.pageType === 2 ? ROW_HEIGHT.double : ROW_HEIGHT.single;
      if (!f.extra)
        for (const child of children(id))
          rows.push({ key: `c${child}`, kind: 'child', id: child, height: childHeight });
      if (f.expanded.has(id)) rows.push({ key: `x${id}`, kind: 'more', id, height: ROW_HEIGHT.more });
    }
  });
  return { rows, pageCount: pages.length, matchCount };
}
