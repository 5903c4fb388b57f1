import { action, makeObservable, observable, observableRef } from 'mobx';
import type { FeedMatch } from '@shared/feed/rows';
import type { LineRow, MmoRow, OutrightRow } from '@shared/feed/layout';

/** How long a moved price stays highlighted up or down. */
export const FLASH_MS = 3000;

export type Flash = 'up' | 'down';

/** Key of one price: "hdp:0:1" (market, period, price index) or "o:<selection>" for outrights. */
export const priceKey = (market: string, period: number, index: number): string => `${market}:${period}:${index}`;

/**
 * One match as the odds table observes it. Only the fields that move are observable, so a refresh
 * re-renders exactly the rows whose match changed (SPEC: the table updates per row).
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
  flashes = new Map<string, Flash>();
  /** Sim-free wall time after which the current flashes are cleared. */
  flashUntil = 0;

  constructor(m: FeedMatch) {
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
    makeObservable(this, {
      kickoff: true,
      status: true,
      scoreHome: true,
      scoreAway: true,
      clock: true,
      flags: true,
      redHome: true,
      redAway: true,
      lines: observableRef,
      mmo: observableRef,
      outright: observableRef,
      flashes: observable,
      update: action,
      expireFlashes: action,
    });
  }

  /** Copies a newer row in; prices that moved are flagged up or down until FLASH_MS from `now`. */
  update(m: FeedMatch, now: number): void {
    this.kickoff = m.kickoff;
    this.status = m.status;
    this.scoreHome = m.scoreHome;
    this.scoreAway = m.scoreAway;
    this.clock = m.clock;
    this.flags = m.flags;
    this.redHome = m.redHome;
    this.redAway = m.redAway;
    if (m.lines !== this.lines && JSON.stringify(m.lines) !== JSON.stringify(this.lines)) {
      this.flagLineMoves(this.lines, m.lines, now);
      this.lines = m.lines;
    }
    if (JSON.stringify(m.mmo) !== JSON.stringify(this.mmo)) this.mmo = m.mmo;
    if (JSON.stringify(m.outright) !== JSON.stringify(this.outright)) {
      for (const [name, price] of m.outright ?? []) {
        const before = this.outright?.find((o) => o[0] === name)?.[1];
        if (before && price && before !== price) this.flag(`o:${name}`, price > before ? 'up' : 'down', now);
      }
      this.outright = m.outright;
    }
  }

  private flagLineMoves(before: LineRow[], after: LineRow[], now: number): void {
    for (const line of after) {
      const old = before.find((b) => b[0] === line[0] && b[1] === line[1]);
      // A new handicap or total is a different bet, not a price move.
      if (!old || old[2] !== line[2]) continue;
      for (let i = 0; i < 3; i++) {
        const was = old[3 + i] as number;
        const is = line[3 + i] as number;
        if (was && is && was !== is) this.flag(priceKey(line[0], line[1], i), is > was ? 'up' : 'down', now);
      }
    }
  }

  private flag(key: string, flash: Flash, now: number): void {
    this.flashes.set(key, flash);
    this.flashUntil = now + FLASH_MS;
  }

  /** Clears the highlights once their few seconds are over; true when something was cleared. */
  expireFlashes(now: number): boolean {
    if (!this.flashes.size || now < this.flashUntil) return false;
    this.flashes.clear();
    return true;
  }
}
