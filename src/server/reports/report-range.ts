import { REPORT_MAX_DAYS, type ReportRequest } from '../../shared/api/reports';
import { TIME_ZONE_OFFSET_MINUTES } from '../../shared/constants';
import { ApiError } from '../http/api-error';

export interface ReportWindow {
  /** Inclusive start, ISO instant. */
  from: string;
  /** Exclusive end, ISO instant. */
  to: string;
  limit: number;
  offset: number;
}

const DAY_MS = 86_400_000;

/** Working days are GMT+8 calendar days (RULES.md section 9); both dates are included. */
export function reportWindow(body: ReportRequest): ReportWindow {
  const start = gmt8Midnight(body.start_date, 'startDateInvalid');
  const end = gmt8Midnight(body.end_date, 'endDateInvalid');
  if (end < start || (end - start) / DAY_MS + 1 > REPORT_MAX_DAYS) throw new ApiError('endDateInvalid');
  return {
    from: new Date(start).toISOString(),
    to: new Date(end + DAY_MS).toISOString(),
    limit: body.page_size,
    offset: (body.page_number - 1) * body.page_size,
  };
}

function gmt8Midnight(date: string, code: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const utc = Date.UTC(y, m - 1, d);
  const check = new Date(utc);
  // Date.UTC rolls 2025-02-30 over to March; a rolled date was not a real day.
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d)
    throw new ApiError(code);
  return utc - TIME_ZONE_OFFSET_MINUTES * 60_000;
}

/** SQL expression for the GMT+8 working date of a timestamptz column, independent of the server time zone. */
export const WORKING_DATE_SQL = (column: string): string =>
  `to_char((${column} AT TIME ZONE 'UTC') + interval '${TIME_ZONE_OFFSET_MINUTES} minutes', 'YYYY-MM-DD')`;
