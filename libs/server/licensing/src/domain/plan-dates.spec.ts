import { describe, expect, it } from '@jest/globals';
import {
  INDEFINITE_END,
  bogotaMonthRange,
  bogotaMonthsBetween,
  isActiveAt,
  isBasePackageType,
  isNearToExpire,
  planExpiration,
  planStart,
} from './plan-dates';

const at = (iso: string) => new Date(iso);

describe('plan dates', () => {
  it('runs A years, M months and D days on the Bogotá calendar, ending one second before', () => {
    const start = at('2026-11-22T15:00:00.000Z');
    expect(planExpiration(start, 'A', 1).toISOString()).toBe('2027-11-22T14:59:59.000Z');
    expect(planExpiration(start, 'A', 2).toISOString()).toBe('2028-11-22T14:59:59.000Z');
    expect(planExpiration(start, 'M', 3).toISOString()).toBe('2027-02-22T14:59:59.000Z');
    expect(planExpiration(start, 'D', 30).toISOString()).toBe('2026-12-22T14:59:59.000Z');
  });

  it('keeps the day of the Bogotá calendar late in the evening (UTC is already the next day)', () => {
    // 2026-01-31 21:00 in Bogotá is 2026-02-01T02:00Z: one month later is the last day of February there.
    expect(planExpiration(at('2026-02-01T02:00:00.000Z'), 'M', 1).toISOString()).toBe('2026-03-01T01:59:59.000Z');
  });

  it('clamps the 31st to the last day of a shorter month', () => {
    expect(planExpiration(at('2026-01-31T17:00:00.000Z'), 'M', 1).toISOString()).toBe('2026-02-28T16:59:59.000Z');
    expect(planExpiration(at('2028-02-29T17:00:00.000Z'), 'A', 1).toISOString()).toBe('2029-02-28T16:59:59.000Z');
  });

  it('makes validity I indefinite and refuses unknown types', () => {
    expect(planExpiration(at('2026-11-22T15:00:00.000Z'), 'I', 1)).toEqual(INDEFINITE_END);
    expect(planExpiration(at('2026-11-22T15:00:00.000Z'), 'i', 0)).toEqual(INDEFINITE_END);
    expect(() => planExpiration(at('2026-11-22T15:00:00.000Z'), 'X', 1)).toThrow();
  });

  it('starts a renewal one second after the latest running base plan; complementary packages start now', () => {
    const now = at('2026-11-22T15:00:00.000Z');
    const ends = [at('2027-03-01T04:59:59.000Z'), at('2027-06-01T04:59:59.000Z'), at('2026-10-01T04:59:59.000Z')];
    expect(planStart(now, true, ends).toISOString()).toBe('2027-06-01T05:00:00.000Z');
    expect(planStart(now, false, ends)).toEqual(now);
    expect(planStart(now, true, [])).toEqual(now);
    expect(planStart(now, true, [at('2026-10-01T04:59:59.000Z')])).toEqual(now);
    expect(planStart(now, true, [INDEFINITE_END])).toEqual(now);
  });

  it('counts base and combo packages as base plans', () => {
    expect(isBasePackageType('BAS')).toBe(true);
    expect(isBasePackageType('cmb')).toBe(true);
    expect(isBasePackageType('CMP')).toBe(false);
  });

  it('is active between its dates, both included, and near to expire within 30 days', () => {
    const plan = { effectiveDate: at('2026-01-01T05:00:00.000Z'), expirationDate: at('2026-12-01T04:59:59.000Z') };
    expect(isActiveAt(plan, at('2026-01-01T05:00:00.000Z'))).toBe(true);
    expect(isActiveAt(plan, at('2026-12-01T04:59:59.000Z'))).toBe(true);
    expect(isActiveAt(plan, at('2026-12-01T05:00:00.000Z'))).toBe(false);
    expect(isNearToExpire(plan.expirationDate, at('2026-11-01T05:00:00.000Z'))).toBe(true);
    expect(isNearToExpire(plan.expirationDate, at('2026-10-31T04:00:00.000Z'))).toBe(false);
    expect(isNearToExpire(plan.expirationDate, at('2026-12-02T00:00:00.000Z'))).toBe(false);
  });

  it('lists Bogotá months and their UTC bounds', () => {
    expect(bogotaMonthsBetween(at('2026-10-15T12:00:00.000Z'), at('2027-01-01T03:00:00.000Z'))).toEqual([
      { year: 2026, month: 10 },
      { year: 2026, month: 11 },
      { year: 2026, month: 12 },
    ]);
    expect(bogotaMonthRange(2026, 12)).toEqual({ from: at('2026-12-01T05:00:00.000Z'), to: at('2027-01-01T05:00:00.000Z') });
  });
});
