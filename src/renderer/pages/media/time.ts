import { currentLanguage } from '../../i18n';
import { formatDateTime as format, formatTime as formatClock } from '../../i18n/format';

/** Product times in GMT+8 (RULES.md section 9), in the display language. */
export function formatDateTime(ms: number): string {
  return format(ms, currentLanguage());
}

export function formatTime(ms: number): string {
  return formatClock(ms, currentLanguage());
}
