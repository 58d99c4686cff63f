import { describe, expect, it } from '@jest/globals';
import { addBusinessDays, bogotaDate, businessDaysBetween, isBusinessDay } from './business-days';

describe('Colombian business days', () => {
  it('skips weekends and the holidays moved to Monday', () => {
    // San José (19 March 2026, a Thursday) is kept on Monday 23 March.
    expect(isBusinessDay('2026-03-19')).toBe(true);
    expect(isBusinessDay('2026-03-23')).toBe(false);
    expect(isBusinessDay('2026-03-21')).toBe(false);
  });

  it('counts ten business days across a Monday holiday (a consulta received on Friday 13 March 2026)', () => {
    // 16,17,18,19,20 then 24,25,26,27,30 (23 is San José).
    expect(addBusinessDays('2026-03-13', 10)).toBe('2026-03-30');
  });

  it('counts fifteen business days across Holy Week (Jueves and Viernes Santo 2026)', () => {
    // From Monday 23 March (a holiday itself): 24,25,26,27,30,31 | 1 | 6,7,8,9,10,13,14,15 (2 and 3 April are holidays).
    expect(addBusinessDays('2026-03-23', 15)).toBe('2026-04-15');
  });

  it('extends a reclamo by eight more business days across the Día del Trabajo', () => {
    expect(addBusinessDays('2026-04-24', 8)).toBe('2026-05-07');
  });

  it('counts business days left, negative when past', () => {
    expect(businessDaysBetween('2026-03-20', '2026-03-24')).toBe(1);
    expect(businessDaysBetween('2026-03-24', '2026-03-20')).toBe(-1);
    expect(businessDaysBetween('2026-03-24', '2026-03-24')).toBe(0);
  });

  it('takes the calendar day in Bogotá: 23:30 of 13 March in Bogotá is 04:30 UTC of the 14th', () => {
    expect(bogotaDate(new Date('2026-03-14T04:30:00Z'))).toBe('2026-03-13');
  });
});
