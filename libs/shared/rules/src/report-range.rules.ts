import { addToCalendarDate, formatContractDate, toCalendarDate } from './contract-rules';

/** The reports cover at most 90 days (backoffice-licensing.md §2.7, §9 "Report range 90 days"). */
export const REPORT_RANGE_DAYS = 90;

export const REPORT_RANGE_MESSAGES = {
  invalidDate: 'Fecha inválida, el formato debe ser AAAA-MM-DD.',
  swapped: (from: string, to: string) =>
    `La fecha inicial del reporte (${formatContractDate(from)}) no puede ser posterior a la fecha final (${formatContractDate(to)}).`,
  tooLong: `El periodo del reporte no puede superar ${REPORT_RANGE_DAYS} días.`,
} as const;

export interface ReportDateRange {
  /** YYYY-MM-DD, both ends included. */
  from: string;
  to: string;
}

/**
 * What is wrong with the optional `from` and `to` of a report (YYYY-MM-DD), or null: each a real date, `from`
 * not after `to`, and at most REPORT_RANGE_DAYS days from one to the other.
 */
export function reportRangeProblem(from: unknown, to: unknown): string | null {
  const given = (value: unknown) => value !== undefined && value !== null && value !== '';
  const start = given(from) ? toCalendarDate(from) : null;
  const end = given(to) ? toCalendarDate(to) : null;
  if ((given(from) && (start === null || String(from).length !== 10)) || (given(to) && (end === null || String(to).length !== 10))) {
    return REPORT_RANGE_MESSAGES.invalidDate;
  }
  if (start === null || end === null) return null;
  if (start > end) return REPORT_RANGE_MESSAGES.swapped(start, end);
  return addToCalendarDate(start, REPORT_RANGE_DAYS - 1, 'day') < end ? REPORT_RANGE_MESSAGES.tooLong : null;
}

/**
 * The days a report covers: the given ends, or REPORT_RANGE_DAYS days ending `to` (today when not given), or
 * starting `from`. Call it once reportRangeProblem said nothing.
 */
export function resolveReportRange(today: string, from?: string | null, to?: string | null): ReportDateRange {
  if (from && to) return { from, to };
  if (from) return { from, to: addToCalendarDate(from, REPORT_RANGE_DAYS - 1, 'day') };
  const end = to ?? today;
  return { from: addToCalendarDate(end, -(REPORT_RANGE_DAYS - 1), 'day'), to: end };
}
