// Checks and reads single feed rows. A malformed row yields null so the caller can skip and count it.
import { H, HEAD_COUNT_KEYS, HEAD_ROW_LENGTH, LINE_STATE, M, isMainMarket, MATCH_ROW_LENGTH } from './layout';
import type { HeadCountKey, LineRow, MarketGroup, MmoRow, OutrightRow } from './layout';

export interface FeedLeague {
  id: number;
  sportId: number;
  name: string;
  rank: number;
  region: string;
}

export interface FeedMatch {
  id: number;
  leagueId: number;
  sportId: number;
  rank: number;
  home: string;
  away: string;
  type: number;
  label: string;
  status: number;
  kickoff: number;
  scoreHome: number;
  scoreAway: number;
  clock: string;
  flags: number;
  redHome: number;
  redAway: number;
  lines: LineRow[];
  mmo: MmoRow[] | null;
  outright: OutrightRow[] | null;
}

export interface FeedHead {
  id: number;
  sportId: number;
  group: MarketGroup;
  leagueId: number;
  total: number;
  parlay: boolean;
  live: boolean;
  more: number;
  counts: Record<HeadCountKey, number>;
}

const isId = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0;
const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v);
const isStr = (v: unknown): v is string => typeof v === 'string';
const MAX_STATE = LINE_STATE.CLOSED;

export function readLeague(row: unknown): FeedLeague | null {
  if (!Array.isArray(row) || row.length < 5) return null;
  const [id, sportId, name, rank, region] = row as unknown[];
  if (!isId(id) || !isId(sportId) || !isStr(name) || !isInt(rank) || !isStr(region)) return null;
  return { id, sportId, name, rank, region };
}

function validLine(line: unknown): line is LineRow {
  if (!Array.isArray(line) || line.length !== 7) return false;
  const [market, period, value, p1, p2, p3, state] = line as unknown[];
  return (
    isStr(market) &&
    isMainMarket(market) &&
    (period === 0 || period === 1) &&
    isInt(value) &&
    isInt(p1) &&
    isInt(p2) &&
    isInt(p3) &&
    isInt(state) &&
    state >= 0 &&
    state <= MAX_STATE
  );
}

function validMmo(entry: unknown): entry is MmoRow {
  return (
    Array.isArray(entry) &&
    entry.length === 5 &&
    (entry[0] === 'hdp' || entry[0] === 'ou') &&
    isInt(entry[1]) &&
    isInt(entry[2]) &&
    isInt(entry[3]) &&
    isInt(entry[4])
  );
}

function validOutright(entry: unknown): entry is OutrightRow {
  if (!Array.isArray(entry) || !isStr(entry[0]) || !isInt(entry[1]) || !isInt(entry[2])) return false;
  // A race card's runner carries its PLACE and SHOW prices too.
  return entry.length === 3 || (entry.length === 5 && isInt(entry[3]) && isInt(entry[4]));
}

/** Reads a match row; its nested lists are kept as sent (no copy) once every entry checks out. */
export function readMatch(row: unknown): FeedMatch | null {
  if (!Array.isArray(row) || row.length < MATCH_ROW_LENGTH) return null;
  const r = row as unknown[];
  const id = r[M.ID];
  const leagueId = r[M.LEAGUE];
  const sportId = r[M.SPORT];
  const kickoff = r[M.KICKOFF];
  if (!isId(id) || !isId(leagueId) || !isId(sportId) || !isInt(kickoff)) return null;
  const lines = r[M.LINES];
  const mmo = r[M.MMO];
  const outright = r[M.OUTRIGHT];
  if (!Array.isArray(lines) || !lines.every(validLine)) return null;
  if (mmo !== null && !(Array.isArray(mmo) && mmo.every(validMmo))) return null;
  if (outright !== null && !(Array.isArray(outright) && outright.every(validOutright))) return null;
  const rank = r[M.RANK];
  const home = r[M.HOME];
  const away = r[M.AWAY];
  const type = r[M.TYPE];
  const label = r[M.LABEL];
  const status = r[M.STATUS];
  const scoreHome = r[M.SCORE_HOME];
  const scoreAway = r[M.SCORE_AWAY];
  const clock = r[M.CLOCK];
  const flags = r[M.FLAGS];
  const redHome = r[M.RED_HOME];
  const redAway = r[M.RED_AWAY];
  if (!isInt(rank) || !isStr(home) || !isStr(away) || !isInt(type) || !isStr(label) || !isInt(status))
    return null;
  if (
    !isInt(scoreHome) ||
    !isInt(scoreAway) ||
    !isStr(clock) ||
    !isInt(flags) ||
    !isInt(redHome) ||
    !isInt(redAway)
  ) {
    return null;
  }
  return {
    id,
    leagueId,
    sportId,
    rank,
    home,
    away,
    type,
    label,
    status,
    kickoff,
    scoreHome,
    scoreAway,
    clock,
    flags,
    redHome,
    redAway,
    lines: lines,
    mmo: mmo,
    outright: outright,
  };
}

export function readPair(row: unknown): [child: number, parent: number] | null {
  if (!Array.isArray(row) || row.length < 2) return null;
  const [child, parent] = row as unknown[];
  if (!isId(child) || !isId(parent) || child === parent) return null;
  return [child, parent];
}

export function readHead(row: unknown): FeedHead | null {
  if (!Array.isArray(row) || row.length < HEAD_ROW_LENGTH) return null;
  const r = row as unknown[];
  for (let i = 0; i < HEAD_ROW_LENGTH; i++) if (!isInt(r[i])) return null;
  const n = r as number[];
  const group = n[H.GROUP];
  if (!isId(n[H.ID]) || (group !== 1 && group !== 2 && group !== 3)) return null;
  const counts = {} as Record<HeadCountKey, number>;
  HEAD_COUNT_KEYS.forEach((key, i) => {
    counts[key] = n[H.COUNTS + i] as number;
  });
  return {
    id: n[H.ID] as number,
    sportId: n[H.SPORT] as number,
    group,
    leagueId: n[H.LEAGUE] as number,
    total: n[H.TOTAL] as number,
    parlay: n[H.PARLAY] === 1,
    live: n[H.LIVE] === 1,
    more: n[H.MORE] as number,
    counts,
  };
}
