import { getHolidaysForYear } from 'colombian-holidays';

/**
 * Colombian business days (decision 0058): Monday to Friday except the national holidays, those that
 * Ley 51 de 1983 moves to Monday on their Monday. The holidays come from the `colombian-holidays`
 * package (computed, Easter included, for any year), cached per year.
 */
const holidaysByYear = new Map<number, Set<string>>();

function holidaysOf(year: number): Set<string> {
  let days = holidaysByYear.get(year);
  if (!days) {
    days = new Set(getHolidaysForYear(year).map((holiday) => holiday.celebrationDate));
    holidaysByYear.set(year, days);
  }
  return days;
}

/** The calendar day in Bogotá (UTC−5, no daylight saving) of an instant, as YYYY-MM-DD. */
export function bogotaDate(instant: Date): string {
  return new Date(instant.getTime() - 5 * 3600_000).toISOString().slice(0, 10);
}

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function isBusinessDay(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !holidaysOf(Number(day.slice(0, 4))).has(day);
}

/**
 * The day `days` business days after `from` (from itself not counted: a request received on a
 * Friday counts Monday as its first day, or Tuesday when that Monday is a holiday).
 */
export function addBusinessDays(from: string, days: number): string {
  let day = from;
  let left = days;
  while (left > 0) {
    day = addDays(day, 1);
    if (isBusinessDay(day)) left--;
  }
  return day;
}

/** Business days from `from` to `to`: positive when `to` is later, 0 on the same day, negative when past. */
export function businessDaysBetween(from: string, to: string): number {
  if (from === to) return 0;
  const sign = from < to ? 1 : -1;
  let day = from;
  let count = 0;
  while (day !== to) {
    day = addDays(day, sign);
    if (isBusinessDay(day)) count += sign;
  }
  return count;
}
