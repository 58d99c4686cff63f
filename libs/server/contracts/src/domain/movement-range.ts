import { addToCalendarDate, bogotaToday } from '@lic/shared-rules';

/** At most this many movements are answered. */
export const MOVEMENTS_LIMIT = 1_000;

export interface MovementRange {
  from: Date;
  /** Exclusive: the start of the day after the last day. */
  to: Date;
}

/**
 * The instants of a movements range given as Bogotá calendar days (YYYY-MM-DD), both included; by
 * default the first of the current month to today. Null when the range is backwards.
 */
export function movementRange(now: Date, fromDay?: string, toDay?: string): MovementRange | null {
  const today = bogotaToday(now);
  const first = fromDay ?? `${today.slice(0, 8)}01`;
  const last = toDay ?? today;
  if (first > last) return null;
  return { from: new Date(`${first}T00:00:00.000-05:00`), to: new Date(`${addToCalendarDate(last, 1, 'day')}T00:00:00.000-05:00`) };
}
