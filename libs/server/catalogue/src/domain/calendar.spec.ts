import { describe, expect, it } from '@jest/globals';
import { bogotaDate, daysBetween, parseCalendarDate, parseOfferInstant } from './calendar';

describe('calendar of the back office (Bogotá days)', () => {
  it('takes the Bogotá day of an instant', () => {
    expect(bogotaDate(new Date('2026-12-01T04:59:59.999Z'))).toBe('2026-11-30');
    expect(bogotaDate(new Date('2026-12-01T05:00:00.000Z'))).toBe('2026-12-01');
  });

  it('accepts only real YYYY-MM-DD dates', () => {
    expect(parseCalendarDate('2028-02-29')).toBe('2028-02-29');
    expect(parseCalendarDate('2026-02-29')).toBeNull();
    expect(parseCalendarDate('2026-13-01')).toBeNull();
    expect(parseCalendarDate('01/12/2026')).toBeNull();
    expect(parseCalendarDate(20261201)).toBeNull();
  });

  it('counts whole days between dates', () => {
    expect(daysBetween('2026-12-01', '2026-12-31')).toBe(30);
    expect(daysBetween('2026-12-31', '2026-12-01')).toBe(-30);
    expect(daysBetween('2027-02-27', '2027-03-01')).toBe(2);
  });

  it('reads offer dates as the first or last instant of the Bogotá day, or as given with an offset', () => {
    expect(parseOfferInstant('2026-12-01', 'start')?.toISOString()).toBe('2026-12-01T05:00:00.000Z');
    expect(parseOfferInstant('2026-12-01', 'end')?.toISOString()).toBe('2026-12-02T04:59:59.999Z');
    expect(parseOfferInstant('2026-12-01T10:30:00-05:00', 'start')?.toISOString()).toBe('2026-12-01T15:30:00.000Z');
    expect(parseOfferInstant('2026-12-01T10:30:00', 'start')).toBeNull();
    expect(parseOfferInstant('2026-02-30T10:30:00Z', 'start')).toBeNull();
    expect(parseOfferInstant('mañana', 'end')).toBeNull();
  });
});
