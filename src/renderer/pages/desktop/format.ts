// Display helpers of the odds table: times in GMT+8, Asian line notation, live clock text.
import { TIME_ZONE_OFFSET_MINUTES } from '@shared/constants';
import { PERIOD, parseClock } from '@shared/feed/layout';

const pad = (n: number) => String(n).padStart(2, '0');

/** "14/06" and "20:45" in Malaysia time, whatever the machine's zone (RULES.md: times shown in GMT+8). */
export function kickoffParts(epochMs: number): { date: string; time: string } {
  const d = new Date(epochMs + TIME_ZONE_OFFSET_MINUTES * 60_000);
  return {
    date: `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}`,
    time: `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`,
  };
}

export function clockTime(epochMs: number): string {
  const d = new Date(epochMs + TIME_ZONE_OFFSET_MINUTES * 60_000);
  return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

const goals = (hundredths: number): string => {
  const whole = Math.floor(hundredths / 100);
  const rest = hundredths % 100;
  return rest === 0 ? String(whole) : `${whole}.${rest === 50 ? '5' : String(rest).padStart(2, '0')}`;
};

/** Asian notation of a line in hundredths: 25 -> "0/0.5", 75 -> "0.5/1", 150 -> "1.5", 250 -> "2.5". */
export function lineText(hundredths: number): string {
  const abs = Math.abs(hundredths);
  if (abs % 50 === 25) return `${goals(abs - 25)}/${goals(abs + 25)}`;
  return goals(abs);
}

/** "2H 67'", "HT", "Q3 30'" from the feed clock (position 12). */
export function liveClockText(clock: string): string {
  const parsed = parseClock(clock);
  if (!parsed) return '';
  if (parsed.period === 'HT') return 'HT';
  return `${parsed.period} ${parsed.minute}'`;
}

/** The class a column's header and cells carry, so a table too narrow for both halves can show one period. */
export const periodClass = (period: number): string => (period === PERIOD.HT ? 'period-ht' : 'period-ft');
