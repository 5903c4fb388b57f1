import { createAtom } from 'mobx';
import type { IAtom } from 'mobx';
import type { FeedMatch } from '@shared/feed/rows';
import type { LineRow, MmoRow, OutrightRow } from '@shared/feed/layout';

/** How long a moved price stays highlighted up or down. */
export const FLASH_MS = 3000;

export type Flash = 'up' | 'down';

/** Key of one price: "hdp:0:1" (market, period, price index) or "o:<selection>" for outrights. */
export const priceKey = (market: string, period: number, index: number): string => `${market}:${period}:${index}`;

/** Element-wise equality of two lists of flat rows; far cheaper than serialising both on every refresh. */
export function sameRows(a: readonly (readonly unknown[])[] | null, b: readonly (readonly unknown[])[] | null): boolean {
  if (a === b) return true;
  if (!a || !b || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as readonly unknown[];
    const y = b[i] as readonly unknown[];
    if (x.length !== y.length) return false;
    for (let j = 0; j < x.length; j++) if (x[j] !== y[j]) return false;
  }
  return true;
}

/**
 * One match as the odds table observes it: plain fields behind one MobX atom. Observers call observe()
 * and re-render only when this match changed, so a refresh re-renders exactly the changed rows (SPEC:
 * the table updates per row). One atom per row instead of an observable per field keeps the update of
 * thousands of rows cheap.
 */
export class MatchModel {
  readonly id: number;
  readonly leagueId: number;
  readonly sportId: number;
  readonly home: string;
  readonly away: string;
  readonly type: number;
  readonly label: string;
  kickoff: number;
  status: number;
  scoreHome: number;
  scoreAway: number;
  clock: string;
  flags: number;
  redHome: number;
  redAway: number;
  lines: LineRow[];
  mmo: MmoRow[] | null;
  outright: OutrightRow[] | null;
  /** Replaced as a whole when prices move, never mutated. */
  flashes: ReadonlyMap<string, Flash> = new Map();
  /** Sim-free wall time after which the current flashes are cleared. */
  flashUntil = 0;
  private raw: FeedMatch;
  private readonly atom: IAtom;

  constructor(m: FeedMatch) {
    this.atom = createAtom(`match ${m.id}`);
    this.raw = m;
    this.id = m.id;
    this.leagueId = m.leagueId;
    this.sportId = m.sportId;
    this.home = m.home;
    this.away = m.away;
    this.type = m.type;
    this.label = m.label;
    this.kickoff = m.kickoff;
    this.status = m.status;
    this.scoreHome = m.scoreHome;
    this.scoreAway = m.scoreAway;
    this.clock = m.clock;
    this.flags = m.flags;
    this.redHome = m.redHome;
    this.redAway = m.redAway;
    this.lines = m.lines;
    this.mmo = m.mmo;
    this.outright = m.outright;
  }

  /** Components call this before reading the fields; returns the model for chaining. */
  observe(): this {
    this.atom.reportObserved();
    return this;
  }

  /** Copies a newer row in; prices that moved are flagged up or down until FLASH_MS from `now`. */
  update(m: FeedMatch, now: number): void {
    // The server sends a row only when it changed, so the row's observers always re-render.
    const raw = this.raw;
    this.raw = m;
    this.kickoff = m.kickoff;
    this.status = m.status;
    this.scoreHome = m.scoreHome;
    this.scoreAway = m.scoreAway;
    this.clock = m.clock;
    this.flags = m.flags;
    this.redHome = m.redHome;
    this.redAway = m.redAway;
    this.mmo = m.mmo;
    let moves: Map<string, Flash> | null = null;
    if (!sameRows(m.lines, raw.lines)) {
      moves = lineMoves(raw.lines, m.lines, now < this.flashUntil ? this.flashes : null);
      this.lines = m.lines;
    }
    if (!sameRows(m.outright, raw.outright)) {
      for (const [name, price] of m.outright ?? []) {
        const before = raw.outright?.find((o) => o[0] === name)?.[1];
        if (before && price && before !== price) {
          moves ??= new Map(now < this.flashUntil ? this.flashes : []);
          moves.set(`o:${name}`, price > before ? 'up' : 'down');
        }
      }
      this.outright = m.outright;
    }
    if (moves) {
      this.flashes = moves;
      this.flashUntil = now + FLASH_MS;
    }
    this.atom.reportChanged();
  }

  /** Clears the highlights once their few seconds are over; true when something was cleared. */
  expireFlashes(now: number): boolean {
    if (!this.flashes.size || now < this.flashUntil) return false;
    this.flashes = new Map();
    this.atom.reportChanged();
    return true;
  }
}

/** The prices that moved between two versions of a match's lines (kept flashes carried over), or null. */
function lineMoves(before: LineRow[], after: LineRow[], keep: ReadonlyMap<string, Flash> | null): Map<string, Flash> | null {
  let moves: Map<string, Flash> | null = null;
  for (const line of after) {
    const old = before.find((b) => b[0] === line[0] && b[1] === line[1]);
    // A new handicap or total is a different bet, not a price move.
    if (!old || old[2] !== line[2]) continue;
    for (let i = 0; i < 3; i++) {
      const was = old[3 + i] as number;
      const is = line[3 + i] as number;
      if (was && is && was !== is) {
        moves ??= new Map(keep ?? []);
        moves.set(priceKey(line[0], line[1], i), is > was ? 'up' : 'down');
      }
    }
  }
  return moves;
}
