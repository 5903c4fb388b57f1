// Match clock: how many minutes have been played, the period code, and the feed's clock text (position 12).
import type { SimMatch } from './types';

const MINUTE = 60_000;
/** Soccer and hockey take a 15-minute half-time break; other sports play straight through. */
const BREAK_MINUTES = 15;

export function hasBreak(match: SimMatch): boolean {
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

/** "1H|23", "HT|45", "2H|67", "Q3|30": the period code and the whole minutes played. */
export function clockText(match: SimMatch, now: number): string {
  if (match.state !== 'live') return '';
  const played = playMinutes(match, now);
  const minute = Math.floor(played);
  if (atHalfTimeBreak(match, now)) return `HT|${match.sport.halfAt}`;
  const periods = match.sport.periods.filter((p) => p !== 'HT');
  if (match.sport.id === 1) return `${played < match.sport.halfAt ? '1H' : '2H'}|${minute}`;
  const index = Math.min(periods.length - 1, Math.floor((played / match.sport.minutes) * periods.length));
  return `${periods[index] ?? 'LIVE'}|${minute}`;
}
