import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

export const DISPLAY_TIME_ZONE = 'America/Bogota';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function inBogota(value: string | Date) {
  // The API sends instants in UTC, with or without the trailing Z.
  return dayjs.utc(value).tz(DISPLAY_TIME_ZONE);
}

/** dd/MM/yyyy in Colombian time; a calendar date without time is shown as it is. */
export function formatDate(value: string | Date): string {
  if (typeof value === 'string' && DATE_ONLY.test(value)) return dayjs(value).format('DD/MM/YYYY');
  return inBogota(value).format('DD/MM/YYYY');
}

/** dd/MM/yyyy hh:mm:ss in Colombian time, on a 24-hour clock so that afternoon times are not ambiguous. */
export function formatDateTime(value: string | Date): string {
  return inBogota(value).format('DD/MM/YYYY HH:mm:ss');
}
