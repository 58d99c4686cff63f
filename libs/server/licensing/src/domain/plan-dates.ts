import { NEAR_TO_EXPIRE_DAYS } from '@lic/shared-api-types';

// Dates of a licence plan (design.md §5, docs/api/licensing.md "Issuance"). Calendar arithmetic runs on
// the Bogotá calendar (UTC−5 all year, no daylight saving), so "one month" means the same day of the
// next month there.

/** The end of a plan of validity type I (indefinite). */
export const INDEFINITE_END = new Date('9999-12-31T23:59:59.000Z');

const BOGOTA_OFFSET_MS = 5 * 3_600_000;
const DAY_MS = 86_400_000;

/** Package types that are a base plan: BAS base and CMB combo (a combo includes the base). */
export function isBasePackageType(packageTypeCode: string): boolean {
  const code = packageTypeCode.trim().toUpperCase();
  return code === 'BAS' || code === 'CMB';
}

function addMonthsClamped(local: Date, months: number): Date {
  const result = new Date(local.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/**
 * The last instant of a plan that starts at `effective`: A years, M months, D days later (Bogotá
 * calendar; the 31st becomes the month's last day), minus one second. I is indefinite.
 */
export function planExpiration(effective: Date, validityTypeId: string, validityPeriod: number): Date {
  const type = validityTypeId.trim().toUpperCase();
  if (type === 'I') return INDEFINITE_END;
  const period = Math.max(1, Math.trunc(validityPeriod));
  const local = new Date(effective.getTime() - BOGOTA_OFFSET_MS);
  let end: Date;
  if (type === 'A') end = addMonthsClamped(local, 12 * period);
  else if (type === 'M') end = addMonthsClamped(local, period);
  else if (type === 'D') end = new Date(local.getTime() + period * DAY_MS);
  else throw new Error(`Unknown validity type ${validityTypeId}`);
  const result = new Date(end.getTime() + BOGOTA_OFFSET_MS - 1000);
  return result > INDEFINITE_END ? INDEFINITE_END : result;
}

/**
 * When a new plan starts: now, or for a base plan bought while one of the same service is still running,
 * one second after the latest running base plan ends (a renewal).
 */
export function planStart(now: Date, isBase: boolean, currentBaseEnds: readonly Date[]): Date {
  if (!isBase) return now;
  const latest = currentBaseEnds.filter((end) => end.getTime() >= now.getTime()).sort((a, b) => b.getTime() - a.getTime())[0];
  if (!latest || latest.getTime() >= INDEFINITE_END.getTime()) return now;
  return new Date(latest.getTime() + 1000);
}

export function isActiveAt(plan: { effectiveDate: Date; expirationDate: Date }, now: Date): boolean {
  return plan.effectiveDate.getTime() <= now.getTime() && now.getTime() <= plan.expirationDate.getTime();
}

/** "Próximo a vencer": not yet expired and ending within NEAR_TO_EXPIRE_DAYS days. */
export function isNearToExpire(expirationDate: Date, now: Date): boolean {
  const left = expirationDate.getTime() - now.getTime();
  return left >= 0 && left <= NEAR_TO_EXPIRE_DAYS * DAY_MS;
}

/** The Bogotá calendar month (1–12) and year of an instant. */
export function bogotaMonthOf(instant: Date): { year: number; month: number } {
  const local = new Date(instant.getTime() - BOGOTA_OFFSET_MS);
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1 };
}

/** The first instant of a Bogotá calendar month and the first instant of the next one. */
export function bogotaMonthRange(year: number, month: number): { from: Date; to: Date } {
  return {
    from: new Date(Date.UTC(year, month - 1, 1) + BOGOTA_OFFSET_MS),
    to: new Date(Date.UTC(year, month, 1) + BOGOTA_OFFSET_MS),
  };
}

/** The Bogotá calendar months from `from` to `to`, both included, oldest first. */
export function bogotaMonthsBetween(from: Date, to: Date): { year: number; month: number }[] {
  const months: { year: number; month: number }[] = [];
  let { year, month } = bogotaMonthOf(from);
  const last = bogotaMonthOf(to);
  while (year < last.year || (year === last.year && month <= last.month)) {
    months.push({ year, month });
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}

const MONTH_NAMES = [
  'Enero',
  'Febrero',
  'Marzo',
  'Abril',
  'Mayo',
  'Junio',
  'Julio',
  'Agosto',
  'Septiembre',
  'Octubre',
  'Noviembre',
  'Diciembre',
];

export function monthName(month: number): string {
  return MONTH_NAMES[month - 1] ?? String(month);
}
