// The Today market's time filter (RULES.md section 4), computed in Malaysia time (+08:00).
import { TIME_ZONE_OFFSET_MINUTES } from '../constants';

export const TIME_FILTER_MODES = [0, 9, 1, 2, 3, 4, 5] as const;
export type TimeFilterMode = (typeof TIME_FILTER_MODES)[number];

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const OFFSET_MS = TIME_ZONE_OFFSET_MINUTES * MINUTE;

/** Rolling windows in minutes from now: 120, 240 and 480. */
const ROLLING_MINUTES: Partial<Record<TimeFilterMode, number>> = { 9: 120, 1: 240, 2: 480 };

export interface TimeWindow {
  /** Inclusive start, epoch ms. */
  from: number;
  /** Exclusive end, epoch ms. */
  to: number;
}

/** Epoch ms of the most recent 00:00 in Malaysia time at or before `now`. */
export function malaysiaMidnight(now: number): number {
  return Math.floor((now + OFFSET_MS) / DAY) * DAY - OFFSET_MS;
}

/** Day of week in Malaysia time, 0 = Sunday. */
function malaysiaWeekday(now: number): number {
  return new Date(now + OFFSET_MS).getUTCDay();
}

/** The start-up mode: 1 (next 4 hours) on Saturday or Sunday in Malaysia, otherwise 0 (all). */
export function defaultTimeFilterMode(now: number): TimeFilterMode {
  const day = malaysiaWeekday(now);
  return day === 0 || day === 6 ? 1 : 0;
}

/**
 * The window of a mode at `now`; null for mode 0 (everything). Clock windows (4, 5) are the next
 * occurrence that has not ended yet in Malaysia time: at 10:00 "00:00 to 04:00" means tonight.
 */
export function timeFilterWindow(mode: TimeFilterMode, now: number): TimeWindow | null {
  if (mode === 0) return null;
  const rolling = ROLLING_MINUTES[mode];
  if (rolling !== undefined) return { from: now, to: now + rolling * MINUTE };
  const midnight = malaysiaMidnight(now);
  if (mode === 3) return { from: now, to: midnight + DAY };
  const [startHour, endHour] = mode === 4 ? [0, 4] : [4, 12];
  const day = now < midnight + endHour * HOUR ? midnight : midnight + DAY;
  return { from: day + startHour * HOUR, to: day + endHour * HOUR };
}

export interface TimeFilterContext {
  market: 'early' | 'today' | 'live' | 'parlay' | 'outright';
  /** The sports menu section: the filter belongs to "all sports", not favourites or search. */
  menu: 'all' | 'favourites' | 'search';
  page: number;
  outright: boolean;
}

/** The filter applies only on the Today market, all-sports menu, page 1, not outright. */
export function timeFilterApplies(ctx: TimeFilterContext): boolean {
  return ctx.market === 'today' && ctx.menu === 'all' && ctx.page === 1 && !ctx.outright;
}

export function inTimeWindow(kickoff: number, window: TimeWindow | null): boolean {
  return window === null || (kickoff >= window.from && kickoff < window.to);
}
