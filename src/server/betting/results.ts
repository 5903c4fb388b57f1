// Match results for the /info/result page and the parlay result call, read from what the simulator
// recorded (match_results) plus the names stored with each result (result_names, odds/world-store.ts).
import type { ResultView } from '../../shared/betting/api';
import { toSafeInt, toText, type Queryable } from '../db/types';
import { ApiError } from '../http/api-error';
import { reportWindow } from '../reports/report-range';

type Row = Record<string, unknown>;
const int = (v: unknown): number => toSafeInt(v ?? 0);

const SELECT = `SELECT r.*, n.league_name, n.home, n.away FROM match_results r LEFT JOIN result_names n ON n.match_id = r.match_id`;

function view(r: Row): ResultView {
  const ht = r.ht_home === null ? null : `${int(r.ht_home)}-${int(r.ht_away)}`;
  const placings = JSON.parse(toText(r.placings) || '[]') as string[];
  return {
    match_id: int(r.match_id),
    sport_id: int(r.sport_id),
    league_id: int(r.league_id),
    league_name: toText(r.league_name),
    home: toText(r.home),
    away: toText(r.away),
    status: int(r.status),
    ht_score: ht,
    ft_score: `${int(r.score_home)}-${int(r.score_away)}`,
    first_goal: (r.first_goal as string | null) ?? null,
    last_goal: (r.last_goal as string | null) ?? null,
    winner: placings[0] ?? null,
    placings,
    fight_method: (r.fight_method as ResultView['fight_method']) ?? null,
    fight_round: r.fight_round === null || r.fight_round === undefined ? null : int(r.fight_round),
    finished_at: new Date(int(r.finished_at)).toISOString(),
  };
}

/** Results of matches finished (simulator time) on a working day, newest first, top-level matches before child lines. */
export async function matchResults(
  q: Queryable,
  day: string,
  sportId: number | undefined,
): Promise<ResultView[]> {
  const w = reportWindow({
    account_id: '',
    session_token: '',
    start_date: day,
    end_date: day,
    page_number: 1,
    page_size: 1,
  });
  const rows = await q.query<Row>(
    `${SELECT} WHERE r.finished_at >= $1 AND r.finished_at < $2 AND ($3::int = 0 OR r.sport_id = $3::int)
     ORDER BY r.sport_id, r.league_id, r.finished_at DESC, r.match_id LIMIT 500`,
    [Date.parse(w.from), Date.parse(w.to), sportId ?? 0],
  );
  return rows.map(view);
}

export async function singleResult(
  q: Queryable,
  matchId: number,
): Promise<{ result: ResultView; goals: { minute: number; side: 'h' | 'a' }[] }> {
  const [row] = await q.query<Row>(`${SELECT} WHERE r.match_id = $1`, [matchId]);
  if (!row) throw new ApiError('matchNotActive');
  return {
    result: view(row),
    goals: JSON.parse(toText(row.goals) || '[]') as { minute: number; side: 'h' | 'a' }[],
  };
}

export async function resultsOf(q: Queryable, matchIds: number[]): Promise<ResultView[]> {
  if (matchIds.length === 0) return [];
  const rows = await q.query<Row>(`${SELECT} WHERE r.match_id = ANY($1::bigint[]) ORDER BY r.match_id`, [
    matchIds.map(String),
  ]);
  return rows.map(view);
}
