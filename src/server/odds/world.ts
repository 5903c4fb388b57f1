// Builds the simulator's starting world from a seed: leagues, matches across early/today/live,
// child lines, outrights, races and fights. Same seed and start time, same world.
import { MATCH_FLAG } from '../../shared/feed/layout';
import { EXCLUDED_SPORTS } from '../../shared/constants';
import { RACE_FIELDS } from '../../shared/racing/settlement';
import { SOCCER_CHILD_LINES, SPORTS } from './catalog';
import type { SportSpec } from './catalog';
import type { Rng } from './rng';
import type { SimMatch } from './types';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** A team's rest between the end of one match and the start of its next. */
const TEAM_REST = 2 * HOUR;

/** How long a match occupies its teams: the play, the break and the longest stoppage time. */
function matchSpan(sport: SportSpec): number {
  return (sport.minutes + (sport.id === 1 ? 20 : 0)) * MINUTE;
}

const pairKey = (x: string, y: string): string => (x < y ? `${x}\u0000${y}` : `${y}\u0000${x}`);

export interface SimLeague {
  id: number;
  sportId: number;
  name: string;
  /** Display priority; distinct per league so the live sort (field 3) keeps leagues together. */
  rank: number;
  region: string;
  teams: readonly string[];
  /** The league's own range of expected totals where it differs from its sport's (Euroleague against the NBA). */
  totalRange?: readonly [number, number];
}

export interface WorldOptions {
  /** Matches created per league at start (races and fights: events per league). */
  perLeague: number;
  /** The first match id of this run (ids grow from here). */
  firstId: number;
}

/** The leagues of the catalogue with their ids and ranks: fixed by the catalogue, the same on every server. */
export function catalogLeagues(): Map<number, SimLeague> {
  const leagues = new Map<number, SimLeague>();
  let rank = 1;
  for (const sport of SPORTS) {
    if (EXCLUDED_SPORTS.includes(sport.id)) continue;
    sport.leagues.forEach((league, i) => {
      const id = sport.id * 100 + i + 1;
      leagues.set(id, {
        id,
        sportId: sport.id,
        name: league.name,
        rank: rank++,
        region: league.region,
        teams: league.teams,
        totalRange: league.totalRange,
      });
    });
  }
  return leagues;
}

/** The catalogue's sport of an id (a stored match names its sport by id). */
export function sportById(id: number): SportSpec {
  const sport = SPORTS.find((s) => s.id === id);
  if (!sport) throw new Error(`unknown sport ${id}`);
  return sport;
}

export class WorldBuilder {
  private next: number;
  readonly leagues = catalogLeagues();

  constructor(
    private readonly rng: Rng,
    private readonly options: WorldOptions,
  ) {
    this.next = options.firstId;
  }

  /** The id the next new match gets (kept with the world so a resumed world never reuses an id). */
  get nextId(): number {
    return this.next;
  }

  set nextId(id: number) {
    this.next = id;
  }

  sportOf(league: SimLeague): SportSpec {
    return sportById(league.sportId);
  }

  /** The initial world at sim time `now`. */
  build(now: number): SimMatch[] {
    const out: SimMatch[] = [];
    for (const league of this.leagues.values()) {
      const sport = this.sportOf(league);
      if (sport.model === 'race') {
        for (let i = 0; i < this.options.perLeague; i++)
          out.push(this.race(league, now + (i - 1) * Math.max(sport.minutes + 2, 8) * MINUTE));
        continue;
      }
      for (let i = 0; i < this.options.perLeague; i++) {
        const slot = i / this.options.perLeague;
        // About a quarter live now, 40% later today, the rest over the coming days.
        const kickoff =
          slot < 0.25
            ? now - this.rng.int(1, Math.floor(sport.minutes * 0.8)) * MINUTE
            : slot < 0.65
              ? now + this.rng.int(1, 20 * 12) * 5 * MINUTE
              : now + this.rng.int(1, 6) * DAY + this.rng.int(0, 24 * 4) * 15 * MINUTE;
        out.push(...this.fixture(league, kickoff, out));
      }
      if (sport.id === 1 || sport.id === 2) out.push(this.outright(league, now + 60 * DAY));
    }
    return out;
  }

  /**
   * A main match (with its child lines for soccer) at the first quarter hour from `wanted` at which two of the
   * league's teams are free: no team plays two matches at once (nor without a rest between them), and the same two
   * sides do not meet twice within a day. `others` is the world so far (any matches; other leagues are ignored).
   */
  fixture(league: SimLeague, wanted: number, others: Iterable<SimMatch>): SimMatch[] {
    const sport = this.sportOf(league);
    const booked = [...others].filter(
      (m) => m.leagueId === league.id && m.type === 1 && m.parentId === null && m.state !== 'cancelled',
    );
    const { kickoff, h, a } = this.freePair(league, sport, wanted, booked);
    const teams = league.teams;
    const { expHome, expAway } = this.expectedScores(league, sport);
    const strength = expHome / (expHome + expAway);
    const main = this.base(league, sport, kickoff, {
      home: teams[h] as string,
      away: teams[a] as string,
      expHome,
      expAway,
    });
    main.parlay = sport.id <= 5;
    main.flags =
      (sport.id <= 3 ? MATCH_FLAG.LIVE_CENTER : 0) | (this.rng.chance(0.4) ? MATCH_FLAG.LIVE_TV : 0);
    const out = [main];
    if (sport.id === 1 && league.id <= 103) {
      for (const line of SOCCER_CHILD_LINES) {
        const child = this.base(league, sport, kickoff, {
          home: main.home,
          away: main.away,
          expHome: line.total * strength,
          expAway: line.total * (1 - strength),
        });
        child.type = 3;
        child.label = line.label;
        child.parentId = main.id;
        child.parlay = main.parlay;
        main.childIds.push(child.id);
        out.push(child);
      }
    }
    return out;
  }

  /** The expected scores of a new match: a league's real totals, and a margin between two sides of one league. */
  private expectedScores(league: SimLeague, sport: SportSpec): { expHome: number; expAway: number } {
    if (sport.model === 'normal' && sport.totalRange && sport.maxMargin !== undefined) {
      const [low, high] = league.totalRange ?? sport.totalRange;
      const total = low + this.rng.next() * (high - low);
      // Two sides of one league are close: the expected margin is a triangular draw within the sport's range.
      const margin = (this.rng.next() - this.rng.next()) * sport.maxMargin;
      return { expHome: (total + margin) / 2, expAway: (total - margin) / 2 };
    }
    const strength = 0.35 + this.rng.next() * 0.3;
    return { expHome: sport.total * strength, expAway: sport.total * (1 - strength) };
  }

  /** The kick-off and the two sides (indexes into the league's teams, home first) of a new fixture. */
  private freePair(
    league: SimLeague,
    sport: SportSpec,
    wanted: number,
    booked: readonly SimMatch[],
  ): { kickoff: number; h: number; a: number } {
    const busy = matchSpan(sport) + TEAM_REST;
    for (let kickoff = wanted; ; kickoff += 15 * MINUTE) {
      const playing = new Set<string>();
      const met = new Set<string>();
      for (const m of booked) {
        const gap = kickoff - m.kickoff;
        if (gap > -busy && gap < matchSpan(m.sport) + TEAM_REST) {
          playing.add(m.home);
          playing.add(m.away);
        }
        if (Math.abs(gap) < DAY) met.add(pairKey(m.home, m.away));
      }
      const free = league.teams.map((_, i) => i).filter((i) => !playing.has(league.teams[i] as string));
      const pairs: [number, number][] = [];
      for (const x of free)
        for (const y of free)
          if (x < y && !met.has(pairKey(league.teams[x] as string, league.teams[y] as string)))
            pairs.push([x, y]);
      if (!pairs.length) continue;
      const [x, y] = this.rng.pick(pairs);
      return this.rng.chance(0.5) ? { kickoff, h: x, a: y } : { kickoff, h: y, a: x };
    }
  }

  outright(league: SimLeague, kickoff: number): SimMatch {
    const sport = this.sportOf(league);
    const m = this.base(league, sport, kickoff, {
      home: `${league.name} - Winner`,
      away: '',
      expHome: 0,
      expAway: 0,
    });
    m.type = 2;
    m.runners = league.teams.map((name) => ({ name, strength: 0.2 + this.rng.next() ** 2 * 3 }));
    return m;
  }

  /** A race (horses, greyhounds) or an e-fight: selections priced to win, no handicap lines. */
  race(league: SimLeague, kickoff: number): SimMatch {
    const sport = this.sportOf(league);
    const fight = sport.id !== 45 && sport.id !== 46;
    const pool = [...league.teams];
    // Horse fields of 8 to 10 pay three places (WIN, PLACE and SHOW all offered); greyhounds run the
    // six traps of a British track, which pays two (no SHOW), RULES.md section 11.
    const field = RACE_FIELDS[sport.id] ?? { min: 2, max: 2 };
    const size = fight ? 2 : Math.min(pool.length, this.rng.int(field.min, field.max));
    const runners: { name: string; strength: number }[] = [];
    while (runners.length < size) {
      const [name] = pool.splice(this.rng.int(0, pool.length - 1), 1);
      runners.push({ name: name as string, strength: 0.5 + this.rng.next() * 2 });
    }
    const number = 1 + (this.next % 97);
    const m = this.base(league, sport, kickoff, {
      home: fight
        ? `${runners[0]?.name} vs ${runners[1]?.name}`
        : `Race ${number} - ${this.rng.pick([1000, 1200, 1400, 1600])}m`,
      away: '',
      expHome: 0,
      expAway: 0,
    });
    m.runners = runners;
    m.label = fight ? `Fight ${number}` : '';
    return m;
  }

  private base(
    league: SimLeague,
    sport: SportSpec,
    kickoff: number,
    teams: { home: string; away: string; expHome: number; expAway: number },
  ): SimMatch {
    return {
      id: this.next++,
      sport,
      leagueId: league.id,
      type: 1,
      label: '',
      parentId: null,
      childIds: [],
      ...teams,
      kickoff,
      state: 'pre',
      scoreHome: 0,
      scoreAway: 0,
      htHome: null,
      htAway: null,
      redHome: 0,
      redAway: 0,
      goals: [],
      endMinute: sport.minutes,
      closedUntil: 0,
      suspendedUntil: 0,
      lines: [],
      mmo: [],
      runners: [],
      outright: null,
      placings: [],
      parlay: false,
      flags: 0,
      changedAt: 0,
      groupLog: [],
    };
  }
}
