const BOGOTA_UTC_OFFSET_MS = -5 * 3_600_000;

/** Year of an instant in Bogotá (UTC-5 all year). */
export function bogotaYear(instant: Date): number {
  return new Date(instant.getTime() + BOGOTA_UTC_OFFSET_MS).getUTCFullYear();
}

/**
 * The human payment reference of an order: "LIC-<year>-<number of 6 or more digits>", the number taken
 * from a database sequence, so it is unique and never reused even across years.
 */
export function formatPaymentReference(instant: Date, sequenceValue: number): string {
  if (!Number.isSafeInteger(sequenceValue) || sequenceValue < 1) throw new RangeError(`Invalid sequence value ${sequenceValue}`);
  return `LIC-${bogotaYear(instant)}-${String(sequenceValue).padStart(6, '0')}`;
}

export const PAYMENT_REFERENCE_PATTERN = /^LIC-\d{4}-\d{6,}$/;
