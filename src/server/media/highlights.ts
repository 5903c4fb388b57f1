// Highlights: finished main matches with their goals, read from the stored results (match_results, with the names
// result_names keeps beside them), so every API server answers the same list and a restart loses none. The
// event themes' knockout rounds follow them, so the page has replays before the first simulated match ends.
import type { z } from 'zod';
import type { highlightEntry } from '../../shared/games/media';
import { toSafeInt, type Queryable } from '../db/types';
import { createRng } from '../odds/rng';
import { THEMES, tournament } from './tournaments';

type Highlight = z.infer<typeof highlightEntry>;
/** How many finished matches the list shows, newest first. */
const HIGHLIGHTS_KEPT = 300;

/**
 * The newest completed top-level matches played between two sides: child lines (parent_id) follow their parent,
 * cancelled matches (status 2) have no goals to show, and races, outrights and fights (a finishing order in
 * placings) are not matches between two sides.
 */
async function finishedMatches(db: Queryable): Promise<Highlight[]> {
  const rows = await db.query<Record<string, unknown>>(
    `SELECT r.match_id, r.sport_id, r.score_home, r.score_away, r.goals, r.finished_at, n.league_name, n.home, n.away
     FROM match_results r JOIN result_names n ON n.match_id = r.match_id
     WHERE r.parent_id IS NULL AND r.status = 1 AND r.placings = '[]'
     ORDER BY r.finished_at DESC, r.match_id DESC LIMIT $1`,
    [HIGHLIGHTS_KEPT],
  );
  return rows.map((r) => ({
    match_id: toSafeInt(r.match_id),
    sport_id: toSafeInt(r.sport_id),
    league: String(r.league_name),
    home: String(r.home),
    away: String(r.away),
    score: [toSafeInt(r.score_home), toSafeInt(r.score_away)],
    finished_at: toSafeInt(r.finished_at),
    goals: (JSON.parse(String(r.goals)) as Highlight['goals']).map((g) => ({
      minute: g.minute,
      side: g.side,
    })),
  }));
}

export class HighlightStore {
  private readonly events = eventHighlights();

  constructor(private readonly db: Queryable) {}

  async list(league?: string): Promise<Highlight[]> {
    const all = [...(await finishedMatches(this.db)), ...this.events];
    return league ? all.filter((h) => h.league === league) : all;
  }

  async leagues(): Promise<{ league: string; sport_id: number; count: number }[]> {
    const by = new Map<string, { league: string; sport_id: number; count: number }>();
    for (const h of await this.list()) {
      const row = by.get(h.league) ?? { league: h.league, sport_id: h.sport_id, count: 0 };
      row.count++;
      by.set(h.league, row);
    }
    return [...by.values()].sort((a, b) => a.sport_id - b.sport_id || a.league.localeCompare(b.league));
  }
}

/** The knockout rounds of the event themes, drawn from a fixed seed so every server shows the same goals. */
function eventHighlights(): Highlight[] {
  const out: Highlight[] = [];
  THEMES.forEach((theme, t) => {
    const tour = tournament(theme.event_id);
    tour.rounds
      .flatMap((r) => r.matches)
      .forEach((m, i) => {
        const rng = createRng(t * 1000 + i);
        const goals = [
          ...Array.from({ length: m.score[0] }, () => ({ minute: rng.int(1, 90), side: 'h' as const })),
          ...Array.from({ length: m.score[1] }, () => ({ minute: rng.int(1, 90), side: 'a' as const })),
        ].sort((a, b) => a.minute - b.minute);
        out.push({
          match_id: 900_000 + t * 100 + i,
          sport_id: 1,
          league: `${theme.name} ${theme.year}`,
          home: m.home,
          away: m.away,
          score: [m.score[0], m.score[1]],
          finished_at: Date.UTC(theme.year, 6, 1 + i),
          goals,
        });
      });
  });
  return out.reverse();
}
