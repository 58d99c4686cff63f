import { describe, expect, it } from '@jest/globals';
import { baseStateOf, isBeforeRenewalWindow, minDateToRenew, planEnd } from './base-plan';

const at = (iso: string) => new Date(iso);

describe('base plans', () => {
  it('end after their validity in Bogotá calendar terms; unlimited plans never end', () => {
    expect(planEnd(at('2026-01-31T15:00:00Z'), 'A', 1)).toEqual(at('2027-01-31T15:00:00Z'));
    expect(planEnd(at('2026-01-10T15:00:00Z'), 'M', 2)).toEqual(at('2026-03-10T15:00:00Z'));
    expect(planEnd(at('2026-01-10T15:00:00Z'), 'D', 15)).toEqual(at('2026-01-25T15:00:00Z'));
    expect(planEnd(at('2026-01-10T15:00:00Z'), 'I', 1)).toBeNull();
  });

  it('count only plans valid now, and say when every valid one is free', () => {
    const now = at('2026-06-01T12:00:00Z');
    const paidExpired = { free: false, validityTypeId: 'M', validityPeriod: 1, startsOn: at('2026-01-01T12:00:00Z') };
    const freeValid = { free: true, validityTypeId: 'M', validityPeriod: 1, startsOn: at('2026-05-20T12:00:00Z') };
    const paidValid = { free: false, validityTypeId: 'A', validityPeriod: 1, startsOn: at('2026-02-01T12:00:00Z') };
    expect(baseStateOf([], now)).toEqual({ hasBasePackage: false, hasOnlyFreeBasePackage: false, currentPlanEnd: null, unlimited: false });
    expect(baseStateOf([paidExpired], now).hasBasePackage).toBe(false);
    expect(baseStateOf([paidExpired, freeValid], now)).toMatchObject({ hasBasePackage: true, hasOnlyFreeBasePackage: true });
    const both = baseStateOf([freeValid, paidValid], now);
    expect(both).toMatchObject({ hasBasePackage: true, hasOnlyFreeBasePackage: false });
    expect(both.currentPlanEnd).toEqual(at('2027-02-01T12:00:00Z'));
  });

  it('allow a renewal from 30 days before the current plan ends', () => {
    const plan = { free: false, validityTypeId: 'A', validityPeriod: 1, startsOn: at('2026-01-15T17:00:00Z') };
    const state = baseStateOf([plan], at('2026-06-01T12:00:00Z'));
    expect(minDateToRenew(state.currentPlanEnd as Date)).toBe('2026-12-16');
    expect(isBeforeRenewalWindow(state, at('2026-12-16T04:00:00Z'))).toBe(true);
    expect(isBeforeRenewalWindow(state, at('2026-12-16T17:00:00Z'))).toBe(false);
    expect(isBeforeRenewalWindow(baseStateOf([], at('2026-06-01T12:00:00Z')), at('2026-06-01T12:00:00Z'))).toBe(false);
  });
});
