import { REPORT_RANGE_DAYS } from '@lic/shared-rules';

/** The reports cover the last 90 days unless `from`/`to` choose others (backoffice-licensing.md §2.7, §9). */
export { REPORT_RANGE_DAYS };
/** Days of the reports are Colombian calendar days (design.md: dates stored UTC, shown America/Bogota). */
export const REPORT_TIME_ZONE = 'America/Bogota';

/** Both ends included, as YYYY-MM-DD calendar days of REPORT_TIME_ZONE. */
export interface ReportRange {
  from: string;
  to: string;
}

const calendarDay = new Intl.DateTimeFormat('en-CA', { timeZone: REPORT_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day in Bogotá of an instant, YYYY-MM-DD. */
export function bogotaDay(instant: Date): string {
  return calendarDay.format(instant);
}

/** The day `days` after (or before, when negative) a YYYY-MM-DD day. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The last REPORT_RANGE_DAYS days ending today (in Bogotá), today included. */
export function reportRangeEnding(now: Date): ReportRange {
  const to = bogotaDay(now);
  return { from: addDays(to, -(REPORT_RANGE_DAYS - 1)), to };
}

/** Every day of the range in order (the chart shows the days without consumption as zero). */
export function daysOf(range: ReportRange): string[] {
  const days: string[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) days.push(day);
  return days;
}
