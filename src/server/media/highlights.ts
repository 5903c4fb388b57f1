// Highlights: finished matches with their goals, kept in memory as they end (the simulator drops ended matches
// from its world after a while, and match_results keeps ids only).
import type { z } from 'zod';
import type { highlightEntry } from '../../shared/games/media';
import type { OddsService } from '../odds/service';
import { createRng } from '../odds/rng';
import { THEMES, tournament } from './tournaments';

type Highlight = z.infer<typeof highlightEntry>;
const KEEP = 300;

export class HighlightStore {
  private readonly items: Highlight[] = [];

  constructor(private readonly odds: OddsService) {
    this.items.push(...eventHighlights());
    odds.onResult((result) => {
      const m = odds.world().getMatch(result.matchId);
      if (!m || result.status !== 1 || m.parentId !== null || m.runners.length || m.type !== 1) return;
      this.items.unshift({
        match_id: m.id,
        sport_id: m.sport.id,
        league: odds.world().leagues.get(m.leagueId)?.name ?? '',
        home: m.home,
        away: m.away,
        score: [result.scoreHome, result.scoreAway],
        finished_at: result.finishedAt,
        goals: result.goals.map((g) => ({ minute: g.minute, side: g.side })),
      });
      if (this.items.length > KEEP) this.items.length = KEEP;
    });
  }

  list(league?: string): Highlight[] {
    return this.items.filter((h) => !league || h.league === league);
  }

  leagues(): { league: string; sport_id: number; count: number }[] {
    const by = new Map<string, { league: string; sport_id: number; count: number }>();
    for (const h of this.items) {
      const row = by.get(h.league) ?? { league: h.league, sport_id: h.sport_id, count: 0 };
      row.count++;
      by.set(h.league, row);
    }
    return [...by.values()].sort((a, b) => a.sport_id - b.sport_id || a.league.localeCompare(b.league));
  }
}

/** The knockout rounds of the event themes, so the page has replays before the first simulated match ends. */
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
