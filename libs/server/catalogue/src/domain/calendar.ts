// Colombia keeps UTC-5 all year: calendar days of the back office are Bogotá days.
const BOGOTA_OFFSET_MS = -5 * 3_600_000;
const DAY_MS = 86_400_000;
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})$/;

/** The Bogotá calendar day (YYYY-MM-DD) of an instant. */
export function bogotaDate(instant: Date): string {
  return new Date(instant.getTime() + BOGOTA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The text when it is a real YYYY-MM-DD date (2026-02-30 is not), else null. */
export function parseCalendarDate(text: unknown): string | null {
  if (typeof text !== 'string') return null;
  const match = CALENDAR_DATE.exec(text.trim());
  if (!match) return null;
  const [, year, month, day] = match.map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? text.trim() : null;
}

/** Whole days from one calendar date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * An offer instant: an ISO date-time with its offset, or a bare date taken as the first (start) or
 * the last (end) millisecond of that day in Bogotá. Null when it is neither.
 */
export function parseOfferInstant(text: unknown, boundary: 'start' | 'end'): Date | null {
  if (typeof text !== 'string') return null;
  const value = text.trim();
  const day = parseCalendarDate(value);
  if (day) {
    const startOfDay = Date.parse(`${day}T00:00:00Z`) - BOGOTA_OFFSET_MS;
    return new Date(boundary === 'start' ? startOfDay : startOfDay + DAY_MS - 1);
  }
  if (!ISO_DATE_TIME.test(value) || !parseCalendarDate(value.slice(0, 10))) return null;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : instant;
}
