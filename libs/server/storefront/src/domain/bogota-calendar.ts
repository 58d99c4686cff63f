// Colombia keeps UTC-5 all year: calendar days of the store are Bogotá days.
const BOGOTA_OFFSET_MS = -5 * 3_600_000;

/** The Bogotá calendar day (YYYY-MM-DD) of an instant. */
export function bogotaDate(instant: Date): string {
  return new Date(instant.getTime() + BOGOTA_OFFSET_MS).toISOString().slice(0, 10);
}
