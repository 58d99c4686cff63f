import { describe, expect, it } from '@jest/globals';
import { PAYMENT_REFERENCE_PATTERN, bogotaYear, formatPaymentReference } from './payment-reference';

describe('payment reference', () => {
  it('is LIC-<year in Bogotá>-<sequence of at least 6 digits>', () => {
    expect(formatPaymentReference(new Date('2026-11-22T15:00:00Z'), 123)).toBe('LIC-2026-000123');
    expect(formatPaymentReference(new Date('2026-11-22T15:00:00Z'), 1_234_567)).toBe('LIC-2026-1234567');
    expect(PAYMENT_REFERENCE_PATTERN.test('LIC-2026-000123')).toBe(true);
  });

  it('takes the year of Bogotá: 1 January 03:00 UTC is still 31 December there', () => {
    expect(bogotaYear(new Date('2027-01-01T03:00:00Z'))).toBe(2026);
    expect(formatPaymentReference(new Date('2027-01-01T05:00:00Z'), 7)).toBe('LIC-2027-000007');
  });

  it('refuses a value that is not a positive integer', () => {
    expect(() => formatPaymentReference(new Date(), 0)).toThrow(RangeError);
    expect(() => formatPaymentReference(new Date(), 1.5)).toThrow(RangeError);
  });
});
