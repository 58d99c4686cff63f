import { describe, expect, it } from '@jest/globals';
import { addDays, bogotaDay, daysOf, reportRangeEnding, REPORT_RANGE_DAYS } from './report-range';

describe('report range', () => {
  it('takes the calendar day of Bogotá, five hours behind UTC', () => {
    expect(bogotaDay(new Date('2026-03-01T04:59:59Z'))).toBe('2026-02-28');
    expect(bogotaDay(new Date('2026-03-01T05:00:00Z'))).toBe('2026-03-01');
  });

  it('covers the last 90 days, today included', () => {
    const range = reportRangeEnding(new Date('2026-03-01T15:00:00Z'));
    expect(range).toEqual({ from: '2025-12-02', to: '2026-03-01' });
    expect(daysOf(range)).toHaveLength(REPORT_RANGE_DAYS);
    expect(daysOf(range)[0]).toBe('2025-12-02');
    expect(daysOf(range).at(-1)).toBe('2026-03-01');
  });

  it('adds days across months and leap years', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });
});
