// How a match's scoring events read in each sport. The simulator records every score as one event with the minute
// of play and the side (a goal in soccer and ice hockey, a point in basketball, a game in tennis, a run in
// baseball, a map in e-sports); this module turns that list into what a viewer of the sport expects: goals with
// minutes, points by quarter and scoring runs, sets and games, runs by inning. The live view and the highlights
// use it, so both read a match the same way. The wording (translations) is the screen's: these are structured
// facts only.

export type Side = 'h' | 'a';
export interface ScoreEvent {
  minute: number;
  side: Side;
}

export type SportKind = 'soccer' | 'basketball' | 'tennis' | 'baseball' | 'hockey' | 'esports' | 'other';

/** The periods each sport is shown in: their number and length in minutes of play (the simulator's clock). */
interface PeriodShape {
  kind: SportKind;
  periods: number;
  minutes: number;
}

const SHAPES: Record<number, PeriodShape> = {
  1: { kind: 'soccer', periods: 2, minutes: 45 },
  2: { kind: 'basketball', periods: 4, minutes: 12 },
  3: { kind: 'tennis', periods: 3, minutes: 40 },
  4: { kind: 'baseball', periods: 9, minutes: 20 },
  5: { kind: 'hockey', periods: 3, minutes: 20 },
  40: { kind: 'esports', periods: 3, minutes: 30 },
};

export function sportKind(sportId: number): SportKind {
  return SHAPES[sportId]?.kind ?? 'other';
}

/**
 * The period an event falls in, counted from 0. Stoppage time belongs to the last period, so a soccer goal in
 * the 93rd minute is a second-half goal and a run in the simulator's last minute is a ninth-inning run.
 */
export function periodOf(sportId: number, minute: number): number {
  const shape = SHAPES[sportId];
  if (!shape) return 0;
  return Math.max(0, Math.min(shape.periods - 1, Math.floor(minute / shape.minutes)));
}

/** Minutes of play of a full match on the simulator's clock (stoppage time not counted). */
export function matchMinutes(sportId: number): number {
  const shape = SHAPES[sportId];
  return shape ? shape.periods * shape.minutes : 90;
}

/** How many periods the sport is shown in (two halves, four quarters, nine innings, three periods or maps). */
export function periodCount(sportId: number): number {
  return SHAPES[sportId]?.periods ?? 1;
}

/**
 * Each side's score per period, from the events up to `upTo` minutes of play (all when omitted):
 * `{ home: [28, 31, 0, 0], away: [25, 22, 0, 0] }` for a basketball match in its third quarter.
 */
export function scoreByPeriod(
  sportId: number,
  events: readonly ScoreEvent[],
  upTo = Infinity,
): { home: number[]; away: number[] } {
  const n = periodCount(sportId);
  const home = Array.from({ length: n }, () => 0);
  const away = Array.from({ length: n }, () => 0);
  for (const e of events) {
    if (e.minute > upTo) continue;
    const p = periodOf(sportId, e.minute);
    if (e.side === 'h') home[p] = (home[p] ?? 0) + 1;
    else away[p] = (away[p] ?? 0) + 1;
  }
  return { home, away };
}

/** The games of each set of a sequence of game winners, the unfinished set last: [[6, 4], [3, 2]]. */
export function setScores(games: readonly Side[]): [number, number][] {
  const out: [number, number][] = [];
  let set: [number, number] = [0, 0];
  for (const side of games) {
    set[side === 'h' ? 0 : 1]++;
    const [h, a] = set;
    const top = Math.max(h, a);
    if ((top >= 6 && Math.abs(h - a) >= 2) || top === 7) {
      out.push(set);
      set = [0, 0];
    }
  }
  if (set[0] + set[1] > 0) out.push(set);
  return out;
}

/** Sets won by each side, counting finished sets only. */
export function setsWon(sets: readonly [number, number][]): [number, number] {
  const won: [number, number] = [0, 0];
  for (const [h, a] of sets) {
    const top = Math.max(h, a);
    if ((top >= 6 && Math.abs(h - a) >= 2) || top === 7) won[h > a ? 0 : 1]++;
  }
  return won;
}

/** A basketball scoring run: `side` scored `points` while the other side scored `conceded`, inside one quarter. */
export interface ScoringRun {
  side: Side;
  points: number;
  conceded: number;
  period: number;
  from: number;
  to: number;
}

/**
 * Basketball's scoring runs: stretches of a quarter where one side scored at least `least` points while the other
 * scored at most `allowed` (a 10-0 or 12-2 run). A run starts and ends on a point of its side; the largest run of
 * each side in each quarter is kept, in the order they were played.
 */
export function scoringRuns(
  events: readonly ScoreEvent[],
  least = 8,
  allowed = 2,
  sportId = 2,
): ScoringRun[] {
  const runs: ScoringRun[] = [];
  const byPeriod = new Map<number, ScoreEvent[]>();
  for (const e of events) {
    const p = periodOf(sportId, e.minute);
    byPeriod.set(p, [...(byPeriod.get(p) ?? []), e]);
  }
  for (const [period, list] of [...byPeriod.entries()].sort((a, b) => a[0] - b[0])) {
    const found: ScoringRun[] = [];
    for (const side of ['h', 'a'] as const) {
      let best: ScoringRun | null = null;
      for (let i = 0; i < list.length; i++) {
        if (list[i]?.side !== side) continue;
        let mine = 0;
        let theirs = 0;
        for (let j = i; j < list.length; j++) {
          const e = list[j] as ScoreEvent;
          if (e.side === side) mine++;
          else theirs++;
          if (theirs > allowed) break;
          // Only a stretch ending on the side's own point is a run (a run ends when the other side answers).
          if (e.side !== side) continue;
          if (mine >= least && (!best || mine > best.points))
            best = {
              side,
              points: mine,
              conceded: theirs,
              period,
              from: list[i]?.minute ?? 0,
              to: e.minute,
            };
        }
      }
      if (best) found.push(best);
    }
    runs.push(...found.sort((a, b) => a.from - b.from));
  }
  return runs;
}

/** One line of a finished match's highlights, as the sport tells it. */
export type HighlightMoment =
  /** Soccer and ice hockey: a goal with its minute and the score after it. */
  | { kind: 'goal'; minute: number; side: Side; score: [number, number] }
  /** Basketball: a scoring run inside a quarter. */
  | { kind: 'run'; side: Side; points: number; conceded: number; period: number }
  /** Basketball: the points of a quarter. */
  | { kind: 'quarter'; period: number; score: [number, number] }
  /** Tennis: a set with its games. */
  | { kind: 'set'; set: number; games: [number, number]; side: Side }
  /** Baseball: an inning in which a side scored. */
  | { kind: 'inning'; inning: number; side: Side; runs: number }
  /** E-sports: a map won. */
  | { kind: 'map'; map: number; side: Side; minute: number };

/** The highlights of a finished match in its sport's terms, in the order they were played. */
export function describeHighlights(sportId: number, events: readonly ScoreEvent[]): HighlightMoment[] {
  const sorted = [...events].sort((a, b) => a.minute - b.minute);
  switch (sportKind(sportId)) {
    case 'basketball': {
      const { home, away } = scoreByPeriod(sportId, sorted);
      const out: HighlightMoment[] = [];
      home.forEach((h, period) => {
        out.push({ kind: 'quarter', period, score: [h, away[period] ?? 0] });
        for (const run of scoringRuns(sorted, 8, 2, sportId).filter((r) => r.period === period))
          out.push({ kind: 'run', side: run.side, points: run.points, conceded: run.conceded, period });
      });
      return out;
    }
    case 'tennis':
      return setScores(sorted.map((e) => e.side)).map((games, i) => ({
        kind: 'set',
        set: i + 1,
        games,
        side: games[0] > games[1] ? 'h' : 'a',
      }));
    case 'baseball': {
      const { home, away } = scoreByPeriod(sportId, sorted);
      const out: HighlightMoment[] = [];
      // The visitors bat in the top of each inning, the home side in the bottom.
      home.forEach((h, i) => {
        const a = away[i] ?? 0;
        if (a) out.push({ kind: 'inning', inning: i + 1, side: 'a', runs: a });
        if (h) out.push({ kind: 'inning', inning: i + 1, side: 'h', runs: h });
      });
      return out;
    }
    case 'esports':
      return sorted.map((e, i) => ({ kind: 'map', map: i + 1, side: e.side, minute: e.minute }));
    default: {
      const score: [number, number] = [0, 0];
      return sorted.map((e) => {
        score[e.side === 'h' ? 0 : 1]++;
        return { kind: 'goal', minute: e.minute, side: e.side, score: [score[0], score[1]] };
      });
    }
  }
}
