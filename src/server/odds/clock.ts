// Match clock: how many minutes have been played, the period code, and the feed's clock text (position 12).
import type { SimMatch } from './types';

const MINUTE = 60_000;
/** Minutes of the clock one e-sports map takes (a series plays its maps one after the other, odds/esports.ts). */
export const MAP_MINUTES = 30;
/** Soccer and hockey take a 15-minute half-time break; other sports play straight through. */
const BREAK_MINUTES = 15;

function hasBreak(match: SimMatch): boolean {
  return match.sport.id === 1;
}

/** Minutes of play since kick-off at sim time `now` (not counting the break). */
export function playMinutes(match: SimMatch, now: number): number {
  const elapsed = Math.max(0, (now - match.kickoff) / MINUTE);
  if (!hasBreak(match) || elapsed <= match.sport.halfAt) return elapsed;
  return Math.max(match.sport.halfAt, elapsed - BREAK_MINUTES);
}

export function atHalfTimeBreak(match: SimMatch, now: number): boolean {
  if (!hasBreak(match)) return false;
  const elapsed = (now - match.kickoff) / MINUTE;
  return elapsed > match.sport.halfAt && elapsed < match.sport.halfAt + BREAK_MINUTES;
}

/**
 * The map of a series being played and the minute inside it at sim time `now`: map 1 at 0-29, map 2 at 30-59 and so
 * on, never past the series' last map. Each map's winner is known when its minutes run out, so the map shown is
 * always one more than the maps won.
 */
export function seriesClock(match: SimMatch, now: number): { map: number; minute: number } {
  const played = playMinutes(match, now);
  const map = Math.min(match.sport.periods.length, Math.floor(played / MAP_MINUTES) + 1);
  return { map, minute: Math.max(0, Math.floor(played - (map - 1) * MAP_MINUTES)) };
}

/** "1H|23", "HT|45", "2H|67", "Q3|30", "MAP2|12": the period code and the whole minutes played (of the map, in e-sports). */
export function clockText(match: SimMatch, now: number): string {
  if (match.state !== 'live') return '';
  if (match.sport.model === 'series') {
    const { map, minute } = seriesClock(match, now);
    return `MAP${map}|${minute}`;
  }
  const played = playMinutes(match, now);
  const minute = Math.floor(played);
  if (atHalfTimeBreak(match, now)) return `HT|${match.sport.halfAt}`;
  const periods = match.sport.periods.filter((p) => p !== 'HT');
  if (match.sport.id === 1) return `${played < match.sport.halfAt ? '1H' : '2H'}|${minute}`;
  const index = Math.min(periods.length - 1, Math.floor((played / match.sport.minutes) * periods.length));
  return `${periods[index] ?? 'LIVE'}|${minute}`;
}
