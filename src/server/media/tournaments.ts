// The event themes (Euro, Copa, Olympic, World Cup): a seeded tournament per event, so standings, results and
// the bracket are consistent with each other and the same on every call. They are the simulator's own
// competitions, not the real tournaments: each name says "Simulated" so no result reads as real history
// (RULES.md section 2).
import type { EventTheme, KnockoutRound } from '../../shared/games/media';
import { standings, type PlayedMatch } from './standings';
import { createRng, type Rng } from '../odds/rng';

export interface ThemeInfo {
  event_id: EventTheme;
  name: string;
  host: string;
  year: number;
  colors: [string, string];
  teams: readonly string[];
}

const t = (s: string) => s.split(',').map((x) => x.trim());

export const THEMES: readonly ThemeInfo[] = [
  {
    event_id: 'euro',
    name: 'Simulated Europe Cup',
    host: 'Germany',
    year: 2024,
    colors: ['#143cda', '#ffd100'],
    teams: t(
      'Germany, Scotland, Hungary, Switzerland, Spain, Croatia, Italy, Albania, England, Denmark, Slovenia, Serbia, France, Netherlands, Austria, Poland',
    ),
  },
  {
    event_id: 'copa',
    name: 'Simulated Americas Cup',
    host: 'United States',
    year: 2024,
    colors: ['#0b6e4f', '#f2c14e'],
    teams: t(
      'Argentina, Chile, Peru, Canada, Mexico, Ecuador, Venezuela, Jamaica, United States, Uruguay, Panama, Bolivia, Brazil, Colombia, Paraguay, Costa Rica',
    ),
  },
  {
    event_id: 'olympic',
    name: 'Simulated Summer Games Football',
    host: 'France',
    year: 2024,
    colors: ['#0081c8', '#ee334e'],
    teams: t(
      'France, USA, New Zealand, Guinea, Argentina, Morocco, Iraq, Ukraine, Uzbekistan, Spain, Egypt, Dominican Republic, Japan, Paraguay, Mali, Israel',
    ),
  },
  {
    event_id: 'worldcup',
    name: 'Simulated World Cup',
    host: 'North America',
    year: 2026,
    colors: ['#8a1538', '#c9a227'],
    teams: t(
      'Brazil, Japan, Morocco, Canada, Argentina, Korea Republic, Senegal, Mexico, France, Australia, Nigeria, USA, England, Iran, Ghana, Portugal',
    ),
  },
];

const SEEDS: Record<EventTheme, number> = {
  euro: 2024_06_14,
  copa: 2024_06_20,
  olympic: 2024_07_24,
  worldcup: 2026_06_11,
};

function goals(rng: Rng, lambda = 1.3): number {
  let k = 0;
  let p = Math.exp(-lambda);
  let sum = p;
  const u = rng.next();
  while (u > sum && k < 9) {
    k++;
    p = (p * lambda) / k;
    sum += p;
  }
  return k;
}

interface KnockoutMatch extends PlayedMatch {
  penalties: [number, number] | null;
  winner: string;
}

export interface Tournament {
  theme: ThemeInfo;
  groups: { group: string; teams: string[]; matches: PlayedMatch[] }[];
  rounds: { round: KnockoutRound; matches: KnockoutMatch[] }[];
  champion: string;
}

function knockout(rng: Rng, home: string, away: string): KnockoutMatch {
  const score: [number, number] = [goals(rng), goals(rng)];
  if (score[0] !== score[1])
    return { home, away, score, penalties: null, winner: score[0] > score[1] ? home : away };
  const a = 3 + rng.int(0, 2);
  const b = rng.chance(0.5) ? a + 1 : a - 1;
  return { home, away, score, penalties: [a, b], winner: a > b ? home : away };
}

const cache = new Map<EventTheme, Tournament>();

export function tournament(id: EventTheme): Tournament {
  const hit = cache.get(id);
  if (hit) return hit;
  const theme = THEMES.find((x) => x.event_id === id) as ThemeInfo;
  const rng = createRng(SEEDS[id]);
  const groups = ['A', 'B', 'C', 'D'].map((group, g) => {
    const teams = theme.teams.slice(g * 4, g * 4 + 4);
    const matches: PlayedMatch[] = [];
    for (let i = 0; i < teams.length; i++)
      for (let j = i + 1; j < teams.length; j++)
        matches.push({ home: teams[i] as string, away: teams[j] as string, score: [goals(rng), goals(rng)] });
    return { group, teams, matches };
  });
  const tables = groups.map((g) => standings(g.teams, g.matches));
  const first = (i: number) => tables[i]?.[0]?.team as string;
  const second = (i: number) => tables[i]?.[1]?.team as string;
  const quarter = [
    knockout(rng, first(0), second(1)),
    knockout(rng, first(1), second(0)),
    knockout(rng, first(2), second(3)),
    knockout(rng, first(3), second(2)),
  ];
  const semi = [
    knockout(rng, quarter[0]!.winner, quarter[1]!.winner),
    knockout(rng, quarter[2]!.winner, quarter[3]!.winner),
  ];
  const final = knockout(rng, semi[0]!.winner, semi[1]!.winner);
  const result: Tournament = {
    theme,
    groups,
    rounds: [
      { round: 'quarter_final', matches: quarter },
      { round: 'semi_final', matches: semi },
      { round: 'final', matches: [final] },
    ],
    champion: final.winner,
  };
  cache.set(id, result);
  return result;
}
