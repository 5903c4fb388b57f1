// The simulator's own match state; the feed module turns it into the positional rows of docs/FEED.md.
import type { LineRow, MmoRow, OutrightRow } from '../../shared/feed/layout';
import type { SportSpec } from './catalog';

/** A fight ends by knockout or stoppage in a round, or on points after the last one. */
export interface FightFinish {
  method: 'ko' | 'tko' | 'points';
  round: number;
}

type SimState = 'pre' | 'live' | 'ended' | 'cancelled';

interface GoalEvent {
  minute: number;
  side: 'h' | 'a';
}

export interface SimMatch {
  id: number;
  sport: SportSpec;
  leagueId: number;
  /** Feed match type: 1 main, 2 outright, 3 child line following the parent's clock. */
  type: 1 | 2 | 3;
  label: string;
  parentId: number | null;
  childIds: number[];
  home: string;
  away: string;
  kickoff: number;
  state: SimState;
  /** Expected full-match score of each side before kick-off (the teams' strength). */
  expHome: number;
  expAway: number;
  scoreHome: number;
  scoreAway: number;
  htHome: number | null;
  htAway: number | null;
  redHome: number;
  redAway: number;
  goals: GoalEvent[];
  /** Minutes of play after which the match ends (stoppage time drawn at kick-off). */
  endMinute: number;
  /** Sim time until which prices are hidden after a goal (closed-price). */
  closedUntil: number;
  /** Sim time until which odds are shown but not bettable (after a red card). */
  suspendedUntil: number;
  lines: LineRow[];
  mmo: MmoRow[];
  /** Selections of an outright, race or fight: names, win strengths and current prices. */
  runners: { name: string; strength: number }[];
  outright: OutrightRow[] | null;
  /** Tennis: the winner of every game, drawn at kick-off in sets (odds/tennis.ts) and revealed as play goes on. */
  plan?: ('h' | 'a')[];
  /** Finishing order of a race (indexes into runners). */
  placings: number[];
  /** How a fight was won, drawn when it ends. */
  fightFinish?: FightFinish;
  parlay: boolean;
  flags: number;
  /** Feed version of the last change of this match's row. */
  changedAt: number;
  /** Feed group transitions: g 0 = gone, 1 early, 2 today, 3 live. */
  groupLog: { v: number; g: 0 | 1 | 2 | 3 }[];
}

/** What the simulator records when a match ends, for settlement (docs/FEED.md "Results"). */
export interface MatchResult {
  matchId: number;
  parentId: number | null;
  sportId: number;
  leagueId: number;
  /** RULES.md match status: 1 completed, 2 cancelled (refund). */
  status: 1 | 2;
  scoreHome: number;
  scoreAway: number;
  /** Score at half time (F5 innings in baseball); null when the sport has no half line. */
  htHome: number | null;
  htAway: number | null;
  firstGoal: 'h' | 'a' | null;
  lastGoal: 'h' | 'a' | null;
  goals: GoalEvent[];
  /** Outright/race winner first, then places (racing pays by "places paid"). */
  placings: string[];
  /** Fights only: how the winner (placings[0]) won. */
  fightFinish: FightFinish | null;
  finishedAt: number;
}
