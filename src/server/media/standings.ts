// Group tables from match results: 3 points a win, 1 a draw; ties broken by goal difference, goals scored,
// then name, so the order is total and stable.
import type { StandingRow } from '../../shared/games/media';

export interface PlayedMatch {
  home: string;
  away: string;
  score: readonly [number, number];
}

export function standings(teams: readonly string[], matches: readonly PlayedMatch[]): StandingRow[] {
  const rows = new Map(
    teams.map((team) => [team, { team, played: 0, won: 0, drawn: 0, lost: 0, gf: 0, ga: 0, points: 0 }]),
  );
  for (const m of matches) {
    const home = rows.get(m.home);
    const away = rows.get(m.away);
    if (!home || !away) throw new Error(`unknown team in ${m.home} v ${m.away}`);
    const [h, a] = m.score;
    home.played++;
    away.played++;
    home.gf += h;
    home.ga += a;
    away.gf += a;
    away.ga += h;
    if (h > a) {
      home.won++;
      away.lost++;
      home.points += 3;
    } else if (a > h) {
      away.won++;
      home.lost++;
      away.points += 3;
    } else {
      home.drawn++;
      away.drawn++;
      home.points++;
      away.points++;
    }
  }
  return [...rows.values()].sort(
    (x, y) =>
      y.points - x.points || y.gf - y.ga - (x.gf - x.ga) || y.gf - x.gf || x.team.localeCompare(y.team),
  );
}
